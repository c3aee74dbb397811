// AWS Lambda entry of the notices: batches of the notice queue (SQS FIFO, filled by ./notifier.ts from the
// table stream) turned into mail, web push and webhook calls. Each game's records in order, the games at
// once; a record whose notices failed, or that there was no time left to begin, is reported with the
// rest of its game, for SQS to deliver again (then, after a few tries, to the dead-letter queue). Its wake-up queue (standard SQS, delayed messages)
// brings back the turns it held for a possible undo, when they are due: nothing waits in the function.
import { observed } from "./observe";
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { SendMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import { lambdaConfig } from "./config";
import { lazySesMailer } from "../mail/lazy-ses";
import { dynamoClient } from "../store/table";
import { handleQueued } from "../notifier/notice-queue";
import type { ChangeRecord } from "../store/changes";
import { core } from "../compose/core";
import { notifier as notifierOf } from "../compose/notifier";
import { errorField, observe } from "../net/observe";
import { CORRELATION_ATTRIBUTE } from "./notice-queue-sender";

const config = await lambdaConfig();
const sqs = new SQSClient({});
const wakeUpQueueUrl = process.env.NOTICE_WAKE_UP_QUEUE_URL!;
/** SQS delays a message by at most 15 minutes. */
const MAX_DELAY_S = 900;
/**
 * No record starts with less than this left of the function's time: more than one record's sends take
 * (a mail, 5 s per push endpoint, a webhook's call), so none is cut off between a send and its mark.
 */
const RECORD_TIME_MS = 20_000;

const notifier = notifierOf(core({ config, dynamo: dynamoClient() }), {
  mailer: lazySesMailer(config.mailFrom, process.env.SES_CONFIGURATION_SET),
  async wakeAt(key, at) {
    const delay = Math.min(MAX_DELAY_S, Math.max(0, Math.ceil((at.getTime() - Date.now()) / 1000)));
    await sqs.send(new SendMessageCommand({ QueueUrl: wakeUpQueueUrl, MessageBody: JSON.stringify({ wakeUp: key }), DelaySeconds: delay }));
  },
});

/** A held notice's key, when the message is a wake-up rather than a stream record. */
function wakeUpOf(message: SQSRecord): string | null {
  const body = JSON.parse(message.body) as { wakeUp?: unknown };
  return typeof body.wakeUp === "string" ? body.wakeUp : null;
}

export const handler = observed(async (event: SQSEvent, context: Pick<Context, "getRemainingTimeInMillis">): Promise<SQSBatchResponse> => {
  // What is not begun in time goes back to SQS in the partial batch response, delivered again later.
  const hasTime = () => context.getRemainingTimeInMillis() > RECORD_TIME_MS;
  const failed: string[] = [];
  const records = event.Records.filter((message) => wakeUpOf(message) === null);
  for (const message of event.Records) {
    const key = wakeUpOf(message);
    if (key === null) continue;
    if (!hasTime()) {
      failed.push(message.messageId);
      continue;
    }
    try {
      await notifier.sendDeferred(key);
    } catch (error) {
      observe.error("notices: held notice failed", { key, error: errorField(error) });
      failed.push(message.messageId);
    }
  }
  const items = records.map((message) => {
    const correlationId = message.messageAttributes[CORRELATION_ATTRIBUTE]?.stringValue;
    if (correlationId) observe.info("notices: record received", { correlationId, group: message.attributes.MessageGroupId });
    return { group: message.attributes.MessageGroupId!, id: message.messageId, record: JSON.parse(message.body) as ChangeRecord };
  });
  failed.push(...(await handleQueued(items, async (record) => (await notifier.handle([record])).length === 0, hasTime)));
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
});
