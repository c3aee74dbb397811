import { Duration, type RemovalPolicy, Validations } from "aws-cdk-lib";
import type { Table } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import type { RetentionDays } from "aws-cdk-lib/aws-logs";
import { type ConfigurationSet, ConfigurationSetEventDestination, EmailSendingEvent, EventDestination } from "aws-cdk-lib/aws-ses";
import { Topic } from "aws-cdk-lib/aws-sns";
import { LambdaSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { Construct } from "constructs";
import { AppFunction } from "./app-function.js";

export interface MailEventsProps {
  configurationSet: ConfigurationSet;
  table: Table;
  entry: string;
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
}

/**
 * SES's bounces and complaints on the configuration set, to a topic whose one subscriber marks the
 * address on its user (functions/lambda/mail-events.ts). SES cannot tell a permanent bounce from a
 * transient one before publishing: the function leaves the transient ones.
 */
export function receiveMailEvents(scope: Construct, props: MailEventsProps): { topic: Topic; fn: AppFunction } {
  const topic = new Topic(scope, "MailEventsTopic", { displayName: "Turnpost bounces and complaints", enforceSSL: true });
  Validations.of(topic).acknowledge({
    id: "AwsSolutions-SNS2",
    reason:
      "SES publishes to it, which an encrypted topic would only allow through a customer managed key's policy; its messages name addresses that are already in the table.",
  });
  // CDK lets ses.amazonaws.com publish, for this configuration set in this account only.
  new ConfigurationSetEventDestination(scope, "MailEventsDestination", {
    configurationSet: props.configurationSet,
    destination: EventDestination.snsTopic(topic),
    events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
  });
  const fn = new AppFunction(scope, "MailEvents", {
    entry: props.entry,
    description: "Turnpost bounces and complaints: marks the address on its user, so that the app stops mailing it",
    environment: { TABLE_NAME: props.table.tableName },
    memorySize: 256,
    timeout: Duration.seconds(10),
    logRetention: props.logRetention,
    removalPolicy: props.removalPolicy,
  });
  // GetItem of the address's index item, UpdateItem of its user: by key, never through an index.
  fn.addToRolePolicy(new PolicyStatement({ actions: ["dynamodb:GetItem", "dynamodb:UpdateItem"], resources: [props.table.tableArn] }));
  topic.addSubscription(new LambdaSubscription(fn));
  return { topic, fn };
}
