// Vacations' yearly allowance, counted one way by the server that refuses too many days, the clock that
// spends the days a silent player allowed it to, and Settings that shows what is used.
import type { Vacation } from "../api/index";

export const VACATION_DAYS_PER_YEAR = 30;

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** Days of the given year the vacations cover (both ends included). */
export function vacationDaysIn(vacations: readonly Vacation[], year: number): number {
  const first = Date.UTC(year, 0, 1);
  const last = Date.UTC(year, 11, 31);
  let days = 0;
  for (const v of vacations) {
    const from = Math.max(dayOf(v.from), first);
    const to = Math.min(dayOf(v.to), last);
    if (to >= from) days += Math.round((to - from) / DAY_MS) + 1;
  }
  return days;
}
