import { App, Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks } from "cdk-nag";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hasWebBuild, readConfig } from "./config.js";
import { EdgeLogsStack } from "./edge-logs-stack.js";
import { EdgeStack, edgeRegion } from "./edge-stack.js";
import { TurnpostStack } from "./turnpost-stack.js";

const app = new App();
// The stage's stack holds the edge stack's web ACL: the edge stack may not drop it while it is used.
app.node.setContext("@aws-cdk/core:defaultCrossStackReferences", "strong");
const config = readConfig(app.node);

if (!hasWebBuild(config.webDist)) {
  // `npm run synth` checks the template without building the web client; a deploy must ship the
  // real one, so only an explicit flag lets a stand-in page through.
  if (String(app.node.tryGetContext("allowMissingWeb")) !== "true") {
    throw new Error(`No web build at ${config.webDist}: run \`npm run build:web\` first (npm run deploy does).`);
  }
  const standIn = mkdtempSync(join(tmpdir(), "turnpost-web-"));
  writeFileSync(join(standIn, "index.html"), "<!doctype html><title>Turnpost</title><p>Web client not built.</p>\n");
  config.webDist = standIn;
}

// The CLI's account (none in CI) and region (us-east-1 when none is configured): the stage's stack
// needs a region to read the edge stack's web ACL, across regions when it is not us-east-1.
const account = process.env.CDK_DEFAULT_ACCOUNT;
const edge = new EdgeStack(app, `turnpost-${config.stage}-edge`, {
  stage: config.stage,
  description: `Turnpost's CloudFront firewall (${config.stage}), in us-east-1 as CloudFront requires`,
  env: { account },
});
const stage = new TurnpostStack(app, `turnpost-${config.stage}`, {
  config,
  description: `Turnpost, board games by correspondence (${config.stage})`,
  env: { account, region: process.env.CDK_DEFAULT_REGION ?? edgeRegion },
  crossRegionReferences: true,
  webAclArn: edge.firewall.webAcl.attrArn,
});
// CloudFront's access logs, in us-east-1 too, but after the stage's stack: they need its distribution.
new EdgeLogsStack(app, `turnpost-${config.stage}-edge-logs`, {
  stage: config.stage,
  description: `Turnpost's CloudFront access logs (${config.stage}), in us-east-1 as CloudFront's log delivery requires`,
  env: { account },
  crossRegionReferences: true,
  distributionArn: stage.web.distribution.distributionArn,
});
// AWS's AwsSolutions rules: a finding neither fixed nor acknowledged on its resource fails the synth
// (npm run synth in CI, and every deploy).
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
