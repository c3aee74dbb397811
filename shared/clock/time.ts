// Clock arithmetic (docs/clocks.md): how much of a stretch of time a player's clock counts, and when a
// budget of counted time runs out, skipping the player's weekly rest days (whole days in their time
// zone, daylight-saving changes included), their nights (a daily window of their wall clock) and any
// other pauses (vacations). The one reckoning of deadlines, reminders, the calendar feed and the
// forecast. Pure: the caller says what time it is.
import { intl } from "../i18n/intl";

/** Weekdays as `Date.getDay()` numbers them: 0 is Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The most rest days a player may take in a week: the clock must still run most of the week. */
export const MAX_REST_DAYS = 2;

/** The longest night a player may declare: the clock must still run most of the day. */
export const MAX_NIGHT_HOURS = 10;

/** A daily window of the player's wall clock, "HH:MM" to "HH:MM", across midnight when it ends earlier. */
export interface Night {
  start: string;
  end: string;
}

/** A player's weekly rest days and nightly window, read in their time zone. */
export interface RestDays {
  days: Weekday[];
  timeZone: string;
  night?: Night;
}

/** A pause of the clock, in ms since the epoch, from included to excluded. */
export interface Pause {
  from: number;
  to: number;
}

/** A time bank chosen at creation: days at the start, days added after each turn, never above the cap. */
export interface BankControl {
  initialDays: number;
  incrementDays: number;
  maxDays: number;
}

/** Days walked at most: 14 days of budget at 5 counted days a week, a long vacation, and room to spare. */
const MAX_DAYS_WALKED = 800;

const weekdays: Record<string, Weekday> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
/** The wall clock of `zone` at instant `t`: its date, weekday, and how far ahead of UTC it is. */
function wallClock(t: number, zone: string): { y: number; m: number; d: number; weekday: Weekday; offset: number } {
  const format = intl(Intl.DateTimeFormat, "en-US", {
    timeZone: zone,
    hourCycle: "h23",
    weekday: "short",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(t)) parts[p.type] = p.value;
  const [y, m, d] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const local = Date.UTC(y, m - 1, d, Number(parts.hour), Number(parts.minute), Number(parts.second));
  return { y, m, d, weekday: weekdays[parts.weekday!]!, offset: local - Math.floor(t / 1000) * 1000 };
}

/** The hour of the day (0–23) at instant `t` in `zone`. */
export function localHour(t: number, zone: string): number {
  const { offset } = wallClock(t, zone);
  return new Date(t + offset).getUTCHours();
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** How long a night lasts on the wall clock, in minutes (a window ending earlier than it starts crosses midnight). */
export function nightMinutes(night: Night): number {
  return (minutesOf(night.end) - minutesOf(night.start) + 1440) % 1440;
}

/**
 * The instant the wall clock of `zone` reads `minutes` past midnight on date y-m-d (the offset is read
 * twice across a change; a time the change skips lands an hour on).
 */
function localInstant(y: number, m: number, d: number, minutes: number, zone: string): number {
  const utc = Date.UTC(y, m - 1, d, 0, minutes);
  const guess = utc - wallClock(utc, zone).offset;
  return utc - wallClock(guess, zone).offset;
}

/**
 * The local day holding instant `t`: its end (the next local midnight), whether it is a rest day, and
 * the parts of it the night covers (before the night's end, from its start).
 */
function dayAround(t: number, rest: RestDays | null): { end: number; resting: boolean; asleep: Pause[] } {
  const zone = rest?.timeZone ?? "UTC";
  const { y, m, d, weekday } = wallClock(t, zone);
  // Date.UTC carries day 32 into the next month; a zone skipping its midnight still moves on.
  const end = Math.max(localInstant(y, m, d + 1, 0, zone), t + 1);
  const night = rest?.night;
  const asleep: Pause[] = [];
  if (night) {
    const start = localInstant(y, m, d, minutesOf(night.start), zone);
    const wake = localInstant(y, m, d, minutesOf(night.end), zone);
    if (start < wake) asleep.push({ from: start, to: wake });
    else asleep.push({ from: t, to: wake }, { from: start, to: end });
  }
  return { end, resting: rest?.days.includes(weekday) ?? false, asleep };
}

/** The stretches of [from, to) the clock counts: outside rest days, nights and pauses, in order. */
function* countedStretches(from: number, to: number, rest: RestDays | null, pauses: Pause[]): Generator<Pause> {
  let t = from;
  for (let walked = 0; t < to && walked < MAX_DAYS_WALKED; walked++) {
    const day = dayAround(t, rest);
    const end = Math.min(day.end, to);
    if (!day.resting) yield* outsidePauses(t, end, [...pauses, ...day.asleep]);
    t = end;
  }
}

/** [from, to) less the pauses, in order. */
function* outsidePauses(from: number, to: number, pauses: Pause[]): Generator<Pause> {
  let t = from;
  for (const p of [...pauses].sort((a, b) => a.from - b.from)) {
    if (p.to <= t || p.from >= to) continue;
    if (p.from > t) yield { from: t, to: p.from };
    t = Math.max(t, p.to);
  }
  if (t < to) yield { from: t, to };
}

/** How much of [from, to) a clock with these rest days and pauses counts, in ms. */
export function countedMs(from: number, to: number, rest: RestDays | null, pauses: Pause[] = []): number {
  let total = 0;
  for (const s of countedStretches(from, to, rest, pauses)) total += s.to - s.from;
  return total;
}

/**
 * The instant a clock started at `from` has counted `budgetMs`: the deadline of a turn. Past the walk's
 * bound (a budget no control allows), the deadline is where the walk stopped.
 */
export function deadlineAfter(from: number, budgetMs: number, rest: RestDays | null, pauses: Pause[] = []): number {
  let left = budgetMs;
  let reached = from;
  if (left <= 0) return from;
  for (const s of countedStretches(from, Number.MAX_SAFE_INTEGER, rest, pauses)) {
    if (s.to - s.from >= left) return s.from + left;
    left -= s.to - s.from;
    reached = s.to;
  }
  return reached;
}

/** A seat's bank after a turn that used `usedMs` of it: what is left (never below 0) plus the increment, within the cap. */
export function bankAfterTurn(bankMs: number, usedMs: number, control: BankControl, dayMs: number): number {
  return Math.min(Math.max(bankMs - usedMs, 0) + control.incrementDays * dayMs, control.maxDays * dayMs);
}

/** Days and hours in a duration, to the minute, then rounded down to the hour: what a player reads of a bank. */
export function daysAndHours(ms: number): { days: number; hours: number } {
  const hours = Math.max(0, Math.floor(Math.round(ms / 60_000) / 60));
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}
