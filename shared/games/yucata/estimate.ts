// How many moves a game of Yucata' has left (docs/games/yucata.md, "How long a game lasts"): the cards
// the leading amulet still needs to reach the temple, at the average step a card makes; every player
// plays a card between two of the leader's.
import { LAST_SQUARE } from "./data";
import type { YucataState } from "./state";

/** Squares an amulet goes forward per card played, on average (measured on playouts: 40 squares in about 11 cards). */
const SQUARES_PER_CARD = 3.6;

export function estimateRemainingMoves(state: YucataState): number {
  if (state.turn === null) return 0;
  const lead = Math.max(...state.positions);
  const leaderCards = Math.max(1, Math.ceil((LAST_SQUARE - lead) / SQUARES_PER_CARD));
  return (leaderCards - 1) * state.positions.length + 1;
}
