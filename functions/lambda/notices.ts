// AWS Lambda entry of the notices: batches of the notice queue (SQS FIFO, filled by ./lambda.ts from the
// table stream) turned into mail, web push and webhook calls. Each game's records in order, the games at
// once; a record whose notices failed is reported with the rest of its game, for SQS to deliver again
// (then, after a few tries, to the dead-letter queue).
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { lambdaConfig } from "./config";
import { lazySesMailer } from "../mail/lazy-ses";
import { dynamoClient } from "../store/table";
import { handleQueued } from "../notifier/notice-queue";
import type { ChangeRecord } from "../notifier/notify";
import { core, notifier as notifierOf } from "../compose/index";

const config = await lambdaConfig();
const notifier = notifierOf(core({ config, dynamo: dynamoClient() }), { mailer: lazySesMailer(config.mailFrom, process.env.SES_CONFIGURATION_SET) });

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const items = event.Records.map((message) => ({
    group: message.attributes.MessageGroupId!,
    id: message.messageId,
    record: JSON.parse(message.body) as ChangeRecord,
  }));
  const failed = await handleQueued(items, async (record) => (await notifier.handle([record])).length === 0);
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
}
