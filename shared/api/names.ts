// Names people type for others to read (a player's, a tournament's, a league's), checked once, when they
// are saved (./text-checks.ts), and names that were not typed (an address's local part, one saved before
// names were checked) cleaned: whatever shows them later (a page, a mail, a chat message, a calendar) gets
// plain words of a known length. Escaping for each output's markup stays that output's job.
import { PLAYER_NAME_MAX_CHARS } from "./choices";
import { INVISIBLE, impersonates, typedText } from "./text-checks";

/** Control characters, line and paragraph separators and other whitespace: a run of them is one space. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;

/** `name` in composed form, without invisible characters, on one line, single-spaced and trimmed. */
export function cleanName(name: string): string {
  return name.normalize("NFC").replace(new RegExp(INVISIBLE, "gu"), "").replace(BREAKS, " ").trim();
}

/**
 * A player's name cleaned and cut to the length a typed one may have, whole characters kept: for a name
 * that did not come through `typedName` (an address's local part, one saved before names were cleaned).
 */
export function playerNameOf(name: string): string {
  return [...cleanName(name)].slice(0, PLAYER_NAME_MAX_CHARS).join("").trim();
}

/**
 * The name an account signed up by email starts with: its address's local part as a player's name, unless
 * that passes for the service or its staff (admin@…), which is no one's to take by signing up.
 */
export function nameFromAddress(address: string): string {
  const local = playerNameOf(address.split("@")[0]!);
  return local === "" || impersonates(local) ? "player" : local;
}

/** A name as a request carries it, checked as every typed text is (./text-checks.ts): 1 to `max` characters. */
export const typedName = (max: number) => typedText("name", max);
