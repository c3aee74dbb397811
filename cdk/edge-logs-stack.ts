import { Stack, type StackProps } from "aws-cdk-lib";
import type { Construct } from "constructs";
import type { StageName } from "./config.js";
import { EdgeLogs } from "./constructs/edge-logs.js";
import { keepHelperLogs } from "./constructs/helper-logs.js";
import { edgeRegion } from "./edge-stack.js";
import { stageSettings } from "./turnpost-stack.js";

export interface EdgeLogsStackProps extends StackProps {
  stage: StageName;
  /** The stage's distribution, from its TurnpostStack (read across regions when that is not us-east-1). */
  distributionArn: string;
}

/**
 * CloudFront's access logs, whose delivery source AWS takes in us-east-1 only. Not the edge stack:
 * that one is deployed before the stage's stack (which reads its web ACL), and this one needs the
 * stage's distribution, so it is deployed after it (`npm run deploy` deploys all three in order).
 */
export class EdgeLogsStack extends Stack {
  constructor(scope: Construct, id: string, props: EdgeLogsStackProps) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: edgeRegion } });
    const settings = stageSettings[props.stage];
    new EdgeLogs(this, "CloudFrontLogs", {
      distributionArn: props.distributionArn,
      name: `turnpost-${props.stage}-cloudfront`,
      retention: settings.accessLogRetention,
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: props.stage !== "prod",
    });
    keepHelperLogs(this, settings.logRetention, settings.removalPolicy);
  }
}
