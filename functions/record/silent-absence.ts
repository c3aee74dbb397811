// A seat silent by absence (docs/clocks.md, "A silent seat"): its player has not opened Turnpost for
// longer than a turn's time. Opening Turnpost is seen by the session check, written at most once an
// hour, so that the fact costs one small write a user an hour and no read on the move path. Pure.

/** How stale a user's last-seen time may grow before the session check writes it again. */
export const SEEN_EVERY_MS = 60 * 60 * 1000;

/** Whether the session check should write `now` as the user's last-seen time. */
export const seenIsStale = (lastSeenAt: string | undefined, now: number): boolean =>
  lastSeenAt === undefined || Date.parse(lastSeenAt) <= now - SEEN_EVERY_MS;

/**
 * Whether a player last seen at `lastSeenAt` has been away longer than `turnMs` at `now`. A player never
 * seen since Turnpost began keeping the time is not held to it: nothing says they were away.
 */
export const awayLonger = (lastSeenAt: string | undefined, now: number, turnMs: number): boolean =>
  lastSeenAt !== undefined && now - Date.parse(lastSeenAt) > turnMs;
