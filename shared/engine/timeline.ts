// Which moves a game's event log leaves in effect. The log is append-only: a takeback does not remove
// events, it appends one (`move: null`, `takeback.to`) saying that the board is again as it stood after
// event `to`. An event without a move and without a takeback (a forfeit) changes who plays, not the board.
import { applyMoves, replay, type AnyGame, type GameSetup, type PlayedMove } from "./play";

export interface TimelineEvent {
  version: number;
  seat: number;
  move?: unknown;
  /** Present on a takeback: the board is the one after event `to` again. */
  takeback?: { to: number } | null;
}

export interface EffectiveMove extends PlayedMove {
  /** The event that made the move. */
  version: number;
}

/**
 * The moves in effect after each event, as a persistent list (each version points at its last move), so
 * a takeback to any earlier version costs nothing to record. Events must be in version order from 1, or
 * from just after a board they are applied to (see replayFrom).
 */
export function effectiveMoves(events: readonly TimelineEvent[], upTo = Infinity): EffectiveMove[] {
  interface Node {
    move: EffectiveMove;
    previous: Node | null;
  }
  const heads: (Node | null)[] = [null]; // heads[v]: the last move in effect after event v
  for (const event of events) {
    if (event.version > upTo) break;
    const previous = heads[event.version - 1] ?? null;
    if (event.takeback) heads[event.version] = heads[event.takeback.to] ?? null;
    else if (event.move === null || event.move === undefined) heads[event.version] = previous;
    else heads[event.version] = { move: { seat: event.seat, move: event.move, version: event.version }, previous };
  }
  const out: EffectiveMove[] = [];
  for (let node = heads[heads.length - 1] ?? null; node; node = node.previous) out.push(node.move);
  return out.reverse();
}

/** The state after the events (up to `upTo`), takebacks honoured. */
export function replayTimeline(game: AnyGame, setup: GameSetup, events: readonly TimelineEvent[], upTo = Infinity): unknown {
  return replay(game, setup, effectiveMoves(events, upTo));
}

/**
 * The state after `events` (in version order from `from` + 1, up to `upTo`) applied to `board`, the
 * board after event `from` (which the caller gives up), takebacks honoured; null when a takeback goes
 * back before `from`, where only a replay from an earlier board can tell the state.
 */
export function replayFrom(game: AnyGame, board: unknown, from: number, events: readonly TimelineEvent[], upTo = Infinity): unknown {
  if (events.some((event) => event.version <= upTo && event.takeback && event.takeback.to < from)) return null;
  return applyMoves(game, board, effectiveMoves(events, upTo));
}
