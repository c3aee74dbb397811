// How long a player silent by absence had been away when their seat was held, in whole days, as the
// hold's notices and the game page say it (docs/clocks.md, "A silent seat").
import type { SeatRescue } from "../api/index";

const DAY_MS = 86_400_000;

/** Whole days from the player's last visit to the hold; 0 for a seat silent by missed deadlines. */
export function awayDays(rescue: Pick<SeatRescue, "absentSince" | "since"> | undefined): number {
  if (!rescue?.absentSince) return 0;
  return Math.max(1, Math.floor((Date.parse(rescue.since) - Date.parse(rescue.absentSince)) / DAY_MS));
}
