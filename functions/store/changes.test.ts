// The stream's records read by the store: a game's head before and after and the version its write
// created, a cancel, and the notice queue's cut-down copy that keeps the heads and drops the state.
import { describe, expect, it } from "vitest";
import { yucataGame } from "../../test/support/game-record";
import { toAttributes } from "./attributes";
import { type ChangeRecord, queuedRecord, readChange } from "./changes";
import { gameRules } from "../../shared/games/index";
import { gameItem } from "./games";
import { keys } from "./table";

const before = yucataGame({ version: 4, rev: 7 });
const after = yucataGame({ version: 5, rev: 8, status: "finished", tournamentId: "t1" });
const move: ChangeRecord = { eventID: "e1", eventName: "MODIFY", dynamodb: { OldImage: gameItem(before), NewImage: gameItem(after) } };

function gameChange(record: ChangeRecord) {
  const change = readChange(record);
  if (change.kind !== "game") throw new Error(`a game change, not ${change.kind}`);
  return change;
}

describe("a change read from the table's stream", () => {
  it("gives a game's head before and after, the version created, and the whole record on demand, its rules loaded", async () => {
    const change = gameChange(move);
    expect(change.before).toMatchObject({ id: "g1", version: 4, rev: 7, status: "active" });
    expect(change.after).toMatchObject({ id: "g1", version: 5, rev: 8, status: "finished", tournamentId: "t1" });
    expect(change.created).toBe(5);
    const game = await change.game();
    expect(game.state).toEqual(after.state);
    expect(gameRules(game.game).id).toBe(game.game);
  });

  it("creates no version when a write keeps it (a seat taken, the clock's notes)", () => {
    const kept = yucataGame({ version: 4, rev: 8 });
    expect(gameChange({ eventName: "MODIFY", dynamodb: { OldImage: gameItem(before), NewImage: gameItem(kept) } }).created).toBeNull();
  });

  it("reads a deleted game item as a cancel, and other items as nothing to act on", () => {
    expect(readChange({ eventName: "REMOVE", dynamodb: { OldImage: gameItem(before) } })).toEqual({ kind: "game removed", gameId: "g1" });
    expect(readChange({ eventName: "INSERT", dynamodb: { NewImage: toAttributes({ ...keys.game("g1"), sk: "EVENT#5" }) } }).kind).toBe(
      "other",
    );
  });

  it("gives the notice queue the game's head without its state, grouped by game", () => {
    const queued = queuedRecord(move);
    expect(queued?.group).toBe(keys.game("g1").pk);
    expect(Object.keys(queued!.record.dynamodb!.NewImage!).filter((name) => name.startsWith("state"))).toEqual([]);
    const cut = gameChange(queued!.record);
    const whole = gameChange(move);
    expect([cut.before, cut.after, cut.created]).toEqual([whole.before, whole.after, whole.created]);
  });
});
