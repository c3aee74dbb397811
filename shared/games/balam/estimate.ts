// How many moves a game of Balam has left (docs/games/balam.md, "How long a game lasts"): the rounds
// a game usually lasts less those played, at the moves a round takes for this many players. It reads
// the round only: where the ball-game cards lie in the deck is secret, and a forecast everyone reads
// must not tell it.
import type { BalamState } from "./state";

/** Rounds in a game (every playout measured ended in its 11th). */
const USUAL_ROUNDS = 11;
/** Moves per round by player count (measured on playouts); more players take fewer actions each. */
const MOVES_PER_ROUND: Record<number, number> = { 2: 16, 3: 22, 4: 24 };

export function estimateRemainingMoves(state: BalamState): number {
  if (state.phase === "over") return 0;
  const perRound = MOVES_PER_ROUND[state.players] ?? 6 * state.players;
  // The round under way counts half; a game that outlasts the usual still has a round to go.
  return Math.max(1, Math.round((Math.max(USUAL_ROUNDS - state.round, 0) + 0.5) * perRound));
}
