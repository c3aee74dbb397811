// Last-seen bounds (docs/clocks.md, "A silent seat"): the session check writes at most once an hour, and
// only a known last visit older than a turn makes a player away.
import { describe, expect, it } from "vitest";
import { awayLonger, seenIsStale } from "./silent-absence";

const at = Date.parse("2031-02-03T09:00:00Z");
const minutesBefore = (minutes: number) => new Date(at - minutes * 60_000).toISOString();

describe("a user's last visit", () => {
  it("is written when none is kept or the one kept is an hour old, not more often", () => {
    expect(seenIsStale(undefined, at)).toBe(true);
    expect(seenIsStale(minutesBefore(59), at)).toBe(false);
    expect(seenIsStale(minutesBefore(60), at)).toBe(true);
  });

  it("makes a player away only once it is older than the turn", () => {
    const day = 24 * 60 * 60_000;
    expect(awayLonger(undefined, at, day), "never seen: nothing says they were away").toBe(false);
    expect(awayLonger(minutesBefore(24 * 60), at, day)).toBe(false);
    expect(awayLonger(minutesBefore(24 * 60 + 1), at, day)).toBe(true);
  });
});
