// Signing in by email link, guests, and who a request stands for.
import * as z from "zod";
import { lazily } from "../../shared/engine/lazy";
import type { Config } from "../config";
import type { Mailer } from "../mail/mailer";
import { signInMail } from "../mail/templates";
import { newId, randomToken, sha256Hex } from "../store/ids";
import { USER_DEFAULTS, type Lang, type User, type UserStore } from "../store/users";
import { HttpError } from "./errors";
import { refuseUncallable } from "../notifier/outbound";
import type { Tokens } from "./tokens";

const SIGN_IN_MINUTES = 15;

export const emailBody = lazily(() =>
  z.strictObject({
    email: z.email().max(254),
    next: z.string().max(500).optional(),
  }),
);
export const guestBody = lazily(() => z.strictObject({ name: z.string().trim().min(1).max(40) }));
export const profileBody = lazily(() =>
  z.strictObject({
    name: z.string().trim().min(1).max(40).optional(),
    lang: z.enum(["en", "fr"]).optional(),
    turnEmails: z.boolean().optional(),
    digest: z.boolean().optional(),
    /** Let the server play my move at once when it is my only legal one (functions/social/forced.ts). */
    autoPlayForced: z.boolean().optional(),
    quietHours: z
      .strictObject({ start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time such as 22:00"), end: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time such as 07:00") })
      .nullable()
      .optional(),
    webhookUrl: z
      .string()
      .max(500)
      .superRefine(refuseUncallable("A webhook URL"))
      .nullable()
      .optional(),
    timeZone: z
      .string()
      .max(64)
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, "not a time zone name such as Europe/Paris")
      .optional(),
  }),
);

/** Only same-site paths may follow a sign-in: never another origin. */
export function safeNext(next: string | undefined): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.includes("\\") ? next : "/";
}

export class AuthService {
  constructor(
    private readonly users: UserStore,
    private readonly mailer: Mailer,
    private readonly tokens: Tokens,
    private readonly config: Config,
    private readonly now: () => Date,
  ) {}

  async requestSignIn(email: string, next: string | undefined, lang: Lang): Promise<void> {
    const token = randomToken();
    const expires = new Date(this.now().getTime() + SIGN_IN_MINUTES * 60_000);
    const address = email.toLowerCase();
    await this.users.putSignInToken(sha256Hex(token), address, safeNext(next), expires);
    const url = new URL("/auth/verify", this.config.appUrl);
    url.searchParams.set("token", token);
    await this.mailer.send(signInMail(lang, address, url.toString()));
  }

  /**
   * Consumes a sign-in link. A guest who verifies an address nobody has yet keeps its games and becomes
   * that account; otherwise the session switches to the address's account.
   */
  async verify(token: string, current: User | null, lang: Lang): Promise<{ user: User; next: string }> {
    const claim = await this.users.consumeSignInToken(sha256Hex(token), this.now());
    if (!claim) {
      throw new HttpError(400, "link-expired", "This sign-in link was already used or has expired: ask for a new one.");
    }
    const existing = await this.users.userIdForEmail(claim.email);
    if (existing) {
      const user = await this.users.get(existing);
      if (user) return { user, next: claim.next };
    }
    const base: User = current?.guest
      ? current
      : { id: newId(), name: claim.email.split("@")[0], email: null, guest: false, lang, timeZone: "UTC", ...USER_DEFAULTS, createdAt: this.now().toISOString() };
    if (!(await this.users.claimEmail(base, claim.email))) {
      throw new HttpError(409, "email-taken", "This address was just linked to another account: sign in again.");
    }
    return { user: { ...base, email: claim.email, guest: false }, next: claim.next };
  }

  async createGuest(name: string, lang: Lang): Promise<User> {
    const user: User = { id: newId(), name, email: null, guest: true, lang, timeZone: "UTC", ...USER_DEFAULTS, createdAt: this.now().toISOString() };
    await this.users.createGuest(user);
    return user;
  }
}

export const VACATION_DAYS_PER_YEAR = 30;

export const vacationBody = lazily(() => {
  const isoDate = z.iso.date();
  return z.strictObject({
    vacations: z
      .array(z.strictObject({ from: isoDate, to: isoDate }).refine((v) => v.from <= v.to, "a vacation ends on or after its first day"))
      .max(20),
  });
});

/** Days of absence declared in each calendar year must stay within the yearly allowance. */
export function vacationProblem(vacations: { from: string; to: string }[]): string | null {
  const perYear = new Map<string, number>();
  for (const v of vacations) {
    for (let day = Date.parse(`${v.from}T00:00:00Z`); day <= Date.parse(`${v.to}T00:00:00Z`); day += 86_400_000) {
      const year = new Date(day).toISOString().slice(0, 4);
      perYear.set(year, (perYear.get(year) ?? 0) + 1);
    }
  }
  for (const [year, days] of perYear) {
    if (days > VACATION_DAYS_PER_YEAR) return `${days} days of vacation in ${year}: the allowance is ${VACATION_DAYS_PER_YEAR} a year.`;
  }
  return null;
}
