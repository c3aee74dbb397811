// What a Lambda's cold start compiles: the bundle's entry and the chunks it imports statically. Code a
// first event does not need must stay in chunks loaded on first use (bench/cold-start.ts times it).
import { build, type Metafile } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../config.js";
import { bundlingTimeout, lambdaBundles } from "../test-fixtures/bundles.js";
import { esmRequireBanner, lambdaBuildOptions, namesRequire, node22 } from "./lambda-bundle.js";

const out = mkdtempSync(join(tmpdir(), "turnpost-cold-path-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));
beforeAll(() => lambdaBundles(), bundlingTimeout);

/** Each Lambda's bundle as cdk/ ships it, built once per run for every CDK test. */
async function metafileOf(entry: string): Promise<Metafile> {
  return (await lambdaBundles())[join(repoRoot, entry)]!.metafile;
}

/** The output files a cold start loads: the entry and the chunks it imports statically. */
function coldFiles(outputs: Metafile["outputs"]): string[] {
  const seen = new Set([Object.keys(outputs).find((file) => file.endsWith("index.mjs"))!]);
  for (const file of seen) {
    for (const imported of outputs[file]!.imports) if (imported.kind === "import-statement" && !imported.external) seen.add(imported.path);
  }
  return [...seen];
}

/** The source files (and packages) a cold start of `entry` compiles. */
async function coldPath(entry: string): Promise<string[]> {
  const outputs = (await metafileOf(entry)).outputs;
  return coldFiles(outputs).flatMap((file) => Object.keys(outputs[file]!.inputs));
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

  it("functions/lambda/api.ts compiles a game's own routes, and no other area's routes nor the services only they use", async () => {
    const inputs = await coldPath("functions/lambda/api.ts");
    // The test means something only if the routes that answer a move are there.
    expect(inputs.some((path) => path.endsWith("functions/http/games.ts"))).toBe(true);
    const areaModules = new RegExp(
      [
        String.raw`functions/http/(areas|auth|me|calendar|social|queue|clocks|unsubscribe|mail-play|tournaments|previews)\.ts$`,
        String.raw`functions/service/(auth|calendar|queue|tournaments)\.ts$`,
        // The rhythms' store is a game's now: joining a seat reads the joiner's record against its minimums.
        String.raw`functions/store/(chat|ratings|queues|tournaments)\.ts$`,
        String.raw`functions/(net/outbound|social/takeback|social/rematch)\.ts$`,
        String.raw`node_modules/ipaddr\.js/`,
      ].join("|"),
    );
    expect(inputs.filter((path) => areaModules.test(path))).toEqual([]);
  });

  it("functions/lambda/api.ts loads at its cold start at most 10 % more than it did on 2026-12-02", async () => {
    // The cold start's floor is what it compiles (bench/cold-start.ts): a new import on the first
    // request's path must be a choice, made by raising this figure in the same commit, with the reason.
    const coldBytesOn20261202 = 384_362;
    const outputs = (await metafileOf("functions/lambda/api.ts")).outputs;
    const files = coldFiles(outputs);
    // The test means something only if the cold start is made of the entry and its static chunks.
    expect(files.length).toBeGreaterThan(5);
    const bytes = files.reduce((sum, file) => sum + outputs[file]!.bytes, 0);
    expect(bytes).toBeLessThanOrEqual(Math.round(coldBytesOn20261202 * 1.1));
  });

  for (const entry of ["functions/lambda/api.ts", "functions/lambda/live.ts", "functions/lambda/notifier.ts"]) {
    it(`${entry} compiles none of the shell's words: a first event phrases nothing`, async () => {
      const inputs = await coldPath(entry);
      // The test means something only if the code that phrases in those words is there.
      expect(inputs.some((path) => path.endsWith("shared/games/catalog.ts"))).toBe(true);
      // index.ts and intl.ts hold the translator and Intl's formatters, no words.
      expect(inputs.filter((path) => /shared\/i18n\/(?!index\.ts$|intl\.ts$|shell-on-first-use\.ts$)/.test(path))).toEqual([]);
    });
  }

  for (const entry of ["functions/lambda/api.ts", "functions/lambda/live.ts", "functions/lambda/notifier.ts"]) {
    it(`${entry} imports node:http from no ES module: Node 22 would load undici to link it`, async () => {
      const imports = Object.values((await metafileOf(entry)).outputs).flatMap((output) => output.imports.map((imported) => imported.path));
      // The test means something only if the bundle imports built-ins at all.
      expect(imports).toContain("node:crypto");
      expect(imports.filter((path) => /^(node:)?http$/.test(path))).toEqual([]);
    });
  }

  for (const entry of ["functions/lambda/api.ts", "functions/lambda/live.ts", "functions/lambda/notifier.ts"]) {
    it(`${entry} makes \`require\` at its cold start only in files that name it`, async () => {
      const outputs = (await metafileOf(entry)).outputs;
      const files = coldFiles(outputs).map((file) => {
        const code = readFileSync(file, "utf8");
        return { file, banner: code.startsWith(esmRequireBanner), names: namesRequire(code) };
      });
      // The test means something only if the cold start loads chunks besides the entry.
      expect(files.length).toBeGreaterThan(5);
      expect(files.filter(({ banner, names }) => banner !== names)).toEqual([]);
      expect(files.filter(({ banner }) => !banner).length).toBeGreaterThan(files.length / 2);
      // Each file's stated size is what is on disk: the bench adds them up as what a cold start loads.
      for (const { file } of files) expect(statSync(file).size, file).toBe(outputs[file]!.bytes);
    });
  }

  it("gives bundled code node:http itself, on Node 22 without undici", async () => {
    const entry = join(out, "uses-http.mjs");
    writeFileSync(
      entry,
      [
        'import { get, Agent, STATUS_CODES } from "node:http";',
        'import * as http from "http";',
        'const real = process.getBuiltinModule("node:http");',
        "const same = get === real.get && Agent === real.Agent && STATUS_CODES === real.STATUS_CODES && http.request === real.request;",
        'const undici = process.moduleLoadList.some((name) => name.includes("undici"));',
        "process.stdout.write(JSON.stringify({ same, undici }));",
      ].join("\n"),
    );
    await build(lambdaBuildOptions(entry, join(out, "uses-http")));
    const run = spawnSync(node22(), [join(out, "uses-http", "index.mjs")], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({ same: true, undici: false });
  });

  it("bundles every export of node:http but its undici getters", async () => {
    const bundledHttp: Record<string, unknown> = await import("../../functions/lambda/node-http.js");
    const real = process.getBuiltinModule("node:http");
    const values = Object.entries(Object.getOwnPropertyDescriptors(real)).filter(
      ([name, descriptor]) => !["WebSocket", "CloseEvent", "MessageEvent", "_connectionListener"].includes(name) && descriptor.enumerable,
    );
    expect(values.length).toBeGreaterThan(10);
    for (const [name] of values) expect(bundledHttp[name], name).toBe(real[name as keyof typeof real]);
    expect(bundledHttp.default).toBe(real);
  });
});
