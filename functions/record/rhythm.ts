// A player's rhythm (docs/clocks.md): aggregates updated on each move they end a turn with and on each
// timeout, bounded in size whatever the number of moves, so that a profile reads one small item
// instead of a history. Pure: the caller says when, and in which time zone.
import type { Rhythm } from "../../shared/api/index";
import { deadlineAfter, localHour } from "../../shared/clock/time";
import { type GameRecord, serverPlays } from "./game";

/** Replies kept for the median: the recent ones say how the player plays now. */
const RECENT_REPLIES = 51;
/** Timeouts kept: more than 90 days can hold, for anyone who still plays. */
const RECENT_TIMEOUTS = 30;
/** The moves already counted, so that a change seen twice on the stream counts once. */
const SEEN = 20;
const DAY_MS = 86_400_000;
const TIMEOUT_WINDOW_MS = 90 * DAY_MS;

export interface RhythmStats {
  replies: number[];
  /** Moves made within 24 hours of the turn's start, and all moves, all told. */
  fast: number;
  moves: number;
  /** Moves per hour of the player's day. */
  hours: number[];
  /** When the clock acted for the player (ISO), most recent last. */
  timeouts: string[];
  seen: string[];
}

export const emptyRhythm = (): RhythmStats => ({ replies: [], fast: 0, moves: 0, hours: Array(24).fill(0), timeouts: [], seen: [] });

const seenOnce = (stats: RhythmStats, key: string) => [...stats.seen, key].slice(-SEEN);

/** The stats once a move `key` ended the player's turn at `at`, `replyMs` after it began; null if already counted. */
export function withReply(stats: RhythmStats, key: string, at: number, replyMs: number, timeZone: string): RhythmStats | null {
  if (stats.seen.includes(key)) return null;
  const hours = [...stats.hours];
  const hour = localHour(at, timeZone);
  hours[hour] = (hours[hour] ?? 0) + 1;
  return {
    ...stats,
    replies: [...stats.replies, replyMs].slice(-RECENT_REPLIES),
    fast: stats.fast + (replyMs <= DAY_MS ? 1 : 0),
    moves: stats.moves + 1,
    hours,
    seen: seenOnce(stats, key),
  };
}

/** The stats once the clock acted for the player at `at` (the move `key`); null if already counted. */
export function withTimeout(stats: RhythmStats, key: string, at: string): RhythmStats | null {
  if (stats.seen.includes(key)) return null;
  return { ...stats, timeouts: [...stats.timeouts, at].slice(-RECENT_TIMEOUTS), seen: seenOnce(stats, key) };
}

/** What a profile shows of the stats at `now`. */
export function rhythmOf(stats: RhythmStats, now: number): Rhythm {
  const sorted = [...stats.replies].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length === 0 ? null : sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const usualHours = stats.hours
    .map((count, hour) => ({ count, hour }))
    .filter((h) => h.count > 0)
    .sort((a, b) => b.count - a.count || a.hour - b.hour)
    .slice(0, 3)
    .map((h) => h.hour);
  return {
    moves: stats.moves,
    medianReplyMs: median,
    within24h: stats.moves === 0 ? null : stats.fast / stats.moves,
    usualHours,
    timeouts90d: stats.timeouts.filter((at) => now - Date.parse(at) < TIMEOUT_WINDOW_MS).length,
  };
}

/**
 * When a game with `movesLeft` moves to go should end, from `now`: the moves go round the seats from the
 * first awaited one, each laid on its player's clock (`deadlineAfter`, so their rest days and nights
 * stop it as they stop their deadlines) for their median reply (a day for a person without one yet,
 * never more than the time per move), and take nothing for a seat the server plays.
 */
export function forecastFinish(game: GameRecord, rhythms: (Rhythm | null)[], movesLeft: number, now: number, dayMs: number): number {
  const seats = game.players.length;
  if (seats === 0) return now;
  const first = game.awaiting[0] ?? 0;
  let at = now;
  for (let i = 0; i < movesLeft; i++) {
    const seat = (first + i) % seats;
    if (serverPlays(game, seat)) continue;
    const usual = rhythms[seat]?.medianReplyMs ?? dayMs;
    const counted = game.timePerMoveDays === null ? usual : Math.min(usual, game.timePerMoveDays * dayMs);
    at = deadlineAfter(at, counted, game.players[seat]?.rest ?? null);
  }
  return at;
}
