// The one place the CDK tests synthesize a stage: with bundling on, this is where every Lambda of the
// template is bundled, and the tests that need the bundles (the stack's, the deploy rehearsal) read them
// from the asset folders it writes.

import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { readConfig, repoRoot } from "../config.js";
import { type FunctionEntries, platformEntries, TurnpostStack } from "../turnpost-stack.js";

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

/** One stage synthesized; `bundle` bundles its Lambdas (seconds of esbuild), else their code is left out. */
export function synth(context: Record<string, unknown>, bundle: boolean): Synth {
  const outdir = mkdtempSync(join(tmpdir(), "turnpost-cdk-out-"));
  const app = new App({
    outdir,
    context: { ...context, webDist: makeWebDist(), ...(bundle ? {} : { "aws:cdk:bundling-stacks": [] }) },
  });
  const config = readConfig(app.node);
  const stack = new TurnpostStack(app, `turnpost-${config.stage}`, { config, entries, webAclArn });
  return { stack, template: Template.fromStack(stack), outdir };
}
