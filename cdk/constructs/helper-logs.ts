import { CfnResource, Names, type RemovalPolicy, type Stack } from "aws-cdk-lib";
import { CfnFunction } from "aws-cdk-lib/aws-lambda";
import { LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";

/**
 * Gives each Lambda function that CDK adds for itself (BucketDeployment's handler, the auto-delete
 * provider's) a log group kept for `retention`: left alone, Lambda makes one that keeps logs forever.
 * Our own functions (AppFunction, the provider framework's) name theirs and are left as they are. Call
 * it once a stack holds all its constructs.
 */
export function keepHelperLogs(stack: Stack, retention: RetentionDays, removalPolicy: RemovalPolicy): void {
  for (const resource of stack.node.findAll()) {
    if (!(resource instanceof CfnResource) || resource.cfnResourceType !== "AWS::Lambda::Function") continue;
    if (resource instanceof CfnFunction && resource.loggingConfig) continue;
    const logGroup = new LogGroup(stack, `${Names.uniqueId(resource)}Logs`, { retention, removalPolicy });
    // The auto-delete provider's function is a plain CfnResource, which has no typed property for it.
    resource.addPropertyOverride("LoggingConfig.LogGroup", logGroup.logGroupName);
  }
}
