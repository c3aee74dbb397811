// The one replay rule every reader of the log uses: takebacks put back an earlier board, forfeits
// change nothing on it, and undone moves stay in the log.
import { describe, expect, it } from "vitest";
import { effectiveMoves, replayTimeline } from "./timeline";
import { replay } from "./play";
import { games } from "../games/index";

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
    const def = games.yucata!;
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
