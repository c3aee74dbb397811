// What a block between two players changes (docs/social.md, "Blocking"), as pure rules: the refusals
// the services throw, and which chat messages a reader is shown.
import { DomainError } from "./errors";

/** A seat refused at a table where someone has a block with the caller (it says nobody's name). */
export const blockedAtTable = () =>
  new DomainError("forbidden", "blocked-player", "You cannot sit at this table: one of its players and you have a block between you.");

/** An invitation (a rematch, a league) refused: someone it names has a block with someone else it seats. */
export const blockedInvitation = () =>
  new DomainError("forbidden", "blocked-invitation", "Players with a block between them cannot be invited to one table.");

/** The messages `reader` is shown (none by an author with a block with them, either way) and how many are hidden. */
export function visibleMessages<M extends { userId: string }>(messages: readonly M[], blockedAuthors: ReadonlySet<string>) {
  const shown = messages.filter((m) => !blockedAuthors.has(m.userId));
  return { shown, hidden: messages.length - shown.length };
}
