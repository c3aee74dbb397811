// Signed tokens: sessions (cookie) and seat links (one seat in one game). HS256 with the session key:
// signed with the current key, verified against it and the keys a rotation keeps valid beside it.
import { createHmac } from "node:crypto";
import { SignJWT, jwtVerify, type JWTPayload } from "jose";
import type { ReadOnFirstUse } from "../config";
import { DomainError } from "../record/errors";
import { sameText } from "../store/ids";

export const SESSION_DAYS = 30;
export const SESSION_COOKIE = "tp_session";
/** The longest-lived token; the session key's rotation period is at least this (cdk/constructs/secrets.ts). */
export const SEAT_LINK_DAYS = 365;
/** How long a seat link in a mail signs its reader in: a mail outlives its turn in inboxes and archives. */
export const MAIL_LINK_DAYS = 7;

export interface SeatGrant {
  gameId: string;
  seat: number;
  /**
   * A mailed link's generation (`mailLinkGen` of its seat when minted): revoking the seat's mailed links
   * bumps the seat's, on the game item every use reads anyway. Absent for the link given at join.
   */
  gen?: number;
}

/** One seat's turn at one version of a game: what a move token of a "your turn" mail may play. */
export interface PlayGrant {
  gameId: string;
  seat: number;
  version: number;
  /** When the seat's turn began (the game's `turnSince`, in ms): the token lives as long as that turn. */
  turn: number;
}

/**
 * `<game>-<seat>-<version>-<turn in base 36>-<mac>`: lowercase letters, digits and dashes, as a mail
 * address's local part allows (64 octets: 57 at most with our 12-letter game ids).
 */
const PLAY_TOKEN = /^([a-z0-9_]{1,40})-(\d{1,2})-(\d{1,7})-([0-9a-z]{1,9})-([0-9a-f]{24})$/;

export interface Principal {
  userId: string;
  /** Present when the caller holds a seat link rather than a session: it may act for that seat only. */
  seatGrant: SeatGrant | null;
}

export class Tokens {
  /**
   * `now` is the clock expiry is checked against (injected by tests; the real one by default).
   * `otherKeys` verify but never sign: the key before the last rotation, so that live sessions and
   * links outlast it, and the one the next rotation will promote, which newer instances sign with.
   * They are asked for only when a token does not verify with `key`, which most never need.
   */
  constructor(
    private readonly key: Uint8Array,
    private readonly now: () => Date = () => new Date(),
    private readonly otherKeys: ReadOnFirstUse<readonly Uint8Array[]> = async () => [],
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  session(userId: string): Promise<string> {
    return new SignJWT({ typ: "session" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuedAt(this.nowSeconds())
      .setExpirationTime(this.nowSeconds() + SESSION_DAYS * 86_400)
      .sign(this.key);
  }

  /** Emails carry short-lived links; the link given at join lasts a year. */
  seatLink(userId: string, grant: SeatGrant, days = SEAT_LINK_DAYS): Promise<string> {
    return new SignJWT({ typ: "seat", gid: grant.gameId, seat: grant.seat, ...(grant.gen === undefined ? {} : { gen: grant.gen }) })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuedAt(this.nowSeconds())
      .setExpirationTime(this.nowSeconds() + days * 86_400)
      .sign(this.key);
  }

  /** The seat link a mail carries: it expires sooner than a join link, and its seat's mailed links can be revoked. */
  mailSeatLink(userId: string, grant: Required<SeatGrant>): Promise<string> {
    return this.seatLink(userId, grant, MAIL_LINK_DAYS);
  }

  /**
   * The unsubscribe link of game emails: it can only turn those emails off (and on again), for all games
   * or for the game it names (the game the email was about).
   */
  unsubscribe(userId: string, gameId?: string): Promise<string> {
    return new SignJWT({ typ: "unsubscribe", ...(gameId ? { gid: gameId } : {}) })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .sign(this.key);
  }

  /** Whom an unsubscribe link is for, and which game it names; null when it is forged or of another kind. */
  async unsubscribeGrant(token: string): Promise<{ userId: string; gameId: string | null } | null> {
    const payload = await this.verifiedPayload(token);
    if (payload?.typ !== "unsubscribe" || typeof payload.sub !== "string") return null;
    return { userId: payload.sub, gameId: typeof payload.gid === "string" ? payload.gid : null };
  }

  /**
   * The move token of a "your turn" mail: its choice buttons and its reply address (play+<token>@…)
   * carry it. Not a JWT: it must fit a mail address's local part (64 octets) and survive mail systems
   * that lowercase addresses, so it is the grant in clear and 96 bits of an HMAC over it and the seat's
   * user, in hex. It names the turn it was made for, which ends it: the caller checks that the seat is
   * still in that turn and before its deadline, and plays only at the token's version.
   */
  playToken(userId: string, grant: PlayGrant): string {
    return `${grant.gameId}-${grant.seat}-${grant.version}-${grant.turn.toString(36)}-${playMac(this.key, userId, grant)}`;
  }

  /** The grant a move token names, or null when it has not the shape of one; its signature is checked by `isPlayTokenOf`. */
  static playGrantOf(token: string): PlayGrant | null {
    const match = PLAY_TOKEN.exec(token);
    return match ? { gameId: match[1]!, seat: Number(match[2]), version: Number(match[3]), turn: Number.parseInt(match[4]!, 36) } : null;
  }

  /** Whether `token` was signed for `userId` (with the current key or one a rotation keeps valid). */
  async isPlayTokenOf(token: string, userId: string): Promise<boolean> {
    const grant = Tokens.playGrantOf(token);
    if (grant === null) return false;
    const mac = token.slice(token.lastIndexOf("-") + 1);
    const signedWith = (key: Uint8Array) => sameText(playMac(key, userId, grant), mac);
    return signedWith(this.key) || (await this.otherKeys()).some(signedWith);
  }

  /**
   * Tokens whose signature was checked, with their expiry: a player's session comes back with every
   * move, and checking it again costs a WebCrypto round trip through the thread pool each time. Only
   * good signatures are kept, the expiry is still checked on every request, and the map is bounded.
   */
  private readonly checked = new Map<string, { principal: Principal | null; typ: unknown; exp: number | undefined }>();

  /** The principal a token stands for, or null when it is forged, expired or of another kind. */
  async verify(token: string, expected: "session" | "seat"): Promise<Principal | null> {
    const known = this.checked.get(token);
    if (known) {
      if (known.exp !== undefined && known.exp <= this.nowSeconds()) return null;
      return known.typ === expected ? known.principal : null;
    }
    const payload = await this.verifiedPayload(token);
    if (!payload) return null;
    const principal = principalOf(payload);
    if (this.checked.size >= MAX_CHECKED) this.checked.delete(this.checked.keys().next().value!);
    this.checked.set(token, { principal, typ: payload.typ, exp: payload.exp });
    return payload.typ === expected ? principal : null;
  }

  /** The payload of a well-signed, unexpired token, the current key tried first. */
  private async verifiedPayload(token: string): Promise<JWTPayload | null> {
    const verifiedWith = async (key: Uint8Array) => {
      try {
        return (await jwtVerify(token, key, { algorithms: ["HS256"], currentDate: this.now() })).payload;
      } catch {
        // Another key, an expired or a malformed token: the next key, or null.
        return null;
      }
    };
    const payload = await verifiedWith(this.key);
    if (payload) return payload;
    for (const key of await this.otherKeys()) {
      const other = await verifiedWith(key);
      if (other) return other;
    }
    return null;
  }
}

const MAX_CHECKED = 10_000;

function playMac(key: Uint8Array, userId: string, grant: PlayGrant): string {
  return createHmac("sha256", key)
    .update(`play\n${userId}\n${grant.gameId}\n${grant.seat}\n${grant.version}\n${grant.turn}`)
    .digest("hex")
    .slice(0, 24);
}

function principalOf(payload: JWTPayload): Principal | null {
  if (typeof payload.sub !== "string") return null;
  if (payload.typ !== "seat") return { userId: payload.sub, seatGrant: null };
  if (typeof payload.gid !== "string" || typeof payload.seat !== "number") return null;
  const seatGrant: SeatGrant = { gameId: payload.gid, seat: payload.seat };
  if (typeof payload.gen === "number") seatGrant.gen = payload.gen;
  return { userId: payload.sub, seatGrant };
}

/**
 * Who calls: the seat link when one is given (a bad one is refused rather than ignored, so that a
 * player never silently plays as someone else), else the session cookie, else nobody.
 */
export async function callerPrincipal(
  tokens: Tokens,
  seatToken: string | undefined,
  sessionCookie: string | undefined,
): Promise<Principal | null> {
  if (seatToken !== undefined) {
    const principal = await tokens.verify(seatToken, "seat");
    if (!principal)
      throw new DomainError("unauthenticated", "bad-seat-link", "This seat link is not valid: ask the game's creator for a new one.");
    return principal;
  }
  return sessionCookie ? tokens.verify(sessionCookie, "session") : null;
}

/** The principal of a caller that acts in a game (a move, a takeback…): nobody is told to sign in. */
export function principalToAct(principal: Principal | null): Principal {
  if (!principal) throw new DomainError("unauthenticated", "not-signed-in", "Sign in, or open your seat link, to play.");
  return principal;
}
