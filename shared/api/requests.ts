// What a client may send to the HTTP API (docs/api.md): each request body and query as a zod schema, and
// the type of what a client sends derived from it (`z.input`). The server parses with these; the web client builds its requests from the
// same types. Checks only the server can make (whether a URL's host may be called from our network,
// whether a push key is a curve point) are added to them on the server's side.
import * as z from "../zod";
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
  MAX_SILENT_AFTER,
  MAX_TIMEOUTS_REQUIRED,
} from "./choices";
import { MAX_NIGHT_HOURS, MAX_REST_DAYS, nightMinutes, type Weekday } from "../clock/time";
import { typedName } from "./names";
import { typedText } from "./text-checks";

/** A zone name as the settings take it, and as a browser gives it at sign-up (a new account's zone). */
const timeZoneName = () =>
  z.string().check(
    z.maxLength(64),
    z.refine((tz) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "not a time zone name such as Europe/Paris"),
  );

/** POST /api/auth/email */
export const emailBody = lazily(() =>
  z.strictObject({
    email: z.email().check(z.maxLength(254)),
    next: z.optional(z.string().check(z.maxLength(500))),
    timeZone: z.optional(timeZoneName()),
  }),
);

/** POST /api/auth/guest */
export const guestBody = lazily(() => z.strictObject({ name: playerName(), timeZone: z.optional(timeZoneName()) }));

const clockTime = (example: string) => z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `a time such as ${example}`));

/** A player's name as shown at the table: checked (./text-checks.ts), 1 to PLAYER_NAME_MAX_CHARS characters. */
const playerName = () => typedName(PLAYER_NAME_MAX_CHARS);

/** PATCH /api/me */
export const profileBody = lazily(() =>
  z.strictObject({
    name: z.optional(playerName()),
    lang: z.optional(z.enum(LANGS)),
    turnEmails: z.optional(z.boolean()),
    digest: z.optional(z.boolean()),
    /** Let the server play my move at once when it is my only legal one (functions/notifier/social-stream.ts). */
    autoPlayForced: z.optional(z.boolean()),
    /** Spend my vacation days on holding my seat when I go silent in a game. */
    vacationWhenSilent: z.optional(z.boolean()),
    /** Which reminders before a deadline, each at most once. */
    reminders: z.optional(
      z.array(z.enum(REMINDER_KINDS)).check(
        z.maxLength(3),
        z.refine((kinds) => new Set(kinds).size === kinds.length, "each reminder once"),
      ),
    ),
    quietHours: z.optional(z.nullable(z.strictObject({ start: clockTime("22:00"), end: clockTime("07:00") }))),
    /** A daily window of the user's wall clock their clocks do not count and no notice interrupts. */
    night: z.optional(
      z.nullable(
        z.strictObject({ start: clockTime("23:00"), end: clockTime("07:00") }).check(
          z.refine((n) => n.start !== n.end, "a night ends at another time than it starts"),
          z.refine((n) => nightMinutes(n) <= MAX_NIGHT_HOURS * 60, `a night of at most ${MAX_NIGHT_HOURS} hours`),
        ),
      ),
    ),
    webhookUrl: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
    timeZone: z.optional(timeZoneName()),
    /** Weekly rest days (0 is Sunday), in the user's time zone: their clocks do not count them. */
    restDays: z.optional(
      z
        .array(
          z.pipe(
            z.int().check(z.minimum(0), z.maximum(6)),
            z.transform((d) => d as Weekday),
          ),
        )
        .check(
          z.maxLength(MAX_REST_DAYS, `at most ${MAX_REST_DAYS} rest days a week`),
          z.refine((days) => new Set(days).size === days.length, "each day once"),
        ),
    ),
  }),
);
export type ProfilePatch = z.input<ReturnType<typeof profileBody>>;

/** PUT /api/me/vacations */
export const vacationBody = lazily(() => {
  const isoDate = z.iso.date();
  return z.strictObject({
    vacations: z
      .array(
        z.strictObject({ from: isoDate, to: isoDate }).check(z.refine((v) => v.from <= v.to, "a vacation ends on or after its first day")),
      )
      .check(z.maxLength(20)),
  });
});
export type Vacation = z.input<ReturnType<typeof vacationBody>>["vacations"][number];

/** POST /api/me/push: a browser's push subscription as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionBody = lazily(() =>
  z.object({
    endpoint: z.url({ protocol: /^https$/ }).check(z.maxLength(1000)),
    expirationTime: z.optional(z.nullable(z.number())),
    keys: z.strictObject({
      p256dh: z.string().check(z.maxLength(100)),
      // 16 bytes in unpadded base64url are 22 characters.
      auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, "the browser's secret: 16 bytes in base64url")),
    }),
  }),
);
export type PushSubscriptionBody = z.input<ReturnType<typeof pushSubscriptionBody>>;

/** POST /api/me/push/remove */
export const pushRemovalBody = lazily(() => z.strictObject({ endpoint: z.url().check(z.maxLength(1000)) }));

/** POST /api/games */
export const createGameBody = lazily(() =>
  z
    .strictObject({
      game: gameId(),
      players: z.int(),
      options: z.optional(z.record(z.string(), z.unknown())),
      timePerMoveDays: z.optional(z.nullable(z.literal(TIME_PER_MOVE_DAYS))),
      /** A time bank instead of a time per move: days at the start, days added after each turn, the cap. */
      bank: z.optional(
        z.nullable(
          z
            .strictObject({
              initialDays: z.int().check(z.minimum(1), z.maximum(BANK_LIMITS.initialDays)),
              incrementDays: z.int().check(z.minimum(0), z.maximum(BANK_LIMITS.incrementDays)),
              maxDays: z.int().check(z.minimum(1), z.maximum(BANK_LIMITS.maxDays)),
            })
            .check(z.refine((b) => b.initialDays <= b.maxDays, "a bank starts at most at its cap")),
        ),
      ),
      timeoutPolicy: z.optional(z.enum(TIMEOUT_POLICIES)),
      /** Missed deadlines in a row that make a seat silent and start its rescue (docs/clocks.md). */
      silentAfter: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_SILENT_AFTER))),
      private: z.optional(z.boolean()),
      /** Whether people without a seat may read the game's chat. */
      chatForSpectators: z.optional(z.boolean()),
      /** What a player must show to take an open seat (docs/clocks.md, "Reliability"). */
      requirements: z.optional(
        z.strictObject({
          minFinishPercent: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
          maxTimeouts90d: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_TIMEOUTS_REQUIRED))),
        }),
      ),
      /** Seats (never 0, the creator's) the server plays from the start. */
      bots: z.optional(z.array(z.strictObject({ seat: z.int().check(z.minimum(1)), level: z.enum(BOT_LEVELS) })).check(z.maxLength(4))),
    })
    .check(
      z.refine((body) => !(body.bank && body.timePerMoveDays), {
        message: "a game has a time per move or a time bank, not both",
        path: ["bank"],
      }),
    ),
);
export type CreateGameRequest = z.input<ReturnType<typeof createGameBody>>;

/** A game's id as a body names it (the registry's ids are shorter). */
export const gameId = () => z.string().check(z.minLength(1), z.maxLength(40));

/** A game's version as a client saw it. */
export const gameVersion = () => z.int().check(z.minimum(0));

/** A whole number from `min` to `max`, in a query string's text. */
const wholeNumberIn = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));

/** POST /api/games/:id/moves, and a move over the live socket. */
export const moveBody = lazily(() =>
  z.strictObject({
    version: gameVersion(),
    move: z.unknown().check(z.refine((m) => m !== undefined, "a move is required")),
    clientMoveId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, "8 to 64 letters, digits, '-' or '_'")),
  }),
);
export type MoveRequest = z.input<ReturnType<typeof moveBody>>;

/** POST /api/games/:id/visit: a version up to the game's own, `current`. */
export const visitBody = (current: number) =>
  z.strictObject({ version: gameVersion().check(z.maximum(current, `the game is at version ${current}`)) });

/** PUT /api/games/:id/mute */
export const muteBody = lazily(() => z.strictObject({ muted: z.boolean() }));

/** PUT /api/games/:id/webhook */
export const chatWebhookBody = lazily(() => z.strictObject({ url: z.nullable(z.string().check(z.maxLength(500))) }));

/** POST /api/games/:id/undo and /takeback: the version the caller saw. */
export const versionBody = lazily(() => z.strictObject({ version: gameVersion() }));

/** POST /api/games/:id/takeback/answer */
export const takebackAnswerBody = lazily(() => z.strictObject({ accept: z.boolean() }));

/** POST /api/games/:id/chat: checked as every typed text (./text-checks.ts). */
export const chatBody = lazily(() => z.strictObject({ text: typedText("chat", CHAT_MAX_CHARS) }));

/** PUT /api/games/:id/note */
export const noteBody = lazily(() =>
  z.strictObject({ text: z.string().check(z.maxLength(NOTE_MAX_CHARS, `A note has at most ${NOTE_MAX_CHARS} characters.`)) }),
);

/** POST /api/games/:id/rescue-choice: at a table of two, wait for a substitute or win by forfeit (docs/clocks.md). */
export const rescueChoiceBody = lazily(() => z.strictObject({ choice: z.enum(["wait", "forfeit"]) }));

/** The most seats GET /api/seats-wanted lists at once. */
export const MAX_SEATS_WANTED = 50;

/** GET /api/seats-wanted's query: how many seats to list (default 20). */
export const seatsWantedQuery = lazily(() => z.object({ limit: z.optional(wholeNumberIn(1, MAX_SEATS_WANTED)) }));

/** GET /api/lobby's query: each filter optional; `timePerMoveDays=none` for games without a clock, `bank` for games with a time bank. */
export const lobbyQuery = lazily(() =>
  z.object({
    game: z.optional(z.string().check(z.maxLength(40))),
    players: z.optional(wholeNumberIn(1, 8)),
    timePerMoveDays: z.optional(z.union([z.literal("none"), z.literal("bank"), wholeNumberIn(1, 14)])),
  }),
);
export type LobbyFilter = z.input<ReturnType<typeof lobbyQuery>>;
