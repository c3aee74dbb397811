import { App, Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { RetentionDays } from "aws-cdk-lib/aws-logs";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../config.js";
import { AppFunction } from "./app-function.js";
import { esmRequireBanner, namesRequire } from "./lambda-bundle.js";

describe("AppFunction bundling", () => {
  it("produces an ESM bundle that runs on Node and loads CommonJS code calling require from a chunk of its own", () => {
    const outdir = mkdtempSync(join(tmpdir(), "turnpost-cdk-fn-"));
    const app = new App({ outdir });
    const stack = new Stack(app, "bundle-check");
    const fn = new AppFunction(stack, "StandIn", {
      entry: join(repoRoot, "cdk/test-fixtures/stand-in-handler.ts"),
      description: "bundling check",
      environment: {},
      memorySize: 128,
      timeout: Duration.seconds(3),
      logRetention: RetentionDays.ONE_DAY,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const resources = Template.fromStack(stack).toJSON().Resources;
    const key: string = resources[stack.getLogicalId(fn.node.defaultChild as never)].Properties.Code.S3Key;
    const assetDir = join(outdir, `asset.${key.replace(/\.zip$/, "")}`);
    const bundle = join(assetDir, "index.mjs");
    // The dynamically imported CommonJS module is in a chunk, not the entry; `require` is made in the
    // file holding esbuild's helper that calls it, and in no file that never names it.
    const chunks = readdirSync(join(assetDir, "chunks")).filter((file) => file.endsWith(".mjs"));
    expect(chunks.some((file) => readFileSync(join(assetDir, "chunks", file), "utf8").includes("createHash"))).toBe(true);
    expect(readFileSync(bundle, "utf8")).not.toContain("createHash");
    const banners = [bundle, ...chunks.map((chunk) => join(assetDir, "chunks", chunk))].map((file) => {
      const code = readFileSync(file, "utf8");
      return { banner: code.startsWith(esmRequireBanner), names: namesRequire(code) };
    });
    expect(banners.filter(({ banner }) => banner).length).toBeGreaterThan(0);
    for (const { banner, names } of banners) expect(banner).toBe(names);
    // A plain Node process, as on Lambda: the test runner's own module loader would supply `require`.
    const run = `const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
      console.log(JSON.stringify(await handler({ Records: [] })));`;
    const output = execFileSync(process.execPath, ["--input-type=module", "--eval", run], { encoding: "utf8" });
    expect(JSON.parse(output)).toEqual({
      batchItemFailures: [],
      digest: createHash("sha256").update('{"Records":[]}').digest("hex"),
    });
  });
});
