// Rate limits. Moves: a token bucket per user held in the function instance's memory, so the move path
// keeps its one GetItem and one TransactWriteItems (a Lambda instance serves one request at a time, so
// each instance, of the API or of the live channel, limits its share; the limit is against scripts gone
// wild, not an exact quota).
// Sign-in emails are rare and cost a mail each: fixed one-hour windows counted in DynamoDB per address
// and per client address, with a TTL that cleans them up.
import { ConditionalCheckFailedException, UpdateItemCommand, type DynamoDBClient } from "@aws-sdk/client-dynamodb";
import type { Context } from "hono";
import { HttpError } from "../service/errors";
import { sha256Hex } from "../store/ids";
import { TTL_ATTRIBUTE } from "../store/table";

export interface RateLimits {
  /** Moves a user may send at once, and how many come back per second. */
  moveBurst: number;
  movesPerSecond: number;
  /** Sign-in emails per address, and per client address, in an hour. */
  signInsPerAddress: number;
  signInsPerClient: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  moveBurst: 60,
  movesPerSecond: 1,
  signInsPerAddress: 5,
  signInsPerClient: 30,
};

/** At most this many users' buckets are kept; full buckets are dropped first when it is reached. */
const MAX_BUCKETS = 10_000;

/**
 * One per process, shared by whatever takes moves in it (the API, the local stack's live channel), so
 * that a user's moves count once whichever way they come.
 */
export class MoveLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst = DEFAULT_RATE_LIMITS.moveBurst,
    private readonly perSecond = DEFAULT_RATE_LIMITS.movesPerSecond,
  ) {}

  /** Takes one move from the user's bucket, or throws 429 saying when the next one is allowed. */
  take(userId: string, now: Date): void {
    const at = now.getTime();
    const bucket = this.buckets.get(userId) ?? { tokens: this.burst, at };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((at - bucket.at) / 1000) * this.perSecond);
    bucket.at = at;
    if (bucket.tokens < 1) {
      const wait = Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond));
      this.buckets.set(userId, bucket);
      throw new HttpError(429, "too-many-moves", `You are sending moves faster than anyone plays: wait ${wait} s and try again.`, {
        retryAfter: wait,
      });
    }
    bucket.tokens -= 1;
    this.buckets.delete(userId); // re-inserted last: the map stays ordered by last use
    this.buckets.set(userId, bucket);
    if (this.buckets.size > MAX_BUCKETS) this.evict(at);
  }

  private evict(at: number): void {
    for (const [user, bucket] of this.buckets) {
      if (this.buckets.size <= MAX_BUCKETS / 2) break;
      const refilled = bucket.tokens + ((at - bucket.at) / 1000) * this.perSecond;
      if (refilled >= this.burst) this.buckets.delete(user);
    }
    // Still too many busy users: forget the least recently seen.
    for (const user of this.buckets.keys()) {
      if (this.buckets.size <= MAX_BUCKETS) break;
      this.buckets.delete(user);
    }
  }
}

const WINDOW_MS = 3_600_000;

export class SignInLimiter {
  constructor(
    private readonly client: DynamoDBClient,
    private readonly tableName: string,
    private readonly limits: Pick<RateLimits, "signInsPerAddress" | "signInsPerClient">,
  ) {}

  /** Counts one sign-in email for the client and the address; throws 429 once either is over its limit. */
  async take(email: string, client: string, now: Date): Promise<void> {
    await this.count(`client#${sha256Hex(client)}`, this.limits.signInsPerClient, now,
      "Too many sign-in emails were asked for from your network: try again later.");
    await this.count(`email#${sha256Hex(email)}`, this.limits.signInsPerAddress, now,
      "Several sign-in links were already sent to this address: use the latest one, or try again later.");
  }

  private async count(key: string, limit: number, now: Date, message: string): Promise<void> {
    const windowStart = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
    const windowEnd = windowStart + WINDOW_MS;
    try {
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: { pk: { S: `RATE#${key}` }, sk: { S: `W#${windowStart}` } },
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
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      const wait = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
      throw new HttpError(429, "too-many-sign-ins", message, { retryAfter: wait });
    }
  }
}

/**
 * The caller's network address: CloudFront's viewer address in the cloud (API Gateway only sees
 * CloudFront), the Lambda event's source otherwise, the socket's peer on the local stack.
 */
export function clientAddress(c: Context): string {
  const viewer = c.req.header("cloudfront-viewer-address");
  if (viewer) return viewer.replace(/:\d+$/, "");
  const env = c.env as
    | { event?: { requestContext?: { http?: { sourceIp?: string } } }; incoming?: { socket?: { remoteAddress?: string } } }
    | undefined;
  return env?.event?.requestContext?.http?.sourceIp ?? env?.incoming?.socket?.remoteAddress ?? "unknown";
}
