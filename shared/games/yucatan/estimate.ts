// How many moves a game of Yucatàn has left (docs/games/yucatan.md, "How long a game lasts"): the levels
// the leading pyramid still needs, counting the prisoners its city holds toward the next, at a pace
// measured on playouts, for every player.
import { PRISONERS_PER_LEVEL, PYRAMID_LEVELS } from "./data";
import type { YucatanState } from "./state";

/** Moves per player per pyramid level, setup included (measured on playouts: 650 to 1,850 moves a game). */
const MOVES_PER_PLAYER_PER_LEVEL = 80;

export function estimateRemainingMoves(state: YucatanState): number {
  if (state.phase === "over") return 0;
  const lead = Math.max(...state.seats.map((s) => s.pyramid + Math.min(s.cityPrisoners, PRISONERS_PER_LEVEL) / PRISONERS_PER_LEVEL));
  return Math.max(1, Math.round((PYRAMID_LEVELS - lead) * MOVES_PER_PLAYER_PER_LEVEL * state.players));
}
