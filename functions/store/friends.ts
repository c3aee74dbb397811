// Friends (docs/social.md): one item on each side of a tie, `USER#<a> / FRIEND#<b>`, saying what the tie
// is from a's side (friends, a asked b, b asked a), the other's name and since when. Both items change
// in one transaction, so the two sides never disagree; a's friends and requests are one Query.
import {
  type AttributeValue,
  type DynamoDBClient,
  GetItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
} from "@aws-sdk/client-dynamodb";
import type { FriendView } from "../../shared/api/index";
import { fromAttributes, toAttributes } from "./attributes";
import { isConditionFailed } from "./outcomes";

/** A tie from one side: friends, or a request this side sent (`asked`) or received (`askedBy`). */
export type FriendTie = "friends" | "asked" | "askedBy";

/** One side of a tie: the other player, as FriendView shows them, and what the tie is. */
export interface FriendItem extends FriendView {
  tie: FriendTie;
}

const friendKey = (userId: string, otherId: string) => ({ pk: `USER#${userId}`, sk: `FRIEND#${otherId}` });

/** A player as a tie names them. */
export interface Named {
  id: string;
  name: string;
}

export class FriendStore {
  constructor(
    readonly client: DynamoDBClient,
    readonly tableName: string,
  ) {}

  /** Every tie of `userId`: its friends and its requests both ways (bounded by the service's limits). */
  async list(userId: string): Promise<FriendItem[]> {
    const ties: FriendItem[] = [];
    let startKey: Record<string, AttributeValue> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: "pk = :pk AND begins_with(sk, :sk)",
          ExpressionAttributeValues: toAttributes({ ":pk": `USER#${userId}`, ":sk": "FRIEND#" }),
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        const { userId: other, name, since, tie } = fromAttributes(item);
        ties.push({ userId: other, name, since, tie });
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return ties;
  }

  /** The tie between `userId` and `otherId` from `userId`'s side, or null when there is none. */
  async tie(userId: string, otherId: string): Promise<FriendTie | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(friendKey(userId, otherId)), ConsistentRead: true }),
    );
    return Item ? (fromAttributes(Item).tie as FriendTie) : null;
  }

  /** `from` asks `to`; false when a tie between them exists already (both sides are written or neither). */
  async ask(from: Named, to: Named, at: Date): Promise<boolean> {
    const side = (self: Named, other: Named, tie: FriendTie) => ({
      Put: {
        TableName: this.tableName,
        Item: toAttributes({ ...friendKey(self.id, other.id), userId: other.id, name: other.name, since: at.toISOString(), tie }),
        ConditionExpression: "attribute_not_exists(pk)",
      },
    });
    return this.write([side(from, to, "asked"), side(to, from, "askedBy")]);
  }

  /** `userId` accepts `otherId`'s request; false when there is no such request (answered, withdrawn, never sent). */
  async accept(userId: string, otherId: string, at: Date): Promise<boolean> {
    const side = (self: string, other: string, was: FriendTie) => ({
      Update: {
        TableName: this.tableName,
        Key: toAttributes(friendKey(self, other)),
        UpdateExpression: "SET tie = :friends, since = :at",
        ConditionExpression: "tie = :was",
        ExpressionAttributeValues: toAttributes({ ":friends": "friends", ":at": at.toISOString(), ":was": was }),
      },
    });
    return this.write([side(userId, otherId, "askedBy"), side(otherId, userId, "asked")]);
  }

  /**
   * Ends the tie between `userId` and `otherId` if, from `userId`'s side, it is one of `ties` (a
   * friendship, a request sent, a request received); false when it is not.
   */
  async end(userId: string, otherId: string, ties: readonly FriendTie[]): Promise<boolean> {
    const values = Object.fromEntries(ties.map((tie, index) => [`:t${index}`, tie]));
    return this.write([
      {
        Delete: {
          TableName: this.tableName,
          Key: toAttributes(friendKey(userId, otherId)),
          ConditionExpression: `tie IN (${Object.keys(values).join(", ")})`,
          ExpressionAttributeValues: toAttributes(values),
        },
      },
      { Delete: { TableName: this.tableName, Key: toAttributes(friendKey(otherId, userId)) } },
    ]);
  }

  private async write(items: NonNullable<TransactWriteItemsCommand["input"]["TransactItems"]>): Promise<boolean> {
    try {
      await this.client.send(new TransactWriteItemsCommand({ TransactItems: items }));
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }
}
