// AWS Lambda entry of the notifier: a batch of the table's stream records, pushed first to the games'
// open pages (functions/live), then turned into notices; failed notices are reported record by record
// so that the rest of the batch is not sent again (a push is not retried: a page reloads on reconnect).
import type { DynamoDBStreamEvent, DynamoDBBatchResponse } from "aws-lambda";
import { lambdaConfig } from "../lambda-config";
import { lazySesMailer } from "../mail/lazy-ses";
import { dynamoClient } from "../store/table";
import { ApiGatewaySender } from "../live/api-gateway-sender";
import { LiveService } from "../live/live";
import { Notifier, type ChangeRecord } from "./notify";

const config = await lambdaConfig();
const dynamo = dynamoClient();
const live = new LiveService({ config, dynamo, sender: ApiGatewaySender.at(process.env.LIVE_ENDPOINT!) });
const notifier = new Notifier({
  config,
  dynamo,
  mailer: lazySesMailer(config.mailFrom, process.env.SES_CONFIGURATION_SET),
});

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const records = event.Records as ChangeRecord[];
  await live.handle(records); // first: a page waits on it, mail does not
  const failed = await notifier.handle(records);
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
}
