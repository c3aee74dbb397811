// The game record's transitions, pure: a game starts, a move advances it, its turn begins (the clock
// set for the awaited seats), and it ends when its engine says so. The services load and save; these
// functions only compute. Time comes in as a ChangeTime, randomness as the seed the caller drew.
import type { LogEntry } from "../../shared/engine/index";
import type { AnyGame } from "../../shared/engine/play";
import { Random } from "../../shared/engine/random";
import { gameRules } from "../../shared/games/index";
import { DAY_MS } from "../config";
import { serverPlays, type GameEvent, type GameRecord } from "./game";
import { banksAfterTurn, turnDeadline } from "./clock";
import { noteTurnSteps } from "./turn-steps";
import { playedInPerson, standsIn } from "./rescue";
import { countedMs, deadlineAfter, type Pause } from "../../shared/clock/time";

/** When a change happens, and how long a day lasts on the game's clock (shorter on a test stack). */
export interface ChangeTime {
  at: string;
  dayMs: number;
}

/** Starts a game whose seats are all taken: the engine's setup from the seed the caller drew. */
export function startPlay(game: GameRecord, seed: { seed: string; seedHash: string }, time: ChangeTime): void {
  const def = gameRules(game.game);
  game.seed = seed.seed;
  game.seedHash = seed.seedHash;
  game.state = def.setup({ players: game.players.length, options: def.options.parse(game.options), seed: seed.seed });
  game.status = "active";
  game.awaiting = def.awaiting(game.state);
  if (game.bank) game.banks = game.players.map(() => game.bank!.initialDays * time.dayMs);
  newTurn(game, time);
  settle(game, def);
  noteTurnSteps(game);
}

/**
 * The awaited seats changed: the clock starts again (at once for forfeited seats, after a short
 * human-feeling pause for bots, scaled like the clock's day), until the first awaited seat has used
 * its time per move or its bank outside its rest days and nights (docs/clocks.md), with reminders at
 * half its time, and with a day and an hour of it left when the turn is long enough for them to add
 * something to the "your turn" message (each player gets the ones they chose). Reminders are counted
 * on that seat's clock, so "a day left" is a day its clock will still count.
 */
export function newTurn(game: GameRecord, { at, dayMs }: ChangeTime): void {
  game.turnSince = at;
  game.reminders = [];
  if (serverTurn(game, { at, dayMs })) return;
  const start = Date.parse(at);
  const first = turnDeadline(game, start, dayMs);
  if (first === null) return;
  const { budget, rest } = first;
  const when = (counted: number) => new Date(deadlineAfter(start, counted, rest)).toISOString();
  game.deadline = new Date(first.deadline).toISOString();
  game.reminders.push({ kind: "half", at: when(budget / 2) });
  for (const [kind, before] of [
    ["day", dayMs],
    ["hour", dayMs / 24],
  ] as const) {
    if (budget - before > budget / 2) game.reminders.push({ kind, at: when(budget - before) });
  }
}

/**
 * When the server plays every awaited seat, sets the deadline to when it plays: now for a forfeited
 * seat, after a seeded 2–5 s (on a real day's clock) when a bot is among them. Otherwise clears it
 * unless the seats have a clock, and says whether it was the server's turn. The clock's sweep plays
 * the move once due: in the cloud it runs every minute, so a bot answers within about a minute;
 * locally it runs every second.
 */
function serverTurn(game: GameRecord, { at, dayMs }: ChangeTime): boolean {
  const server = game.awaiting.length > 0 && game.awaiting.every((s) => serverPlays(game, s));
  if (!server) {
    if (game.timePerMoveDays === null && !game.bank) game.deadline = null;
    return false;
  }
  // A stand-in answers after the same pause as a bot: it plays a seat as a person would.
  const botSeat = game.awaiting.some((s) => game.players[s]?.bot || standsIn(game, s));
  const pause = botSeat ? Random.fromSeed(`bot-delay:${game.id}:${game.version}`).int(2000, 5000) * (dayMs / DAY_MS) : 0;
  game.deadline = new Date(Date.parse(at) + pause).toISOString();
  return true;
}

/** Marks a game over when its engine says so. */
function settle(game: GameRecord, def: AnyGame): void {
  const result = def.result(game.state);
  if (result) {
    game.status = "finished";
    game.result = result;
    game.awaiting = [];
    game.deadline = null;
  }
}

/**
 * The game after one move, and its event; the engine's RuleError when the move is illegal. `by` is the
 * acting user, or "clock" when the server plays; `preface` entries (why the server played) come before
 * the engine's; `pauses`: each awaited seat's vacations, which its bank does not pay for.
 */
export function advance(
  game: GameRecord,
  seat: number,
  move: unknown,
  clientMoveId: string,
  by: string,
  time: ChangeTime,
  preface: LogEntry[] = [],
  pauses: Record<number, Pause[]> = {},
): { game: GameRecord; event: GameEvent } {
  const def = gameRules(game.game);
  const outcome = def.apply(game.state, seat, move);
  // A player's own move ends their run of missed deadlines, and takes back a silent seat.
  const inPerson = by === game.players[seat]?.userId ? playedInPerson(game, seat) : { game, tookBack: false };
  const back: LogEntry[] = inPerson.tookBack ? [{ key: "turnpost.seatBack", params: { seat } }] : [];
  const next: GameRecord = {
    ...inPerson.game,
    state: outcome.state,
    version: game.version + 1,
    rev: game.rev + 1,
    awaiting: def.awaiting(outcome.state),
    updatedAt: time.at,
  };
  if (!sameSeats(next.awaiting, game.awaiting)) {
    next.banks = banksAfterTurn(game, next, Date.parse(time.at), time.dayMs, pauses);
    // Timed on the player's clock: their nights and rest days are not slowness.
    if (by === game.players[seat]?.userId && game.turnSince)
      next.lastReply = {
        seat,
        version: next.version,
        ms: countedMs(Date.parse(game.turnSince), Date.parse(time.at), game.players[seat].rest ?? null),
      };
    newTurn(next, time);
  } else serverTurn(next, time);
  settle(next, def);
  noteTurnSteps(next);
  const event: GameEvent = {
    gameId: game.id,
    version: next.version,
    seat,
    move,
    clientMoveId,
    log: [...preface, ...back, ...outcome.log],
    at: time.at,
    by,
  };
  return { game: next, event };
}

function sameSeats(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

/**
 * The game once `seat` left it at `at` (its time ran out under "forfeit", or, at a table of two, the
 * other player chose to win rather than wait for a substitute): with one player left the game ends and
 * that player wins; otherwise it goes on and the server plays the seat from then on. `by`: who acted.
 */
export function forfeitSeat(game: GameRecord, seat: number, at: string, by: string): { game: GameRecord; event: GameEvent } {
  const forfeited = [...game.forfeited, seat];
  const remaining = game.players.map((_, i) => i).filter((i) => !forfeited.includes(i));
  const ends = remaining.length <= 1;
  const next: GameRecord = {
    ...game,
    version: game.version + 1,
    rev: game.rev + 1,
    forfeited,
    updatedAt: at,
    ...(ends
      ? {
          status: "finished" as const,
          awaiting: [],
          deadline: null,
          rescue: (game.rescue ?? []).filter((r) => r.seat !== seat),
          result: { winners: remaining, scores: game.players.map((_, i) => (remaining.includes(i) ? 1 : 0)) },
        }
      : { deadline: at }),
  };
  // The board is the same, but the note is read for its version only.
  noteTurnSteps(next);
  const event: GameEvent = {
    gameId: game.id,
    version: next.version,
    seat,
    move: null,
    clientMoveId: `${by}-${next.version}`,
    log: [{ key: ends ? "turnpost.forfeitEnd" : "turnpost.forfeit", params: { seat } }],
    at,
    by,
  };
  return { game: next, event };
}
