// A user's suspension or ban by the operator (docs/operations.md, "Moderation"), as the user item keeps
// it, and the refusal of such a user's requests. Apart from the moderation store: every route that reads
// who calls asks it, a move's cold start too, which loads nothing of moderation but this.
import { DomainError } from "./errors";

/** A user's suspension (until a time) or ban (until null), on their user item. */
export interface Restriction {
  kind: "suspended" | "banned";
  until: string | null;
  at: string;
  why: string;
}

/** The restriction of `user` in force at `now`, if any: a ban always, a suspension until its end. */
function restrictionInForce(user: { restriction?: Restriction }, now: Date): Restriction | null {
  const restriction = user.restriction;
  if (!restriction) return null;
  return restriction.until === null || restriction.until > now.toISOString() ? restriction : null;
}

/** Refuses a user whose account is suspended or closed: every route that reads who calls asks this. */
export function refuseRestricted(user: { restriction?: Restriction }, now: Date): void {
  const restriction = restrictionInForce(user, now);
  if (!restriction) return;
  const until = restriction.until?.slice(0, 10) ?? null;
  throw new DomainError(
    "forbidden",
    "account-restricted",
    until ? `Your account is suspended until ${until}.` : "Your account is closed.",
    {
      key: "moderation.restricted",
      params: { until: until ?? "" },
    },
  );
}
