// The seat rescue chain (docs/clocks.md, "A silent seat"), pure: a seat whose player missed
// `silentAfter` deadlines in a row is silent; the table waits for it a turn's time (the hold), then a
// stand-in bot plays it move by move until its player plays again. The clock decides when; these
// functions only compute.
import type { BotLevel } from "../../shared/bots/levels";
import type { SeatRescue } from "../../shared/api/index";
import { isStandInStep, type GameRecord } from "./game";

/** Missed deadlines in a row that make a seat silent, unless the game's creator chose another number. */
export const DEFAULT_SILENT_AFTER = 2;

/** The rescue under way for `seat`, if any. */
export const rescueOf = (game: Pick<GameRecord, "rescue">, seat: number): SeatRescue | undefined =>
  game.rescue?.find((r) => r.seat === seat);

/** A seat a stand-in bot plays for its silent player (while it is offered too, until someone sits down). */
export const standsIn = (game: Pick<GameRecord, "rescue">, seat: number): boolean => {
  const step = rescueOf(game, seat)?.step;
  return step !== undefined && isStandInStep(step);
};

/** The deadlines `seat` has missed in a row. */
const missedInARow = (game: Pick<GameRecord, "missed">, seat: number): number => game.missed?.[seat] ?? 0;

/** How long the table holds a silent seat before a stand-in plays it: one turn's time, at least a day. */
export function holdMs(game: Pick<GameRecord, "timePerMoveDays" | "bank">, dayMs: number): number {
  const days = game.timePerMoveDays ?? game.bank?.incrementDays ?? 1;
  return Math.max(1, days) * dayMs;
}

/**
 * The game once `seat` missed one more deadline at `at`: its count goes up, and the count that makes it
 * silent puts it on hold until `at` plus the hold. Returns whether the seat is newly on hold.
 * `vacation`: the player's vacation days spent on the hold (./silent-vacation.ts), which lasts until the
 * later of their end and its own. `absentSince`: when the player was last seen, if they have been away
 * longer than a turn (./silent-absence.ts): the seat is silent whatever its count.
 */
export function missedDeadline(
  game: GameRecord,
  seat: number,
  at: number,
  dayMs: number,
  how: { vacation?: { days: number; until: number }; absentSince?: string } = {},
): { game: GameRecord; held: boolean } {
  const { vacation, absentSince } = how;
  const missed = game.players.map((_, i) => missedInARow(game, i) + (i === seat ? 1 : 0));
  const next = { ...game, missed };
  // The count, when it is reached, is the reason given; absence is the reason only when it made the difference.
  const byCount = missed[seat]! >= (game.silentAfter ?? DEFAULT_SILENT_AFTER);
  if (rescueOf(game, seat) || !(byCount || absentSince)) return { game: next, held: false };
  const hold: SeatRescue = {
    seat,
    step: "hold",
    since: new Date(at).toISOString(),
    until: new Date(Math.max(at + holdMs(game, dayMs), vacation?.until ?? 0)).toISOString(),
    missed: missed[seat]!,
    ...(vacation ? { vacationDays: vacation.days } : {}),
    ...(absentSince && !byCount ? { absentSince } : {}),
  };
  return { game: { ...next, rescue: [...(game.rescue ?? []), hold] }, held: true };
}

/**
 * The game once the hold of `seat` is over: a stand-in at `level` plays it from `at`, for one more
 * turn's time (`holdMs`), after which the seat is offered to substitutes (./substitute.ts).
 */
export function standInFrom(game: GameRecord, seat: number, level: BotLevel, at: number, dayMs: number): GameRecord {
  const until = new Date(at + holdMs(game, dayMs)).toISOString();
  const rescue = (game.rescue ?? []).map((r) =>
    r.seat === seat ? { seat, step: "stand-in" as const, since: new Date(at).toISOString(), until, missed: r.missed, level } : r,
  );
  return { ...game, rescue };
}

/** Whether the hold of `seat` is over at `at`. */
export function holdIsOver(game: Pick<GameRecord, "rescue">, seat: number, at: number): boolean {
  const rescue = rescueOf(game, seat);
  return rescue?.step === "hold" && rescue.until !== null && Date.parse(rescue.until) <= at;
}

/**
 * The game once the player of `seat` played a move themselves: nothing missed in a row any more, and a
 * rescue under way ends (they took their seat back). Says whether one did.
 */
export function playedInPerson(game: GameRecord, seat: number): { game: GameRecord; tookBack: boolean } {
  const tookBack = rescueOf(game, seat) !== undefined;
  if (!tookBack && missedInARow(game, seat) === 0) return { game, tookBack };
  const missed = game.players.map((_, i) => (i === seat ? 0 : missedInARow(game, i)));
  return { game: { ...game, missed, rescue: (game.rescue ?? []).filter((r) => r.seat !== seat) }, tookBack };
}

/**
 * The stand-in's level for a player of this rating (an unrated player's is the starting 1500): a
 * player a deviation's worth below the start gets the random bot, one above it the expert where the
 * game offers one, everyone else the strong bot.
 */
export function standInLevel(rating: number, offered: readonly BotLevel[]): BotLevel {
  if (rating < 1350) return "random";
  return rating >= 1650 && offered.includes("expert") ? "expert" : "strong";
}
