// Open live pages (WebSocket connections) in the single table, so that whichever Lambda reads a game's
// change on the stream finds every page of that game, whatever container accepted the connection.
import { DeleteItemCommand, GetItemCommand, QueryCommand, TransactWriteItemsCommand, type AttributeValue, type DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { marshall, unmarshall } from "@aws-sdk/util-dynamodb";
import { keys, TTL_ATTRIBUTE } from "./table";

/** API Gateway closes a WebSocket after two hours; the item outlives it a little, then TTL takes it. */
export const LIVE_CONNECTION_SECONDS = 2 * 3600 + 10 * 60;

export interface LiveConnection {
  connectionId: string;
  gameId: string;
  /** Who opened it (null: nobody signed in), and the seat it held then (null: a spectator). */
  userId: string | null;
  seat: number | null;
  /** The seat of the seat link it was opened with, if it was: a seat link reads that seat only. */
  seatLink: number | null;
}

export class LiveConnectionStore {
  constructor(
    private readonly client: DynamoDBClient,
    private readonly tableName: string,
    private readonly now: () => Date,
  ) {}

  /** The connection under its game, and the game under the connection, written together. */
  async put(connection: LiveConnection): Promise<void> {
    const ttl = Math.floor(this.now().getTime() / 1000) + LIVE_CONNECTION_SECONDS;
    const { connectionId, gameId } = connection;
    await this.client.send(
      new TransactWriteItemsCommand({
        TransactItems: [
          { Put: { TableName: this.tableName, Item: marshall({ ...keys.liveConnection(gameId, connectionId), ...connection, [TTL_ATTRIBUTE]: ttl }) } },
          { Put: { TableName: this.tableName, Item: marshall({ ...keys.liveGame(connectionId), gameId, [TTL_ATTRIBUTE]: ttl }) } },
        ],
      }),
    );
  }

  /** The game a connection watches, if it is still known. */
  async gameOf(connectionId: string): Promise<string | null> {
    const { Item } = await this.client.send(new GetItemCommand({ TableName: this.tableName, Key: marshall(keys.liveGame(connectionId)) }));
    return Item?.gameId?.S ?? null;
  }

  async remove(gameId: string, connectionId: string): Promise<void> {
    await Promise.all(
      [keys.liveConnection(gameId, connectionId), keys.liveGame(connectionId)].map((key) =>
        this.client.send(new DeleteItemCommand({ TableName: this.tableName, Key: marshall(key) })),
      ),
    );
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
      for (const item of page.Items ?? []) {
        const { connectionId, userId, seat, seatLink } = unmarshall(item);
        out.push({ connectionId, gameId, userId: userId ?? null, seat: seat ?? null, seatLink: seatLink ?? null });
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return out;
  }
}
