import { Duration, type RemovalPolicy, Stack, Validations } from "aws-cdk-lib";
import { PolicyStatement, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { CfnDelivery, CfnDeliveryDestination, CfnDeliverySource, type RetentionDays } from "aws-cdk-lib/aws-logs";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { Construct } from "constructs";

/**
 * What CloudFront's access logs record of each request. Left out: the query string (sign-in, seat link,
 * move and unsubscribe tokens), the path (the calendar feed's secret), the referrer (the full address,
 * query string included, of our own pages, under strict-origin-when-cross-origin) and the cookies (the
 * session). What is left tells who, when, how it went and how fast; the API's access log has the route.
 */
const cloudFrontRecordFields = [
  "date",
  "time",
  "x-edge-location",
  "x-edge-request-id",
  "c-ip",
  "cs(User-Agent)",
  "cs-method",
  "cs-protocol",
  "cs-protocol-version",
  "cs(Host)",
  "cs-bytes",
  "sc-status",
  "sc-bytes",
  "sc-content-type",
  "time-taken",
  "time-to-first-byte",
  "x-edge-result-type",
  "x-edge-response-result-type",
  "x-edge-detailed-result-type",
  "ssl-protocol",
] as const;

export interface EdgeLogsProps {
  /** The distribution whose requests are logged. */
  distributionArn: string;
  /** A name for the delivery's source and destination, unique in the account's us-east-1. */
  name: string;
  /** Access logs hold players' IP addresses: the bucket's objects expire after this. */
  retention: RetentionDays;
  removalPolicy: RemovalPolicy;
  autoDeleteObjects: boolean;
}

/**
 * CloudFront's standard logging (v2): the distribution's access logs delivered by CloudWatch Logs to a
 * private bucket, with only the fields above. Its delivery source must be in us-east-1, so this lives
 * in a stack there (edge-logs-stack.ts).
 */
export class EdgeLogs extends Construct {
  constructor(scope: Construct, id: string, props: EdgeLogsProps) {
    super(scope, id);
    const { account, region, partition } = Stack.of(this);
    const bucket = new Bucket(this, "Bucket", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(props.retention) }],
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: props.autoDeleteObjects,
    });
    Validations.of(bucket).acknowledge({
      id: "AwsSolutions-S1",
      reason: "This is CloudFront's access-log bucket itself: logging its own reads would log into itself or need yet another bucket.",
    });
    // The log delivery service writes for this account's delivery sources only; the bucket holds nothing else.
    bucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal("delivery.logs.amazonaws.com")],
        actions: ["s3:PutObject"],
        resources: [bucket.arnForObjects("*")],
        conditions: {
          StringEquals: { "s3:x-amz-acl": "bucket-owner-full-control", "aws:SourceAccount": account },
          ArnLike: { "aws:SourceArn": `arn:${partition}:logs:${region}:${account}:delivery-source:*` },
        },
      }),
    );

    const source = new CfnDeliverySource(this, "Source", {
      name: props.name,
      resourceArn: props.distributionArn,
      logType: "ACCESS_LOGS",
    });
    const destination = new CfnDeliveryDestination(this, "Destination", {
      name: props.name,
      destinationResourceArn: bucket.bucketArn,
      outputFormat: "json",
    });
    // The bucket must let the delivery write before the delivery is created.
    destination.node.addDependency(bucket.policy!);
    const delivery = new CfnDelivery(this, "Delivery", {
      deliverySourceName: source.name,
      deliveryDestinationArn: destination.attrArn,
      recordFields: [...cloudFrontRecordFields],
    });
    delivery.node.addDependency(source);
  }
}
