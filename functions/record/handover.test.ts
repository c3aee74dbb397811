// A seat whose player is gone for good: the stand-in takes it without a hold, or it forfeits under
// `forfeit`; a deleted account's seats keep nothing that names the person.
import { beforeAll, describe, expect, it } from "vitest";
import { loadGames } from "../../shared/games/index";
import { yucataGame } from "../../test/support/game-record";
import { asFormerPlayer, handOverStep, standInNow } from "./handover";
import { forfeitSeat } from "./transitions";

const DAY_MS = 86_400_000;
import { serverPlays } from "./game";

const at = "2026-03-01T10:00:00.000Z";
beforeAll(() => loadGames());

describe("handing a seat over", () => {
  it("puts a stand-in on an awaited seat at once, skipping a hold under way, and plays it now", () => {
    const held = yucataGame({
      deadline: "2026-03-02T00:00:00.000Z",
      reminders: [{ kind: "hour", at: "2026-03-01T23:00:00.000Z" }],
      missed: [2, 0],
      rescue: [{ seat: 0, step: "hold", since: "2026-02-28T00:00:00.000Z", until: "2026-03-02T00:00:00.000Z", missed: 2 }],
    });
    expect(handOverStep(held, 0)).toBe("stand-in");
    const next = standInNow(held, 0, "strong", at, DAY_MS, "deleted");
    // After one turn's time of the stand-in (a day, the least), the seat is offered to substitutes.
    const until = new Date(Date.parse(at) + DAY_MS).toISOString();
    expect(next.rescue).toEqual([{ seat: 0, step: "stand-in", since: at, until, missed: 2, level: "strong", handedOver: "deleted" }]);
    expect(serverPlays(next, 0)).toBe(true);
    expect(next.deadline).toBe(at);
    expect(next.reminders).toEqual([]);
    expect(next.rev).toBe(held.rev + 1);
    expect(handOverStep(next, 0), "handed over once").toBe("none");
  });

  it("leaves the deadline of a person awaited beside the seat, and of a seat that is not to play", () => {
    const both = yucataGame({ awaiting: [0, 1], deadline: "2026-03-05T00:00:00.000Z" });
    expect(standInNow(both, 1, "random", at, DAY_MS, "banned").deadline).toBe("2026-03-05T00:00:00.000Z");
    const waiting = yucataGame({ awaiting: [0], deadline: "2026-03-05T00:00:00.000Z" });
    expect(standInNow(waiting, 1, "random", at, DAY_MS, "banned").deadline).toBe("2026-03-05T00:00:00.000Z");
  });

  it("forfeits where the table chose it, and ends a two-player game for the one left", () => {
    const game = yucataGame({ timeoutPolicy: "forfeit" });
    expect(handOverStep(game, 0)).toBe("forfeit");
    const { game: next, event } = forfeitSeat(game, 0, at, "clock");
    expect(next).toMatchObject({ status: "finished", forfeited: [0], version: 1, result: { winners: [1] } });
    expect(event).toMatchObject({ seat: 0, move: null, by: "clock", log: [{ key: "turnpost.forfeitEnd", params: { seat: 0 } }] });
  });

  it("does nothing in a game that is not under way", () => {
    expect(handOverStep(yucataGame({ status: "finished" }), 0)).toBe("none");
    expect(handOverStep(yucataGame({ status: "open" }), 0)).toBe("none");
  });

  it("gives a deleted account's seat, reservation and creation to its former player", () => {
    const game = yucataGame({
      players: [
        { userId: "u0", name: "Ann", guest: true, mailLinkGen: 3 },
        { userId: null, name: null, guest: false, reservedFor: "u0" },
      ],
    });
    const former = asFormerPlayer(game, "u0", "former:AB12", "AB12");
    expect(former.players).toEqual([
      { userId: "former:AB12", name: "AB12", guest: false, mailLinkGen: 3, former: "AB12" },
      { userId: null, name: null, guest: false },
    ]);
    expect(former.createdBy).toBe("former:AB12");
    expect(JSON.stringify(former)).not.toMatch(/u0|Ann/);
  });
});
