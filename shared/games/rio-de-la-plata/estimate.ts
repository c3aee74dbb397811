// How many moves a game of Rio de la Plata has left (docs/games/rio-de-la-plata.md, "How long a game
// lasts"): the years left at the moves a year takes for this many players, the year under way counted
// by its phase.
import type { RioState } from "./state";

/** Moves per year by player count (measured on playouts: 19, 39 and 65). */
const MOVES_PER_YEAR: Record<number, number> = { 2: 19, 3: 39, 4: 65 };
/** The share of a year's moves still to come in each phase: placement is most of them. */
const YEAR_LEFT: Record<RioState["phase"], number> = { placement: 0.9, effects: 0.4, combat: 0.05, homecoming: 0.02, over: 0 };

export function estimateRemainingMoves(state: RioState): number {
  if (state.phase === "over") return 0;
  const perYear = MOVES_PER_YEAR[state.players] ?? 16 * state.players;
  return Math.max(1, Math.round((state.years - state.year + YEAR_LEFT[state.phase]) * perYear));
}
