// The local stack's stand-in for Lambda's stream event source: polls DynamoDB Local's stream and hands
// the records on (to the live pages and the notice queue, as the cloud's stream function does). It
// starts from the oldest record kept; the notification ledger makes the replay after a restart send
// nothing twice.
import {
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  GetRecordsCommand,
  type GetRecordsCommandOutput,
  GetShardIteratorCommand,
  ExpiredIteratorException,
  TrimmedDataAccessException,
  type _Record,
} from "@aws-sdk/client-dynamodb-streams";
import type { AttributeValue, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import type { ChangeRecord } from "../store/changes";

export interface StreamPoller {
  /** A write was just made: read the stream now rather than at the next interval. */
  poke(): void;
  stop(): Promise<void>;
}

/**
 * The Streams client reads an empty map (`{"M":{}}`, a game's default options) as `{}`, which no longer
 * unmarshalls; Lambda's events keep it. Put it back so that images decode as they do in the cloud.
 */
function restoreEmptyMaps(value: AttributeValue): AttributeValue {
  if (Object.keys(value).length === 0) return { M: {} };
  if (value.M) return { M: Object.fromEntries(Object.entries(value.M).map(([k, v]) => [k, restoreEmptyMaps(v)])) };
  if (value.L) return { L: value.L.map(restoreEmptyMaps) };
  return value;
}

/** A record of DynamoDB Streams' API as Lambda hands it over (the stream poller, the dead letters' replay). */
export function asChangeRecord(record: _Record): ChangeRecord {
  const restore = (image: Record<string, AttributeValue> | undefined) => image && restoreEmptyMaps({ M: image }).M;
  const images = record.dynamodb as ChangeRecord["dynamodb"];
  return { ...record, dynamodb: { ...images, NewImage: restore(images?.NewImage), OldImage: restore(images?.OldImage) } };
}

/** Records per page handed to the handler, as a Lambda's batch of the stream. */
const PAGE_RECORDS = 100;
/** Pages read from a shard in one poll: 10,000 records, the most a Lambda's stream batch holds. */
const MAX_PAGES = 100;

export function pollStream(
  client: DynamoDBStreamsClient,
  streamArn: string,
  handle: (records: ChangeRecord[]) => Promise<void>,
  intervalMs = 250,
): StreamPoller {
  const iterators = new Map<string, string | null>(); // shard id → next iterator (null: closed)
  let stopped = false;
  // A poke during a read makes the loop read again at once: the write may have come after the page.
  let poked = false;
  let wake: (() => void) | null = null;
  const rouse = () => {
    poked = true;
    wake?.();
  };

  async function discover() {
    const { StreamDescription } = await client.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || iterators.has(shard.ShardId)) continue;
      const { ShardIterator } = await client.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId, ShardIteratorType: "TRIM_HORIZON" }),
      );
      iterators.set(shard.ShardId, ShardIterator ?? null);
    }
  }

  /** Reads a shard until a page comes back short (at most MAX_PAGES pages): a backlog is not left to wait a poll per page. */
  async function drainShard(shardId: string, iterator: string) {
    let next: string | null = iterator;
    for (let pages = 0; next && pages < MAX_PAGES; pages++) {
      const page: GetRecordsCommandOutput = await client.send(new GetRecordsCommand({ ShardIterator: next, Limit: PAGE_RECORDS }));
      const records = (page.Records ?? []).map(asChangeRecord);
      // A handler that throws leaves the iterator where it was: the page is read again on the next poll.
      if (records.length > 0) await handle(records);
      next = page.NextShardIterator ?? null;
      iterators.set(shardId, next);
      if (records.length < PAGE_RECORDS) return;
    }
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        await discover();
        for (const [shardId, iterator] of iterators) if (iterator) await drainShard(shardId, iterator);
      } catch (error) {
        if (error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException) iterators.clear();
        else if (!stopped) console.error("stream poller:", error);
      }
      if (!poked && !stopped) {
        await new Promise<void>((done) => {
          const timer = setTimeout(done, intervalMs);
          wake = () => {
            clearTimeout(timer);
            done();
          };
        });
      }
      wake = null;
      poked = false;
    }
  })();

  return {
    poke: rouse,
    async stop() {
      stopped = true;
      rouse();
      await loop;
    },
  };
}

/** The commands that write the table, each of which leaves the stream a record to read. */
const WRITES = new Set(["PutItemCommand", "UpdateItemCommand", "DeleteItemCommand", "TransactWriteItemsCommand", "BatchWriteItemCommand"]);

/**
 * Pokes `poller` after each write `client` makes, so this process's changes reach the live pages and the
 * notices at once, as Lambda's stream trigger does; the interval remains for other processes' writes.
 */
export function pokeAfterWrites(client: DynamoDBClient, poller: StreamPoller): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const output = await next(args);
      if (WRITES.has(context.commandName ?? "")) poller.poke();
      return output;
    },
    { step: "initialize", name: "pokeStreamPoller" },
  );
}
