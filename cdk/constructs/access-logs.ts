import { Duration, RemovalPolicy, Validations } from "aws-cdk-lib";
import { AccessLogFormat, CfnAccount } from "aws-cdk-lib/aws-apigateway";
import { LogGroupLogDestination, type IAccessLogSettings } from "aws-cdk-lib/aws-apigatewayv2";
import { ManagedPolicy, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { Construct } from "constructs";

export interface AccessLogsProps {
  /** How long who-called-what is kept: it holds players' IP addresses, so no longer than needed. */
  retention: RetentionDays;
  removalPolicy: RemovalPolicy;
  /** Dev log buckets are emptied on teardown; prod keeps them. */
  autoDeleteObjects: boolean;
}

/**
 * One line per HTTP call: who (IP, user agent), what (method, route, path without its query string,
 * which may carry sign-in and unsubscribe tokens) and how it went. Valid for HTTP APIs only.
 */
const httpFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: "$context.requestId",
    ip: "$context.identity.sourceIp",
    userAgent: "$context.identity.userAgent",
    time: "$context.requestTime",
    method: "$context.httpMethod",
    route: "$context.routeKey",
    path: "$context.path",
    status: "$context.status",
    bytes: "$context.responseLength",
    latencyMs: "$context.integrationLatency",
    error: "$context.integrationErrorMessage",
  }),
);

/** One line per WebSocket event (connect, message, disconnect); messages' bodies are never logged. */
const webSocketFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: "$context.requestId",
    ip: "$context.identity.sourceIp",
    time: "$context.requestTime",
    event: "$context.eventType",
    route: "$context.routeKey",
    connectionId: "$context.connectionId",
    status: "$context.status",
    error: "$context.error.message",
  }),
);

/**
 * Where access logs go, each kept for `retention`: the API stages' to log groups, the web bucket's to
 * an S3 bucket whose objects expire. CloudFront's go to a bucket in us-east-1 (edge-logs-stack.ts).
 */
export class AccessLogs extends Construct {
  /** The web bucket's server access logs (prefix web-bucket/). */
  readonly bucket: Bucket;
  readonly http: IAccessLogSettings;
  readonly webSocket: IAccessLogSettings;
  /** WebSocket stages may log only once the account's API Gateway logging role is set. */
  readonly apiGatewayAccount: CfnAccount;

  constructor(scope: Construct, id: string, props: AccessLogsProps) {
    super(scope, id);
    this.bucket = new Bucket(this, "Bucket", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // S3 server access logs are granted through the bucket's ACL (CDK's default): ACLs must be on.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(props.retention) }],
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: props.autoDeleteObjects,
    });
    Validations.of(this.bucket).acknowledge({
      id: "AwsSolutions-S1",
      reason: "This is the access-log bucket itself: logging its own reads would log into itself or need yet another bucket.",
    });

    const logGroup = (name: string) => new LogGroup(this, name, { retention: props.retention, removalPolicy: props.removalPolicy });
    this.http = { destination: new LogGroupLogDestination(logGroup("HttpApi")), format: httpFormat };
    this.webSocket = { destination: new LogGroupLogDestination(logGroup("LiveApi")), format: webSocketFormat };

    // One setting per account and region, shared with any other API there: kept when the stack goes, so
    // that removing one stage never breaks another's logging.
    const role = new Role(this, "ApiGatewayLogsRole", {
      assumedBy: new ServicePrincipal("apigateway.amazonaws.com"),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName("service-role/AmazonAPIGatewayPushToCloudWatchLogs")],
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    Validations.of(role).acknowledge({
      id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]",
      reason:
        "AmazonAPIGatewayPushToCloudWatchLogs is the policy API Gateway documents for its account-wide logging role, which serves every API of the account and region.",
    });
    this.apiGatewayAccount = new CfnAccount(this, "ApiGatewayAccount", { cloudWatchRoleArn: role.roleArn });
    this.apiGatewayAccount.applyRemovalPolicy(RemovalPolicy.RETAIN);
  }
}
