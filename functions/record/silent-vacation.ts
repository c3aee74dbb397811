// Step 1 of the seat rescue chain (docs/clocks.md, "A silent seat"): a silent player who allowed it
// spends vacation days before the table's own hold. Pure: the clock says when and writes the result.
import type { Vacation } from "../../shared/api/index";
import { VACATION_DAYS_PER_YEAR, vacationDaysIn } from "../../shared/clock/vacations";

/** The most vacation days one silence spends: a week, so that the stand-in still comes in good time. */
const MAX_SILENT_VACATION_DAYS = 7;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The vacation a player silent at `at` goes on: from that UTC day, as many days as are left of this
 * year's allowance, at most MAX_SILENT_VACATION_DAYS, never past the year's end nor into a vacation
 * already declared (its days are planned); with its days and the instant it ends. Null when no day is left.
 */
export function silentVacation(vacations: readonly Vacation[], at: number): { vacation: Vacation; days: number; until: number } | null {
  const today = Math.floor(at / DAY_MS) * DAY_MS;
  const year = new Date(today).getUTCFullYear();
  const yearEnd = Date.UTC(year, 11, 31);
  let days = Math.min(MAX_SILENT_VACATION_DAYS, VACATION_DAYS_PER_YEAR - vacationDaysIn(vacations, year), (yearEnd - today) / DAY_MS + 1);
  for (const v of vacations) {
    const from = Date.parse(`${v.from}T00:00:00Z`);
    const to = Date.parse(`${v.to}T00:00:00Z`);
    if (to < today) continue;
    days = Math.min(days, (from - today) / DAY_MS);
  }
  if (days < 1) return null;
  return { vacation: { from: isoDay(today), to: isoDay(today + (days - 1) * DAY_MS) }, days, until: today + days * DAY_MS };
}
