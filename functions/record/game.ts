// The game record: a game as the server keeps it (players, version, state, clock, result) and its
// events, plain data the stores save and the services change. Pure: no AWS, no Hono.
import { revisionOf, type GameResult, type LogEntry } from "../../shared/engine/index";
import type { GameSetup } from "../../shared/engine/play";
import type { BotLevel } from "../../shared/bots/levels";
import type { GameId } from "../../shared/games/index";
import type { ReminderKind, SeatRequirements, SeatRescue, TakebackRequest, TimeoutPolicy } from "../../shared/api/index";
import type { BankControl, RestDays } from "../../shared/clock/time";

type GameStatus = "open" | "active" | "finished";

export interface PlayerSlot {
  userId: string | null;
  name: string | null;
  guest: boolean;
  /** A seat the server plays with this bot (shared/bots); its userId stays null. */
  bot?: BotLevel;
  /** An open seat kept for this user (a rematch's invited player): only they may take it. */
  reservedFor?: string;
  /** The weekly rest days its player had declared on taking the seat: they hold for this game (docs/clocks.md). */
  rest?: RestDays;
  /** The generation of the seat links mailed for this seat: revoking them bumps it (absent: 0). */
  mailLinkGen?: number;
  /** The anonymous label of a seat whose account was deleted (./handover.ts): no link opens it any more. */
  former?: string;
}

export interface GameRecord {
  id: string;
  /** Checked against the registry when the game was created (`gameIdOf`), so the store trusts it. */
  game: GameId;
  status: GameStatus;
  players: PlayerSlot[];
  options: unknown;
  /** Events applied so far; moves are submitted against it. */
  version: number;
  /** Bumped on every write of the game item: the optimistic-concurrency token. */
  rev: number;
  awaiting: number[];
  state: unknown;
  seed: string | null;
  seedHash: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  turnSince: string | null;
  timePerMoveDays: number | null;
  /** A time bank instead of a time per move (chosen at creation), and each seat's bank when its turn began, in ms. */
  bank?: BankControl | null;
  banks?: number[];
  /** What a player must show to take an open seat (docs/clocks.md, "Reliability"); absent: nothing. */
  requirements?: SeatRequirements;
  /** What the clock does when a deadline passes (see functions/clock). */
  timeoutPolicy: TimeoutPolicy;
  /** When the awaited seats must have moved; null without a clock. */
  deadline: string | null;
  /** Reminders still to send for the current turn, set when the turn begins. */
  reminders: Reminder[];
  /** Seats that forfeited (left the game) and are played by the server from then on. */
  forfeited: number[];
  /** Missed deadlines in a row that make a seat silent (chosen at creation; absent: DEFAULT_SILENT_AFTER). */
  silentAfter?: number;
  /** Each seat's deadlines missed in a row (absent: none), and the silent seats' rescue (record/rescue.ts). */
  missed?: number[];
  rescue?: SeatRescue[];
  /** The seats substitutes took over (record/substitute.ts): the game is unrated from the first on. */
  substitutes?: Substitution[];
  /** The game's group chat (Discord, Slack or generic JSON webhook), told of every turn. */
  chatWebhook: string | null;
  private: boolean;
  result: GameResult | null;
  /** Whether people without a seat may read the game's chat (chosen at creation; absent: no). */
  chatForSpectators?: boolean;
  /** A takeback asked for and not yet answered by every other player (functions/social/takeback.ts). */
  takeback?: TakebackRequest | null;
  /**
   * The person whose move wrote version `version` ended their turn with it, `ms` after it began: read
   * from the stream into their rhythm (a copy left by a later write has an older version).
   */
  lastReply?: { seat: number; version: number; ms: number };
  /**
   * The steps of the turn of each seat awaited at version `version` (functions/record/turn-steps.ts):
   * served to that seat alone. Only a new version changes the state, so a note of an older version (a
   * copy left by a write that did not judge again) is judged anew on reading.
   */
  turnSteps?: { version: number; bySeat: Record<number, number[]> };
  /** The game this one is a rematch of, and the rematch made from this one. */
  rematchOf?: string;
  rematchId?: string;
  /** The tournament this game is a table of (functions/service/tournaments.ts). */
  tournamentId?: string;
}

/** A seat a substitute took over from its silent player, who lost it (docs/clocks.md, "Substitutes"). */
export interface Substitution {
  seat: number;
  leaver: { userId: string; name: string | null; guest: boolean };
  substitute: { userId: string; name: string | null };
  at: string;
}

interface Reminder {
  kind: ReminderKind;
  at: string;
}

export interface GameEvent {
  gameId: string;
  version: number;
  seat: number;
  move: unknown;
  clientMoveId: string;
  log: LogEntry[];
  at: string;
  /** Who acted: a user id, or "clock" when the server played for a seat. */
  by: string;
  /** A takeback (its move is null): the board is again the one after event `to` (shared/engine/timeline.ts). */
  takeback?: { to: number; kind: "undo" | "takeback" } | null;
}

/** The generation a seat link mailed for `seat` carries now, and which it must still carry when used. */
export const mailLinkGen = (game: Pick<GameRecord, "players">, seat: number): number => game.players[seat]?.mailLinkGen ?? 0;

/**
 * What replays a started game from its start: its players, options and seed, and the rules revision it
 * plays (its state's), so a replay (history, takeback, undo) plays the rules the game started with.
 */
export function setupOf(game: Pick<GameRecord, "players" | "options" | "seed" | "state">): GameSetup {
  if (game.seed === null) throw new Error("A game that has not started has no setup to replay.");
  return { players: game.players.length, options: game.options, seed: game.seed, revision: revisionOf(game.state) };
}

/** A seat with a person or a bot in it. */
export const isTaken = (p: PlayerSlot): boolean => p.userId !== null || p.bot !== undefined;

/**
 * When the clock must next look at a game: its next reminder, its deadline, or the end of a stand-in's
 * turn's time, when its seat is offered (record/substitute.ts) whoever is to play.
 */
export function nextDue(
  game: Pick<GameRecord, "status" | "deadline" | "reminders"> & Partial<Pick<GameRecord, "rescue" | "tournamentId">>,
): string | null {
  if (game.status !== "active" || !game.deadline) return null;
  // A tournament's table offers no seat (record/substitute.ts): its stand-in's time has no end to wake for.
  const offers = game.tournamentId ? [] : (game.rescue ?? []).flatMap((r) => (r.step === "stand-in" && r.until ? [r.until] : []));
  return [...game.reminders.map((r) => r.at), ...offers, game.deadline].sort()[0]!;
}

/** The steps of a rescue in which a stand-in bot plays the seat: from the hold's end until someone sits down. */
export const isStandInStep = (step: SeatRescue["step"]): boolean => step !== "hold";

/** A seat the server plays: one that forfeited, a bot's, or a silent one's stand-in (record/rescue.ts). */
export function serverPlays(game: Pick<GameRecord, "forfeited" | "players" | "rescue">, seat: number): boolean {
  return (
    game.forfeited.includes(seat) ||
    game.players[seat]?.bot !== undefined ||
    game.rescue?.some((r) => r.seat === seat && isStandInStep(r.step)) === true
  );
}

/** The awaited seats held by a person who plays them (not a bot's, not a forfeited one's): whose plans and users a move's record reads. */
export function awaitedPeople(game: Pick<GameRecord, "awaiting" | "players" | "forfeited" | "rescue">): number[] {
  return game.awaiting.filter((seat) => game.players[seat]?.userId && !serverPlays(game, seat));
}

/** The fields of a game created by `createdBy` at `at` that nobody has played yet: a new game's, a rematch's. */
export function unplayed(createdBy: string, at: string) {
  return {
    version: 0,
    rev: 0,
    awaiting: [],
    state: null,
    seed: null,
    seedHash: null,
    createdBy,
    createdAt: at,
    updatedAt: at,
    turnSince: null,
    deadline: null,
    reminders: [],
    forfeited: [],
    result: null,
    banks: undefined,
    turnSteps: undefined,
  } satisfies Partial<GameRecord>;
}

/** What says who may read a game: enough to let a page watch it, without its state or its rules. */
export type GameAccess = Pick<GameRecord, "id" | "players" | "private" | "status" | "substitutes">;

/** A private game is read by its players only, and by whoever holds its invite link while it is open. */
export function isReadableBy(game: Pick<GameAccess, "private" | "status">, seat: number | null): boolean {
  return !game.private || seat !== null || game.status === "open";
}

/** The open request, if it still stands (any event since it was made makes it moot). */
export function liveRequest(game: GameRecord): TakebackRequest | null {
  const request = game.takeback ?? null;
  return request && request.atVersion === game.version && game.status === "active" ? request : null;
}

/** The people who must accept a takeback asked by `seat`: every other seat held by a person still playing. */
export function answerers(game: GameRecord, seat: number): number[] {
  return game.players.flatMap((p, i) => (i !== seat && p.userId !== null && !p.bot && !game.forfeited.includes(i) ? [i] : []));
}
