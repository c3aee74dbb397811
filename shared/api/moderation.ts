// Reports, appeals and what moderation tells people (docs/api.md, "Moderation"): the bodies a client
// sends and the notices it reads. Apart from ./index.ts: only the report menu and the notices list,
// both loaded on first use, read it.
import * as z from "../zod";
import { lazily } from "../engine/lazy";

/** What may be reported: a chat message, a player's display name, or the player themselves. */
const REPORT_KINDS = ["message", "name", "player"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Why: a fixed list, so that the queue sorts at a glance; "other" asks for words. */
export const REPORT_REASONS = ["spam", "abuse", "cheating", "impersonation", "offensive-name", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The words a reporter or an appellant may add. */
export const REPORT_TEXT_MAX_CHARS = 500;
export const APPEAL_TEXT_MAX_CHARS = 1000;

/** Chat message ids as the chat answers them: `<ISO time>#<random>`. */
const messageId = () => z.string().check(z.regex(/^[0-9T:.Z-]{20,30}#[a-z0-9]{1,12}$/, "a message id from the game's chat"));
const anId = () => z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, "an id as the API gives it"));

/**
 * POST /api/reports: a message names its game and id (its author is who is reported); a name or a
 * player, the user, or their seat in a game (the game page knows seats, not user ids).
 */
export const reportBody = lazily(() =>
  z.strictObject({
    kind: z.enum(REPORT_KINDS),
    userId: z.optional(anId()),
    gameId: z.optional(anId()),
    seat: z.optional(z.int().check(z.minimum(0), z.maximum(7))),
    messageId: z.optional(messageId()),
    reason: z.enum(REPORT_REASONS),
    text: z.optional(
      z.string().check(z.trim(), z.maxLength(REPORT_TEXT_MAX_CHARS, `A report's words have at most ${REPORT_TEXT_MAX_CHARS} characters.`)),
    ),
  }),
);
export type ReportRequest = z.input<ReturnType<typeof reportBody>>;

/** POST /api/appeals: the notice of the action appealed, and why it was wrong. */
export const appealBody = lazily(() =>
  z.strictObject({
    notice: z.string().check(z.regex(/^[0-9T:.Z-]{20,30}#[a-z0-9]{1,12}$/, "a notice id from GET /api/moderation/notices")),
    text: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "Say why the action was wrong."),
        z.maxLength(APPEAL_TEXT_MAX_CHARS, `An appeal has at most ${APPEAL_TEXT_MAX_CHARS} characters.`),
      ),
  }),
);

/** What moderation did about someone, as the one it was done to reads it. */
export type ModerationAction = "warned" | "message-hidden" | "renamed" | "suspended" | "banned";

/** A line of the notices list (GET /api/moderation/notices). */
export type ModerationNotice =
  | { id: string; at: string; kind: "report-reviewed"; report: { kind: ReportKind; reason: ReportReason } }
  | {
      id: string;
      at: string;
      kind: "action";
      action: ModerationAction;
      /** A suspension's end. */
      until: string | null;
      /** The operator's words to the player. */
      note: string;
      /** Whether the player may still appeal it (once). */
      appealable: boolean;
    };

/** POST /api/reports' answer: `duplicate` when the caller had reported the very same thing before. */
export interface ReportAnswer {
  report: { id: string; duplicate: boolean };
}
