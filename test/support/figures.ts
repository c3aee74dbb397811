// A run's figures for the docs: printed, and written under .data/reliability/ (ignored by git) so the
// last run's numbers can be copied from there.
import { mkdir, writeFile } from "node:fs/promises";
import { resolve } from "node:path";

export async function reportFigures(name: string, figures: Record<string, number | string>): Promise<void> {
  const dir = resolve(import.meta.dirname, "../../.data/reliability");
  await mkdir(dir, { recursive: true });
  await writeFile(resolve(dir, `${name}.json`), `${JSON.stringify({ ...figures, at: new Date().toISOString() }, null, 2)}\n`);
  console.log(
    `[reliability] ${name}: ${Object.entries(figures)
      .map(([k, v]) => `${k}=${v}`)
      .join(" ")}`,
  );
}
