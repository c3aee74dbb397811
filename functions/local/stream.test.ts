import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from "@aws-sdk/client-dynamodb-streams";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChangeRecord } from "../store/changes";
import { pollStream } from "./stream";

const client = new DynamoDBStreamsClient({ region: "local" });
const streams = mockClient(client);
afterEach(() => streams.reset());

/** One shard holding `count` records, read from `it-<n>` (the position of the next record) in pages of `Limit`. */
function shardOf(count: number) {
  const record = (n: number): _Record => ({ eventID: String(n), dynamodb: { SequenceNumber: String(n) } });
  streams.on(DescribeStreamCommand).resolves({ StreamDescription: { Shards: [{ ShardId: "shard-0" }] } });
  streams.on(GetShardIteratorCommand).resolves({ ShardIterator: "it-0" });
  streams.on(GetRecordsCommand).callsFake(({ ShardIterator, Limit }) => {
    const from = Number(ShardIterator.slice(3));
    const to = Math.min(count, from + Limit);
    return { Records: Array.from({ length: to - from }, (_, i) => record(from + i)), NextShardIterator: `it-${to}` };
  });
}

describe("the local stream poller", () => {
  it("hands on a backlog of several pages in one poll, in order", async () => {
    shardOf(250);
    const handled: string[] = [];
    let caughtUp!: () => void;
    const done = new Promise<void>((resolve) => (caughtUp = resolve));
    const poller = pollStream(client, "arn:stream", async (records: ChangeRecord[]) => {
      handled.push(...records.map((r) => r.eventID!));
      if (handled.length === 250) caughtUp();
    });
    await done;
    await poller.stop();
    expect(handled).toEqual(Array.from({ length: 250 }, (_, i) => String(i)));
    // Before, a page per poll: the last 50 records waited two polls (half a second) behind the first.
    expect(streams.commandCalls(DescribeStreamCommand)).toHaveLength(1);
    expect(streams.commandCalls(GetRecordsCommand).map((call) => call.args[0].input.Limit)).toEqual([100, 100, 100]);
  });

  it("reads at once when poked after a write, not at its next interval", async () => {
    let count = 0;
    const record = (n: number): _Record => ({ eventID: String(n), dynamodb: { SequenceNumber: String(n) } });
    streams.on(DescribeStreamCommand).resolves({ StreamDescription: { Shards: [{ ShardId: "shard-0" }] } });
    streams.on(GetShardIteratorCommand).resolves({ ShardIterator: "it-0" });
    streams.on(GetRecordsCommand).callsFake(({ ShardIterator }) => {
      const from = Number(ShardIterator.slice(3));
      return { Records: Array.from({ length: count - from }, (_, i) => record(from + i)), NextShardIterator: `it-${count}` };
    });
    const handled: string[] = [];
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    // An hour between polls: only the poke can bring the record in before the test's time-out.
    const poller = pollStream(
      client,
      "arn:stream",
      async (records: ChangeRecord[]) => {
        handled.push(...records.map((r) => r.eventID!));
        arrived();
      },
      3_600_000,
    );
    await vi.waitFor(() => expect(streams.commandCalls(GetRecordsCommand)).toHaveLength(1));
    count = 1;
    poller.poke();
    await arrival;
    expect(handled).toEqual(["0"]);
    // Stopping does not wait out the hour either.
    await poller.stop();
  });

  it("reads a page again when its handler failed, and nothing past it", async () => {
    shardOf(150);
    let failures = 1;
    const handled: string[] = [];
    let caughtUp!: () => void;
    const done = new Promise<void>((resolve) => (caughtUp = resolve));
    const poller = pollStream(
      client,
      "arn:stream",
      async (records: ChangeRecord[]) => {
        if (failures-- > 0) throw new Error("the notice queue is down");
        handled.push(...records.map((r) => r.eventID!));
        if (handled.length === 150) caughtUp();
      },
      10,
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await done;
    await poller.stop();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    expect(handled).toEqual(Array.from({ length: 150 }, (_, i) => String(i)));
  });
});
