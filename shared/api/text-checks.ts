// What people type for others to read (names, chat messages) is checked once, when it is saved, by the
// one schema every route that saves such text uses (`typedText`): bounded, without control or invisible
// characters, and, for a name, not passing itself off as the service or its staff. Each refusal has a
// code of its own (`TextProblem`), which the server answers and the web client phrases in the reader's
// language (shared/i18n, `error.text-…`).
import * as z from "../zod";

export type TextKind = "name" | "chat";

type TextProblem = "text-too-long" | "text-empty" | "text-control" | "text-invisible" | "text-reserved";

/** Characters nobody sees: format characters (bidi overrides and isolates, zero-width ones, the BOM, tags), other default-ignorable ones, half a surrogate pair. */
export const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]/u;
/** Control characters and line or paragraph separators (a chat message keeps its line feeds). */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;
/** A pictograph, or a skin tone (which a joiner may follow: 👩🏽‍💻). */
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Emoji_Modifier}/u;
const ZWJ = "\u200d";
const VARIATION = /[\ufe0e\ufe0f]/u;

/**
 * Whether the invisible character at `i` of `chars` is an emoji's own: a joiner between two pictographs
 * (👩‍💻) or a variation selector after a pictograph or a keycap's digit (❤️, 1️⃣). Anywhere else it only hides.
 */
function partOfEmoji(chars: string[], i: number): boolean {
  const before = chars[i - 1] ?? "";
  const after = chars[i + 1] ?? "";
  if (chars[i] === ZWJ) return (PICTOGRAPH.test(before) || VARIATION.test(before)) && PICTOGRAPH.test(after);
  return VARIATION.test(chars[i]!) && (PICTOGRAPH.test(before) || /^[0-9#*]$/.test(before));
}

/** Look-alikes of Latin letters that a reserved word may be spelled with: Cyrillic, Greek, digits, signs. */
const LOOK_ALIKES: Record<string, string> = {
  А: "a",
  В: "b",
  Е: "e",
  К: "k",
  М: "m",
  Н: "h",
  О: "o",
  Р: "p",
  С: "c",
  Т: "t",
  Х: "x",
  І: "i",
  Ј: "j",
  Ѕ: "s",
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  т: "t",
  м: "m",
  к: "k",
  п: "n",
  Α: "a",
  Β: "b",
  Ε: "e",
  Η: "h",
  Ι: "i",
  Κ: "k",
  Μ: "m",
  Ν: "n",
  Ο: "o",
  Ρ: "p",
  Τ: "t",
  Χ: "x",
  Ζ: "z",
  α: "a",
  ο: "o",
  ρ: "p",
  τ: "t",
  ι: "i",
  κ: "k",
  ν: "v",
  ı: "i",
  ɑ: "a",
  ℓ: "l",
  "0": "o",
  "1": "l",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "|": "l",
  "!": "l",
};

/** The letters a text reads as, whatever its case or accents: compatibility forms unfolded (ｔ, ﬁ), marks dropped, look-alikes mapped. */
function letters(text: string): string {
  const folded = [...text.normalize("NFKD").replace(/\p{M}/gu, "")].map((c) => LOOK_ALIKES[c] ?? c).join("");
  return [...folded.toLowerCase()].map((c) => LOOK_ALIKES[c] ?? c).join("");
}

/** Letters that pass for others merged (i and l, rn and m): two words that read alike become one. */
const merged = (word: string) => word.replace(/i/g, "l").replace(/rn/g, "m");

/** Names only the service and its staff go by (English and French), as they read. */
const RESERVED = ["turnpost", "moderator", "moderateur", "admin"].map(merged);

/**
 * Whether a name passes itself off as the service or its staff: the whole name, run together, or one of its
 * words begins or ends with a reserved one ("Admin Bob", "t.u.r.n.p.o.s.t", "TheModerator"), while a word that
 * only holds one inside ("Badminton") is no claim to be anybody.
 */
export function impersonates(name: string): boolean {
  const words = letters(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [words.join(""), ...words].map(merged).some((w) => RESERVED.some((r) => w.startsWith(r) || w.endsWith(r)));
}

/**
 * What a typed text is before it is checked: composed (NFC); a name on single spaces, a message with plain
 * line feeds; without spaces (or a message's line feeds) at either end. Only those are trimmed: an
 * invisible character at the end is refused, not dropped.
 */
function normalizedText(text: string, kind: TextKind): string {
  const composed = text.normalize("NFC");
  if (kind === "name") return composed.replace(/\p{Zs}+/gu, " ").replace(/^ | $/g, "");
  return composed.replace(/\r\n?/g, "\n").replace(/^[\p{Zs}\n]+|[\p{Zs}\n]+$/gu, "");
}

/** The first thing wrong with a normalized text of at most `max` characters, or null. */
function textProblem(text: string, kind: TextKind, max: number): TextProblem | null {
  const chars = [...text];
  if (chars.length > max) return "text-too-long";
  if (chars.length === 0) return "text-empty";
  if (chars.some((c) => CONTROL.test(c) && !(kind === "chat" && c === "\n"))) return "text-control";
  if (chars.some((c, i) => INVISIBLE.test(c) && !partOfEmoji(chars, i))) return "text-invisible";
  if (kind === "name" && impersonates(text)) return "text-reserved";
  return null;
}

/** The English of each problem (the client phrases the code in its reader's language). */
function problemMessage(problem: TextProblem, kind: TextKind, max: number): string {
  const what = kind === "name" ? "a name" : "a message";
  switch (problem) {
    case "text-too-long":
      return kind === "name" ? `at most ${max} characters` : `A message has at most ${max} characters.`;
    case "text-empty":
      return kind === "name" ? "a name needs at least one visible character" : "Write something first.";
    case "text-control":
      return `${what} may not hold control characters${kind === "name" ? " or line breaks" : ""}`;
    case "text-invisible":
      return `${what} may not hold invisible characters (zero-width spaces, direction marks)`;
    case "text-reserved":
      return "a name may not pass for Turnpost, a moderator or an admin";
  }
}

/** The issue of a refused text: its code and bound ride in `params`, which checkBody answers with (functions/http/json-body.ts). */
function refuse(ctx: { value: string; issues: z.core.$ZodRawIssue[] }, problem: TextProblem, kind: TextKind, max: number) {
  ctx.issues.push({
    code: "custom",
    input: ctx.value,
    message: problemMessage(problem, kind, max),
    params: { code: problem, max },
    continue: false,
  });
}

/**
 * A name or a chat message as a request carries it: bounded before anything else reads it (four times
 * `max`, so a text padded with combining or invisible characters is turned away unread), normalized, then
 * checked (`textProblem`).
 */
export const typedText = (kind: TextKind, max: number) =>
  z.string().check(
    z.check<string>((ctx) => {
      if (ctx.value.length > max * 4) refuse(ctx, "text-too-long", kind, max);
    }),
    z.overwrite((text) => normalizedText(text, kind)),
    z.check<string>((ctx) => {
      const problem = textProblem(ctx.value, kind, max);
      if (problem) refuse(ctx, problem, kind, max);
    }),
  );
