// Moderation's items (docs/operations.md, "Moderation"): the queue's cases (reports and appeals), what
// each person is told, the operator's log of actions, the blocklist, and a user's restriction.
//   case          CASE#<id> / CASE              listed in gsi1 under MODQUEUE while open, oldest first
//   notice        USER#<id> / MODNOTE#<at>#<rand>   what moderation told the user (the app's notices list)
//   action        MODLOG / <at>#<rand>          who did what, when, why (`admin log`)
//   blocklist     BLOCK / domain#<domain> | name#<word>
import {
  type AttributeValue,
  DeleteItemCommand,
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  UpdateItemCommand,
} from "@aws-sdk/client-dynamodb";
import type { ModerationAction, ModerationNotice, ReportKind, ReportReason } from "../../shared/api/moderation";
import type { Restriction } from "../record/restriction";
import { fromAttributes, toAttributes } from "./attributes";
import { newId } from "./ids";
import { type ChatMessage, chatFromItem } from "./chat";
import { isConditionFailed } from "./outcomes";
import { keys, takeItem } from "./table";

export interface ModerationCase {
  id: string;
  type: "report" | "appeal";
  /** Who is reported, or who appeals. */
  userId: string;
  /** The reporter (a report only). */
  by: string | null;
  kind: ReportKind | null;
  reason: ReportReason | null;
  gameId: string | null;
  messageId: string | null;
  /** What was reported as it stood then (the message's text, the name), or what an appeal is against. */
  excerpt: string;
  text: string;
  createdAt: string;
  status: "open" | "resolved";
  resolvedAt?: string;
  resolvedBy?: string;
  note?: string;
  /** An appeal's action notice. */
  noticeId?: string;
}

export interface LoggedAction {
  id: string;
  at: string;
  /** The operator. */
  by: string;
  command: string;
  /** The user, game, case or entry acted on. */
  target: string;
  why: string;
}

export type BlockKind = "domain" | "name";

const QUEUE = "MODQUEUE";
const LOG = "MODLOG";
const BLOCKS = "BLOCK";
/** The notices a person reads: the latest ones say all that is still worth saying. */
const NOTICES_SHOWN = 50;

const caseKey = (id: string) => ({ pk: `CASE#${id}`, sk: "CASE" });
const noticeKey = (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `MODNOTE#${id}` });
const blockKey = (kind: BlockKind, value: string) => ({ pk: BLOCKS, sk: `${kind}#${value}` });

const withoutKeys = (item: Record<string, AttributeValue>) => {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...rest } = fromAttributes(item);
  return rest;
};

type StoredNotice = ModerationNotice & { caseId?: string; appealed?: boolean };

export class ModerationStore {
  constructor(
    readonly client: DynamoDBClient,
    readonly tableName: string,
  ) {}

  /** Puts a case unless one of its id is there (a duplicate report): answers whether it was new. */
  async openCase(entry: ModerationCase): Promise<boolean> {
    try {
      await this.client.send(
        new PutItemCommand({
          TableName: this.tableName,
          Item: toAttributes({ ...caseKey(entry.id), ...entry, gsi1pk: QUEUE, gsi1sk: `${entry.createdAt}#${entry.id}` }),
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }

  async getCase(id: string): Promise<ModerationCase | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(caseKey(id)), ConsistentRead: true }),
    );
    return Item ? (withoutKeys(Item) as ModerationCase) : null;
  }

  /** The open cases, oldest first. */
  async queue(limit: number): Promise<ModerationCase[]> {
    const { Items } = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: "gsi1",
        KeyConditionExpression: "gsi1pk = :queue",
        ExpressionAttributeValues: { ":queue": { S: QUEUE } },
        Limit: limit,
      }),
    );
    return (Items ?? []).map((item) => withoutKeys(item) as ModerationCase);
  }

  /** Closes an open case (it leaves the queue); null when it is not open. */
  async resolveCase(id: string, by: string, note: string, at: string): Promise<ModerationCase | null> {
    try {
      const { Attributes } = await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: toAttributes(caseKey(id)),
          UpdateExpression: "SET #status = :resolved, resolvedAt = :at, resolvedBy = :by, note = :note REMOVE gsi1pk, gsi1sk",
          ConditionExpression: "#status = :open",
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: toAttributes({ ":resolved": "resolved", ":open": "open", ":at": at, ":by": by, ":note": note }),
          ReturnValues: "ALL_NEW",
        }),
      );
      return withoutKeys(Attributes!) as ModerationCase;
    } catch (error) {
      if (isConditionFailed(error)) return null;
      throw error;
    }
  }

  /** Tells `userId` something; answers the notice's id. */
  async tell(
    userId: string,
    at: string,
    notice:
      | { kind: "report-reviewed"; report: { kind: ReportKind; reason: ReportReason }; caseId: string }
      | { kind: "action"; action: ModerationAction; until: string | null; note: string },
  ): Promise<string> {
    const id = `${at}#${newId(6)}`;
    const item = notice.kind === "action" ? { ...notice, appealable: true } : notice;
    await this.client.send(
      new PutItemCommand({ TableName: this.tableName, Item: toAttributes({ ...noticeKey(userId, id), id, at, ...item }) }),
    );
    return id;
  }

  /** The user's notices, newest first. */
  async notices(userId: string): Promise<ModerationNotice[]> {
    const { Items } = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :notice)",
        ExpressionAttributeValues: { ":pk": { S: `USER#${userId}` }, ":notice": { S: "MODNOTE#" } },
        ScanIndexForward: false,
        ConsistentRead: true,
        Limit: NOTICES_SHOWN,
      }),
    );
    return (Items ?? []).map((item) => {
      const { caseId: _case, appealed: _appealed, ...notice } = withoutKeys(item) as StoredNotice;
      return notice as ModerationNotice;
    });
  }

  async notice(userId: string, id: string): Promise<ModerationNotice | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(noticeKey(userId, id)), ConsistentRead: true }),
    );
    return Item ? (withoutKeys(Item) as ModerationNotice) : null;
  }

  /** Spends the one appeal of an action's notice: false when it was spent already (or is no action's). */
  async spendAppeal(userId: string, id: string): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: toAttributes(noticeKey(userId, id)),
          UpdateExpression: "SET appealable = :no",
          ConditionExpression: "appealable = :yes",
          ExpressionAttributeValues: toAttributes({ ":no": false, ":yes": true }),
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }

  async log(action: Omit<LoggedAction, "id">): Promise<LoggedAction> {
    const id = `${action.at}#${newId(6)}`;
    const entry = { ...action, id };
    await this.client.send(new PutItemCommand({ TableName: this.tableName, Item: toAttributes({ pk: LOG, sk: id, ...entry }) }));
    return entry;
  }

  /** The operator's log, newest first. */
  async actions(limit: number): Promise<LoggedAction[]> {
    const { Items } = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :log",
        ExpressionAttributeValues: { ":log": { S: LOG } },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (Items ?? []).map((item) => withoutKeys(item) as LoggedAction);
  }

  /** Sets or lifts (null) the user's restriction; false when there is no such user. */
  async restrict(userId: string, restriction: Restriction | null): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: toAttributes(keys.user(userId)),
          ...(restriction
            ? { UpdateExpression: "SET restriction = :r", ExpressionAttributeValues: toAttributes({ ":r": restriction }) }
            : { UpdateExpression: "REMOVE restriction" }),
          ConditionExpression: "attribute_exists(pk)",
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }

  /** A chat message by its id (`<time>#<rand>`, as the chat answers it), or null. */
  async message(gameId: string, messageId: string): Promise<ChatMessage | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({
        TableName: this.tableName,
        Key: toAttributes({ pk: `GAME#${gameId}`, sk: `CHAT#${messageId}` }),
        ConsistentRead: true,
      }),
    );
    return Item ? chatFromItem(Item) : null;
  }

  /** Takes a chat message out of its game's chat (its text stays in the action's log); null when it was gone. */
  async takeMessage(gameId: string, messageId: string): Promise<ChatMessage | null> {
    const raw = await takeItem(this.client, this.tableName, `GAME#${gameId}`, `CHAT#${messageId}`);
    return raw && chatFromItem(toAttributes(raw));
  }

  async block(kind: BlockKind, value: string, at: string): Promise<void> {
    await this.client.send(
      new PutItemCommand({ TableName: this.tableName, Item: toAttributes({ ...blockKey(kind, value), kind, value, at }) }),
    );
  }

  /** Lifts a blocklist entry: false when there was none. */
  async unblock(kind: BlockKind, value: string): Promise<boolean> {
    const { Attributes } = await this.client.send(
      new DeleteItemCommand({ TableName: this.tableName, Key: toAttributes(blockKey(kind, value)), ReturnValues: "ALL_OLD" }),
    );
    return Attributes !== undefined;
  }

  async isBlocked(kind: BlockKind, value: string): Promise<boolean> {
    const { Item } = await this.client.send(new GetItemCommand({ TableName: this.tableName, Key: toAttributes(blockKey(kind, value)) }));
    return Item !== undefined;
  }

  /** Every entry of one kind (the blocklist is the operator's, a few hundred at most). */
  async blocked(kind: BlockKind): Promise<string[]> {
    const values: string[] = [];
    let ExclusiveStartKey: Record<string, AttributeValue> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: "pk = :block AND begins_with(sk, :kind)",
          ExpressionAttributeValues: { ":block": { S: BLOCKS }, ":kind": { S: `${kind}#` } },
          ExclusiveStartKey,
        }),
      );
      for (const item of page.Items ?? []) values.push(fromAttributes(item).value);
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return values;
  }
}
