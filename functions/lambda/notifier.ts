// AWS Lambda entry of the table stream's reader: a batch of change records, pushed first to the games'
// open pages (functions/live), then handed to the notice queue (SQS FIFO, one group per game) that the
// notices function drains (./notices.ts). Nothing here waits on mail, push or webhooks. A failed
// hand-over fails the batch: the stream delivers it again, and the queue drops the copies it already
// has (the deduplication id is the record's id); a page pushed twice shows the same game.
import { observed } from "./observe";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { SQSClient } from "@aws-sdk/client-sqs";
import { lambdaConfig } from "./config";
import { dynamoClient } from "../store/table";
import { ApiGatewaySender } from "./api-gateway-sender";
import { gameCore } from "../compose/game-core";
import { liveService } from "../compose/live";
import type { ChangeRecord } from "../store/changes";
import { NoticeStore } from "../store/notices";
import { queueNotices } from "./notice-queue-sender";
import { noteHandedOver } from "../notifier/notice-queue";

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

export const handler = observed(async (event: DynamoDBStreamEvent): Promise<void> => {
  const records = event.Records as ChangeRecord[];
  await live.handle(records);
  await queueNotices(sqs, queueUrl, records);
  noteHandedOver(records);
});
