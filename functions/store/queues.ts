// Each seat's queued moves (functions/record/queue.ts): one item per seat beside its game's item, read only
// by that seat's requests and the server's turn. The stream's readers (notices, live pages) look at the
// game's own item and chat only, so a plan never reaches anyone else.
import { DeleteItemCommand, PutItemCommand, type DynamoDBClient, type TransactWriteItem } from "@aws-sdk/client-dynamodb";
import { fromAttributes, toAttributes, type Item } from "./attributes";
import { conditionally } from "./outcomes";
import { keys } from "./table";
import { ReadAhead } from "./read-ahead";
import type { SeatQueue } from "../record/queue";

/** The plan as stored: branches as JSON text (moves and log params may hold empty maps and lists). */
function queueItem(queue: SeatQueue): Item {
  return toAttributes({
    ...keys.queue(queue.gameId, queue.seat),
    version: queue.version,
    branches: JSON.stringify(queue.branches),
    dropped: queue.dropped,
  });
}

export class QueueStore {
  constructor(
    readonly client: DynamoDBClient,
    readonly tableName: string,
  ) {}

  /** `ahead`: the notifier's read of a move's plans, made before. */
  async get(gameId: string, seat: number, ahead = ReadAhead.none): Promise<SeatQueue | null> {
    const Item = await ahead.getItem(this.client, {
      TableName: this.tableName,
      Key: toAttributes(keys.queue(gameId, seat)),
      ConsistentRead: true,
    });
    if (!Item) return null;
    const raw = fromAttributes(Item);
    return { gameId, seat, version: raw.version ?? null, branches: JSON.parse(raw.branches), dropped: raw.dropped ?? null };
  }

  /** The player's own write: a new plan replaces whatever was there. */
  async put(queue: SeatQueue): Promise<void> {
    await this.client.send(new PutItemCommand({ TableName: this.tableName, Item: queueItem(queue) }));
  }

  async remove(gameId: string, seat: number): Promise<void> {
    await this.client.send(new DeleteItemCommand({ TableName: this.tableName, Key: toAttributes(keys.queue(gameId, seat)) }));
  }

  /**
   * The server's write of what it made of `read` (the rest of a played plan, or a dropped one): only if
   * the player has not put a new plan since (Conflict otherwise), inside the move's transaction when a
   * move was played, so that a plan is consumed exactly when its move is committed.
   */
  replace(read: SeatQueue & { version: number }, next: SeatQueue): TransactWriteItem {
    return {
      Put: {
        TableName: this.tableName,
        Item: queueItem(next),
        ConditionExpression: "version = :read",
        ExpressionAttributeValues: toAttributes({ ":read": read.version }),
      },
    };
  }

  /** `replace` on its own, when no move is played. */
  async save(read: SeatQueue & { version: number }, next: SeatQueue): Promise<void> {
    await conditionally(this.client.send(new PutItemCommand(this.replace(read, next).Put!)));
  }

  /** Deletes of every seat's plan, for a takeback's transaction: the moves the plans answered are undone. */
  clearAll(gameId: string, seats: number): TransactWriteItem[] {
    return Array.from({ length: seats }, (_, seat) => ({
      Delete: { TableName: this.tableName, Key: toAttributes(keys.queue(gameId, seat)) },
    }));
  }
}
