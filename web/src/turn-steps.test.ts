import { describe, expect, it } from "vitest";
import { isTurnStep } from "./turn-steps";

describe("isTurnStep", () => {
  const detail = {
    legalMoves: [{ type: "site", site: 3 }, { type: "end" }, { type: "build", kind: "temple", slots: [1, 2], pay: [] }],
    turnSteps: [0, 2],
  };

  it("plays a step at once, whatever order the board wrote the move's fields in", () => {
    expect(isTurnStep(detail, { site: 3, type: "site" })).toBe(true);
    expect(isTurnStep(detail, { pay: [], slots: [1, 2], kind: "temple", type: "build" })).toBe(true);
  });

  it("asks for the rest: a move that is not a step, a different move, or no steps known", () => {
    expect(isTurnStep(detail, { type: "end" })).toBe(false);
    expect(isTurnStep(detail, { type: "build", kind: "temple", slots: [2, 1], pay: [] })).toBe(false);
    expect(isTurnStep({ legalMoves: detail.legalMoves }, { type: "site", site: 3 })).toBe(false);
  });
});
