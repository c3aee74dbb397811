// A table's every item, read and written as DynamoDB holds it: the restore drill's dump of one table and
// its load into another (functions/cli/restore-drill.ts), as a point-in-time restore copies a table in
// AWS. Like the games' scan, it reads the whole table, so no Lambda bundle links it.
import { type AttributeValue, BatchWriteItemCommand, type DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import type { GameEvent, GameRecord } from "../record/game";
import { eventItem, gameItem } from "./games";

type Item = Record<string, AttributeValue>;

/** BatchWriteItem's most. */
const BATCH = 25;
/** Rounds of unprocessed items a load retries before it gives up: DynamoDB Local never throttles, AWS may. */
const MAX_ROUNDS = 8;

/** Every item of `tableName`, a page of the scan at a time. */
export async function* everyItem(client: DynamoDBClient, tableName: string): AsyncGenerator<Item> {
  let startKey: Item | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    yield* page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Writes `items` into `tableName` as they are, in batches, retrying what DynamoDB left unprocessed. */
export async function putItems(client: DynamoDBClient, tableName: string, items: readonly Item[]): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH) {
    let pending = items.slice(start, start + BATCH).map((Item) => ({ PutRequest: { Item } }));
    for (let round = 0; pending.length > 0; round++) {
      if (round === MAX_ROUNDS) throw new Error(`${pending.length} items of ${tableName} stayed unprocessed`);
      const { UnprocessedItems } = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: pending } }));
      pending = (UnprocessedItems?.[tableName] ?? []).filter((request) => request.PutRequest?.Item) as typeof pending;
    }
  }
}

/** Games with their logs (a check-games backup's) as their items, for a drill's table to hold real games. */
export function gameItems(games: readonly { game: GameRecord; events: readonly GameEvent[] }[]): Item[] {
  return games.flatMap(({ game, events }) => [gameItem(game), ...events.map(eventItem)]);
}
