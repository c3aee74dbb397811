// Every Lambda of the template bundled once for all the CDK tests of a run, and kept across runs while
// its sources stay the same: a synth handed these folders copies them (AppFunction's prebuilt bundles)
// instead of running esbuild again, and the tests that look into a bundle read the same ones.

import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { Metafile } from "esbuild";
import { vi } from "vitest";
import { repoRoot } from "../config.js";
import { bundleLambda } from "../constructs/lambda-bundle.js";
import { secretHandlerEntries } from "../constructs/secrets.js";
import { type FunctionEntries, platformEntries } from "../turnpost-stack.js";

// The platform handlers are written in parallel; a stand-in is bundled in place of any that does
// not exist yet, so everything but that handler's own bundle is still checked.
export const platformEntriesExist = Object.values(platformEntries).every((entry) => existsSync(entry));
const standIn = join(repoRoot, "cdk/test-fixtures/stand-in-handler.ts");
const entryOrStandIn = (entry: string) => (existsSync(entry) ? entry : standIn);
export const entries: FunctionEntries = {
  api: entryOrStandIn(platformEntries.api),
  notifier: entryOrStandIn(platformEntries.notifier),
  notices: entryOrStandIn(platformEntries.notices),
  clock: entryOrStandIn(platformEntries.clock),
  live: entryOrStandIn(platformEntries.live),
  mailReply: entryOrStandIn(platformEntries.mailReply),
  mailEvents: entryOrStandIn(platformEntries.mailEvents),
};

export interface LambdaBundle {
  /** The folder `bundleLambda` wrote: index.mjs, its chunks and source maps. */
  dir: string;
  /** esbuild's metafile, its output paths (and the chunks' imports of each other) made absolute. */
  metafile: Metafile;
}

/** Each entry of the template (by its absolute path) and its bundle. */
export type LambdaBundles = Record<string, LambdaBundle>;

// Everything a bundle's own code comes from: the build fails if an input lies elsewhere (see `build`),
// so that the key below cannot miss a change. Packages are keyed by the lockfile.
const sourceRoots = ["functions", "shared", "cdk/constructs"];
const keyFiles = ["package-lock.json", "tsconfig.json", "cdk/test-fixtures/bundles.ts", "cdk/test-fixtures/stand-in-handler.ts"];
const cacheRoot = join(repoRoot, "node_modules/.cache/turnpost-lambdas");
// A finished build is this file; an unfinished one has none, so no test ever reads half a bundle.
const manifestName = "bundles.json";

/**
 * For the hook that first asks for the bundles: eight Lambdas take esbuild half a minute on a quiet
 * 2-core machine, and several times that when every engineer's tests run at once.
 */
export const bundlingTimeout = 400_000;

/** A hash of every file a bundle may be built from (tests aside), and of how the set is built. */
function sourceKey(): string {
  const hash = createHash("sha256");
  const files = sourceRoots
    .flatMap((root) => readdirSync(join(repoRoot, root), { recursive: true, encoding: "utf8" }).map((file) => join(root, file)))
    .filter((file) => !file.endsWith(".test.ts") && statSync(join(repoRoot, file)).isFile());
  for (const file of [...keyFiles, ...files.sort()])
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(repoRoot, file)))
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}

function absolute(metafile: Metafile): Metafile {
  const outputs = Object.entries(metafile.outputs).map(([file, output]) => [
    resolve(file),
    {
      ...output,
      imports: output.imports.map((imported) => (imported.external ? imported : { ...imported, path: resolve(imported.path) })),
    },
  ]);
  return { inputs: metafile.inputs, outputs: Object.fromEntries(outputs) };
}

function build(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  const manifest: Record<string, { folder: string; metafile: Metafile }> = {};
  for (const [index, entry] of [...new Set([...Object.values(entries), ...Object.values(secretHandlerEntries)])].entries()) {
    const folder = String(index);
    const metafile = absolute(bundleLambda(entry, join(dir, folder)));
    const outside = Object.keys(metafile.inputs).filter(
      (input) =>
        !input.startsWith("node_modules/") && !sourceRoots.some((root) => relative(repoRoot, resolve(input)).startsWith(`${root}/`)),
    );
    if (outside.length > 0) throw new Error(`${entry} is built from ${outside.join(", ")}: add their folder to sourceRoots`);
    manifest[entry] = { folder, metafile };
  }
  // Renamed into place whole: a test file waiting on it must never read it half written.
  writeFileSync(join(dir, `${manifestName}.part`), JSON.stringify(manifest));
  renameSync(join(dir, `${manifestName}.part`), join(dir, manifestName));
}

/** Whether the run holding `lock` still runs: a run killed mid-build leaves its lock behind. */
function holderRuns(lock: string): boolean {
  const pid = Number(readFileSync(join(lock, "pid"), { encoding: "utf8", flag: "a+" }));
  if (!pid) return true; // Taken a moment ago, its pid not written yet.
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch {
    if (!holderRuns(lock)) rmSync(lock, { recursive: true, force: true });
    return false;
  }
  writeFileSync(join(lock, "pid"), String(process.pid));
  return true;
}

/** Builds the set into `dir` unless another test file (or run) does: then waits for its manifest. */
async function buildOnce(dir: string): Promise<void> {
  mkdirSync(cacheRoot, { recursive: true });
  const manifest = join(dir, manifestName);
  const lock = `${dir}.lock`;
  let mine = false;
  await vi.waitFor(
    () => {
      if (existsSync(manifest)) return;
      mine = takeLock(lock);
      if (!mine) throw new Error(`another test file is bundling the Lambdas into ${dir}`);
    },
    { timeout: bundlingTimeout, interval: 100 },
  );
  if (!mine) return;
  try {
    if (!existsSync(manifest)) build(dir);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  // Sets of older sources, a day untouched, are of no more use.
  for (const old of readdirSync(cacheRoot)) {
    const path = join(cacheRoot, old);
    if (path !== dir && !old.endsWith(".lock") && statSync(path).mtimeMs < Date.now() - 86_400_000)
      rmSync(path, { recursive: true, force: true });
  }
}

let bundles: Promise<LambdaBundles> | undefined;

/** Every Lambda of the template bundled, at most once per change of its sources. */
export function lambdaBundles(): Promise<LambdaBundles> {
  bundles ??= (async () => {
    const dir = join(cacheRoot, sourceKey());
    await buildOnce(dir);
    const manifest: Record<string, { folder: string; metafile: Metafile }> = JSON.parse(readFileSync(join(dir, manifestName), "utf8"));
    return Object.fromEntries(
      Object.entries(manifest).map(([entry, { folder, metafile }]) => [entry, { dir: join(dir, folder), metafile }]),
    );
  })();
  return bundles;
}
