// AWS Lambda entry of the notifier: a batch of the table's stream records; failed records are reported
// one by one so that the rest of the batch is not sent again.
import type { DynamoDBStreamEvent, DynamoDBBatchResponse } from "aws-lambda";
import { SESv2Client } from "@aws-sdk/client-sesv2";
import { lambdaConfig } from "../lambda-config";
import { SesMailer } from "../mail/mailer";
import { dynamoClient } from "../store/table";
import { Notifier, type ChangeRecord } from "./notify";

const config = await lambdaConfig();
const notifier = new Notifier({
  config,
  dynamo: dynamoClient(),
  mailer: new SesMailer(config.mailFrom, new SESv2Client({}), process.env.SES_CONFIGURATION_SET),
});

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const failed = await notifier.handle(event.Records as ChangeRecord[]);
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
}
