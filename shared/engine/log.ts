import type { LogEntry } from "./contract";

/** Whether a log entry may be shown to `seat` (null: a spectator). */
export function isLogVisibleTo(entry: LogEntry, seat: number | null): boolean {
  return entry.seats === undefined || (seat !== null && entry.seats.includes(seat));
}
