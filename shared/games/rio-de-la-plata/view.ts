// What a seat (or a spectator) sees of a Rio de la Plata game: everything but the random state.
import { activeSeat, awaiting } from "./rules-turn";
import type { RioState } from "./state";

/** Everything is public except the random state; the view adds whose turn it is. */
export type RioView = Omit<RioState, "rng"> & {
  /** The seat looking, null for a spectator. */
  you: number | null;
  awaiting: number[];
  /** The player whose placement or effects turn it is (or who owes a decision); null in combat or when over. */
  active: number | null;
};

export function rioView(state: RioState, seat: number | null): RioView {
  const { rng: _secret, ...open } = state;
  void _secret;
  return { ...open, you: seat, awaiting: awaiting(state), active: activeSeat(state) };
}
