// Open live pages (WebSocket connections) in the single table, so that whichever Lambda reads a game's
// change on the stream finds every page of that game, whatever container accepted the connection.
import {
  DeleteItemCommand,
  GetItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
  type AttributeValue,
  type DynamoDBClient,
} from "@aws-sdk/client-dynamodb";
import { isConditionFailed } from "./outcomes";
import { fromAttributes, toAttributes } from "./attributes";
import { keys, TTL_ATTRIBUTE } from "./table";

/** API Gateway closes a WebSocket after two hours; the item outlives it a little, then TTL takes it. */
const LIVE_CONNECTION_SECONDS = 2 * 3600 + 10 * 60;

export interface LiveConnection {
  connectionId: string;
  gameId: string;
  /** Who opened it (null: nobody signed in), and the seat it held then (null: a spectator). */
  userId: string | null;
  seat: number | null;
  /** The seat of the seat link it was opened with, if it was: a seat link reads that seat only. */
  seatLink: number | null;
  /** What the page last said of itself (web/src/live.ts): whether it is shown, and when it was last used. */
  visible?: boolean;
  activeAt?: string;
  /**
   * The version the move this page last sent over its socket creates: the page is answered with that
   * version, so the push of the write that created it leaves the page out. Under its game's item only.
   */
  movingTo?: number;
}

export class LiveConnectionStore {
  constructor(
    private readonly client: DynamoDBClient,
    private readonly tableName: string,
    private readonly now: () => Date,
  ) {}

  /**
   * The connection under its game (what a push lists), and under its own id (what a message on the
   * socket finds: API Gateway names the connection only), written together.
   */
  async put(connection: LiveConnection): Promise<void> {
    const ttl = Math.floor(this.now().getTime() / 1000) + LIVE_CONNECTION_SECONDS;
    const { connectionId, gameId } = connection;
    await this.client.send(
      new TransactWriteItemsCommand({
        TransactItems: [keys.liveConnection(gameId, connectionId), keys.liveGame(connectionId)].map((key) => ({
          Put: { TableName: this.tableName, Item: toAttributes({ ...key, ...connection, [TTL_ATTRIBUTE]: ttl }) },
        })),
      }),
    );
  }

  /** A connection by its id, if it is still known (consistent: a message sent just after opening finds it). */
  async get(connectionId: string): Promise<LiveConnection | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(keys.liveGame(connectionId)), ConsistentRead: true }),
    );
    return Item ? fromConnectionItem(Item) : null;
  }

  async remove(gameId: string, connectionId: string): Promise<void> {
    await Promise.all(
      [keys.liveConnection(gameId, connectionId), keys.liveGame(connectionId)].map((key) =>
        this.client.send(new DeleteItemCommand({ TableName: this.tableName, Key: toAttributes(key) })),
      ),
    );
  }

  /** What a page says of itself: shown or not, and when its reader last used it. Its game's item only (what the notifier lists). */
  async setPresence(gameId: string, connectionId: string, visible: boolean, activeAt: Date): Promise<void> {
    await this.updatePage(gameId, connectionId, {
      UpdateExpression: "SET visible = :visible, activeAt = :at",
      ExpressionAttributeValues: { ":visible": { BOOL: visible }, ":at": { S: activeAt.toISOString() } },
    });
  }

  /**
   * Marks the page's item under its game with the version its move creates (`movingTo`), or takes the
   * mark off (null) when the move was refused.
   */
  async setMovingTo(gameId: string, connectionId: string, version: number | null): Promise<void> {
    await this.updatePage(
      gameId,
      connectionId,
      version === null
        ? { UpdateExpression: "REMOVE movingTo" }
        : { UpdateExpression: "SET movingTo = :version", ExpressionAttributeValues: { ":version": { N: String(version) } } },
    );
  }

  /** Updates the page's item under its game; nothing when the page closed meanwhile. */
  private async updatePage(
    gameId: string,
    connectionId: string,
    update: { UpdateExpression: string; ExpressionAttributeValues?: Record<string, AttributeValue> },
  ): Promise<void> {
    try {
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: toAttributes(keys.liveConnection(gameId, connectionId)),
          ConditionExpression: "attribute_exists(pk)",
          ...update,
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }

  /** Every open page of a game (consistent: a page opened just before a move is told of it). */
  async list(gameId: string): Promise<LiveConnection[]> {
    const out: LiveConnection[] = [];
    let startKey: Record<string, AttributeValue> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: "pk = :pk AND begins_with(sk, :live)",
          ExpressionAttributeValues: { ":pk": { S: `GAME#${gameId}` }, ":live": { S: "LIVE#" } },
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) out.push(fromConnectionItem(item));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return out;
  }
}

function fromConnectionItem(item: Record<string, AttributeValue>): LiveConnection {
  const { connectionId, gameId, userId, seat, seatLink, visible, activeAt, movingTo } = fromAttributes(item);
  return {
    connectionId,
    gameId,
    userId: userId ?? null,
    seat: seat ?? null,
    seatLink: seatLink ?? null,
    ...(activeAt ? { visible: visible === true, activeAt } : {}),
    ...(typeof movingTo === "number" ? { movingTo } : {}),
  };
}
