// Signing in by email link, guests, and who a request stands for.
import { createHmac } from "node:crypto";
import { lazily } from "../../shared/engine/lazy";
import * as z from "../../shared/zod";
import { profileBody, type EmailTrouble, type Vacation } from "../../shared/api/index";
import { nameFromAddress } from "../../shared/api/names";
import { appOrigin, type Config } from "../config";
import type { Mailer, SuppressionList } from "../mail/mailer";
import { emailConfirmationMail, signInMail } from "../mail/templates";
import { newId, randomToken, sameText, sha256Hex } from "../store/ids";
import { USER_DEFAULTS, type Lang, type SignInClaim, type User, type UserStore } from "../store/users";
import { DomainError } from "../record/errors";
import { VACATION_DAYS_PER_YEAR, vacationDaysIn } from "../../shared/clock/vacations";
import { refuseUncallable } from "../net/outbound";
import type { GameStore } from "../store/games";

const SIGN_IN_MINUTES = 15;
/** How long a link confirming an address works: a day, as the person may read that mailbox later. */
const EMAIL_CONFIRMATION_HOURS = 24;

/** PATCH /api/me's body, with what only the server can check: a webhook must point to a public server. */
export const serverProfileBody = lazily(() =>
  profileBody().check(
    z.superRefine((body, ctx) => {
      if (body.webhookUrl) refuseUncallable("A webhook URL", ["webhookUrl"])(body.webhookUrl, ctx);
    }),
  ),
);

/**
 * The page a sign-in leads to: a path that stays on `origin` once the WHATWG URL parser (the browser's)
 * has read it, as that parser writes it; "/" for anything else. Control characters are refused first:
 * browsers drop tabs and newlines from a URL ("/\t/host" becomes "//host"), and CR or LF could not go
 * into a Location header anyway.
 */
export function safeNext(next: string | undefined, origin: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (!next?.startsWith("/") || /[\u0000-\u001f\u007f]/.test(next)) return "/";
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return "/";
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : "/";
}

/**
 * The cookie that binds a sign-in link to the browser that asked for it: a random nonce, set when a
 * link is asked for (or a confirmation page shown) and kept for later links. A link opened in a browser
 * without it asks before signing in (login CSRF: an attacker's link opened by a guest would otherwise
 * merge the guest's games into the attacker's account).
 */
export const SIGN_IN_COOKIE = "tp_signin";

/** A nonce as randomToken makes it: anything else in the cookie is ignored. */
export function isSignInNonce(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}

const confirmationExpired = () =>
  new DomainError("invalid", "link-expired", "This confirmation link was already used or has expired: ask for a new one in Settings.");

/** The same answer whoever has the address: which account it is, is not told. */
const emailTaken = () =>
  new DomainError("conflict", "email-taken", "This address is already used by another Turnpost account: choose another one.");

const linkExpired = () =>
  new DomainError("invalid", "link-expired", "This sign-in link was already used or has expired: ask for a new one.");

const troubleRefusal = (trouble: EmailTrouble) =>
  trouble.kind === "bounce"
    ? new DomainError(
        "invalid",
        "address-bounced",
        "This address bounced: mail sent to it came back undeliverable, so a sign-in link cannot reach it. Check it for a typo, or use another address.",
      )
    : new DomainError(
        "invalid",
        "address-complained",
        "A mail sent to this address was reported as spam, so nothing more is mailed to it: use another address.",
      );

export class AuthService {
  constructor(
    private readonly users: UserStore,
    private readonly games: Pick<GameStore, "moveSeats">,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly now: () => Date,
    /** The transport's refused addresses (absent: it keeps none, as the local outbox). */
    private readonly suppressions?: SuppressionList,
  ) {}

  /**
   * Mails a sign-in link for `email`, bound to the asking browser: `browserNonce` is the value of its
   * SIGN_IN_COOKIE, of which only the hash is stored.
   */
  async requestSignIn(email: string, next: string | undefined, lang: Lang, browserNonce: string, timeZone = "UTC"): Promise<void> {
    const address = email.toLowerCase();
    // A link would be dropped by SES's suppression list, and the person would wait for nothing.
    const trouble = await this.users.emailTroubleOf(address);
    if (trouble) throw troubleRefusal(trouble);
    const token = randomToken();
    const expires = new Date(this.now().getTime() + SIGN_IN_MINUTES * 60_000);
    await this.users.putSignInToken(
      sha256Hex(token),
      address,
      safeNext(next, appOrigin(this.config)),
      sha256Hex(browserNonce),
      expires,
      timeZone,
    );
    const url = new URL("/auth/verify", this.config.appUrl);
    url.searchParams.set("token", token);
    await this.mailer.send(signInMail(lang, address, url.toString()));
  }

  /** What a live sign-in link is for, without using it up; 400 once used or expired. */
  async pending(token: string): Promise<SignInClaim> {
    const claim = await this.users.peekSignInToken(sha256Hex(token), this.now());
    if (!claim) throw linkExpired();
    return claim;
  }

  /** Whether the browser holding `nonce` (its SIGN_IN_COOKIE) is the one that asked for the link. */
  askedBy(claim: SignInClaim, nonce: string | undefined): boolean {
    return claim.browser !== null && nonce !== undefined && sameText(sha256Hex(nonce), claim.browser);
  }

  /**
   * The confirmation page's form token: the link's token and the showing browser's nonce, signed. A
   * page on another site can neither read it nor send that browser's SameSite cookie with its POST.
   */
  confirmation(token: string, nonce: string): string {
    return createHmac("sha256", this.config.sessionSecret)
      .update(`sign-in-confirmation\n${sha256Hex(token)}\n${nonce}`)
      .digest("base64url");
  }

  confirms(token: string, nonce: string | undefined, given: string): boolean {
    return nonce !== undefined && sameText(this.confirmation(token, nonce), given);
  }

  /**
   * Consumes a sign-in link. A guest who verifies an address nobody has yet keeps its games and becomes
   * that account; a guest who verifies the address of an account gives it its seats, so nothing is lost
   * (the link proves the address is theirs; a link opened elsewhere asked first); otherwise the session
   * switches to the address's account.
   */
  async verify(token: string, current: User | null, lang: Lang): Promise<{ user: User; next: string }> {
    const claim = await this.users.consumeSignInToken(sha256Hex(token), this.now());
    if (!claim) throw linkExpired();
    const existing = await this.users.userIdForEmail(claim.email);
    if (existing) {
      const user = await this.users.get(existing);
      if (user) {
        if (current?.guest && current.id !== user.id) await this.games.moveSeats(current.id, user.id);
        return { user, next: claim.next };
      }
    }
    const base: User = current?.guest
      ? current
      : {
          id: newId(),
          name: nameFromAddress(claim.email),
          email: null,
          guest: false,
          lang,
          timeZone: claim.timeZone,
          ...USER_DEFAULTS,
          createdAt: this.now().toISOString(),
        };
    if (!(await this.users.claimEmail(base, claim.email))) {
      throw new DomainError("conflict", "email-taken", "This address was just linked to another account: sign in again.");
    }
    return { user: { ...base, email: claim.email, guest: false }, next: claim.next };
  }

  /**
   * Mails a link that confirms `email` for `user` (Settings, once its mail stopped): its own address
   * again (absent `email`), whose mark the link lifts, or another, which replaces the old once the link
   * is followed. Sent past the marks, as sign-in mail is: nothing else goes to the address meanwhile.
   * Answers the address it went to.
   */
  async requestEmailConfirmation(user: User, email: string | undefined): Promise<string> {
    if (user.guest || !user.email)
      throw new DomainError("forbidden", "no-address", "A guest has no address to confirm: sign in by email first.");
    const address = (email ?? user.email).trim().toLowerCase();
    if (address === user.email && !user.emailTrouble)
      throw new DomainError("invalid", "address-fine", "Mail reaches this address already: there is nothing to confirm.");
    if (address !== user.email && (await this.users.userIdForEmail(address))) throw emailTaken();
    const token = randomToken();
    const expires = new Date(this.now().getTime() + EMAIL_CONFIRMATION_HOURS * 3_600_000);
    await this.users.putEmailConfirmation(sha256Hex(token), user.id, address, expires);
    const url = new URL("/api/me/email/confirm", this.config.appUrl);
    url.searchParams.set("token", token);
    // A bounce or a complaint put the address on SES's list, which would drop this link too: its owner
    // asks for it, at most a few times an hour. The mark on the user stays until the link is followed.
    if (address === user.email && user.emailTrouble) await this.suppressions?.release(address);
    await this.mailer.send(emailConfirmationMail(user.lang, address, url.toString(), address !== user.email));
    return address;
  }

  /** The user a live confirmation link is for and the address it confirms, without using it up. */
  async pendingEmailConfirmation(token: string): Promise<{ user: User; email: string }> {
    const claim = await this.users.peekEmailConfirmation(sha256Hex(token), this.now());
    const user = claim && (await this.users.get(claim.userId));
    if (!claim || !user) throw confirmationExpired();
    return { user, email: claim.email };
  }

  /** Follows a confirmation link, once: the address becomes the user's confirmed one, and mail goes to it. */
  async confirmEmail(token: string): Promise<{ user: User; email: string }> {
    const claim = await this.users.consumeEmailConfirmation(sha256Hex(token), this.now());
    const user = claim && (await this.users.get(claim.userId));
    if (!claim || !user?.email) throw confirmationExpired();
    if (!(await this.users.confirmEmail(user.id, user.email, claim.email))) {
      if ((await this.users.userIdForEmail(claim.email)) !== user.id) throw emailTaken();
      throw new DomainError("conflict", "address-changed", "Your address changed since this link was sent: ask for a new one in Settings.");
    }
    return { user: { ...user, email: claim.email, emailTrouble: undefined }, email: claim.email };
  }

  async createGuest(name: string, lang: Lang, timeZone = "UTC"): Promise<User> {
    const user: User = {
      id: newId(),
      name,
      email: null,
      guest: true,
      lang,
      timeZone,
      ...USER_DEFAULTS,
      createdAt: this.now().toISOString(),
    };
    await this.users.createGuest(user);
    return user;
  }
}

const DAY_MS = 86_400_000;
/** Vacations are planned from a year back (the one under way) to two years ahead. */
const VACATION_WINDOW = { pastYears: 1, futureYears: 2 };

const dayNumber = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/**
 * Refuses vacations outside the window around `now`, then days of absence declared in a calendar year
 * beyond the yearly allowance (the window keeps the years to look at to four).
 */
export function checkVacations(vacations: Vacation[], now: Date): void {
  const yearsFrom = (years: number) => {
    const day = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
    day.setUTCFullYear(day.getUTCFullYear() + years);
    return day.getTime() / DAY_MS;
  };
  const earliest = yearsFrom(-VACATION_WINDOW.pastYears);
  const latest = yearsFrom(VACATION_WINDOW.futureYears);
  for (const v of vacations) {
    if (dayNumber(v.from) < earliest || dayNumber(v.to) > latest) {
      const day = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
      throw new DomainError(
        "invalid",
        "vacation-dates",
        `Vacations fall between ${day(earliest)} and ${day(latest)}: ${v.from} to ${v.to} does not.`,
      );
    }
  }
  const years = new Set(
    vacations.flatMap((v) => {
      const [first, last] = [Number(v.from.slice(0, 4)), Number(v.to.slice(0, 4))];
      return Array.from({ length: last - first + 1 }, (_, i) => first + i);
    }),
  );
  for (const year of years) {
    const days = vacationDaysIn(vacations, year);
    if (days > VACATION_DAYS_PER_YEAR) {
      throw new DomainError(
        "invalid",
        "vacation-allowance",
        `${days} days of vacation in ${year}: the allowance is ${VACATION_DAYS_PER_YEAR} a year.`,
      );
    }
  }
}
