// The one replay rule every reader of the log uses: takebacks put back an earlier board, forfeits
// change nothing on it, and undone moves stay in the log.
import { describe, expect, it } from "vitest";
import { effectiveMoves, replayFrom, replayTimeline, type TimelineEvent } from "./timeline";
import { replay } from "./play";
import { Random } from "./random";
import { gameRules, type GameId, loadGames } from "../games/index";

await loadGames();

const move = (version: number, seat: number, card: number) => ({ version, seat, move: { card } });

describe("effectiveMoves", () => {
  it("drops the moves a takeback undid, keeps the rest, and follows a takeback to a takeback", () => {
    const events = [
      move(1, 0, 1),
      move(2, 1, 2),
      { version: 3, seat: 0, move: null, takeback: { to: 1 } }, // undoes event 2
      move(4, 1, 3),
      { version: 5, seat: 1, move: null }, // a forfeit
      move(6, 0, 4),
      { version: 7, seat: 0, move: null, takeback: { to: 3 } }, // back to the board after event 3
    ];
    const versions = (upTo?: number) => effectiveMoves(events, upTo).map((m) => m.version);
    expect(versions(2)).toEqual([1, 2]);
    expect(versions(3)).toEqual([1]);
    expect(versions(6)).toEqual([1, 4, 6]);
    expect(versions()).toEqual([1]);
  });

  it("replays a Yucata' game with a takeback to the same board as without the undone moves", () => {
    const setup = { players: 2, options: { firstPlayer: 0 }, seed: "timeline" };
    const def = gameRules("yucata")!;
    const start = def.setup({ players: 2, options: def.options.parse(setup.options), seed: setup.seed });
    const first = def.legalMoves(start, 0)[0];
    const afterFirst = def.apply(start, 0, first).state;
    const reply = def.legalMoves(afterFirst, 1)[0];
    const events = [
      { version: 1, seat: 0, move: first },
      { version: 2, seat: 1, move: reply },
      { version: 3, seat: 0, move: null, takeback: { to: 1 } },
    ];
    expect(replayTimeline(def, setup, events)).toEqual(replay(def, setup, [{ seat: 0, move: first }]));
    expect(replayTimeline(def, setup, events, 2)).toEqual(
      replay(def, setup, [
        { seat: 0, move: first },
        { seat: 1, move: reply },
      ]),
    );
  });
});

/**
 * A random game's log with takebacks (to an earlier version, every 17th event) and forfeit-like events
 * without a move (every 13th) among its moves, each move legal on the board the log leaves.
 */
function timelineOf(gameId: GameId, seed: string, length: number) {
  const def = gameRules(gameId);
  const setup = { players: 2, options: {}, seed };
  const chooser = Random.fromSeed(`chooser:${seed}`);
  const events: TimelineEvent[] = [];
  for (let version = 1; version <= length; version++) {
    if (version % 17 === 0) events.push({ version, seat: 0, move: null, takeback: { to: chooser.int(0, version - 1) } });
    else if (version % 13 === 0) events.push({ version, seat: 1, move: null });
    else {
      const state = replayTimeline(def, setup, events);
      const awaited = def.awaiting(state);
      if (awaited.length === 0) break;
      const seat = chooser.pick(awaited);
      events.push({ version, seat, move: chooser.pick(def.legalMoves(state, seat)) });
    }
  }
  return { def, setup, events };
}

describe("replayFrom: the history from a stored board", () => {
  for (const gameId of ["yucatan", "yucata"] as const) {
    it(`gives ${gameId}'s board after any event from the board after any earlier one, as the replay from the start does`, () => {
      const { def, setup, events } = timelineOf(gameId, `snapshots-${gameId}`, 90);
      const last = events.at(-1)!.version;
      let compared = 0;
      for (let from = 0; from <= last; from += 5) {
        // The board as a snapshot item gives it back: a fresh copy, through JSON.
        const board = JSON.stringify(replayTimeline(def, setup, events, from));
        for (let version = from; version <= last; version += 3) {
          const later = events.filter((e) => e.version > from);
          const fromBoard = replayFrom(def, JSON.parse(board), from, later, version);
          const crossesBack = later.some((e) => e.version <= version && e.takeback && e.takeback.to < from);
          if (crossesBack) expect(fromBoard).toBeNull();
          else {
            expect(fromBoard).toEqual(replayTimeline(def, setup, events, version));
            compared++;
          }
        }
      }
      // The log must have both kinds of pairs for the test to say anything.
      expect(compared).toBeGreaterThan(20);
      expect(events.some((e) => e.takeback)).toBe(true);
    });
  }
});
