// The record's transitions without a store: a game starts from its seed, a move advances it once, a
// turn sets the clock, and the game ends when its engine says so.
import { describe, expect, it } from "vitest";
import { RuleError } from "../../shared/engine/index";
import { gameRules, loadGames } from "../../shared/games/index";
import { yucataGame } from "../../test/support/game-record";
import { DAY_MS } from "../config";
import { unplayed } from "./game";
import { advance, newTurn, startPlay } from "./transitions";

await loadGames();

const yucata = gameRules("yucata");
const at = "2026-03-01T12:00:00.000Z";
const time = { at, dayMs: DAY_MS };
const later = (ms: number) => new Date(Date.parse(at) + ms).toISOString();

describe("starting a game", () => {
  it("sets the board up from the seed it is given, awaits the engine's seats and starts the clock", () => {
    const game = yucataGame({ ...unplayed("u0", at), status: "open", timePerMoveDays: 2 });
    startPlay(game, { seed: "seed-1", seedHash: "hash-1" }, time);
    const state = yucata.setup({ players: 2, options: yucata.options.parse(game.options), seed: "seed-1" });
    expect(game).toMatchObject({ status: "active", seed: "seed-1", seedHash: "hash-1", state, awaiting: yucata.awaiting(state) });
    expect(game.turnSince).toBe(at);
    expect(game.deadline).toBe(later(2 * DAY_MS));
    expect(game.reminders).toEqual([
      { kind: "half", at: later(DAY_MS) },
      { kind: "hour", at: later(2 * DAY_MS - DAY_MS / 24) },
    ]);
  });
});

describe("a turn's clock", () => {
  it("adds the day's reminder when the turn is long enough for it, on the clock's own day length", () => {
    const game = yucataGame({ timePerMoveDays: 3 });
    newTurn(game, { at, dayMs: 1000 });
    expect(game.deadline).toBe(later(3000));
    expect(game.reminders.map((r) => r.kind)).toEqual(["half", "day", "hour"]);
  });

  it("reminds on the seat's own clock: a day left means a day its clock still counts, nights and all", () => {
    // Saturday 27 March 2027, 20:00 in Paris, three days a move, nights 23:00–07:00; Paris moves to UTC+2 on the Sunday.
    const seat = { ...yucataGame().players[0]!, rest: { days: [], timeZone: "Europe/Paris", night: { start: "23:00", end: "07:00" } } };
    const game = yucataGame({ timePerMoveDays: 3, awaiting: [0] });
    game.players[0] = seat;
    newTurn(game, { at: "2027-03-27T19:00:00.000Z", dayMs: DAY_MS });
    // Saturday 3 h, then 16 h a day from Sunday to Wednesday, then Thursday from 07:00 for 5 h: noon in Paris.
    expect(game.deadline).toBe("2027-04-01T10:00:00.000Z");
    expect(game.reminders).toEqual([
      // 36 counted hours: Saturday's 3, Sunday's and Monday's 16, and Tuesday's first hour.
      { kind: "half", at: "2027-03-30T06:00:00.000Z" },
      // A day left: 48 counted hours, 20:00 on Tuesday (the wall clock's day before would leave 16 hours).
      { kind: "day", at: "2027-03-30T18:00:00.000Z" },
      { kind: "hour", at: "2027-04-01T09:00:00.000Z" },
    ]);
  });

  it("sets a bot's turn due after a seeded pause of 2 to 5 seconds, and a forfeited seat's at once", () => {
    const bot = yucataGame({
      players: [yucataGame().players[0]!, { userId: null, name: "Bot", guest: false, bot: "random" }],
      awaiting: [1],
    });
    newTurn(bot, time);
    const pause = Date.parse(bot.deadline!) - Date.parse(at);
    expect(pause).toBeGreaterThanOrEqual(2000);
    expect(pause).toBeLessThanOrEqual(5000);
    expect(bot.reminders).toEqual([]);
    const forfeited = yucataGame({ forfeited: [1], awaiting: [1] });
    newTurn(forfeited, time);
    expect(forfeited.deadline).toBe(at);
  });
});

describe("advancing a game by one move", () => {
  it("applies the engine's move, counts a version and a revision, and makes the event with the preface first", () => {
    const game = yucataGame();
    const move = yucata.legalMoves(game.state as never, 0)[0];
    const outcome = yucata.apply(game.state as never, 0, move);
    const preface = [{ key: "turnpost.timeout", params: { seat: 0, policy: "bot" } }];
    const next = advance(game, 0, move, "c1", "clock", time, preface);
    expect(next.game).toMatchObject({ version: 1, rev: 3, state: outcome.state, awaiting: yucata.awaiting(outcome.state), updatedAt: at });
    expect(next.event).toEqual({
      gameId: "g1",
      version: 1,
      seat: 0,
      move,
      clientMoveId: "c1",
      log: [...preface, ...outcome.log],
      at,
      by: "clock",
    });
    expect(game.version, "the game it started from is left as it was").toBe(0);
  });

  it("keeps the turn's clock running when the same seats are still awaited (a Balam turn of several moves)", () => {
    const balam = gameRules("balam");
    const options = balam.options.parse({});
    const state = balam.setup({ players: 2, options, seed: "x" });
    const game = yucataGame({ game: "balam", options, state, awaiting: balam.awaiting(state), timePerMoveDays: 2 });
    newTurn(game, time);
    const seat = game.awaiting[0]!;
    const next = advance(game, seat, balam.legalMoves(state, seat)[0], "c1", "u", { at: later(60_000), dayMs: DAY_MS }).game;
    expect(next.awaiting, "the same seat plays on").toEqual(game.awaiting);
    expect(next).toMatchObject({ turnSince: at, deadline: later(2 * DAY_MS), reminders: game.reminders, updatedAt: later(60_000) });
  });

  it("times a reply on its player's clock, so a night between the turn and the move is not held against them", () => {
    // Ann sleeps from 22:00 to 06:00 UTC; her turn began at 21:00 and she moves at 07:00: two hours counted.
    const game = yucataGame({ turnSince: "2026-03-01T21:00:00.000Z", timePerMoveDays: 2 });
    game.players[0] = { ...game.players[0]!, rest: { days: [], timeZone: "UTC", night: { start: "22:00", end: "06:00" } } };
    const move = yucata.legalMoves(game.state as never, 0)[0];
    const next = advance(game, 0, move, "c1", game.players[0].userId!, { at: "2026-03-02T07:00:00.000Z", dayMs: DAY_MS }).game;
    expect(next.lastReply).toEqual({ seat: 0, version: 1, ms: 2 * 3_600_000 });
  });

  it("throws the engine's refusal for an illegal move", () => {
    const game = yucataGame();
    expect(() => advance(game, 1, yucata.legalMoves(game.state as never, 0)[0], "c1", "u1", time)).toThrow(RuleError);
  });

  it("ends the game with the engine's result: nobody awaited, no deadline", () => {
    let game = yucataGame({ timePerMoveDays: 1 });
    for (let step = 0; game.status === "active"; step++) {
      expect(step, "a game of Yucata' ends").toBeLessThan(1000);
      const seat = game.awaiting[0]!;
      game = advance(game, seat, yucata.legalMoves(game.state as never, seat)[0], `c${step}`, "u", time).game;
    }
    expect(game).toMatchObject({ status: "finished", awaiting: [], deadline: null, result: yucata.result(game.state as never) });
    expect(game.result).not.toBeNull();
  });
});
