import { App } from "aws-cdk-lib";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hasWebBuild, readConfig } from "./config.js";
import { TurnpostStack } from "./turnpost-stack.js";

const app = new App();
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

new TurnpostStack(app, `turnpost-${config.stage}`, {
  config,
  description: `Turnpost, board games by correspondence (${config.stage})`,
  // Without credentials (CI) the stack stays environment-agnostic; with them, the CLI's account and region.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
app.synth();
