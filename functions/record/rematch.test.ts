// A rematch without a store: the same game, seats rotated by one, the caller seated, the others' seats kept.
import { describe, expect, it } from "vitest";
import { yucataGame } from "../../test/support/game-record";
import { rematchOf } from "./rematch";

describe("a rematch", () => {
  const finished = yucataGame({
    status: "finished",
    options: { firstPlayer: 0 },
    timePerMoveDays: 3,
    private: true,
    players: [
      { userId: "u0", name: "Ann", guest: true },
      { userId: "u1", name: "Ben", guest: false },
      { userId: null, name: "Bot", guest: false, bot: "strong" },
    ],
    result: { scores: [3, 2, 1], winners: [0] },
    rematchId: "old-rematch",
  });

  it("moves each seat up by one, seats the caller, keeps the others' seats for them and the bot's for it", () => {
    const rematch = rematchOf(finished, { id: "u0", name: "Ann B", guest: false }, "r1", "2026-03-01T00:00:00Z");
    expect(rematch.players).toEqual([
      { userId: null, name: null, guest: false, reservedFor: "u1" },
      { userId: null, name: "Bot", guest: false, bot: "strong" },
      { userId: "u0", name: "Ann B", guest: false },
    ]);
  });

  it("is the same game, not yet played, that names the one it follows", () => {
    const rematch = rematchOf(finished, { id: "u1", name: "Ben", guest: false }, "r1", "2026-03-01T00:00:00Z");
    expect(rematch).toMatchObject({
      id: "r1",
      game: "yucata",
      status: "open",
      options: { firstPlayer: 0 },
      timePerMoveDays: 3,
      private: true,
      version: 0,
      state: null,
      seed: null,
      result: null,
      createdBy: "u1",
      createdAt: "2026-03-01T00:00:00Z",
      takeback: null,
      rematchOf: "g1",
    });
    expect(rematch.rematchId).toBeUndefined();
  });
});
