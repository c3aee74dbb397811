// The complete turns a seat may play from where it stands: every sequence of turn steps (`turnSteps`:
// moves that keep the turn with the seat and show nobody anything) closed by the one move that hands the
// turn on or shows something. A mail can offer them as one tap each when there are few.
import type { AnyGame } from "./play";
import { MAX_JUDGED_MOVES, turnSteps } from "./reveal";

/** The longest run of steps a complete turn is looked for in: no game's turn has more steps than this. */
export const MAX_TURN_STEPS = 8;

/** One complete turn: its moves in order, each with the state it is played on. */
export type WholeTurn = { state: unknown; move: unknown }[];

/**
 * The complete turns of `seat` in `state`, each a list of moves whose last one closes the turn, in the
 * order of the game's `legalMoves` at each step; null when there are more than `bound` of them, or when a
 * step has more legal moves than are judged, or more steps than `MAX_TURN_STEPS`.
 */
function wholeTurns(game: AnyGame, players: number, state: unknown, seat: number, bound: number): WholeTurn[] | null {
  const turns: WholeTurn[] = [];
  const walk = (at: unknown, before: WholeTurn): boolean => {
    const moves = game.legalMoves(at, seat);
    if (moves.length > MAX_JUDGED_MOVES || before.length >= MAX_TURN_STEPS) return false;
    const steps = new Set(turnSteps(game, players, at, seat, moves));
    for (const [index, move] of moves.entries()) {
      const turn = [...before, { state: at, move }];
      if (!steps.has(index)) turns.push(turn);
      else if (!walk(game.apply(at, seat, move).state, turn)) return false;
      if (turns.length > bound) return false;
    }
    return true;
  };
  return walk(state, []) ? turns : null;
}

/**
 * The few choices `seat` can be offered in one list (a mail's buttons): its whole turns where there are
 * at most `bound` and one has several steps, else its legal moves, each a turn of one move (the first
 * step, where the turn has more); null when even those are more than `bound`, or none.
 */
export function turnChoices(game: AnyGame, players: number, state: unknown, seat: number, bound: number): WholeTurn[] | null {
  const turns = wholeTurns(game, players, state, seat, bound);
  if (turns?.some((turn) => turn.length > 1)) return turns;
  const moves = game.legalMoves(state, seat);
  return moves.length === 0 || moves.length > bound ? null : moves.map((move: unknown) => [{ state, move }]);
}
