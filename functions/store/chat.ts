// A game's chat and each player's private notes. Messages are items beside the game's events
// (`GAME#<id> / CHAT#<time>#<rand>`), never part of its log or view. A new message on the table's stream
// schedules one mail batch per recipient and game (`USER#<id> / CHATMAIL#<game>`, listed in gsi2 like
// the digest): messages written before the batch is due go out together in one email.
import {
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  UpdateItemCommand,
  type AttributeValue,
  type DynamoDBClient,
} from "@aws-sdk/client-dynamodb";
import { isConditionFailed } from "./outcomes";
import { fromAttributes, toAttributes } from "./attributes";
import { newId } from "./ids";
import { socialKeys } from "./social-keys";
import { keys, takeItem } from "./table";

/** How long the first unread message waits for others before the mail goes (scaled with the clock's day). */
export const CHAT_BATCH_MS = 10 * 60_000;

export interface ChatMessage {
  id: string;
  gameId: string;
  seat: number;
  userId: string;
  name: string;
  text: string;
  at: string;
  /** Its writer's account was deleted: the text is gone (functions/store/deletions.ts). */
  deleted?: boolean;
}

export function chatFromItem(item: Record<string, AttributeValue>): ChatMessage {
  const raw = fromAttributes(item);
  return {
    id: raw.sk.slice("CHAT#".length),
    gameId: raw.gameId,
    seat: raw.seat,
    userId: raw.userId,
    name: raw.name,
    text: raw.text,
    at: raw.at,
    ...(raw.deleted ? { deleted: true } : {}),
  };
}

export class ChatStore {
  constructor(
    readonly client: DynamoDBClient,
    readonly tableName: string,
  ) {}

  async post(message: Omit<ChatMessage, "id">): Promise<ChatMessage> {
    const key = socialKeys.chat(message.gameId, message.at, newId(6));
    await this.client.send(
      new PutItemCommand({
        TableName: this.tableName,
        Item: toAttributes({ ...key, ...message }),
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
    return { ...message, id: key.sk.slice("CHAT#".length) };
  }

  /** The latest `limit` messages (after `since` when given), oldest first. */
  async list(gameId: string, limit = 200, since?: string): Promise<ChatMessage[]> {
    const page = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
        ExpressionAttributeValues: { ":pk": { S: `GAME#${gameId}` }, ":from": { S: `CHAT#${since ?? ""}` }, ":to": { S: "CHAT#\uffff" } },
        ScanIndexForward: false,
        ConsistentRead: true,
        Limit: limit,
      }),
    );
    return (page.Items ?? []).map(chatFromItem).reverse();
  }

  async note(userId: string, gameId: string): Promise<string> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(socialKeys.note(userId, gameId)), ConsistentRead: true }),
    );
    return Item ? (fromAttributes(Item).text as string) : "";
  }

  /** An empty note is no note. */
  async setNote(userId: string, gameId: string, text: string, at: string): Promise<void> {
    const Key = toAttributes(socialKeys.note(userId, gameId));
    if (text === "") {
      await this.client.send(new DeleteItemCommand({ TableName: this.tableName, Key }));
      return;
    }
    await this.client.send(
      new PutItemCommand({ TableName: this.tableName, Item: toAttributes({ ...socialKeys.note(userId, gameId), text, at }) }),
    );
  }

  /**
   * Counts a message posted at `at` as unread by `userId`, on their membership of the game (which "my
   * games" reads). A message counts once: a stream record seen twice finds its time already there.
   */
  async countUnread(userId: string, gameId: string, at: string): Promise<void> {
    try {
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: toAttributes(keys.membership(userId, gameId)),
          UpdateExpression: "SET lastChatAt = :at ADD unreadChat :one",
          ConditionExpression: "attribute_exists(pk) AND (attribute_not_exists(lastChatAt) OR lastChatAt < :at)",
          ExpressionAttributeValues: toAttributes({ ":at": at, ":one": 1 }),
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }

  /** How many of the game's messages `userId` has not read; with `read`, they are read now (the count before). */
  async unread(userId: string, gameId: string, read: boolean): Promise<number> {
    const Key = toAttributes(keys.membership(userId, gameId));
    if (!read) {
      const { Item } = await this.client.send(new GetItemCommand({ TableName: this.tableName, Key, ConsistentRead: true }));
      return Number(Item?.unreadChat?.N ?? 0);
    }
    try {
      const { Attributes } = await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key,
          UpdateExpression: "REMOVE unreadChat",
          ConditionExpression: "attribute_exists(pk)",
          ReturnValues: "UPDATED_OLD",
        }),
      );
      return Number(Attributes?.unreadChat?.N ?? 0);
    } catch (error) {
      if (isConditionFailed(error)) return 0; // no membership: nothing to read
      throw error;
    }
  }

  /** Schedules the recipient's mail batch for this game unless one is already waiting. */
  async queueChatMail(userId: string, gameId: string, since: string, dueAt: Date): Promise<void> {
    try {
      await this.client.send(
        new PutItemCommand({
          TableName: this.tableName,
          Item: toAttributes({
            ...socialKeys.chatMail(userId, gameId),
            userId,
            gameId,
            since,
            gsi2pk: "DUE",
            gsi2sk: `${dueAt.toISOString()}#chat#${userId}#${gameId}`,
          }),
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }

  /**
   * Takes a due batch (deletes it, so a second sweeper finds nothing): the user, the game and the time of
   * its first message, or null when someone else took it.
   */
  async takeChatMail(pk: string, sk: string): Promise<{ userId: string; gameId: string; since: string } | null> {
    const raw = await takeItem(this.client, this.tableName, pk, sk);
    return raw && { userId: raw.userId, gameId: raw.gameId, since: raw.since };
  }
}
