// Account deletion's items (docs/privacy.md): the confirmation a mailed link carries
// (`DELTOKEN#<sha256> / TOKEN`, single use, as sign-in tokens are), the scheduled deletion beside the
// user (`USER#<id> / DELETION`, listed in gsi2 at its due time like the digest), the deletion ledger
// (`DELETIONS / USER#<id>`: the id and when, nothing else, re-applied after a restore), and the erasure
// of whatever else names the person: their own partition, the address and calendar lookups, their
// chat lines, events, plans and live pages in each game.
import {
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  TransactionCanceledException,
  UpdateItemCommand,
  type AttributeValue,
  type DynamoDBClient,
} from "@aws-sdk/client-dynamodb";
import { fromAttributes, toAttributes } from "./attributes";
import { isConditionFailed } from "./outcomes";
import { sha256Hex } from "./ids";
import { peekLinkToken, putLinkToken, takeLinkToken } from "./link-tokens";
import { keys, takeItem } from "./table";

type Item = Record<string, AttributeValue>;

const LEDGER_PK = "DELETIONS";

const deletionKeys = {
  confirmation: (hash: string) => ({ pk: `DELTOKEN#${hash}`, sk: "TOKEN" }),
  scheduled: (userId: string) => ({ pk: `USER#${userId}`, sk: "DELETION" }),
  ledger: (userId: string) => ({ pk: LEDGER_PK, sk: `USER#${userId}` }),
};

export class DeletionStore {
  constructor(
    readonly client: DynamoDBClient,
    readonly tableName: string,
  ) {}

  async putConfirmation(hash: string, userId: string, expiresAt: Date): Promise<void> {
    await putLinkToken(this.client, this.tableName, deletionKeys.confirmation(hash), { userId }, expiresAt);
  }

  /** Whose account a live confirmation is for, without using it up; null once used or expired. */
  async peekConfirmation(hash: string, now: Date): Promise<string | null> {
    return ((await peekLinkToken(this.client, this.tableName, deletionKeys.confirmation(hash), now))?.userId as string) ?? null;
  }

  /** Deletes the confirmation and answers whose it was, if it existed and had not expired: single use. */
  async consumeConfirmation(hash: string, now: Date): Promise<string | null> {
    return ((await takeLinkToken(this.client, this.tableName, deletionKeys.confirmation(hash), now))?.userId as string) ?? null;
  }

  /** Schedules the deletion of `userId` at `dueAt` (a later request keeps the first date), and says so on the user. */
  async schedule(userId: string, dueAt: Date): Promise<string> {
    const due = dueAt.toISOString();
    try {
      await this.client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.tableName,
                Item: toAttributes({ ...deletionKeys.scheduled(userId), userId, dueAt: due, gsi2pk: "DUE", gsi2sk: `${due}#deletion` }),
                ConditionExpression: "attribute_not_exists(pk)",
              },
            },
            {
              Update: {
                TableName: this.tableName,
                Key: toAttributes(keys.user(userId)),
                UpdateExpression: "SET deletionDueAt = :due REMOVE deletionCancelledAt",
                ConditionExpression: "attribute_exists(pk)",
                ExpressionAttributeValues: toAttributes({ ":due": due }),
              },
            },
          ],
        }),
      );
      return due;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const scheduled = await this.scheduledAt(userId);
      if (scheduled) return scheduled;
      throw error;
    }
  }

  /** When the deletion of `userId` is due, if one is scheduled. */
  async scheduledAt(userId: string): Promise<string | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(deletionKeys.scheduled(userId)), ConsistentRead: true }),
    );
    return Item ? (fromAttributes(Item).dueAt as string) : null;
  }

  /** Cancels a scheduled deletion, noting when on the user; false when none was scheduled . */
  async cancel(userId: string, at: Date): Promise<boolean> {
    try {
      await this.client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            {
              Delete: {
                TableName: this.tableName,
                Key: toAttributes(deletionKeys.scheduled(userId)),
                ConditionExpression: "attribute_exists(pk)",
              },
            },
            {
              Update: {
                TableName: this.tableName,
                Key: toAttributes(keys.user(userId)),
                UpdateExpression: "SET deletionCancelledAt = :at REMOVE deletionDueAt",
                ExpressionAttributeValues: toAttributes({ ":at": at.toISOString() }),
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof TransactionCanceledException && isConditionFailed(error, 0)) return false;
      throw error;
    }
  }

  /** Adds `userId` to the deletion ledger: the id and when, which a restore's re-application reads. */
  async record(userId: string, at: Date): Promise<void> {
    await this.client.send(
      new PutItemCommand({
        TableName: this.tableName,
        Item: toAttributes({ ...deletionKeys.ledger(userId), deletedAt: at.toISOString() }),
      }),
    );
  }

  /** Every account id of the ledger, in one table (the one before a restore), with when it was deleted. */
  async ledger(): Promise<{ userId: string; deletedAt: string }[]> {
    const entries: { userId: string; deletedAt: string }[] = [];
    let startKey: Item | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: "pk = :pk",
          ExpressionAttributeValues: { ":pk": { S: LEDGER_PK } },
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        const raw = fromAttributes(item);
        entries.push({ userId: (raw.sk as string).slice("USER#".length), deletedAt: raw.deletedAt });
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return entries;
  }

  /** The items of a partition (those whose sort key begins with `prefix`, when given). */
  private async partition(pk: string, prefix?: string): Promise<Item[]> {
    const items: Item[] = [];
    let startKey: Item | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: prefix === undefined ? "pk = :pk" : "pk = :pk AND begins_with(sk, :prefix)",
          ExpressionAttributeValues: { ":pk": { S: pk }, ...(prefix === undefined ? {} : { ":prefix": { S: prefix } }) },
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  }

  private async remove(item: Item): Promise<void> {
    await this.client.send(new DeleteItemCommand({ TableName: this.tableName, Key: { pk: item.pk!, sk: item.sk! } }));
  }

  /** The game ids of the user's memberships (the games they sit in or were invited to). */
  async gamesOf(userId: string): Promise<string[]> {
    return (await this.partition(`USER#${userId}`, "GAME#")).map((item) => item.sk!.S!.slice("GAME#".length));
  }

  /**
   * In game `gameId`: the user's chat lines become the former player's, their text gone; the events they
   * made name the former player; their seat's plans and the live pages they opened go.
   */
  async eraseFromGame(gameId: string, userId: string, formerId: string, label: string, seat: number | null): Promise<void> {
    const pk = `GAME#${gameId}`;
    for (const item of await this.partition(pk, "CHAT#")) {
      if (item.userId?.S !== userId) continue;
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: { pk: item.pk!, sk: item.sk! },
          UpdateExpression: "SET userId = :former, #name = :label, #text = :text, deleted = :deleted",
          ExpressionAttributeNames: { "#name": "name", "#text": "text" },
          ExpressionAttributeValues: toAttributes({ ":former": formerId, ":label": label, ":text": "", ":deleted": true }),
        }),
      );
    }
    for (const item of await this.partition(pk, "EV#")) {
      if (item.by?.S !== userId) continue;
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: { pk: item.pk!, sk: item.sk! },
          UpdateExpression: "SET #by = :former",
          ExpressionAttributeNames: { "#by": "by" },
          ExpressionAttributeValues: toAttributes({ ":former": formerId }),
        }),
      );
    }
    if (seat !== null)
      await this.client.send(new DeleteItemCommand({ TableName: this.tableName, Key: toAttributes(keys.queue(gameId, seat)) }));
    for (const item of await this.partition(pk, "LIVE#")) {
      if (item.userId?.S !== userId) continue;
      await this.remove(item);
      await this.client.send(new DeleteItemCommand({ TableName: this.tableName, Key: toAttributes(keys.liveGame(item.sk!.S!.slice(5))) }));
    }
  }

  /**
   * Deletes every item of the user's own partition (the user, memberships, notes, ratings, rhythm, push
   * endpoints, digest, chat mail, invitations) and the lookups that name them: the address's index and
   * the calendar feed's.
   */
  async eraseOwnItems(userId: string, email: string | null, calendarSecret: string | undefined): Promise<void> {
    // The scheduled deletion goes last (`done`): until then the clock tries again.
    for (const item of await this.partition(`USER#${userId}`)) {
      if (item.sk?.S === "DELETION") continue;
      // A friendship's other side names the person too (functions/store/friends.ts): it goes with theirs.
      const friend = item.sk?.S?.startsWith("FRIEND#") ? item.sk.S.slice("FRIEND#".length) : null;
      if (friend) await takeItem(this.client, this.tableName, `USER#${friend}`, `FRIEND#${userId}`);
      await this.remove(item);
    }
    if (email) await takeItem(this.client, this.tableName, keys.email(email).pk, "EMAIL");
    if (calendarSecret) {
      const feed = keys.calendarFeed(sha256Hex(calendarSecret));
      await takeItem(this.client, this.tableName, feed.pk, feed.sk);
    }
  }

  /** The scheduled deletion is done: out of the clock's sweeps. */
  async done(userId: string): Promise<void> {
    await this.client.send(new DeleteItemCommand({ TableName: this.tableName, Key: toAttributes(deletionKeys.scheduled(userId)) }));
  }
}
