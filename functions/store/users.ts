// People: users (signed in or guests), the email index, and single-use sign-in tokens.
import {
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
  QueryCommand,
  type DynamoDBClient,
} from "@aws-sdk/client-dynamodb";
import { isConditionFailed } from "./outcomes";
import { fromAttributes, toAttributes } from "./attributes";
import { keys, TTL_ATTRIBUTE } from "./table";
import { ReadAhead } from "./read-ahead";
import { sha256Hex } from "./ids";
import type { EmailTrouble, PublicUser, ReminderKind } from "../../shared/api/index";
import type { Lang } from "../../shared/i18n/index";
import type { Night, Weekday } from "../../shared/clock/time";
import { peekLinkToken, putLinkToken, takeLinkToken } from "./link-tokens";
import type { Restriction } from "../record/restriction";

/** The words for a language and a reminder, which the stored user keeps. */
export type { Lang, ReminderKind };

/** A user as stored: what the user reads of themselves, with fields that items written before them lack. */
export interface User
  extends Omit<PublicUser, "autoPlayForced" | "vacationWhenSilent" | "reminders" | "restDays" | "night" | "emailTrouble"> {
  /** Absent: mail to the address goes out. */
  emailTrouble?: EmailTrouble;
  autoPlayForced?: boolean;
  vacationWhenSilent?: boolean;
  /** When the user last opened Turnpost, written at most once an hour (functions/record/silent-absence.ts). */
  lastSeenAt?: string;
  /** Absent: none. */
  restDays?: Weekday[];
  /** Absent or null: none. */
  night?: Night | null;
  /** The secret of the user's calendar feed's URL (`/cal/<secret>.ics`); absent: no feed. */
  calendarSecret?: string;
  /** Absent: DEFAULT_REMINDERS. */
  reminders?: ReminderKind[];
  /** A suspension or a ban by the operator (./moderation.ts); absent: none. */
  restriction?: Restriction;
  createdAt: string;
}

export const DEFAULT_REMINDERS: readonly ReminderKind[] = ["day", "hour"];

export const USER_DEFAULTS: Pick<User, "turnEmails" | "digest" | "quietHours" | "webhookUrl" | "vacations"> = {
  turnEmails: true,
  digest: false,
  quietHours: null,
  webhookUrl: null,
  vacations: [],
};

export interface PushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a sign-in link is for: the address, the page after, and the hash of the asking browser's nonce. */
/** What a link confirming an address is for: whose address, and which. */
export interface EmailConfirmationClaim {
  userId: string;
  email: string;
}

export interface SignInClaim {
  email: string;
  next: string;
  browser: string | null;
}

export class UserStore {
  constructor(
    readonly client: DynamoDBClient,
    readonly tableName: string,
  ) {}

  /** `ahead`: the notifier's read of a record's users, made before. */
  async get(id: string, ahead = ReadAhead.none): Promise<User | null> {
    // Consistent: a page reads the settings it has just saved.
    const Item = await ahead.getItem(this.client, { TableName: this.tableName, Key: toAttributes(keys.user(id)), ConsistentRead: true });
    if (!Item) return null;
    const { pk: _pk, sk: _sk, ...user } = fromAttributes(Item);
    return { ...USER_DEFAULTS, ...user } as User;
  }

  async userIdForEmail(email: string): Promise<string | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(keys.email(email)), ConsistentRead: true }),
    );
    return Item ? (fromAttributes(Item).userId as string) : null;
  }

  /** Why mail to `email` stopped, if it belongs to a user whose mail stopped. */
  async emailTroubleOf(email: string): Promise<EmailTrouble | null> {
    const id = await this.userIdForEmail(email);
    return (id && (await this.get(id))?.emailTrouble) || null;
  }

  /**
   * Marks that mail to `email` stopped, on the user `id` while the address is still theirs (a user who
   * changed it meanwhile keeps getting mail). False when it is not.
   */
  async markEmailTrouble(id: string, email: string, trouble: EmailTrouble): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: toAttributes(keys.user(id)),
          UpdateExpression: "SET emailTrouble = :trouble",
          ConditionExpression: "email = :email",
          ExpressionAttributeValues: toAttributes({ ":trouble": trouble, ":email": email }),
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }

  async createGuest(user: User): Promise<void> {
    await this.client.send(
      new PutItemCommand({
        TableName: this.tableName,
        Item: toAttributes({ ...keys.user(user.id), ...user }),
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
  }

  /**
   * Gives `user` the email (a new account, or a guest that verified an address). Returns false when the
   * address already belongs to someone.
   */
  async claimEmail(user: User, email: string): Promise<boolean> {
    try {
      await this.client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.tableName,
                Item: toAttributes({ ...keys.email(email), userId: user.id }),
                ConditionExpression: "attribute_not_exists(pk)",
              },
            },
            {
              Put: {
                TableName: this.tableName,
                Item: toAttributes({ ...keys.user(user.id), ...user, email, guest: false }),
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      // Only our condition means "taken": a conflict or throttling is worth a retry, not a refusal.
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }

  async update(
    id: string,
    changes: Partial<
      Pick<
        User,
        | "name"
        | "lang"
        | "timeZone"
        | "turnEmails"
        | "digest"
        | "quietHours"
        | "webhookUrl"
        | "vacations"
        | "autoPlayForced"
        | "vacationWhenSilent"
        | "reminders"
        | "restDays"
        | "night"
      >
    >,
  ): Promise<User | null> {
    const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return this.get(id);
    try {
      const { Attributes } = await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: toAttributes(keys.user(id)),
          UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(", ")}`,
          ConditionExpression: "attribute_exists(pk)",
          ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
          ExpressionAttributeValues: toAttributes(Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v]))),
          ReturnValues: "ALL_NEW",
        }),
      );
      const { pk: _pk, sk: _sk, ...user } = fromAttributes(Attributes!);
      return { ...USER_DEFAULTS, ...user } as User;
    } catch (error) {
      if (isConditionFailed(error)) return null;
      throw error;
    }
  }

  /** Writes `at` as the user's last-seen time unless a write less than `everyMs` old is there (a race's loser writes nothing). */
  async markSeen(id: string, at: Date, everyMs: number): Promise<void> {
    try {
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: toAttributes(keys.user(id)),
          UpdateExpression: "SET lastSeenAt = :at",
          ConditionExpression: "attribute_exists(pk) AND (attribute_not_exists(lastSeenAt) OR lastSeenAt <= :stale)",
          ExpressionAttributeValues: toAttributes({ ":at": at.toISOString(), ":stale": new Date(at.getTime() - everyMs).toISOString() }),
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }

  /** `browser`: the hash of the nonce the asking browser keeps in a cookie (see AuthService). */
  /** `timeZone`: the asking browser's, for the account the link makes if the address has none. */
  async putSignInToken(hash: string, email: string, next: string, browser: string, expiresAt: Date, timeZone: string): Promise<void> {
    await this.client.send(
      new PutItemCommand({
        TableName: this.tableName,
        Item: toAttributes({
          ...keys.signInToken(hash),
          email,
          next,
          browser,
          timeZone,
          expiresAt: expiresAt.toISOString(),
          [TTL_ATTRIBUTE]: Math.ceil(expiresAt.getTime() / 1000),
        }),
      }),
    );
  }

  /** What a live token is for, without using it up; null once used or expired. */
  async peekSignInToken(hash: string, now: Date): Promise<SignInClaim | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(keys.signInToken(hash)), ConsistentRead: true }),
    );
    if (!Item) return null;
    const raw = fromAttributes(Item);
    return raw.expiresAt > now.toISOString() ? { email: raw.email, next: raw.next, browser: raw.browser ?? null } : null;
  }

  /** Deletes the token and returns what it was for, if it existed and had not expired: single use. */
  async consumeSignInToken(hash: string, now: Date): Promise<{ email: string; next: string; timeZone: string } | null> {
    try {
      const { Attributes } = await this.client.send(
        new DeleteItemCommand({
          TableName: this.tableName,
          Key: toAttributes(keys.signInToken(hash)),
          ConditionExpression: "attribute_exists(pk) AND expiresAt > :now",
          ExpressionAttributeValues: { ":now": { S: now.toISOString() } },
          ReturnValues: "ALL_OLD",
        }),
      );
      const raw = fromAttributes(Attributes!);
      // Links asked for before the zone was kept make accounts in UTC, as they did then.
      return { email: raw.email, next: raw.next, timeZone: raw.timeZone ?? "UTC" };
    } catch (error) {
      if (isConditionFailed(error)) return null;
      throw error;
    }
  }

  /** Keeps a link that confirms `email` for user `userId` until `expiresAt`, by its token's hash. */
  async putEmailConfirmation(hash: string, userId: string, email: string, expiresAt: Date): Promise<void> {
    await putLinkToken(this.client, this.tableName, keys.emailConfirmation(hash), { userId, email }, expiresAt);
  }

  /** What a live confirmation link is for, without using it up; null once used or expired. */
  async peekEmailConfirmation(hash: string, now: Date): Promise<EmailConfirmationClaim | null> {
    const raw = await peekLinkToken(this.client, this.tableName, keys.emailConfirmation(hash), now);
    return raw && { userId: raw.userId as string, email: raw.email as string };
  }

  /** Deletes a confirmation link and returns what it was for, if it existed and had not expired: single use. */
  async consumeEmailConfirmation(hash: string, now: Date): Promise<EmailConfirmationClaim | null> {
    const raw = await takeLinkToken(this.client, this.tableName, keys.emailConfirmation(hash), now);
    return raw && { userId: raw.userId as string, email: raw.email as string };
  }

  /**
   * Makes `to` user `id`'s confirmed address, while `from` is still theirs: the same address has its
   * mark lifted; another moves the email index to it (conditioned on nobody having it) and replaces
   * `from`, which kept its mail until now. False when `to` is someone else's or `from` is no longer theirs.
   */
  async confirmEmail(id: string, from: string, to: string): Promise<boolean> {
    const userUpdate = {
      TableName: this.tableName,
      Key: toAttributes(keys.user(id)),
      UpdateExpression: "SET email = :to REMOVE emailTrouble",
      ConditionExpression: "email = :from",
      ExpressionAttributeValues: toAttributes({ ":from": from, ":to": to }),
    };
    try {
      if (from === to) await this.client.send(new UpdateItemCommand(userUpdate));
      else
        await this.client.send(
          new TransactWriteItemsCommand({
            TransactItems: [
              { Update: userUpdate },
              {
                Put: {
                  TableName: this.tableName,
                  Item: toAttributes({ ...keys.email(to), userId: id }),
                  ConditionExpression: "attribute_not_exists(pk)",
                },
              },
              {
                Delete: {
                  TableName: this.tableName,
                  Key: toAttributes(keys.email(from)),
                  ConditionExpression: "userId = :id",
                  ExpressionAttributeValues: toAttributes({ ":id": id }),
                },
              },
            ],
          }),
        );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }

  async pushSubscriptions(userId: string): Promise<PushSubscription[]> {
    const { Items } = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :push)",
        ExpressionAttributeValues: { ":pk": { S: `USER#${userId}` }, ":push": { S: "PUSH#" } },
      }),
    );
    return (Items ?? []).map((item) => {
      const raw = fromAttributes(item);
      return { endpoint: raw.endpoint, keys: raw.keys };
    });
  }

  async addPushSubscription(userId: string, subscription: PushSubscription): Promise<void> {
    await this.client.send(
      new PutItemCommand({
        TableName: this.tableName,
        Item: toAttributes({ ...keys.push(userId, sha256Hex(subscription.endpoint)), ...subscription }),
      }),
    );
  }

  async removePushSubscription(userId: string, endpoint: string): Promise<void> {
    await this.client.send(new DeleteItemCommand({ TableName: this.tableName, Key: toAttributes(keys.push(userId, sha256Hex(endpoint))) }));
  }

  /**
   * Gives the user a calendar feed with `secret` in its URL, or none (null): the previous URL stops
   * working in the same write. The lookup item is keyed by the secret's hash, as sign-in tokens are.
   */
  async setCalendarSecret(user: User, secret: string | null): Promise<void> {
    const items: NonNullable<TransactWriteItemsCommand["input"]["TransactItems"]> = [];
    if (user.calendarSecret)
      items.push({ Delete: { TableName: this.tableName, Key: toAttributes(keys.calendarFeed(sha256Hex(user.calendarSecret))) } });
    if (secret)
      items.push({
        Put: {
          TableName: this.tableName,
          Item: toAttributes({ ...keys.calendarFeed(sha256Hex(secret)), userId: user.id }),
          ConditionExpression: "attribute_not_exists(pk)",
        },
      });
    items.push({
      Update: {
        TableName: this.tableName,
        Key: toAttributes(keys.user(user.id)),
        ...(secret
          ? { UpdateExpression: "SET calendarSecret = :secret", ExpressionAttributeValues: toAttributes({ ":secret": secret }) }
          : { UpdateExpression: "REMOVE calendarSecret" }),
        ConditionExpression: "attribute_exists(pk)",
      },
    });
    await this.client.send(new TransactWriteItemsCommand({ TransactItems: items }));
  }

  /** The user whose calendar feed has `secret` in its URL, or null. */
  async userIdForCalendar(secret: string): Promise<string | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(keys.calendarFeed(sha256Hex(secret))) }),
    );
    return Item ? (fromAttributes(Item).userId as string) : null;
  }

  /** Marks the user's daily digest as due at `at`, unless one is already waiting. */
  async queueDigest(userId: string, at: Date): Promise<void> {
    try {
      await this.client.send(
        new PutItemCommand({
          TableName: this.tableName,
          Item: toAttributes({ ...keys.digest(userId), userId, gsi2pk: "DUE", gsi2sk: `${at.toISOString()}#digest#${userId}` }),
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }

  async clearDigest(userId: string): Promise<void> {
    await this.client.send(new DeleteItemCommand({ TableName: this.tableName, Key: toAttributes(keys.digest(userId)) }));
  }
}
