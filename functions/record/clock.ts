// A game's clock as the record keeps it (docs/clocks.md): each seat's budget for its turn (the time per
// move, or what is left in its bank), when that turn runs out given the seat's rest days and any
// pauses (vacations), and the banks after a turn. Pure: the caller says what time it is.

import type { Vacation } from "../../shared/api/index";
import { bankAfterTurn, countedMs, deadlineAfter, type Night, type Pause, type RestDays, type Weekday } from "../../shared/clock/time";
import { type GameRecord, type PlayerSlot, serverPlays } from "./game";

/** The counted time `seat` has for its current turn, in ms; null when the game has no clock. */
export function turnBudget(game: GameRecord, seat: number, dayMs: number): number | null {
  if (game.bank) return game.banks?.[seat] ?? game.bank.initialDays * dayMs;
  return game.timePerMoveDays === null ? null : game.timePerMoveDays * dayMs;
}

/** The time `seat` still has at `now` in its current turn (a negative number once it is out of time). */
export function timeLeft(game: GameRecord, seat: number, now: number, dayMs: number, pauses: Pause[] = []): number | null {
  const budget = turnBudget(game, seat, dayMs);
  if (budget === null || game.turnSince === null) return budget;
  return budget - countedMs(Date.parse(game.turnSince), now, game.players[seat]?.rest ?? null, pauses);
}

/** Whose clock runs out first in a turn begun at `since`: that seat's budget, rest and deadline. */
interface FirstOut {
  budget: number;
  rest: RestDays | null;
  deadline: number;
}

/**
 * When the turn of the awaited seats started at `since` runs out: the first of their own deadlines, each
 * counted on its own rest days and nights. Seats the server plays have none; null when nobody has a clock.
 */
export function turnDeadline(game: GameRecord, since: number, dayMs: number): FirstOut | null {
  let first: FirstOut | null = null;
  for (const seat of game.awaiting) {
    const budget = serverPlays(game, seat) ? null : turnBudget(game, seat, dayMs);
    if (budget === null) continue;
    const rest = game.players[seat]?.rest ?? null;
    const deadline = deadlineAfter(since, budget, rest);
    if (!first || deadline < first.deadline) first = { budget, rest, deadline };
  }
  return first;
}

/**
 * The banks once the awaited seats of `game` changed at `at`: each seat whose turn ended pays the time
 * its clock counted since the turn began (less its pauses) and gains the increment. Other seats keep theirs.
 */
export function banksAfterTurn(
  game: GameRecord,
  next: GameRecord,
  at: number,
  dayMs: number,
  pauses: Record<number, Pause[]> = {},
): number[] | undefined {
  if (!game.bank || game.turnSince === null) return game.banks;
  const bank = game.bank;
  return game.players.map((_, seat) => {
    const before = turnBudget(game, seat, dayMs)!;
    if (!game.awaiting.includes(seat) || next.awaiting.includes(seat)) return before;
    const used = countedMs(Date.parse(game.turnSince!), at, game.players[seat]?.rest ?? null, pauses[seat] ?? []);
    return bankAfterTurn(before, used, bank, dayMs);
  });
}

/** A user's vacations as pauses of the clock (a vacation's dates are whole days in UTC, both included). */
export function vacationPauses(vacations: Vacation[]): Pause[] {
  return vacations.map((v) => ({ from: Date.parse(`${v.from}T00:00:00Z`), to: Date.parse(`${v.to}T00:00:00Z`) + 86_400_000 }));
}

type Person = { id: string; name: string; guest: boolean; timeZone?: string; restDays?: Weekday[]; night?: Night | null };

/** The rest days and night a person's clock keeps, in their time zone; null when they declared neither. */
export function restOf(user: Omit<Person, "id" | "name" | "guest">): RestDays | null {
  const days = user.restDays ?? [];
  if (days.length === 0 && !user.night) return null;
  return { days, timeZone: user.timeZone ?? "UTC", ...(user.night ? { night: user.night } : {}) };
}

/** What a person brings to a seat they take: who they are, and the rest days and night their clock keeps in this game. */
export function seatFor(user: Person): PlayerSlot {
  const rest = restOf(user);
  return { userId: user.id, name: user.name, guest: user.guest, ...(rest ? { rest } : {}) };
}
