// The clock's arithmetic: rest days are whole days of the player's own calendar, wherever the player
// is and whatever daylight saving does to the length of the day; pauses (vacations) compose with them.
import { describe, expect, it } from "vitest";
import { bankAfterTurn, countedMs, daysAndHours, deadlineAfter, nightMinutes, type RestDays } from "./time";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);
const weekend = (timeZone: string): RestDays => ({ days: [6, 0], timeZone });

describe("a clock without rest days", () => {
  it("counts every hour, less the pauses", () => {
    const from = at("2026-03-02T09:00:00Z");
    expect(countedMs(from, from + 3 * DAY, null)).toBe(3 * DAY);
    expect(countedMs(from, from + 3 * DAY, null, [{ from: from + DAY, to: from + 2 * DAY }])).toBe(2 * DAY);
    expect(deadlineAfter(from, 2 * DAY, null)).toBe(from + 2 * DAY);
  });
});

describe("weekend rest days", () => {
  it("skip Saturday and Sunday in Paris, the Sunday of the spring change being 23 hours long", () => {
    // Friday 27 March 2026, 18:00 in Paris (UTC+1); Paris moves to UTC+2 on Sunday 29 March.
    const friday = at("2026-03-27T17:00:00Z");
    // Six hours of Friday count, then Monday from its midnight (22:00 UTC on Sunday) for 18 hours.
    expect(new Date(deadlineAfter(friday, DAY, weekend("Europe/Paris"))).toISOString()).toBe("2026-03-30T16:00:00.000Z");
    expect(countedMs(friday, at("2026-03-30T16:00:00Z"), weekend("Europe/Paris"))).toBe(DAY);
  });

  it("count a 25-hour Sunday as one rest day in New York when the clocks go back", () => {
    // Saturday 31 October 2026 noon (UTC-4) to Monday 2 November noon (UTC-5): 49 hours pass.
    const rest: RestDays = { days: [0], timeZone: "America/New_York" };
    const from = at("2026-10-31T16:00:00Z");
    const to = at("2026-11-02T17:00:00Z");
    expect(to - from).toBe(49 * HOUR);
    expect(countedMs(from, to, rest)).toBe(24 * HOUR);
  });

  it("fall on the player's own weekday: the same instant is Saturday in Los Angeles and Sunday in Auckland", () => {
    const sundays = (timeZone: string): RestDays => ({ days: [0], timeZone });
    // 10 January 2026, 10:00 UTC: Saturday 02:00 in Los Angeles, Saturday 23:00 in Auckland (UTC+13).
    const from = at("2026-01-10T10:00:00Z");
    expect(countedMs(from, from + 2 * HOUR, sundays("Pacific/Auckland"))).toBe(HOUR);
    expect(countedMs(from, from + 2 * HOUR, sundays("America/Los_Angeles"))).toBe(2 * HOUR);
  });

  it("compose with a vacation: a week away on top of a weekend counts none of it", () => {
    const rest = weekend("UTC");
    // Thursday 5 March 2026 noon; a vacation Monday 9 to Friday 13 March (whole UTC days).
    const from = at("2026-03-05T12:00:00Z");
    const vacation = { from: at("2026-03-09T00:00:00Z"), to: at("2026-03-14T00:00:00Z") };
    // Thursday afternoon and Friday count (36 h); then nothing until Monday 16 March, 12 hours in.
    expect(new Date(deadlineAfter(from, 48 * HOUR, rest, [vacation])).toISOString()).toBe("2026-03-16T12:00:00.000Z");
    expect(countedMs(from, at("2026-03-16T12:00:00Z"), rest, [vacation])).toBe(48 * HOUR);
  });

  it("start a turn on a rest day at the next counted midnight", () => {
    const saturday = at("2026-03-07T15:00:00Z");
    expect(new Date(deadlineAfter(saturday, HOUR, weekend("UTC"))).toISOString()).toBe("2026-03-09T01:00:00.000Z");
  });
});

describe("nights", () => {
  it("stop a day's turn in Paris over two nights and the short Sunday of the spring change", () => {
    // Saturday 28 March 2026, 20:00 in Paris (UTC+1), nights 23:00–07:00; on Sunday 29 Paris moves to UTC+2.
    const night: RestDays = { days: [], timeZone: "Europe/Paris", night: { start: "23:00", end: "07:00" } };
    const from = at("2026-03-28T19:00:00Z");
    // Saturday 20:00–23:00 (3 h), Sunday 07:00–23:00 (16 h), then Monday from 07:00 (05:00 UTC) for 5 h.
    expect(new Date(deadlineAfter(from, DAY, night)).toISOString()).toBe("2026-03-30T10:00:00.000Z");
    expect(countedMs(from, at("2026-03-30T10:00:00Z"), night)).toBe(DAY);
    // The Saturday night is 7 hours of wall time: 22:00 UTC to 05:00 UTC, the clocks moving on at 02:00.
    expect(countedMs(at("2026-03-28T21:00:00Z"), at("2026-03-29T06:00:00Z"), night)).toBe(2 * HOUR);
  });

  it("stop a day's turn in New York across the long night of the autumn change", () => {
    // Saturday 31 October 2026, 20:00 in New York (UTC-4), nights 22:00–06:00; on Sunday 1 November it is UTC-5.
    const night: RestDays = { days: [], timeZone: "America/New_York", night: { start: "22:00", end: "06:00" } };
    const from = at("2026-11-01T00:00:00Z");
    // Saturday 20:00–22:00 (2 h), Sunday 06:00–22:00 (16 h), then Monday from 06:00 (11:00 UTC) for 6 h.
    expect(new Date(deadlineAfter(from, DAY, night)).toISOString()).toBe("2026-11-02T17:00:00.000Z");
    // That first night is 9 hours of wall time, none of it counted.
    expect(countedMs(at("2026-11-01T02:00:00Z"), at("2026-11-01T11:00:00Z"), night)).toBe(0);
  });

  it("may lie within one day, and compose with rest days", () => {
    // Nights from 01:00 to 09:00 UTC and Sundays off: from Saturday 7 March 2026 at 20:00, 10 hours counted.
    const rest: RestDays = { days: [0], timeZone: "UTC", night: { start: "01:00", end: "09:00" } };
    // Saturday 20:00–24:00 (4 h), Sunday nothing, Monday 00:00–01:00 (1 h), then 09:00 + 5 h.
    expect(new Date(deadlineAfter(at("2026-03-07T20:00:00Z"), 10 * HOUR, rest)).toISOString()).toBe("2026-03-09T14:00:00.000Z");
  });

  it("are measured in minutes across midnight", () => {
    expect(nightMinutes({ start: "23:00", end: "07:00" })).toBe(8 * 60);
    expect(nightMinutes({ start: "01:30", end: "09:00" })).toBe(450);
  });
});

describe("a bank of 7 days plus 1 a turn, at most 14", () => {
  const control = { initialDays: 7, incrementDays: 1, maxDays: 14 };
  it("loses the time a turn used and gains a day", () => {
    expect(bankAfterTurn(7 * DAY, 2.5 * DAY, control, DAY)).toBe(5.5 * DAY);
  });
  it("never grows above the cap, and an overdrawn bank starts again from the day added", () => {
    expect(bankAfterTurn(14 * DAY, HOUR, control, DAY)).toBe(14 * DAY);
    expect(bankAfterTurn(DAY, 3 * DAY, control, DAY)).toBe(DAY);
  });
  it("reads as days and hours, rounded down", () => {
    expect(daysAndHours(3 * DAY + 4 * HOUR + 59 * 60_000)).toEqual({ days: 3, hours: 4 });
    expect(daysAndHours(-5)).toEqual({ days: 0, hours: 0 });
    // A mail sent a moment after the turn began still reads the whole bank.
    expect(daysAndHours(28 * HOUR - 900)).toEqual({ days: 1, hours: 4 });
  });
});
