// What the HTTP API answers (docs/api.md), as the server builds it and the web client reads it.
import type { BotLevel } from "../bots/levels";
import type { GameResult, LogEntry } from "../engine/index";
import type { Lang } from "../i18n/index";
import type { ReminderKind, TimeoutPolicy } from "./choices";
import type { Vacation } from "./requests";
import type { BankControl, Night, RestDays, Weekday } from "../clock/time";

/** The error body of every refused request: a stable `code`, a `message` for people, and extra fields. */
export interface ErrorBody {
  error: { code: string; message: string; [extra: string]: unknown };
}

/**
 * Why mail to the user's address stopped: SES told of a permanent bounce, or that the person marked one of
 * our mails as spam (functions/notifier/mail-events.ts), at `at` (ISO).
 */
export interface EmailTrouble {
  kind: "bounce" | "complaint";
  at: string;
}

/** The signed-in user, as GET /api/me and the other `{ user }` answers give it: only to that user. */
export interface PublicUser {
  id: string;
  name: string;
  /** null for a guest who has not signed in by email. */
  email: string | null;
  guest: boolean;
  lang: Lang;
  timeZone: string;
  /** False once the user turned "your turn" emails off (one-click unsubscribe or settings). */
  turnEmails: boolean;
  /** One email a day listing the games awaiting the user, instead of one per turn. */
  digest: boolean;
  /** Local times ("22:00"–"07:00") when nothing is sent to the user: it waits until they end. */
  quietHours: { start: string; end: string } | null;
  /** A Discord-, Slack-compatible or generic JSON webhook told of the user's turns. */
  webhookUrl: string | null;
  /** Declared absences (dates, inclusive): deadlines pause while they last. */
  vacations: Vacation[];
  /** The server plays the user's only legal move at once, when it reveals nothing (functions/notifier/social-stream.ts). */
  autoPlayForced: boolean;
  /** When I go silent in a game, my vacation days hold my seat first (docs/clocks.md, "A silent seat"). */
  vacationWhenSilent: boolean;
  /** The reminders the user wants before a deadline. */
  reminders: readonly ReminderKind[];
  /** Weekly rest days (0 is Sunday) in the user's time zone, which their clocks do not count. */
  restDays: Weekday[];
  /** The daily window (at most MAX_NIGHT_HOURS, in the user's time zone) their clocks do not count. */
  night: Night | null;
  /** Set while nothing is mailed to `email`; null otherwise. */
  emailTrouble: EmailTrouble | null;
  /** When the account's confirmed deletion is carried out, unless the user signs in before (docs/privacy.md). */
  deletionDueAt?: string;
  /** When signing in cancelled a scheduled deletion, to say so. */
  deletionCancelledAt?: string;
}

export interface CatalogEntry {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
}

export interface PlayerView {
  seat: number;
  /** null: an open seat. */
  name: string | null;
  guest: boolean;
  you: boolean;
  /** A person's user id (their profile's, `GET /api/users/:id`); none for an open seat or a computer player. */
  userId?: string;
  /** A computer player's level, so each reader names it in their own language. */
  bot?: BotLevel;
  /** A deleted account's seat: its anonymous label, which each reader reads as "a former player" in their language. */
  former?: string;
  /** The rest days and night the seat's clock keeps in this game (docs/clocks.md). */
  rest?: RestDays;
  /** With a time bank: the seat's bank, in ms, as its turn began (or now, when it is not awaited). */
  bankMs?: number;
}

export interface GameSummary {
  id: string;
  game: string;
  gameName: string;
  status: "open" | "active" | "finished";
  players: PlayerView[];
  /** The caller's seat. */
  seat: number | null;
  awaiting: number[];
  yourTurn: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
  turnSince: string | null;
  timePerMoveDays: number | null;
  /** A time bank instead of a time per move (docs/clocks.md). */
  bank: BankControl | null;
  /** What a player must show to take an open seat; absent: nothing. */
  requirements?: SeatRequirements;
  /** When the awaited seats must have moved (null without a clock), and what happens then. */
  deadline: string | null;
  timeoutPolicy: TimeoutPolicy;
  private: boolean;
  result: GameResult | null;
  /** The tournament this game is a table of. */
  tournamentId?: string;
  /** Missed deadlines in a row that make a seat silent (docs/clocks.md, "A silent seat"). */
  silentAfter: number;
  /** The silent seats and where the rescue chain is with each (absent: none). */
  rescue?: SeatRescue[];
  /** The seats a substitute took over (docs/clocks.md, "Substitutes"): the game is unrated from then on. */
  substitutes?: SubstitutionView[];
}

/** A seat a substitute took over: who left it, who sat down, when. */
interface SubstitutionView {
  seat: number;
  leaver: string | null;
  substitute: string | null;
  at: string;
}

/**
 * A silent seat (docs/clocks.md): held until `until`, then played by a stand-in bot at `level` until
 * its player plays again; once the stand-in has played a turn's time (`until` again), the seat is
 * offered to substitutes, or, at a table of two, the other player chooses between waiting for one and
 * winning by forfeit. `missed`: the deadlines in a row that made it silent.
 */
export interface SeatRescue {
  seat: number;
  step: "hold" | "stand-in" | "offered" | "choice";
  since: string;
  until: string | null;
  missed: number;
  level?: BotLevel;
  /** Days of its player's vacation allowance the hold is (docs/clocks.md, "A silent seat"). */
  vacationDays?: number;
  /** When its player was last seen, for a seat silent because they have been away longer than a turn. */
  absentSince?: string;
  /** Why the seat was taken from its player for good (functions/service/seat-handover.ts): they cannot take it back. */
  handedOver?: "deleted" | "banned";
}

/** POST /api/games/:id/join and /rematch: the game, and the caller's seat link. */
export interface JoinedGame extends GameSummary {
  seatLink: string;
}

/** POST /api/games: the creator's game, seat link and invitation. */
export interface CreatedGame extends JoinedGame {
  inviteUrl: string;
}

/** A game of GET /api/me/games: a rematch the caller is invited to names the game it follows. */
/** GET/POST /api/me/calendar: the private address of the caller's calendar feed, or null when there is none. */
export interface CalendarFeed {
  url: string | null;
}

export interface MyGame extends GameSummary {
  rematchOf?: string;
  /** Chat messages the caller has not read. */
  unreadChat?: number;
}

export interface GameDetail extends GameSummary {
  options: unknown;
  /** The game's view for the caller; null while the game is open. */
  view: unknown;
  /** The caller's legal moves now. */
  legalMoves: unknown[];
  /**
   * Indexes in `legalMoves` of the steps of the caller's turn (`turnSteps`): the page plays them without
   * a confirmation, and asks once, for the move that hands the turn on or shows something.
   */
  turnSteps?: number[];
  seedHash: string | null;
  /** The rules revision the game plays (shared/engine/revision.ts), once it has started. */
  revision?: number;
  /** Commit-reveal: the seed is shown once the game is finished. */
  seed?: string;
}

/** A takeback asked for and not yet answered by every other player. */
export interface TakebackRequest {
  /** The asking seat, and the event after which the board would stand again. */
  seat: number;
  to: number;
  /** The game's version when asked: any move since makes the request moot. */
  atVersion: number;
  /** Other seats that said yes so far. */
  accepted: number[];
  at: string;
}

/** What a game page shows beyond GameDetail: the chat setting, a standing takeback, the rematch. */
export interface SocialFields {
  chatForSpectators: boolean;
  takeback: TakebackRequest | null;
  rematchId: string | null;
  rematchOf: string | null;
}

/** GET /api/games/:id, the live channel's pushes, and the answers of undo and takebacks. */
export interface GamePage extends GameDetail, SocialFields {
  /** While the game is open. */
  inviteUrl?: string;
}

/** An event as its reader may see it. */
export interface EventView {
  version: number;
  /** Who moved, or for whom the server played. */
  seat: number;
  at: string;
  /** Only the entries the reader may see. */
  log: LogEntry[];
  /** Only to the seat that made it. */
  move?: unknown;
  /** A takeback: the board is again the one after event `to`. */
  takeback?: { to: number; kind: "undo" | "takeback" };
}

/** GET /api/games/:id/events: a page of events after a version. */
export interface EventPage {
  events: EventView[];
  /** More events follow this page. */
  more: boolean;
}

/** POST /api/games/:id/moves and a move over the live socket: the mover's game page and the move's event. */
export interface MoveAnswer extends GamePage {
  event: EventView;
}

/** Why a player may not take their last move back alone. */
export type UndoRefusalCode = "undo-after-others" | "undo-told" | "undo-reveals";

/** GET /api/games/:id/takeback, for the caller's seat. */
export interface TakebackStatus {
  /** The caller may take its last move back at once. */
  canUndo: boolean;
  /** Why not, when the caller has a move to take back but may not undo it alone. */
  undoRefusal: UndoRefusalCode | null;
  /** The caller has a move of its own to ask to take back. */
  canRequest: boolean;
  request: TakebackRequest | null;
}

/** GET /api/games/:id/chat: the messages, and how many the caller had not read. */
export interface ChatPage {
  messages: ChatMessageView[];
  unread: number;
  /** How many messages are left out: their authors have a block with the reader, either way (docs/social.md). */
  hidden: number;
}

export interface ChatMessageView {
  id: string;
  seat: number;
  /** A former player's label when `deleted`. */
  name: string;
  text: string;
  at: string;
  /** Its writer left Turnpost: the text is gone, and each reader reads "message deleted" in their language. */
  deleted?: true;
}

export interface ShownRating {
  game: string;
  rating: number;
  deviation: number;
  games: number;
}

/** An open public game of GET /api/lobby. */
export interface LobbyGame extends GameSummary {
  openSeats: number;
  creator: { id: string; name: string | null; rating: ShownRating | null };
}

/** How a player usually plays, from their moves (docs/clocks.md); null fields until there is something to tell. */
export interface Rhythm {
  /** Turns the player ended by moving, all told. */
  moves: number;
  /** The median time from a turn's start to the player's move, over their recent moves. */
  medianReplyMs: number | null;
  /** The share (0–1) of their moves made within 24 hours of their turn's start. */
  within24h: number | null;
  /** The hours of the day (0–23, in their time zone) they move most, most frequent first (up to 3). */
  usualHours: number[];
  /** Turns the clock played or forfeited for them in the last 90 days. */
  timeouts90d: number;
  /** Games they sat down in over the last 12 months (the current month and the 11 before it, UTC). */
  gamesStarted12m: number;
  /** The share (0–1) of those games they played to the end without forfeiting; null before any. */
  finishRate: number | null;
}

/** A creator's minimums for the open seats: a finish rate (percent) and the most timeouts in 90 days. */
export interface SeatRequirements {
  minFinishPercent?: number;
  maxTimeouts90d?: number;
}

/** GET /api/games/:id/rhythms: each seated person's rhythm, and when the game will likely end. */
export interface GameRhythms {
  players: { seat: number; rhythm: Rhythm | null }[];
  /**
   * Once the game under way has played enough to tell (docs/clocks.md, "Forecast"): the moves its engine
   * expects are left, and the earliest and latest dates they should take us to.
   */
  forecast: { movesLeft: number; earliest: string; latest: string } | null;
}

/** GET /api/users/:id: public games only, never an email. */
export interface Profile {
  /** `rest`: the user's weekly rest days and night and the zone they are read in, when they declared some. */
  user: { id: string; name: string; guest: boolean; rest?: RestDays };
  rhythm: Rhythm | null;
  ratings: (ShownRating & { gameName: string })[];
  /** `unrated`: a game a substitute sat down in, unrated for all but the player who left it (docs/clocks.md). */
  finished: (GameSummary & { playerSeat: number; won: boolean; unrated?: boolean })[];
}

/** GET /api/seats-wanted: seats of games under way whose players went silent, offered to substitutes. */
export interface SeatWanted {
  gameId: string;
  game: string;
  gameName: string;
  seat: number;
  /** The other players' names. */
  players: (string | null)[];
  /** Where the game is: the moves played so far, and its picture (none for a private game). */
  moves: number;
  imageUrl: string | null;
  /** The seat's time for its turn, in ms (its time per move, or its bank); null without a clock. */
  timeLeftMs: number | null;
  offeredAt: string;
  /** Until then only the players' friends see it. */
  friendsOnlyUntil: string | null;
}
