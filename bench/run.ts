// `npm run bench`: measures, then writes docs/benchmarks.md with the machine, the date and each figure
// against its target. Nothing here is asserted by tests; these are the numbers we publish.
import { cpus, totalmem } from "node:os";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { games } from "../shared/games/index";
import { measureMovePath } from "./move-path";
import { kb, ms } from "./stats";

const root = join(import.meta.dirname, "..");
const lines: string[] = [];
const out = (...l: string[]) => lines.push(...l);

async function main() {
  out(
    "# Benchmarks",
    "",
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpus()[0]?.model.trim()}, ` +
      `${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}. Every figure below comes from that one run.`,
    "",
  );

  console.log("bench: move path…");
  out(
    "## Move path: server time per move, DynamoDB excluded",
    "",
    "The real Hono app handles `POST /api/games/:id/moves` in-process (session check, zod, load, the engine's `apply`, " +
      "encoding, the transaction) against an in-memory table, on positions from random games. Target: p99 ≤ 5 ms; " +
      "DynamoDB work per move: one GetItem and one TransactWriteItems (ratio to that floor: 1.0); the game item " +
      "under 4 KB (one read unit) for Yucata' and Yucatàn.",
    "",
    "| game | players | moves | p50 | p99 | p99 target | DynamoDB requests per move | ratio to floor | game item p50 / p99 / max |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const def of Object.values(games)) {
    for (const players of [...new Set([def.minPlayers, def.maxPlayers])]) {
      const r = await measureMovePath(def.id, players, 2000);
      const requests = Object.entries(r.requestsPerMove).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(", ");
      const total = Object.values(r.requestsPerMove).reduce((a, b) => a + b, 0);
      out(
        `| ${def.name} | ${players} | ${r.moves} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.p99 <= 5 ? "met" : "**missed**"} | ${requests} | ${(total / 2).toFixed(2)} | ${kb(r.itemBytes.p50)} / ${kb(r.itemBytes.p99)} / ${kb(r.itemBytes.max)} |`,
      );
    }
  }
  out("");

  try {
    const sizes = JSON.parse(await readFile(join(root, "web/dist/sizes.json"), "utf8"));
    out(
      "## Web client bundle sizes (gzipped)",
      "",
      "From `web/dist/sizes.json`, written by `npm run build:web`. Target: the shell at most 60 KB; each game a lazily loaded chunk.",
      "",
      "| part | gzipped | target |",
      "| --- | --- | --- |",
      `| shell (JS + CSS before any game) | ${kb(sizes.shell.gzipBytes)} | ${sizes.shell.gzipBytes <= 60 * 1024 ? "met" : "**missed**"} |`,
      ...Object.entries(sizes.games as Record<string, { gzipBytes: number }>).map(([id, g]) => `| game chunk: ${id} | ${kb(g.gzipBytes)} | lazy |`),
      "",
    );
  } catch {
    out("## Web client bundle sizes", "", "Not measured: run `npm run build:web` first.", "");
  }

  out("Reproduce: `npm run bench` (about a minute on 2 cores).", "");
  await writeFile(join(root, "docs/benchmarks.md"), lines.join("\n"));
  console.log(lines.join("\n"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
