// Rate limits. Moves and other writes: token buckets per user (and per client address) held in the
// function instance's memory, so the move path keeps its one GetItem and one TransactWriteItems (a
// Lambda instance serves one request at a time, so each instance, of the API or of the live channel,
// limits its share; the limit is against scripts gone wild, not an exact quota).
// What costs more than a write (a mail, an account, a game) is counted in DynamoDB: store/hourly-limiter.ts.
import type { Context } from "hono";
import { ORIGIN_SECRET_HEADER, type ReadOnFirstUse } from "../config";
import { DomainError } from "../record/errors";
import type { Refusal } from "../store/hourly-limiter";
import { sameText } from "../store/ids";

export interface RateLimits {
  /** Moves a user may send at once, and how many come back per second. */
  moveBurst: number;
  movesPerSecond: number;
  /** Other writes (settings, chat, notes, webhooks, joins...): per user, and per client address. */
  writeBurst: number;
  writesPerSecond: number;
  clientWriteBurst: number;
  clientWritesPerSecond: number;
  /** Sign-in emails per address, and per client address, in an hour. */
  signInsPerAddress: number;
  signInsPerClient: number;
  /** Guest accounts per client address, and games created per user and per client address, in an hour. */
  guestsPerClient: number;
  /** Guest accounts per client address in a day: a script that waits out the hourly limit still stops. */
  guestsPerClientPerDay: number;
  gamesPerUser: number;
  gamesPerClient: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  moveBurst: 60,
  movesPerSecond: 1,
  writeBurst: 30,
  writesPerSecond: 1,
  clientWriteBurst: 300,
  clientWritesPerSecond: 10,
  signInsPerAddress: 5,
  signInsPerClient: 30,
  guestsPerClient: 30,
  guestsPerClientPerDay: 100,
  gamesPerUser: 30,
  gamesPerClient: 200,
};

const TOO_MANY_MOVES: Refusal = { code: "too-many-moves", message: "You are sending moves faster than anyone plays" };
export const TOO_MANY_WRITES: Refusal = { code: "too-many-requests", message: "You are sending changes faster than anyone types" };

/** At most this many keys' buckets are kept; full buckets are dropped first when it is reached. */
const MAX_BUCKETS = 10_000;

/** A token bucket per key (a user, a client address): 429 with the refusal once a bucket is empty. */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly refusal: Refusal,
  ) {}

  /** Takes one from the bucket of `key`, or throws 429 saying when the next one is allowed. */
  take(key: string, now: Date): void {
    const at = now.getTime();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((at - bucket.at) / 1000) * this.perSecond);
    bucket.at = at;
    if (bucket.tokens < 1) {
      const wait = Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond));
      this.buckets.set(key, bucket);
      throw new DomainError("too-many", this.refusal.code, `${this.refusal.message}: wait ${wait} s and try again.`, {
        retryAfter: wait,
      });
    }
    bucket.tokens -= 1;
    this.buckets.delete(key); // re-inserted last: the map stays ordered by last use
    this.buckets.set(key, bucket);
    if (this.buckets.size > MAX_BUCKETS) this.evict(at);
  }

  private evict(at: number): void {
    for (const [key, bucket] of this.buckets) {
      if (this.buckets.size <= MAX_BUCKETS / 2) break;
      const refilled = bucket.tokens + ((at - bucket.at) / 1000) * this.perSecond;
      if (refilled >= this.burst) this.buckets.delete(key);
    }
    // Still too many busy keys: forget the least recently seen.
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= MAX_BUCKETS) break;
      this.buckets.delete(key);
    }
  }
}

/**
 * Moves: one per process, shared by whatever takes moves in it (the API, the local stack's live
 * channel), so that a user's moves count once whichever way they come.
 */
export class MoveLimiter extends TokenBuckets {
  constructor(burst = DEFAULT_RATE_LIMITS.moveBurst, perSecond = DEFAULT_RATE_LIMITS.movesPerSecond) {
    super(burst, perSecond, TOO_MANY_MOVES);
  }
}

/**
 * The caller's network address: CloudFront's viewer address when the request proves it came through
 * CloudFront (API Gateway then only sees CloudFront), the Lambda event's source otherwise, the socket's
 * peer on the local stack; null when none is known or it is this machine (the local stack and tests),
 * which per-client limits leave alone.
 */
export async function clientAddress(c: Context, originSecret: ReadOnFirstUse<string> | undefined): Promise<string | null> {
  const viewer = c.req.header("cloudfront-viewer-address");
  const proof = c.req.header(ORIGIN_SECRET_HEADER);
  if (viewer && originSecret && proof && sameText(proof, await originSecret())) return viewer.replace(/:\d+$/, "");
  const env = c.env as
    | { event?: { requestContext?: { http?: { sourceIp?: string } } }; incoming?: { socket?: { remoteAddress?: string } } }
    | undefined;
  const address = env?.event?.requestContext?.http?.sourceIp ?? env?.incoming?.socket?.remoteAddress ?? null;
  return address === null || /^(127\.|::1$|::ffff:127\.)/.test(address) ? null : address;
}

/**
 * The key an address is limited by: one mailbox however it is spelled. Lowercase, no "+tag" (most
 * providers deliver x+1@ to x@), and for Gmail no dots in the local part and googlemail.com as
 * gmail.com, since Gmail delivers all of them to one mailbox. Other providers' dots are left: for
 * most of them a dot makes another mailbox.
 */
export function mailboxKey(email: string): string {
  const address = email.toLowerCase();
  const at = address.lastIndexOf("@");
  let local = address.slice(0, at).replace(/\+.*$/, "");
  let domain = address.slice(at + 1);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replace(/\./g, "");
  return `${local}@${domain}`;
}
