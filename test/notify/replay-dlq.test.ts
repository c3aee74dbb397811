// The replay of the stream's dead letters (functions/cli/replay-dlq.ts) against DynamoDB Local's stream:
// what a failed batch's position still holds is read again and queued for the notices, each message
// done is deleted, and a range the stream no longer holds is named. SQS is a stand-in of its commands.
import {
  DeleteMessageCommand,
  ReceiveMessageCommand,
  type ReceiveMessageCommandInput,
  SendMessageBatchCommand,
  type SendMessageBatchRequestEntry,
} from "@aws-sdk/client-sqs";
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from "@aws-sdk/client-dynamodb-streams";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayDeadLetters } from "../../functions/cli/replay-dlq";
import { dynamoClient, tableStreamArn } from "../../functions/store/table";
import { startStack, type TestStack } from "../support/stack";
import { gameAwaitingAlice, harness } from "./support";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ notifier: false });
});
afterAll(async () => {
  await stack?.stop();
});

const DEAD_LETTERS = "https://sqs.eu-west-1.amazonaws.com/123456789012/NotificationDeadLetters";
const NOTICE_QUEUE = "https://sqs.eu-west-1.amazonaws.com/123456789012/Notices.fifo";

/** What Lambda's on-failure destination writes for a stream batch it gave up on: its position only. */
function failure(streamArn: string, shardId: string, start: string, end: string): string {
  return JSON.stringify({
    requestContext: {
      requestId: "r",
      functionArn: "arn:aws:lambda:eu-west-1:123456789012:function:Notifier",
      condition: "RetryAttemptsExhausted",
    },
    responseContext: { statusCode: 200, functionError: "Unhandled" },
    version: "1.0",
    timestamp: new Date().toISOString(),
    DDBStreamBatchInfo: { shardId, startSequenceNumber: start, endSequenceNumber: end, batchSize: 3, streamArn },
  });
}

/** SQS as the replay uses it: the dead-letter queue's messages received and deleted, the notice queue's batches kept. */
function standInSqs(deadLetters: string[]) {
  const waiting = deadLetters.map((body, i) => ({ MessageId: `m${i}`, ReceiptHandle: `h${i}`, Body: body }));
  const received = new Set<string>();
  const queued: SendMessageBatchRequestEntry[] = [];
  const send = async (command: unknown) => {
    if (command instanceof ReceiveMessageCommand) {
      const input = command.input as ReceiveMessageCommandInput;
      expect(input.QueueUrl).toBe(DEAD_LETTERS);
      // A message received stays invisible until it is deleted or its visibility timeout ends.
      const batch = waiting.filter((m) => !received.has(m.MessageId)).slice(0, input.MaxNumberOfMessages ?? 1);
      for (const m of batch) received.add(m.MessageId);
      return { Messages: batch };
    }
    if (command instanceof DeleteMessageCommand) {
      const index = waiting.findIndex((m) => m.ReceiptHandle === command.input.ReceiptHandle);
      if (index >= 0) waiting.splice(index, 1);
      return {};
    }
    if (command instanceof SendMessageBatchCommand) {
      expect(command.input.QueueUrl).toBe(NOTICE_QUEUE);
      queued.push(...(command.input.Entries ?? []));
      return { Successful: command.input.Entries?.map((e) => ({ Id: e.Id })), Failed: [] };
    }
    throw new Error(`the stand-in SQS does not play ${(command as object).constructor.name}`);
  };
  return { sqs: { send } as never, waiting, queued };
}

describe("npm run replay-dlq", () => {
  it("queues the notices of what the stream still holds, deletes each message done, and names the expired ranges", async () => {
    const { id } = await gameAwaitingAlice(stack);
    const streams = new DynamoDBStreamsClient({
      endpoint: stack.dynamoEndpoint,
      region: "local",
      credentials: { accessKeyId: "local", secretAccessKey: "local" },
    });
    const streamArn = await tableStreamArn(dynamoClient(stack.dynamoEndpoint), stack.tableName);
    // Where the game item's writes sit in the stream: the position a failed batch of them leaves.
    const positions: { shardId: string; sequence: string }[] = [];
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      let { ShardIterator: iterator } = await streams.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId!, ShardIteratorType: "TRIM_HORIZON" }),
      );
      for (let pages = 0; iterator && pages < 100; pages++) {
        const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
        for (const r of page.Records ?? [])
          if (r.dynamodb?.NewImage?.pk?.S === `GAME#${id}` && r.dynamodb.NewImage.sk?.S === "GAME")
            positions.push({ shardId: shard.ShardId!, sequence: r.dynamodb.SequenceNumber! });
        if (!page.Records?.length) break;
        iterator = page.NextShardIterator;
      }
    }
    expect(positions.length).toBeGreaterThanOrEqual(3); // created, joined, moved
    const { shardId } = positions[0]!;
    const gone = "shardId-00000001600000000000-00000000";
    const aws = standInSqs([
      failure(streamArn, shardId, positions[0]!.sequence, positions.at(-1)!.sequence),
      failure(streamArn, gone, "100000000000000000001", "100000000000000000009"),
      "not a failure record",
    ]);
    const lines: string[] = [];
    const outcome = await replayDeadLetters({
      sqs: aws.sqs,
      streams,
      deadLetterQueueUrl: DEAD_LETTERS,
      noticeQueueUrl: NOTICE_QUEUE,
      log: (line) => lines.push(line),
    });
    expect(outcome).toEqual({ replayed: 1, expired: 1, left: 1 });
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^expired: .*${gone}.*100000000000000000001.*100000000000000000009`)));
    expect(lines).toContainEqual(expect.stringMatching(/^left in the queue: message m2/));
    // Done and expired messages are deleted; the unreadable one stays for the operator.
    expect(aws.waiting.map((m) => m.MessageId)).toEqual(["m2"]);
    expect(new Set(aws.queued.map((e) => e.MessageGroupId))).toEqual(new Set([`GAME#${id}`]));

    // The notices function takes them as it takes the stream reader's: Alice is told her turn, once.
    const h = harness(stack);
    for (const entry of aws.queued) expect(await h.notifier.handle([JSON.parse(entry.MessageBody!)])).toEqual([]);
    expect(h.mails.map((m) => m.subject)).toEqual(["Your turn vs Bob in Yucata' (move 2)"]);
    streams.destroy();
  });
});
