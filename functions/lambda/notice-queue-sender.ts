// Hands change records to the notice queue (SQS FIFO, one group per game, deduplicated by the record's
// id), which the notices function drains: the stream's reader does it for each batch (./notifier.ts),
// and so does the replay of the stream's dead letters for what it reads again (functions/cli/replay-dlq.ts).
import { SendMessageBatchCommand, type SQSClient } from "@aws-sdk/client-sqs";
import { type ChangeRecord, correlationOf, queuedRecord } from "../store/changes";

/** The message attribute that carries the id of the request whose move the record is (functions/net/observe.ts). */
export const CORRELATION_ATTRIBUTE = "correlationId";

/** SendMessageBatch's most. */
const BATCH = 10;

/** Queues the records that ask for notices, cut to what the notices read; answers how many. Throws if the queue refuses one. */
export async function queueNotices(sqs: Pick<SQSClient, "send">, queueUrl: string, records: ChangeRecord[]): Promise<number> {
  const queued = records.flatMap((record) => queuedRecord(record) ?? []);
  for (let start = 0; start < queued.length; start += BATCH) {
    const entries = queued.slice(start, start + BATCH).map((item, index) => {
      const correlationId = correlationOf(item.record);
      return {
        Id: String(index),
        MessageBody: JSON.stringify(item.record),
        MessageGroupId: item.group,
        MessageDeduplicationId: item.id,
        ...(correlationId ? { MessageAttributes: { [CORRELATION_ATTRIBUTE]: { DataType: "String", StringValue: correlationId } } } : {}),
      };
    });
    const { Failed } = await sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
    if (Failed?.length) throw new Error(`notice queue refused ${Failed.length} records: ${Failed.map((f) => f.Message).join("; ")}`);
  }
  return queued.length;
}
