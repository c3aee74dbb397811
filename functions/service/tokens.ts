// Signed tokens: sessions (cookie) and seat links (one seat in one game). HS256 with the session key.
import { SignJWT, jwtVerify } from "jose";

export const SESSION_DAYS = 30;
const SEAT_LINK_DAYS = 365;

export interface SeatGrant {
  gameId: string;
  seat: number;
}

export interface Principal {
  userId: string;
  /** Present when the caller holds a seat link rather than a session: it may act for that seat only. */
  seatGrant: SeatGrant | null;
}

export class Tokens {
  /** `now` is the clock expiry is checked against (injected by tests; the real one by default). */
  constructor(
    private readonly key: Uint8Array,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private issuedAt(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  session(userId: string): Promise<string> {
    return new SignJWT({ typ: "session" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuedAt(this.issuedAt())
      .setExpirationTime(this.issuedAt() + SESSION_DAYS * 86_400)
      .sign(this.key);
  }

  /** Emails carry short-lived links; the link given at join lasts a year. */
  seatLink(userId: string, grant: SeatGrant, days = SEAT_LINK_DAYS): Promise<string> {
    return new SignJWT({ typ: "seat", gid: grant.gameId, seat: grant.seat })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuedAt(this.issuedAt())
      .setExpirationTime(this.issuedAt() + days * 86_400)
      .sign(this.key);
  }

  /** The one-click unsubscribe link of turn emails: it can only turn those emails off. */
  unsubscribe(userId: string): Promise<string> {
    return new SignJWT({ typ: "unsubscribe" }).setProtectedHeader({ alg: "HS256" }).setSubject(userId).sign(this.key);
  }

  /** The principal a token stands for, or null when it is forged, expired or of another kind. */
  async verify(token: string, expected: "session" | "seat" | "unsubscribe"): Promise<Principal | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"], currentDate: this.now() });
      if (payload.typ !== expected || typeof payload.sub !== "string") return null;
      if (expected !== "seat") return { userId: payload.sub, seatGrant: null };
      if (typeof payload.gid !== "string" || typeof payload.seat !== "number") return null;
      return { userId: payload.sub, seatGrant: { gameId: payload.gid, seat: payload.seat } };
    } catch {
      return null;
    }
  }
}
