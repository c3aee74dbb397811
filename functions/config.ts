// Settings read once from the environment; every adapter (Lambda, local stack, tests) builds one.
export interface Config {
  tableName: string;
  /** The public origin people open, e.g. https://turnpost.example or http://localhost:3000. */
  appUrl: string;
  mailFrom: string;
  /** HMAC key for session and seat tokens (at least 32 bytes). */
  sessionSecret: Uint8Array;
  /** Keys tokens may also be signed with across a rotation of the session key (functions/lambda/config.ts). */
  sessionSecretsToVerify?: Uint8Array[];
  /** True on the local stack: /dev/outbox is served. */
  local: boolean;
  /** Web push keys (VAPID); null where push is not set up. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /**
   * The secret CloudFront sends in ORIGIN_SECRET_HEADER: with it, the
   * CloudFront-Viewer-Address header is trusted as the caller's address. Unset: never trusted.
   */
  originSecret?: string;
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
