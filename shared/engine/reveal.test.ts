// The steps of a turn: what the game page plays without a confirmation, because the player keeps the
// turn, nobody learns anything, and the player may undo it alone.
import { describe, expect, it } from "vitest";
import { balam, type BalamMove, type BalamState } from "../games/balam/index";
import { fresh } from "../games/balam/test-helpers";
import { MAX_JUDGED_MOVES, turnSteps } from "./reveal";

/** Balam played from set-up by always taking the first move of `type` the awaited seat has, else its first move. */
function playUntil(state: BalamState, done: (s: BalamState) => boolean, prefer: BalamMove["type"][]): BalamState {
  for (let i = 0; i < 200 && !done(state); i++) {
    const seat = balam.awaiting(state)[0]!;
    const legal = balam.legalMoves(state, seat);
    const move = prefer.map((type) => legal.find((m) => m.type === type)).find(Boolean) ?? legal[0]!;
    state = balam.apply(state, seat, move).state;
  }
  expect(done(state), "the position was reached").toBe(true);
  return state;
}

describe("turnSteps", () => {
  it("counts choosing a site and building as steps, and ending the turn as the one move to confirm", () => {
    const state = playUntil(fresh(2), (s) => s.phase === "turns" && s.step.kind === "build", ["tax", "site"]);
    const seat = balam.awaiting(state)[0]!;
    const legal = balam.legalMoves(state, seat);
    const steps = new Set(turnSteps(balam, 2, state, seat, legal));
    const kinds = (wanted: boolean) => [...new Set(legal.flatMap((m, i) => (steps.has(i) === wanted ? [m.type] : [])))].sort();
    expect(kinds(true)).toContain("build");
    expect(kinds(false)).toEqual(["end"]);
  });

  it("never counts a move that draws from the random state (a card turned up), nor another seat's moves", () => {
    const state = playUntil(fresh(2), (s) => s.phase === "turns" && s.step.kind === "start", []);
    const seat = balam.awaiting(state)[0]!;
    const legal = balam.legalMoves(state, seat);
    const flips = legal.flatMap((m, i) => (m.type === "flip" ? [i] : []));
    expect(flips.length).toBeGreaterThan(0);
    const steps = turnSteps(balam, 2, state, seat, legal);
    for (const i of flips) expect(steps).not.toContain(i);
    expect(turnSteps(balam, 2, state, 1 - seat, balam.legalMoves(state, 1 - seat))).toEqual([]);
  });

  it("judges nothing past its bound: every move is then confirmed", () => {
    const state = playUntil(fresh(2), (s) => s.phase === "turns" && s.step.kind === "build", ["tax", "site"]);
    const seat = balam.awaiting(state)[0]!;
    const many = Array.from({ length: MAX_JUDGED_MOVES + 1 }, () => ({ type: "end" }) as BalamMove);
    expect(turnSteps(balam, 2, state, seat, many)).toEqual([]);
  });
});
