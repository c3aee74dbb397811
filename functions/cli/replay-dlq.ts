// Replays the table stream's dead letters: each message Lambda's on-failure destination wrote for a
// stream batch the notifier gave up on holds only the batch's position (shard, first and last sequence
// numbers), and the stream keeps records 24 hours. For each message this reads again what the stream
// still holds of its range, hands those records to the notice queue as the stream's reader does (the
// notices function then sends them, the ledger passing over what went already), and deletes the
// message; a range the stream no longer holds is named and its message deleted, as nothing can
// replay it. A message that is not such a position stays in the queue. Live pages are not pushed: a
// page that missed a push has long since read the game again. docs/operations.md, "Replaying the
// stream's dead letters".
//   npm run replay-dlq -- --dead-letters <queue url> --notice-queue <FIFO queue url> [--max <messages>]
// It runs with the operator's credentials (the template grants it nothing).
import { DeleteMessageCommand, ReceiveMessageCommand, type SQSClient } from "@aws-sdk/client-sqs";
import {
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ResourceNotFoundException,
  TrimmedDataAccessException,
  type _Record,
} from "@aws-sdk/client-dynamodb-streams";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { queueNotices } from "../lambda/notice-queue-sender";
import { asChangeRecord } from "../local/stream";

export interface ReplayDeps {
  sqs: Pick<SQSClient, "send">;
  streams: Pick<DynamoDBStreamsClient, "send">;
  deadLetterQueueUrl: string;
  noticeQueueUrl: string;
  /** Where each message's outcome is said, a line each. */
  log: (line: string) => void;
  /** The most messages one run takes (the rest wait for the next run). */
  maxMessages?: number;
}

/** How many messages were replayed, found expired, and left in the queue. */
export interface ReplayOutcome {
  replayed: number;
  expired: number;
  left: number;
}

/** A failed stream batch's position, as Lambda's on-failure record names it. */
interface BatchRange {
  streamArn: string;
  shardId: string;
  start: string;
  end: string;
}

const MAX_MESSAGES = 10_000;
/** Pages read for one range: a stream batch of the notifier is 25 records, and empty pages may come first. */
const MAX_PAGES = 100;
/** Long enough for one message's range to be read and queued before SQS shows the message again. */
const VISIBILITY_S = 300;

/** The range in a dead letter's body, or null when it is not Lambda's record of a failed stream batch. */
function rangeOf(body: string | undefined): BatchRange | null {
  try {
    const info = (JSON.parse(body ?? "") as { DDBStreamBatchInfo?: Record<string, unknown> }).DDBStreamBatchInfo;
    const { streamArn, shardId, startSequenceNumber, endSequenceNumber } = info ?? {};
    const numeric = (s: unknown): s is string => typeof s === "string" && /^\d{1,40}$/.test(s);
    if (typeof streamArn !== "string" || typeof shardId !== "string" || !numeric(startSequenceNumber) || !numeric(endSequenceNumber))
      return null;
    return { streamArn, shardId, start: startSequenceNumber, end: endSequenceNumber };
  } catch {
    return null;
  }
}

/** The range's records still in the stream; null when its start is gone (trimmed, or the shard deleted). */
async function readRange(streams: ReplayDeps["streams"], range: BatchRange): Promise<{ records: _Record[]; whole: boolean } | null> {
  let iterator: string | undefined;
  try {
    ({ ShardIterator: iterator } = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: range.streamArn,
        ShardId: range.shardId,
        ShardIteratorType: "AT_SEQUENCE_NUMBER",
        SequenceNumber: range.start,
      }),
    ));
  } catch (error) {
    if (error instanceof TrimmedDataAccessException || error instanceof ResourceNotFoundException) return null;
    throw error;
  }
  const end = BigInt(range.end);
  const records: _Record[] = [];
  for (let pages = 0; iterator && pages < MAX_PAGES; pages++) {
    const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
    for (const record of page.Records ?? []) {
      const sequence = BigInt(record.dynamodb?.SequenceNumber ?? "0");
      if (sequence > end) return { records, whole: true };
      records.push(record);
      if (sequence === end) return { records, whole: true };
    }
    iterator = page.NextShardIterator;
  }
  // A closed shard ended, or the pages ran out, before the range's last record.
  return { records, whole: !iterator };
}

export async function replayDeadLetters(deps: ReplayDeps): Promise<ReplayOutcome> {
  const max = Math.min(Math.max(1, deps.maxMessages ?? MAX_MESSAGES), MAX_MESSAGES);
  const outcome: ReplayOutcome = { replayed: 0, expired: 0, left: 0 };
  for (let taken = 0; taken < max; ) {
    const { Messages } = await deps.sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: deps.deadLetterQueueUrl,
        MaxNumberOfMessages: Math.min(10, max - taken),
        VisibilityTimeout: VISIBILITY_S,
        WaitTimeSeconds: 1,
      }),
    );
    if (!Messages?.length) break;
    taken += Messages.length;
    for (const message of Messages) {
      const range = rangeOf(message.Body);
      const named = range && `shard ${range.shardId}, records ${range.start} to ${range.end}`;
      if (!range) {
        outcome.left++;
        deps.log(`left in the queue: message ${message.MessageId} is not the record of a failed stream batch`);
        continue;
      }
      const read = await readRange(deps.streams, range);
      if (!read) {
        outcome.expired++;
        deps.log(`expired: ${named}: the stream no longer holds them (it keeps records 24 hours); nothing to replay, message deleted`);
      } else if (!read.whole) {
        outcome.left++;
        deps.log(`left in the queue: ${named}: read ${read.records.length} records without reaching the last; run again`);
        continue;
      } else {
        const queued = await queueNotices(deps.sqs, deps.noticeQueueUrl, read.records.map(asChangeRecord));
        outcome.replayed++;
        deps.log(`replayed: ${named}: ${read.records.length} records read, ${queued} queued for their notices`);
      }
      await deps.sqs.send(new DeleteMessageCommand({ QueueUrl: deps.deadLetterQueueUrl, ReceiptHandle: message.ReceiptHandle }));
    }
  }
  return outcome;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { "dead-letters": { type: "string" }, "notice-queue": { type: "string" }, max: { type: "string" } },
  });
  const deadLetters = values["dead-letters"];
  const noticeQueue = values["notice-queue"];
  const max = values.max === undefined ? MAX_MESSAGES : Number(values.max);
  if (!deadLetters || !noticeQueue || !Number.isInteger(max) || max < 1 || max > MAX_MESSAGES) {
    console.error(`usage: npm run replay-dlq -- --dead-letters <queue url> --notice-queue <FIFO queue url> [--max <1 to ${MAX_MESSAGES}>]`);
    process.exit(2);
  }
  const { SQSClient } = await import("@aws-sdk/client-sqs");
  const outcome = await replayDeadLetters({
    sqs: new SQSClient({}),
    streams: new DynamoDBStreamsClient({}),
    deadLetterQueueUrl: deadLetters,
    noticeQueueUrl: noticeQueue,
    maxMessages: max,
    log: (line) => console.log(line),
  });
  console.log(`${outcome.replayed} replayed, ${outcome.expired} expired, ${outcome.left} left in the queue`);
  process.exitCode = outcome.expired || outcome.left ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
