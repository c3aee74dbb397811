// The notifier's items: the ledger of what each channel accepted (a record seen twice sends once), and
// the notices held back while their reader looks at the game, due on the clock's index.
import { DeleteItemCommand, GetItemCommand, PutItemCommand, QueryCommand, type DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { randomUUID } from "node:crypto";
import { fromAttributes, toAttributes } from "./attributes";
import { isConditionFailed } from "./outcomes";
import { eventSortKey, keys, TTL_ATTRIBUTE } from "./table";

const LEDGER_DAYS = 30;
/**
 * How long one delivery holds a channel's send of a notice: past a send's longest (the functions stop at
 * 60 s) and short of the queue's visibility timeout (6 minutes), after which a cut-off one is retried.
 */
const SEND_LEASE_MS = 2 * 60_000;
/** A game has a handful of notices a version; the bound keeps a read of them bounded all the same. */
const TOLD_READ_LIMIT = 200;

/** The ledger's channel for a page that showed a seat its turn (a live push, or a visit the page recorded). */
export const PAGE_CHANNEL = "page";

/** A notice as the ledger names it: the game, the version told, the seat (-1: the game's chat) and what. */
export interface NoticeKey {
  gameId: string;
  version: number;
  seat: number;
  kind: string;
}

/** A chat message posted for a game: its id at the chat service, and which webhook URL posted it. */
export interface ChatMessage {
  messageId: string;
  /** sha256 of the webhook URL: a message posted through another URL is not ours to edit. */
  urlHash: string;
}

export class NoticeStore {
  constructor(
    private readonly client: DynamoDBClient,
    private readonly tableName: string,
    private readonly now: () => Date,
  ) {}

  private expiry(): number {
    return Math.ceil(this.now().getTime() / 1000) + LEDGER_DAYS * 86_400;
  }

  /**
   * The channels (`email`, `push:<endpoint hash>`…) that accepted `notice` already, in one consistent
   * read. An entry claimed before sending, as the ledger did once, counts as sent.
   */
  async sentChannels(notice: NoticeKey): Promise<Set<string>> {
    const prefix = `${keys.notification(notice.gameId, notice.version, notice.seat, notice.kind).sk}:`;
    const { Items } = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
        ExpressionAttributeValues: toAttributes({ ":pk": `NOTIFY#${notice.gameId}`, ":prefix": prefix }),
        ProjectionExpression: "sk, sentAt, leaseUntil",
        ConsistentRead: true,
      }),
    );
    // A lease not yet marked sent is a send under way (or cut off): not sent. An entry with neither was
    // claimed by the code before leases, which claimed only what it then sent.
    const sent = (Items ?? []).filter((item) => item.sentAt || !item.leaseUntil);
    return new Set(sent.map((item) => item.sk!.S!.slice(prefix.length)));
  }

  /**
   * Takes the sending of `notice` on `channel` for SEND_LEASE_MS: false while another delivery holds it,
   * or once it was sent. A delivery cut off mid-send leaves a lease that runs out, so a retry sends again.
   */
  async lease(notice: NoticeKey, channel: string): Promise<boolean> {
    const key = keys.notification(notice.gameId, notice.version, notice.seat, `${notice.kind}:${channel}`);
    const now = this.now().getTime();
    try {
      await this.client.send(
        new PutItemCommand({
          TableName: this.tableName,
          Item: toAttributes({ ...key, leaseUntil: now + SEND_LEASE_MS, [TTL_ATTRIBUTE]: this.expiry() }),
          ConditionExpression:
            "attribute_not_exists(pk) OR (attribute_exists(leaseUntil) AND attribute_not_exists(sentAt) AND leaseUntil < :now)",
          ExpressionAttributeValues: { ":now": { N: String(now) } },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }

  /** Notes that `channel` accepted `notice`, with the id it gave the message when it gave one (SES's MessageId). */
  async markSent(notice: NoticeKey, channel: string, receipt?: string): Promise<void> {
    const key = keys.notification(notice.gameId, notice.version, notice.seat, `${notice.kind}:${channel}`);
    await this.client.send(
      new PutItemCommand({
        TableName: this.tableName,
        Item: toAttributes({
          ...key,
          sentAt: this.now().toISOString(),
          ...(receipt ? { receipt } : {}),
          [TTL_ATTRIBUTE]: this.expiry(),
        }),
      }),
    );
  }

  /**
   * Claims the ledger's entry of `notice` on `channel` before sending: false when it was claimed already.
   * At most once, for what must never go twice (the answer to a mailed move); notices use `markSent`.
   */
  async claim(notice: NoticeKey, channel: string): Promise<boolean> {
    const key = keys.notification(notice.gameId, notice.version, notice.seat, `${notice.kind}:${channel}`);
    try {
      await this.client.send(
        new PutItemCommand({
          TableName: this.tableName,
          Item: toAttributes({ ...key, [TTL_ATTRIBUTE]: this.expiry() }),
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }

  /**
   * The seats told something of the game at `version` or later (mail, push, webhook, or their page showing
   * it; -1 for the game's chat): what undo asks before taking a move back alone. One Query.
   */
  async toldSince(gameId: string, version: number): Promise<number[]> {
    const { Items } = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
        ExpressionAttributeValues: {
          ":pk": { S: keys.notification(gameId, 0, 0, "").pk },
          ":from": { S: eventSortKey(version) },
          ":to": { S: "EV#~" }, // above every version's entries
        },
        ProjectionExpression: "sk",
        ConsistentRead: true,
        Limit: TOLD_READ_LIMIT,
      }),
    );
    const seats = (Items ?? []).map((item) => Number(item.sk?.S?.split("#")[2]));
    return [...new Set(seats.filter(Number.isInteger))];
  }

  /** Frees a claimed entry whose sending failed, so that the next try sends it. */
  async release(notice: NoticeKey, channel: string): Promise<void> {
    const key = keys.notification(notice.gameId, notice.version, notice.seat, `${notice.kind}:${channel}`);
    await this.client.send(new DeleteItemCommand({ TableName: this.tableName, Key: toAttributes(key) }));
  }

  /** Holds `notice` back until `until`, when the clock's sweep brings it back (`take`); answers its item's `pk|sk`. */
  async hold(notice: NoticeKey & { correlationId?: string }, until: Date): Promise<string> {
    const due = until.toISOString();
    const key = keys.deferredNotice(notice.gameId, notice.version, notice.seat, notice.kind);
    await this.client.send(
      new PutItemCommand({
        TableName: this.tableName,
        Item: toAttributes({
          ...key,
          gameId: notice.gameId,
          version: notice.version,
          seat: notice.seat,
          kind: notice.kind,
          gsi2pk: "DUE",
          gsi2sk: `${due}#notice#${notice.gameId}#${notice.version}#${notice.seat}`,
          // Tells this hold from a later one of the same notice, which its delivery may make.
          holdId: randomUUID(),
          // The request whose move asked for it: held, the notice still names it in its logs and mail.
          ...(notice.correlationId ? { correlationId: notice.correlationId } : {}),
          [TTL_ATTRIBUTE]: this.expiry(),
        }),
      }),
    );
    return `${key.pk}|${key.sk}`;
  }

  /**
   * A held notice (`pk`, `sk` of its item), read without taking it: it stays due until `forgetHeld` after
   * its delivery, so a process stopped mid-delivery loses nothing. `holdId` tells this hold from a later one.
   */
  async held<N extends NoticeKey>(pk: string, sk: string): Promise<{ notice: N; holdId: string | null } | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes({ pk, sk }), ConsistentRead: true }),
    );
    if (!Item) return null;
    const raw = fromAttributes(Item);
    const notice = {
      gameId: raw.gameId,
      version: raw.version,
      seat: raw.seat,
      kind: raw.kind,
      ...(raw.correlationId ? { correlationId: raw.correlationId } : {}),
    };
    return { notice: notice as N, holdId: raw.holdId ?? null };
  }

  /**
   * Deletes a delivered held notice, unless its delivery held it again (another `holdId`), which then
   * stays. A notice held before holds had ids (`null`) is deleted unless held again since.
   */
  async forgetHeld(pk: string, sk: string, holdId: string | null): Promise<void> {
    try {
      await this.client.send(
        new DeleteItemCommand({
          TableName: this.tableName,
          Key: toAttributes({ pk, sk }),
          ...(holdId
            ? { ConditionExpression: "holdId = :hold", ExpressionAttributeValues: toAttributes({ ":hold": holdId }) }
            : { ConditionExpression: "attribute_not_exists(holdId)" }),
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }

  /** The message that `target` (the game's chat, or a user's own webhook) edits for the game, if any. */
  async chatMessage(gameId: string, target: string): Promise<ChatMessage | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(keys.chatMessage(gameId, target)), ConsistentRead: true }),
    );
    if (!Item) return null;
    const { messageId, urlHash } = fromAttributes(Item);
    return { messageId, urlHash };
  }

  async keepChatMessage(gameId: string, target: string, message: ChatMessage): Promise<void> {
    await this.client.send(
      new PutItemCommand({
        TableName: this.tableName,
        Item: toAttributes({ ...keys.chatMessage(gameId, target), ...message, [TTL_ATTRIBUTE]: this.expiry() }),
      }),
    );
  }

  async forgetChatMessage(gameId: string, target: string): Promise<void> {
    await this.client.send(new DeleteItemCommand({ TableName: this.tableName, Key: toAttributes(keys.chatMessage(gameId, target)) }));
  }
}
