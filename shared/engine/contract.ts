// The contract every game implements, exported by ./index.ts, whose names code outside the project
// imports: keep them stable. Apart from the index so that the engine's own modules import it without a cycle.
import type { ZodMiniType } from "../zod";

type ZodSchema<T> = ZodMiniType<T>;

/** A structured log line: the UI phrases `key` with `params` in the reader's language. */
export interface LogEntry {
  key: string;
  params?: Record<string, LogParam>;
  /** Seats allowed to see this entry; absent means everyone, spectators included. */
  seats?: number[];
}
export type LogParam = string | number | boolean | null | readonly (string | number)[];

export interface GameResult {
  winners: number[];
  scores: number[];
}

export interface SetupInput<Options> {
  players: number;
  options: Options;
  seed: string;
  /**
   * The rules revision to play (shared/engine/revision.ts): a replay passes the stored game's own;
   * absent for a new game, which plays the current one.
   */
  revision?: number;
}

export interface GameDefinition<State, Move, View, Options> {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  /**
   * The current revision of the rules: 1 for the rules as first shipped, one more for each change that
   * can change a game's outcome. `setup` writes the revision it plays into the state (`state.revision`),
   * and a changed rule reads it with `rulesAtLeast` (shared/engine/revision.ts), so a game keeps the rules
   * it started with. What each revision changed is `<id>.revision.<n>` in the game's catalog.
   */
  revision: number;
  /** `.parse({})` gives the defaults. */
  options: ZodSchema<Options>;
  /**
   * A move as JSON; `.parse(json)` validates its shape (legality is `apply`'s business). The engine parses
   * once, at its edge (`parseMove` in parse.ts): `apply` and `applyInPlace` get a typed Move and trust it.
   */
  move: ZodSchema<Move>;
  setup(input: SetupInput<Options>): State;
  /** Seats the game waits for now; [] when over. */
  awaiting(state: State): number[];
  /** Every legal move of that seat now (finite). A seat that is not awaited may still have some. */
  legalMoves(state: State, seat: number): Move[];
  /** Pure: never mutates `state`; throws RuleError for an illegal move. */
  apply(state: State, seat: number, move: Move): { state: State; log: LogEntry[] };
  /**
   * Optional: `apply` without the copy, changing `state` itself. Only for replaying moves that were
   * accepted once (a log), where every intermediate state is thrown away; `apply` is this on a copy.
   */
  applyInPlace?(state: State, seat: number, move: Move): LogEntry[];
  /** What `seat` may see; null is a spectator. Never contains another seat's secret or the random state. */
  view(state: State, seat: number | null): View;
  /**
   * Names of what `reader` (null: a spectator) may not see now, one per hidden thing: "hand of seat 1",
   * "guild of warrior 7", "Katun card 12", "plan of seat 0". The engine decides from them whether a move
   * revealed anything (`moveRevealed`, which refuses undo and forced moves): it did when a name hidden
   * from some reader before the move (the mover and spectators are readers too) is missing after it, or
   * when the move drew from the random state `state.rng`, which the engine watches itself. So a name
   * names the thing, not its place (a card dealt face down keeps its name), and leaves the list as soon
   * as anything of it is shown, even in part (a combat's outcome tells something of both guilds), or
   * as it leaves play (the state after a move cannot tell what the log showed on the way out). A new
   * secret (a card dealt face down, a guild chosen) reveals nothing. A secret left out lets a move show
   * it and be undone alone: test/reliability/undo.test.ts plays random games to catch that.
   */
  secrets(state: State, reader: number | null): string[];
  result(state: State): null | GameResult;
  /**
   * About how many moves (events, every seat's together) the game has left: 0 once it is over, at
   * least 1 before. Read by the forecast of a game's end (docs/clocks.md), so it must use only what
   * every reader may see. docs/games/<id>.md says how each game makes it.
   */
  estimateRemainingMoves(state: State): number;
}

/**
 * Why a move is illegal, as a plain value: a game's rule returns one (or null when the move is legal), so
 * `legalMoves` can filter candidates with the same rule `apply` refuses with, without building an Error
 * (and its stack trace) for every candidate turned down. Like a log entry, it is phrased by its reader:
 * `key` is a message of the game's catalog (`yucata.refused.notInHand`), filled with `params`.
 */
export interface Refusal {
  /** Stable, for programs: the API's error code. */
  code: string;
  key: string;
  params?: Record<string, LogParam>;
}

/** A Refusal; a game narrows `Key` to its catalog's refusal keys, so that a key without words does not compile. */
export function ruleRefusal<Key extends string>(code: string, key: Key, params?: Record<string, LogParam>): Refusal {
  return params ? { code, key, params } : { code, key };
}

/** An illegal move: `code` is stable for programs; `key` and `params` say why, in the reader's words. */
export class RuleError extends Error {
  readonly code: string;
  readonly key: string;
  readonly params: Record<string, LogParam>;
  constructor(code: string, key: string, params: Record<string, LogParam> = {}) {
    super(key);
    this.name = "RuleError";
    this.code = code;
    this.key = key;
    this.params = params;
  }

  /** Throws `refusal` as a RuleError; does nothing when the move was legal (null). */
  static throwIf(refusal: Refusal | null): void {
    if (refusal) throw new RuleError(refusal.code, refusal.key, refusal.params);
  }
}

/**
 * Refuses a player count the game is not played by, with a RangeError: the service checks the count
 * before `setup`, so a wrong one is the caller's bug, not a player's illegal move (not a RuleError).
 */
export function checkPlayerCount(game: { name: string; minPlayers: number; maxPlayers: number }, players: number): void {
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    throw new RangeError(`${game.name} is for ${game.minPlayers} to ${game.maxPlayers} players, not ${players}.`);
  }
}
