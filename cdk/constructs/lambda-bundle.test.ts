// What a Lambda's cold start compiles: the bundle's entry and the chunks it imports statically. Code a
// first event does not need must stay in chunks loaded on first use (bench/cold-start.ts times it).
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../config.js";
import { lambdaBuildOptions } from "./lambda-bundle.js";

const out = mkdtempSync(join(tmpdir(), "turnpost-cold-path-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The source files (and packages) a cold start of `entry` compiles. */
async function coldPath(entry: string): Promise<string[]> {
  const { metafile } = await build({ ...lambdaBuildOptions(join(repoRoot, entry), join(out, entry)), metafile: true, write: false });
  const outputs = metafile.outputs;
  const seen = new Set([Object.keys(outputs).find((file) => file.endsWith("index.mjs"))!]);
  for (const file of seen) {
    for (const imported of outputs[file]!.imports) if (imported.kind === "import-statement" && !imported.external) seen.add(imported.path);
  }
  return [...seen].flatMap((file) => Object.keys(outputs[file]!.inputs));
}

describe("a Lambda's cold start", () => {
  for (const entry of ["functions/lambda/api.ts", "functions/lambda/live.ts", "functions/lambda/notifier.ts"]) {
    it(`${entry} compiles neither a game's rules or messages, nor web-push, nor a Secrets Manager client`, async () => {
      const inputs = await coldPath(entry);
      // The test means something only if the registry, which loads a game's module when it is played, is there.
      expect(inputs.some((path) => path.endsWith("shared/games/index.ts"))).toBe(true);
      expect(inputs.filter((path) => /shared\/games\/[^/]+\/(module|rules|messages)\.ts$/.test(path))).toEqual([]);
      expect(inputs.filter((path) => /node_modules\/(web-push|@aws-sdk\/client-secrets-manager)\//.test(path))).toEqual([]);
    });
  }

  for (const entry of ["functions/lambda/live.ts", "functions/lambda/notifier.ts"]) {
    it(`${entry} compiles no zod, nor the HTTP routes: a page's $connect and a push parse no body`, async () => {
      const inputs = await coldPath(entry);
      // The test means something only if the code that answers a move over a socket is there.
      expect(inputs.some((path) => path.endsWith("functions/live/live.ts"))).toBe(true);
      expect(inputs.filter((path) => /node_modules\/zod\/|shared\/zod\.ts$|functions\/http\/(social|games|app)\.ts$/.test(path))).toEqual(
        [],
      );
    });
  }

  for (const entry of ["functions/lambda/api.ts", "functions/lambda/live.ts", "functions/lambda/notifier.ts"]) {
    it(`${entry} compiles none of the shell's words: a first event phrases nothing`, async () => {
      const inputs = await coldPath(entry);
      // The test means something only if the code that phrases in those words is there.
      expect(inputs.some((path) => path.endsWith("shared/games/catalog.ts"))).toBe(true);
      // index.ts and intl.ts hold the translator and Intl's formatters, no words.
      expect(inputs.filter((path) => /shared\/i18n\/(?!index\.ts$|intl\.ts$|shell-on-first-use\.ts$)/.test(path))).toEqual([]);
    });
  }
});
