// Settings read once from the environment; every adapter (Lambda, local stack, tests) builds one.

/**
 * A secret read when something first needs it, then kept. A Lambda reads its secrets through the
 * Parameters and Secrets extension (functions/lambda/config.ts), and each read is a request: at a cold
 * start it reads only the session key that checks its first request, and the others on first use.
 */
export type ReadOnFirstUse<T> = () => Promise<T>;

/** `read`, asked once and its value kept; a failed read is asked again next time rather than kept. */
export function readOnFirstUse<T>(read: () => Promise<T>): ReadOnFirstUse<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= read().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

/** The Web Push (VAPID) key pair and the contact address push services are given. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface Config {
  tableName: string;
  /** The public origin people open, e.g. https://turnpost.example or http://localhost:3000. */
  appUrl: string;
  mailFrom: string;
  /** HMAC key for session and seat tokens (at least 32 bytes). */
  sessionSecret: Uint8Array;
  /**
   * Keys tokens may also be signed with across a rotation of the session key (functions/lambda/config.ts),
   * asked for only when a token does not verify with `sessionSecret`.
   */
  sessionSecretsToVerify?: ReadOnFirstUse<Uint8Array[]>;
  /** True on the local stack: /dev/outbox is served. */
  local: boolean;
  /** Web push keys (VAPID), read for the first push or the first browser that subscribes; null where push is not set up. */
  vapid: ReadOnFirstUse<VapidKeys> | null;
  /**
   * The secret CloudFront sends in ORIGIN_SECRET_HEADER: with it, the
   * CloudFront-Viewer-Address header is trusted as the caller's address. Unset: never trusted. Read for
   * the first request that carries the header, which a move never needs to.
   */
  originSecret?: ReadOnFirstUse<string>;
  /**
   * The domain whose play+<token>@ addresses reach the reply receiver (the local stack's SMTP receiver,
   * the cloud's SES receiving rule): a "your turn" mail is then answered with the number of a move.
   * Unset: the mail has no Reply-To and lists its moves as buttons only.
   */
  replyDomain?: string;
  /** How long a "day" of the correspondence clock lasts: shortened only for local demos and tests. */
  dayMs?: number;
}

export const DAY_MS = 86_400_000;

/**
 * The header CloudFront adds to every request it sends the API, set to a secret (Config.originSecret;
 * cdk/constructs/web.ts): only a request that carries it came through CloudFront, so only then is
 * CloudFront-Viewer-Address the caller's own address rather than something the caller wrote.
 */
export const ORIGIN_SECRET_HEADER = "x-turnpost-origin-secret";

export function appOrigin(config: Pick<Config, "appUrl">): string {
  return new URL(config.appUrl).origin;
}

/**
 * The first word of the clock's log line for an item it parked after failing too often: the stack's
 * metric filter counts these lines into the ClockParked alarm (cdk/constructs/alarms.ts).
 */
export const PARKED_LOG = "CLOCK_PARKED";
