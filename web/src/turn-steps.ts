// The steps of a turn (`GameDetail.turnSteps`): moves that keep the turn with the player and show nobody
// anything, so the page plays them at once (the player may undo them alone) and asks only for the move
// that hands the turn on or shows something.
import type { GameDetail } from "../../shared/api/index";

/** A move as JSON with its keys in order, so a move a board built matches the same legal move. */
const canonical = (move: unknown): string =>
  JSON.stringify(move, (_, value) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );

/** True when `move` is one of the player's turn steps now: played without a confirmation. */
export function isTurnStep(detail: Pick<GameDetail, "legalMoves" | "turnSteps">, move: unknown): boolean {
  const key = canonical(move);
  return (detail.turnSteps ?? []).some((index) => canonical(detail.legalMoves[index]) === key);
}
