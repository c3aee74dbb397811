// AWS Lambda entry of the table stream's reader: a batch of change records, pushed first to the games'
// open pages (functions/live), then handed to the notice queue (SQS FIFO, one group per game) that the
// notices function drains (./notices-lambda.ts). Nothing here waits on mail, push or webhooks. A failed
// hand-over fails the batch: the stream delivers it again, and the queue drops the copies it already
// has (the deduplication id is the record's id); a page pushed twice shows the same game.
import type { DynamoDBStreamEvent } from "aws-lambda";
import { SendMessageBatchCommand, SQSClient } from "@aws-sdk/client-sqs";
import { lambdaConfig } from "./config";
import { dynamoClient } from "../store/table";
import { ApiGatewaySender } from "./api-gateway-sender";
import { gameCore } from "../compose/game-core";
import { liveService } from "../compose/live";
import { type ChangeRecord, queuedRecord } from "../store/changes";
import { NoticeStore } from "../store/notices";

const config = await lambdaConfig();
const dynamo = dynamoClient();
const built = gameCore({ config, dynamo });
const live = liveService(built, {
  sender: ApiGatewaySender.at(process.env.LIVE_ENDPOINT!),
  // A page pushed its seat's turn is recorded in the notices ledger, which undo reads.
  announced: new NoticeStore(dynamo, config.tableName, built.now),
});
const sqs = new SQSClient({});
const queueUrl = process.env.NOTICE_QUEUE_URL!;
/** SendMessageBatch's most. */
const BATCH = 10;

export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  const records = event.Records as ChangeRecord[];
  await live.handle(records);
  const queued = records.flatMap((record) => queuedRecord(record) ?? []);
  for (let start = 0; start < queued.length; start += BATCH) {
    const entries = queued.slice(start, start + BATCH).map((item, index) => ({
      Id: String(index),
      MessageBody: JSON.stringify(item.record),
      MessageGroupId: item.group,
      MessageDeduplicationId: item.id,
    }));
    const { Failed } = await sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
    if (Failed?.length) throw new Error(`notice queue refused ${Failed.length} records: ${Failed.map((f) => f.Message).join("; ")}`);
  }
}
