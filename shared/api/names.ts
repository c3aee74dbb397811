// Names people type for others to read (a player's, a tournament's, a league's), cleaned once, when they
// are saved: whatever shows them later (a page, a mail, a chat message, a calendar) gets plain words of a
// known length. Escaping for each output's markup stays that output's job.
import * as z from "../zod";
import { PLAYER_NAME_MAX_CHARS } from "./choices";

/**
 * Characters nobody sees: format characters (bidi overrides and isolates, zero-width spaces and joiners,
 * the byte-order mark, tags), the other default-ignorable ones (Hangul fillers, the soft hyphen,
 * variation selectors) and half a surrogate pair. They make a name look like another one, or reorder
 * the text around it.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]/gu;
/** Control characters, line and paragraph separators and other whitespace: a run of them is one space. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;

/** `name` in composed form, without invisible characters, on one line, single-spaced and trimmed. */
export function cleanName(name: string): string {
  return name.normalize("NFC").replace(INVISIBLE, "").replace(BREAKS, " ").trim();
}

/**
 * A player's name cleaned and cut to the length a typed one may have, whole characters kept: for a name
 * that did not come through `typedName` (an address's local part, one saved before names were cleaned).
 */
export function playerNameOf(name: string): string {
  return [...cleanName(name)].slice(0, PLAYER_NAME_MAX_CHARS).join("").trim();
}

/**
 * A name as a request carries it: bounded before anything reads it (four times `max`, room for the
 * invisible characters that cleaning drops), then cleaned, then 1 to `max` characters.
 */
export const typedName = (max: number) =>
  z
    .string()
    .check(
      z.maxLength(max * 4, { message: `at most ${max} characters`, abort: true }),
      z.overwrite(cleanName),
      z.minLength(1, "a name needs at least one visible character"),
      z.maxLength(max, `at most ${max} characters`),
    );
