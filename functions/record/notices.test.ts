// The notices a change of a game asks for, without a stream: who is told, of what, and once.
import { describe, expect, it } from "vitest";
import { yucataGame } from "../../test/support/game-record";
import { noticesOfChange } from "./notices";

const players3 = [
  { userId: "u0", name: "Ann", guest: false },
  { userId: "u1", name: "Ben", guest: false },
  { userId: "u2", name: "Cy", guest: false },
];

describe("notices of a change", () => {
  it("tells each newly awaited seat that it is its turn, and the game's chat once", () => {
    const before = yucataGame({ players: players3, awaiting: [0], chatWebhook: "https://chat.example/hook" });
    const after = { ...before, version: 1, awaiting: [1, 2] };
    expect(noticesOfChange(before, after)).toEqual([
      { gameId: "g1", version: 1, seat: 1, kind: "turn" },
      { gameId: "g1", version: 1, seat: 2, kind: "turn" },
      { gameId: "g1", version: 1, seat: -1, kind: "turn" },
    ]);
  });

  it("asks nothing of a game's chat when it has no chat webhook", () => {
    const before = yucataGame({ players: players3, awaiting: [0] });
    expect(noticesOfChange(before, { ...before, version: 1, awaiting: [1] })).toEqual([
      { gameId: "g1", version: 1, seat: 1, kind: "turn" },
    ]);
    expect(noticesOfChange(before, { ...before, version: 9, status: "finished", awaiting: [] })).toEqual([
      { gameId: "g1", version: 9, seat: 0, kind: "end" },
      { gameId: "g1", version: 9, seat: 1, kind: "end" },
      { gameId: "g1", version: 9, seat: 2, kind: "end" },
    ]);
  });

  it("tells no seat still awaited, nor a forfeited one (the server plays it)", () => {
    const before = yucataGame({ players: players3, awaiting: [1] });
    expect(noticesOfChange(before, { ...before, version: 1, awaiting: [1, 2], forfeited: [2] })).toEqual([]);
  });

  it("tells every seat and the chat that the game is over, once", () => {
    const before = yucataGame({ chatWebhook: "https://chat.example/hook" });
    const over = { ...before, version: 9, status: "finished" as const, awaiting: [] };
    expect(noticesOfChange(before, over)).toEqual([
      { gameId: "g1", version: 9, seat: 0, kind: "end" },
      { gameId: "g1", version: 9, seat: 1, kind: "end" },
      { gameId: "g1", version: 9, seat: -1, kind: "end" },
    ]);
    const rematchOffered = { ...over, rematchId: "r1" };
    expect(noticesOfChange(over, rematchOffered)).toEqual([]);
  });

  it("invites each person a new rematch keeps a seat for, when it is created only", () => {
    const rematch = yucataGame({
      status: "open",
      awaiting: [],
      players: [{ userId: null, name: null, guest: false, reservedFor: "u1" }, players3[0]!],
    });
    expect(noticesOfChange(null, rematch)).toEqual([{ gameId: "g1", version: 0, seat: 0, kind: "invite" }]);
    const joined = { ...rematch, rev: 3 };
    expect(noticesOfChange(rematch, joined)).toEqual([]);
  });
});
