// The local stack's stand-in for Lambda's stream event source: polls DynamoDB Local's stream and hands
// the records to the same Notifier. It starts from the oldest record kept; the notification ledger
// makes the replay after a restart send nothing twice.
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ExpiredIteratorException,
  TrimmedDataAccessException,
  type _Record,
} from "@aws-sdk/client-dynamodb-streams";
import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import type { ChangeRecord } from "./notify";

const MAX_ATTEMPTS = 5;

export interface StreamPoller {
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

function asChangeRecord(record: _Record): ChangeRecord {
  const restore = (image: Record<string, AttributeValue> | undefined) => image && restoreEmptyMaps({ M: image }).M;
  const images = record.dynamodb as ChangeRecord["dynamodb"];
  return { ...record, dynamodb: { ...images, NewImage: restore(images?.NewImage), OldImage: restore(images?.OldImage) } };
}

export function pollStream(
  client: DynamoDBStreamsClient,
  streamArn: string,
  handle: (records: ChangeRecord[]) => Promise<string[]>,
  intervalMs = 250,
): StreamPoller {
  const iterators = new Map<string, string | null>(); // shard id → next iterator (null: closed)
  const attempts = new Map<string, number>(); // event id → failed deliveries so far
  let stopped = false;

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

  async function drainShard(shardId: string, iterator: string) {
    const page = await client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
    const records = (page.Records ?? []).map(asChangeRecord);
    if (records.length > 0) {
      // Like Lambda with retries and an on-failure destination: a failed record is tried again on the
      // next poll, at most MAX_ATTEMPTS times, then set aside so that it cannot block the stream.
      const failed = (await handle(records)).filter((id) => {
        const count = (attempts.get(id) ?? 0) + 1;
        attempts.set(id, count);
        if (count < MAX_ATTEMPTS) return true;
        console.error(`stream poller: record ${id} failed ${count} times, set aside`);
        return false;
      });
      if (failed.length > 0) {
        const { ShardIterator } = await client.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shardId,
            ShardIteratorType: "AT_SEQUENCE_NUMBER",
            SequenceNumber: (page.Records ?? []).find((r) => r.eventID === failed[0])?.dynamodb?.SequenceNumber,
          }),
        );
        iterators.set(shardId, ShardIterator ?? null);
        return;
      }
    }
    iterators.set(shardId, page.NextShardIterator ?? null);
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
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();

  return {
    async stop() {
      stopped = true;
      await loop;
    },
  };
}
