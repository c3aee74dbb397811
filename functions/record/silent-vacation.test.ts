// The vacation a silent player goes on (docs/clocks.md, "A silent seat"): its bounds where the stack's
// tests do not reach, the year's end and an allowance used up.
import { describe, expect, it } from "vitest";
import { silentVacation } from "./silent-vacation";

describe("a silent player's vacation", () => {
  it("stops at December 31: next year's allowance is next year's", () => {
    expect(silentVacation([], Date.parse("2030-12-29T15:00:00Z"))).toEqual({
      vacation: { from: "2030-12-29", to: "2030-12-31" },
      days: 3,
      until: Date.parse("2031-01-01T00:00:00Z"),
    });
  });

  it("is none when the year's 30 days are planned, or a vacation is under way", () => {
    const at = Date.parse("2030-05-06T09:00:00Z");
    expect(silentVacation([{ from: "2030-07-01", to: "2030-07-30" }], at)).toBeNull();
    expect(silentVacation([{ from: "2030-05-01", to: "2030-05-06" }], at)).toBeNull();
  });
});
