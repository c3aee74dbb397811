// A player's rhythm (docs/clocks.md): aggregates updated on each move they end a turn with and on each
// timeout, bounded in size whatever the number of moves, so that a profile reads one small item
// instead of a history. Pure: the caller says when, and in which time zone.
import type { Rhythm, SeatRequirements } from "../../shared/api/index";
import { deadlineAfter, localHour } from "../../shared/clock/time";
import { unmetMinimum } from "../../shared/clock/minimums";
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
  /** Games the player sat in, by the UTC month ("2026-06") they started or ended in, oldest first; absent before any. */
  games?: GameMonth[];
  seen: string[];
}

interface GameMonth {
  month: string;
  started: number;
  finished: number;
}

/** Months kept: the 12 a finish rate reads, and the one the window's start falls in. */
const MONTHS_KEPT = 13;

export const emptyRhythm = (): RhythmStats => ({ replies: [], fast: 0, moves: 0, hours: Array(24).fill(0), timeouts: [], seen: [] });

const monthOf = (t: number) => new Date(t).toISOString().slice(0, 7);

/** The stats once a game the player sits in `started` or `finished` (for them: not forfeited) at `at`; null if already counted. */
export function withGame(stats: RhythmStats, gameId: string, what: "started" | "finished", at: number): RhythmStats | null {
  const key = `${gameId}#${what}`;
  if (stats.seen.includes(key)) return null;
  const month = monthOf(at);
  const months = (stats.games ?? []).filter((m) => m.month !== month);
  const current = stats.games?.find((m) => m.month === month) ?? { month, started: 0, finished: 0 };
  const games = [...months, { ...current, [what]: current[what] + 1 }].sort((a, b) => a.month.localeCompare(b.month)).slice(-MONTHS_KEPT);
  return { ...stats, games, seen: seenOnce(stats, key) };
}

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

/** The stats without the timeout counted at `at` (the operator's undo of one given by mistake); null when none was. */
export function withoutTimeout(stats: RhythmStats, at: string): RhythmStats | null {
  const index = stats.timeouts.indexOf(at);
  return index === -1 ? null : { ...stats, timeouts: stats.timeouts.filter((_, i) => i !== index) };
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
    ...finishRate(stats, now),
  };
}

/** The first of a game's minimums that `rhythm` does not meet, in words; null when it meets them all. */
export function unmetRequirement(requirements: SeatRequirements, rhythm: Rhythm): { code: string; message: string } | null {
  const unmet = unmetMinimum(requirements, rhythm);
  if (!unmet) return null;
  const message =
    unmet.code === "finish-rate-below"
      ? `This game's open seats ask for a finish rate of at least ${unmet.minimum}%; yours is ${unmet.yours}% over 12 months.`
      : `This game's open seats ask for at most ${unmet.maximum} timeouts in 90 days; you have ${unmet.yours}.`;
  return { code: unmet.code, message };
}

/** Games started and the share of them finished, over the current UTC month and the 11 before it. */
function finishRate(stats: RhythmStats, now: number): Pick<Rhythm, "gamesStarted12m" | "finishRate"> {
  const today = new Date(now);
  const first = monthOf(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  const window = (stats.games ?? []).filter((m) => m.month >= first);
  const started = window.reduce((n, m) => n + m.started, 0);
  const finished = window.reduce((n, m) => n + m.finished, 0);
  // A game started before the window and finished in it would push the rate above 1.
  return { gamesStarted12m: started, finishRate: started === 0 ? null : Math.min(1, finished / started) };
}

/** Moves a game must have played, and days it must have been under way, before it forecasts its end. */
const FORECAST_MIN_MOVES = 6;
const FORECAST_MIN_DAYS = 1;
/** How many replies the prior counts as: a player's own median outweighs it after a handful of moves. */
const PRIOR_REPLIES = 3;
/** The range goes from each move this much faster than expected to this much slower. */
const SPREAD = 1.5;
/** Replies the rhythm's median is taken over (the item keeps the last RECENT_REPLIES). */
const measuredReplies = (rhythm: Rhythm) => Math.min(rhythm.moves, RECENT_REPLIES);

/**
 * The time a move is expected to take before anything is measured: half the time per move (people answer
 * before their deadline), the bank's increment (the pace a bank sustains), or a day without a clock.
 */
function priorMs(game: GameRecord, dayMs: number): number {
  if (game.timePerMoveDays !== null) return (game.timePerMoveDays * dayMs) / 2;
  if (game.bank) return game.bank.incrementDays * dayMs || dayMs;
  return dayMs;
}

/**
 * Between when and when a game with `movesLeft` moves to go should end, from `now`; null until it has
 * played FORECAST_MIN_MOVES moves over FORECAST_MIN_DAYS (a few minutes of fast play tell nothing).
 * Each seat's expected time a move is its player's median reply weighed against the prior by the
 * replies it is measured over, never more than the time per move; a seat the server plays takes
 * nothing. The moves go round the seats from the first awaited one, each laid on its player's clock
 * (`deadlineAfter`, so their rest days and nights stop it as they stop their deadlines), once SPREAD
 * times faster and once SPREAD times slower than expected.
 */
export function forecastFinish(
  game: GameRecord,
  rhythms: (Rhythm | null)[],
  movesLeft: number,
  now: number,
  dayMs: number,
): { earliest: number; latest: number } | null {
  const seats = game.players.length;
  if (seats === 0 || game.version < FORECAST_MIN_MOVES) return null;
  if (now - Date.parse(game.createdAt) < FORECAST_MIN_DAYS * dayMs) return null;
  const prior = priorMs(game, dayMs);
  const cap = game.timePerMoveDays === null ? Number.POSITIVE_INFINITY : game.timePerMoveDays * dayMs;
  const expected = game.players.map((_, seat) => {
    const rhythm = rhythms[seat];
    const n = rhythm?.medianReplyMs == null ? 0 : measuredReplies(rhythm);
    const blended = (PRIOR_REPLIES * prior + n * (rhythm?.medianReplyMs ?? 0)) / (PRIOR_REPLIES + n);
    return Math.min(blended, cap);
  });
  const lay = (factor: number) => {
    let at = now;
    for (let i = 0; i < movesLeft; i++) {
      const seat = ((game.awaiting[0] ?? 0) + i) % seats;
      if (serverPlays(game, seat)) continue;
      at = deadlineAfter(at, Math.min((expected[seat] ?? prior) * factor, cap), game.players[seat]?.rest ?? null);
    }
    return at;
  };
  return { earliest: lay(1 / SPREAD), latest: lay(SPREAD) };
}
