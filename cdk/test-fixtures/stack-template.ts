// What the CDK stack tests share: the dev and prod stages synthesized once per test file, and the
// readers of a synthesized template (logical ids, a function's grants, its log retention).
import { App, type CfnElement, type Stack } from "aws-cdk-lib";
import type { Template } from "aws-cdk-lib/assertions";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { beforeAll } from "vitest";
import { EdgeLogsStack } from "../edge-logs-stack.js";
import { bundlingTimeout, type LambdaBundles, lambdaBundles } from "./bundles.js";
import { everyOption, type Synth, synth } from "./synth.js";

/** The dev stage (its Lambdas' code left out) and the prod stage with every option (bundled), for one test file. */
export function synthesizedStages(): { dev: Synth; prod: Synth; bundles: LambdaBundles } {
  const stages = {} as { dev: Synth; prod: Synth; bundles: LambdaBundles };
  beforeAll(async () => {
    stages.dev = synth({ stage: "dev", mailFrom: "Turnpost <turnpost@mail.example>", mailIdentity: "turnpost@mail.example" }, null);
    stages.bundles = await lambdaBundles();
    stages.prod = synth(everyOption, stages.bundles);
  }, bundlingTimeout);
  return stages;
}

export const cachingDisabled = "4135ea2d-6df8-44a3-9df3-4b5a84be39ad";
export const allViewerExceptHost = "b689b0a8-53d0-40ab-baf2-68738e2966ac";
export const streamActions = ["dynamodb:DescribeStream", "dynamodb:GetRecords", "dynamodb:GetShardIterator"];

export function logicalId(stack: Stack, element: unknown): string {
  return stack.getLogicalId(element as CfnElement);
}

/** The settings CDK gives the Parameters and Secrets extension (functions/lambda/config.ts reads its port). */
export const SECRETS_EXTENSION_SETTINGS = [
  "PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED",
  "PARAMETERS_SECRETS_EXTENSION_CACHE_SIZE",
  "PARAMETERS_SECRETS_EXTENSION_HTTP_PORT",
  "PARAMETERS_SECRETS_EXTENSION_LOG_LEVEL",
  "PARAMETERS_SECRETS_EXTENSION_MAX_CONNECTIONS",
  "SECRETS_MANAGER_TIMEOUT_MILLIS",
  "SECRETS_MANAGER_TTL",
  "SSM_PARAMETER_STORE_TIMEOUT_MILLIS",
  "SSM_PARAMETER_STORE_TTL",
];

/** What every function of ours gives Powertools (cdk/constructs/app-function.ts). */
export const POWERTOOLS_SETTINGS = ["POWERTOOLS_LOG_LEVEL", "POWERTOOLS_METRICS_NAMESPACE", "POWERTOOLS_SERVICE_NAME"];

export function functionId(s: Synth, fn: IFunction): string {
  return logicalId(s.stack, fn.node.defaultChild);
}

export function tableArn(s: Synth) {
  return { "Fn::GetAtt": [logicalId(s.stack, s.stack.table.node.defaultChild), "Arn"] };
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/** Every statement of the inline policies attached to the function's role. */
export function statementsOf(s: Synth, fn: IFunction): Statement[] {
  const roleId = logicalId(s.stack, fn.role!.node.defaultChild);
  const policies = Object.values(s.template.findResources("AWS::IAM::Policy")) as {
    Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
  }[];
  return policies
    .filter((policy) => policy.Properties.Roles.some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

export function actionsOf(statement: Statement): string[] {
  return [statement.Action].flat();
}

/** DynamoDB actions granted on the table or its indexes, with the resources they are granted on. */
export function tableGrants(s: Synth, fn: IFunction) {
  return statementsOf(s, fn)
    .filter((statement) => actionsOf(statement).some((action) => action.startsWith("dynamodb:")))
    .filter((statement) => !actionsOf(statement).some((action) => streamActions.includes(action) || action === "dynamodb:ListStreams"))
    .map((statement) => ({ actions: actionsOf(statement).sort(), resources: [statement.Resource].flat() }));
}

export const sorted = (actions: readonly string[]) => [...actions].sort();
export const storeActions = [
  "dynamodb:GetItem",
  "dynamodb:PutItem",
  "dynamodb:UpdateItem",
  "dynamodb:DeleteItem",
  "dynamodb:Query",
  "dynamodb:BatchGetItem",
];

/** The app's handlers (the CDK resources' own functions left aside), mail-reply among them where replies are received. */
export function appFunctions(s: Synth): Record<string, IFunction> {
  return { ...s.stack.functions, ...(s.stack.replies ? { mailReply: s.stack.replies.fn } : {}) };
}

/** Each Lambda function of a template, with the retention of the log group it logs to (undefined for none). */
export function logRetentions(template: Template): Record<string, number | undefined> {
  const resources = template.toJSON().Resources;
  return Object.fromEntries(
    Object.keys(template.findResources("AWS::Lambda::Function")).map((id) => {
      const logGroup = resources[id].Properties.LoggingConfig?.LogGroup?.Ref;
      return [id, logGroup ? resources[logGroup]?.Properties.RetentionInDays : undefined];
    }),
  );
}

export function everyFunction(template: Template, days: number): Record<string, number> {
  return Object.fromEntries(Object.keys(template.findResources("AWS::Lambda::Function")).map((id) => [id, days]));
}

export const distributionArn = "arn:aws:cloudfront::123456789012:distribution/E2TURNPOST";

/** The stage's CloudFront logging stack (us-east-1), pointed at a made-up distribution. */
export function edgeLogsStack(stage: "dev" | "prod"): EdgeLogsStack {
  return new EdgeLogsStack(new App(), `turnpost-${stage}-edge-logs`, { stage, distributionArn });
}

export function mailingFunctions(s: Synth): Record<string, IFunction> {
  const { live: _live, notifier: _notifier, ...mailing } = appFunctions(s);
  return mailing;
}

export function distributionConfig(s: Synth): Record<string, unknown> {
  const [distribution] = Object.values(s.template.findResources("AWS::CloudFront::Distribution"));
  return distribution!.Properties.DistributionConfig;
}
