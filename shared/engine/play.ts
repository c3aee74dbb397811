// Driving a game without a server: replaying a log and random playouts (tests, bench, bots, history).
import type { GameDefinition, LogEntry } from "./contract";
import { copyData } from "./copy";
import { Random } from "./random";

// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of every state, move, view and options type.
export type AnyGame = GameDefinition<any, any, any, any>;

export interface PlayedMove {
  seat: number;
  move: unknown;
}

export interface GameSetup {
  players: number;
  options: unknown;
  seed: string;
  /** The stored game's rules revision; absent: the current one. */
  revision?: number;
}

/** The setup `setup` describes, its options parsed (so stored raw options replay too). */
function setupOf(game: AnyGame, setup: GameSetup): unknown {
  const { players, seed, revision } = setup;
  return game.setup({ players, options: game.options.parse(setup.options), seed, revision });
}

/**
 * The state after `moves`, from a fresh setup. Options are parsed, so stored raw options replay too.
 * A game that can apply in place works on one copy of the setup (which may share data with the game's
 * tables) instead of the copy `apply` makes of every intermediate state.
 */
export function replay(game: AnyGame, setup: GameSetup, moves: readonly PlayedMove[]): unknown {
  const state = setupOf(game, setup);
  return applyMoves(game, game.applyInPlace ? copyData(state) : state, moves);
}

/**
 * The state after `moves` from `state`, which the caller gives up: a game that can apply in place
 * changes it (so it must share nothing with the game's tables or another state).
 */
export function applyMoves(game: AnyGame, state: unknown, moves: readonly PlayedMove[]): unknown {
  let next = state;
  for (const { seat, move } of moves) next = applyOwned(game, next, seat, move);
  return next;
}

/**
 * The state after `seat` plays `move` on `state`, which the caller gives up: changed in place where the
 * game can (no copy), otherwise `apply`'s copy.
 */
export function applyOwned<State, Move>(
  game: Pick<GameDefinition<State, Move, unknown, unknown>, "apply" | "applyInPlace">,
  state: State,
  seat: number,
  move: Move,
): State {
  if (!game.applyInPlace) return game.apply(state, seat, move).state;
  game.applyInPlace(state, seat, move);
  return state;
}

export interface Playout {
  state: unknown;
  moves: PlayedMove[];
  log: LogEntry[];
  finished: boolean;
}

/**
 * Plays uniformly random legal moves of the awaited seats until the game ends or `maxMoves` is reached.
 * `chooser` is seeded on its own so a playout is reproducible from (game seed, chooser seed).
 */
export function randomPlayout(
  game: AnyGame,
  setup: GameSetup,
  options: { maxMoves: number; chooserSeed?: string; onStep?: (state: unknown, seat: number, move: unknown) => void },
): Playout {
  const chooser = Random.fromSeed(options.chooserSeed ?? `playout:${setup.seed}`);
  let state = setupOf(game, setup);
  const moves: PlayedMove[] = [];
  const log: LogEntry[] = [];
  while (moves.length < options.maxMoves) {
    const awaited = game.awaiting(state);
    if (awaited.length === 0) break;
    const seat = chooser.pick(awaited);
    const legal = game.legalMoves(state, seat);
    if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} is awaited but has no legal move`);
    const move = chooser.pick(legal);
    options.onStep?.(state, seat, move);
    const next = game.apply(state, seat, move);
    state = next.state;
    log.push(...next.log);
    moves.push({ seat, move });
  }
  return { state, moves, log, finished: game.awaiting(state).length === 0 };
}
