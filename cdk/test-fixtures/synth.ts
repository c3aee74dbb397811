// The one place the CDK tests synthesize a stage: given the run's bundles (./bundles.ts), its asset
// folders hold every Lambda of the template, which the deploy rehearsal runs.

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { prebuiltBundlesContext } from "../constructs/app-function.js";
import { readConfig } from "../config.js";
import { TurnpostStack } from "../turnpost-stack.js";
import { entries, type LambdaBundles } from "./bundles.js";

export const certificateArn = "arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-turnpost";
// The edge stack's (edge-stack.test.ts): here only where the distribution points.
export const webAclArn = "arn:aws:wafv2:us-east-1:123456789012:global/webacl/turnpost/4f3e2d1c";

/** The prod stage with every option on: a custom domain, a reply domain and alarm mail. */
export const everyOption = {
  stage: "prod",
  domain: "play.turnpost.example",
  certificateArn,
  mailFrom: "no-reply@turnpost.example",
  alarmEmail: "ops@turnpost.example",
  replyDomain: "reply.turnpost.example",
};

export interface Synth {
  stack: TurnpostStack;
  template: Template;
  /** The cloud assembly: each bundled Lambda is its folder `asset.<hash>` here. */
  outdir: string;
}

function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "turnpost-cdk-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), '<!doctype html><script type="module" src="/assets/app-1a2b.js"></script>');
  writeFileSync(join(dir, "assets/app-1a2b.js"), "export {};\n");
  return dir;
}

/** One stage synthesized, its Lambdas copied from `bundles`; without them, their code is left out. */
export function synth(context: Record<string, unknown>, bundles: LambdaBundles | null): Synth {
  const outdir = mkdtempSync(join(tmpdir(), "turnpost-cdk-out-"));
  const assets = bundles
    ? { [prebuiltBundlesContext]: Object.fromEntries(Object.entries(bundles).map(([entry, { dir }]) => [entry, dir])) }
    : { "aws:cdk:bundling-stacks": [] };
  const app = new App({ outdir, context: { ...context, webDist: makeWebDist(), ...assets } });
  const config = readConfig(app.node);
  const stack = new TurnpostStack(app, `turnpost-${config.stage}`, { config, entries, webAclArn });
  return { stack, template: Template.fromStack(stack), outdir };
}
