// What a client may send to the HTTP API (docs/api.md): each request body and query as a zod schema, and
// the type of what a client sends derived from it (`z.input`). The server parses with these; the web client builds its requests from the
// same types. Checks only the server can make (whether a URL's host may be called from our network,
// whether a push key is a curve point) are added to them on the server's side.
import * as z from "zod";
import { BOT_LEVELS } from "../bots/levels";
import { lazily } from "../engine/lazy";
import { LANGS } from "../i18n/index";
import {
  BANK_LIMITS,
  CHAT_MAX_CHARS,
  NOTE_MAX_CHARS,
  PLAYER_NAME_MAX_CHARS,
  REMINDER_KINDS,
  TIME_PER_MOVE_DAYS,
  TIMEOUT_POLICIES,
} from "./choices";
import { MAX_REST_DAYS, type Weekday } from "../clock/time";

/** A zone name as the settings take it, and as a browser gives it at sign-up (a new account's zone). */
const timeZoneName = () =>
  z
    .string()
    .max(64)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "not a time zone name such as Europe/Paris");

/** POST /api/auth/email */
export const emailBody = lazily(() =>
  z.strictObject({
    email: z.email().max(254),
    next: z.string().max(500).optional(),
    timeZone: timeZoneName().optional(),
  }),
);

/** POST /api/auth/guest */
export const guestBody = lazily(() =>
  z.strictObject({ name: z.string().trim().min(1).max(PLAYER_NAME_MAX_CHARS), timeZone: timeZoneName().optional() }),
);

const clockTime = (example: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `a time such as ${example}`);

/** PATCH /api/me */
export const profileBody = lazily(() =>
  z.strictObject({
    name: z.string().trim().min(1).max(PLAYER_NAME_MAX_CHARS).optional(),
    lang: z.enum(LANGS).optional(),
    turnEmails: z.boolean().optional(),
    digest: z.boolean().optional(),
    /** Let the server play my move at once when it is my only legal one (functions/social/forced.ts). */
    autoPlayForced: z.boolean().optional(),
    /** Which reminders before a deadline, each at most once. */
    reminders: z
      .array(z.enum(REMINDER_KINDS))
      .max(3)
      .refine((kinds) => new Set(kinds).size === kinds.length, "each reminder once")
      .optional(),
    quietHours: z
      .strictObject({ start: clockTime("22:00"), end: clockTime("07:00") })
      .nullable()
      .optional(),
    webhookUrl: z.string().max(500).nullable().optional(),
    timeZone: timeZoneName().optional(),
    /** Weekly rest days (0 is Sunday), in the user's time zone: their clocks do not count them. */
    restDays: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(6)
          .transform((d) => d as Weekday),
      )
      .max(MAX_REST_DAYS, `at most ${MAX_REST_DAYS} rest days a week`)
      .refine((days) => new Set(days).size === days.length, "each day once")
      .optional(),
  }),
);
export type ProfilePatch = z.input<ReturnType<typeof profileBody>>;

/** PUT /api/me/vacations */
export const vacationBody = lazily(() => {
  const isoDate = z.iso.date();
  return z.strictObject({
    vacations: z
      .array(z.strictObject({ from: isoDate, to: isoDate }).refine((v) => v.from <= v.to, "a vacation ends on or after its first day"))
      .max(20),
  });
});
export type Vacation = z.input<ReturnType<typeof vacationBody>>["vacations"][number];

/** POST /api/me/push: a browser's push subscription as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionBody = lazily(() =>
  z.object({
    endpoint: z.url({ protocol: /^https$/ }).max(1000),
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject({
      p256dh: z.string().max(100),
      // 16 bytes in unpadded base64url are 22 characters.
      auth: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "the browser's secret: 16 bytes in base64url"),
    }),
  }),
);
export type PushSubscriptionBody = z.input<ReturnType<typeof pushSubscriptionBody>>;

/** POST /api/me/push/remove */
export const pushRemovalBody = lazily(() => z.strictObject({ endpoint: z.url().max(1000) }));

/** POST /api/games */
export const createGameBody = lazily(() =>
  z
    .strictObject({
      game: z.string().min(1).max(40),
      players: z.number().int(),
      options: z.record(z.string(), z.unknown()).optional(),
      timePerMoveDays: z.literal(TIME_PER_MOVE_DAYS).nullable().optional(),
      /** A time bank instead of a time per move: days at the start, days added after each turn, the cap. */
      bank: z
        .strictObject({
          initialDays: z.number().int().min(1).max(BANK_LIMITS.initialDays),
          incrementDays: z.number().int().min(0).max(BANK_LIMITS.incrementDays),
          maxDays: z.number().int().min(1).max(BANK_LIMITS.maxDays),
        })
        .refine((b) => b.initialDays <= b.maxDays, "a bank starts at most at its cap")
        .nullable()
        .optional(),
      timeoutPolicy: z.enum(TIMEOUT_POLICIES).optional(),
      private: z.boolean().optional(),
      /** Whether people without a seat may read the game's chat. */
      chatForSpectators: z.boolean().optional(),
      /** Seats (never 0, the creator's) the server plays from the start. */
      bots: z
        .array(z.strictObject({ seat: z.number().int().min(1), level: z.enum(BOT_LEVELS) }))
        .max(4)
        .optional(),
    })
    .refine((body) => !(body.bank && body.timePerMoveDays), {
      message: "a game has a time per move or a time bank, not both",
      path: ["bank"],
    }),
);
export type CreateGameRequest = z.input<ReturnType<typeof createGameBody>>;

/** POST /api/games/:id/moves, and a move over the live socket. */
export const moveBody = lazily(() =>
  z.strictObject({
    version: z.number().int().min(0),
    move: z.unknown().refine((m) => m !== undefined, "a move is required"),
    clientMoveId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "8 to 64 letters, digits, '-' or '_'"),
  }),
);
export type MoveRequest = z.input<ReturnType<typeof moveBody>>;

/** POST /api/games/:id/visit: a version up to the game's own, `current`. */
export const visitBody = (current: number) =>
  z.strictObject({ version: z.number().int().min(0).max(current, `the game is at version ${current}`) });

/** PUT /api/games/:id/mute */
export const muteBody = lazily(() => z.strictObject({ muted: z.boolean() }));

/** PUT /api/games/:id/webhook */
export const chatWebhookBody = lazily(() => z.strictObject({ url: z.string().max(500).nullable() }));

/** POST /api/games/:id/undo and /takeback: the version the caller saw. */
export const versionBody = lazily(() => z.strictObject({ version: z.number().int().min(0) }));

/** POST /api/games/:id/takeback/answer */
export const takebackAnswerBody = lazily(() => z.strictObject({ accept: z.boolean() }));

/** POST /api/games/:id/chat */
export const chatBody = lazily(() =>
  z.strictObject({
    text: z
      .string()
      .transform((s) => s.trim())
      .pipe(z.string().min(1, "Write something first.").max(CHAT_MAX_CHARS, `A message has at most ${CHAT_MAX_CHARS} characters.`)),
  }),
);

/** PUT /api/games/:id/note */
export const noteBody = lazily(() =>
  z.strictObject({ text: z.string().max(NOTE_MAX_CHARS, `A note has at most ${NOTE_MAX_CHARS} characters.`) }),
);

/** GET /api/lobby's query: each filter optional; `timePerMoveDays=none` for games without a clock, `bank` for games with a time bank. */
export const lobbyQuery = lazily(() =>
  z.object({
    game: z.string().max(40).optional(),
    players: z.coerce.number().int().min(1).max(8).optional(),
    timePerMoveDays: z.union([z.literal("none"), z.literal("bank"), z.coerce.number().int().min(1).max(14)]).optional(),
  }),
);
export type LobbyFilter = z.input<ReturnType<typeof lobbyQuery>>;
