// What costs more than a write (a mail, an account, a game, a report) is counted in DynamoDB in fixed
// windows (an hour unless said otherwise), per address, user or client, with a TTL that cleans them up.
import { UpdateItemCommand, type DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DomainError } from "../record/errors";
import { sha256Hex } from "./ids";
import { isConditionFailed } from "./outcomes";
import { TTL_ATTRIBUTE } from "./table";

/** What a limiter answers once its limit is reached: a 429 with this code and message. */
export interface Refusal {
  code: string;
  message: string;
}

const WINDOW_MS = 3_600_000;
/** The window of a daily limit. */
export const DAY_WINDOW_MS = 24 * WINDOW_MS;

/** Counts in DynamoDB, per key and per hour: sign-in emails, guest accounts, new games. */
export class HourlyLimiter {
  constructor(
    private readonly client: DynamoDBClient,
    private readonly tableName: string,
  ) {}

  /** Counts one for `key`; throws 429 once `limit` were counted this hour (or window of `windowMs`). */
  async take(key: string, limit: number, now: Date, refusal: Refusal, windowMs = WINDOW_MS): Promise<void> {
    if (await this.counts(key, limit, now, windowMs)) return;
    const windowEnd = (Math.floor(now.getTime() / windowMs) + 1) * windowMs;
    const wait = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
    throw new DomainError("too-many", refusal.code, refusal.message, { retryAfter: wait });
  }

  /** Counts one for `key` and answers true; false, counting nothing, once `limit` were counted this hour (or window). */
  async counts(key: string, limit: number, now: Date, windowMs = WINDOW_MS): Promise<boolean> {
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    const windowEnd = windowStart + windowMs;
    try {
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: { pk: { S: `RATE#${sha256Hex(key)}` }, sk: { S: `W#${windowStart}` } },
          UpdateExpression: "ADD n :one SET #ttl = :ttl",
          ConditionExpression: "attribute_not_exists(n) OR n < :limit",
          ExpressionAttributeNames: { "#ttl": TTL_ATTRIBUTE },
          ExpressionAttributeValues: {
            ":one": { N: "1" },
            ":limit": { N: String(limit) },
            ":ttl": { N: String(Math.ceil(windowEnd / 1000)) },
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }
}
