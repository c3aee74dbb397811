import { Stack, type StackProps } from "aws-cdk-lib";
import type { Construct } from "constructs";
import type { StageName } from "./config.js";
import { EdgeFirewall } from "./constructs/edge-firewall.js";

/** The region CloudFront takes its web ACLs (and certificates) from, whatever the stack's region. */
export const edgeRegion = "us-east-1";

export interface EdgeStackProps extends StackProps {
  stage: StageName;
}

/**
 * What CloudFront needs from us-east-1: the WAF web ACL. A stack of its own so that the rest of a
 * stage may live in any region; the stage's stack reads the ACL's ARN across regions
 * (`crossRegionReferences`), and so is deployed after it (`npm run deploy` deploys all three stacks).
 */
export class EdgeStack extends Stack {
  readonly firewall: EdgeFirewall;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: edgeRegion } });
    this.firewall = new EdgeFirewall(this, "Firewall", { stage: props.stage });
  }
}
