// A creator's minimums for the open seats (docs/clocks.md, "A creator's minimums") held against a
// player's own figures: one comparison, so that the join refused by the server and the lobby's line
// that says why a seat is closed never disagree.
import type { Rhythm, SeatRequirements } from "../api/index";

/** A minimum a player does not meet, with their own figure. */
export type UnmetMinimum =
  | { code: "finish-rate-below"; minimum: number; yours: number }
  | { code: "too-many-timeouts"; maximum: number; yours: number };

/**
 * The first minimum `rhythm` does not meet; null when it meets them all. Someone with no game started
 * in the window has no finish rate to hold against them.
 */
export function unmetMinimum(requirements: SeatRequirements, rhythm: Pick<Rhythm, "finishRate" | "timeouts90d">): UnmetMinimum | null {
  const { minFinishPercent, maxTimeouts90d } = requirements;
  if (minFinishPercent !== undefined && rhythm.finishRate !== null && rhythm.finishRate * 100 < minFinishPercent) {
    return { code: "finish-rate-below", minimum: minFinishPercent, yours: Math.round(rhythm.finishRate * 100) };
  }
  if (maxTimeouts90d !== undefined && rhythm.timeouts90d > maxTimeouts90d) {
    return { code: "too-many-timeouts", maximum: maxTimeouts90d, yours: rhythm.timeouts90d };
  }
  return null;
}
