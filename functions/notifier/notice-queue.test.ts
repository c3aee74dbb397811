// The notice queue's order promises, in the cloud's batch handler and the local queue alike: one game's
// records in order, another game's not held behind a slow one, a failure retried without reordering.
import { describe, expect, it, vi } from "vitest";
import { handleQueued, LocalNoticeQueue } from "./notice-queue";
import type { ChangeRecord } from "../store/changes";

/** A stream record of game `game`'s item at `version`. */
function record(game: string, version: number): ChangeRecord {
  return {
    eventID: `${game}-${version}`,
    eventName: "MODIFY",
    dynamodb: {
      NewImage: { pk: { S: `GAME#${game}` }, sk: { S: "GAME" }, id: { S: game }, version: { N: String(version) }, state: { S: "big" } },
    },
  };
}

const idOf = (r: ChangeRecord) => r.eventID!;

describe("a batch of the notice queue (the cloud's notices function)", () => {
  it("handles another game while one game's record hangs, and fails the rest of a game after a failure", async () => {
    let release!: () => void;
    const hanging = new Promise<void>((done) => (release = done));
    const handled: string[] = [];
    const items = [record("a", 1), record("a", 2), record("a", 3), record("b", 1)].map((r) => ({
      group: r.dynamodb!.NewImage!.pk!.S!,
      id: idOf(r),
      record: r,
    }));
    const failed = handleQueued(items, async (r) => {
      handled.push(idOf(r));
      if (idOf(r) === "a-1") await hanging;
      if (idOf(r) === "b-1") release(); // only reached while a-1 still hangs
      return idOf(r) !== "a-2";
    });
    expect(await failed).toEqual(["a-2", "a-3"]);
    expect(handled).toEqual(["a-1", "b-1", "a-2"]);
  });

  it("starts no record once the function's time is nearly over, and hands the rest back unhandled", async () => {
    const handled: string[] = [];
    const items = [record("a", 1), record("a", 2), record("b", 1), record("b", 2)].map((r) => ({
      group: r.dynamodb!.NewImage!.pk!.S!,
      id: idOf(r),
      record: r,
    }));
    // Time enough for the two records begun first (one per game), then none.
    let starts = 2;
    const failed = await handleQueued(
      items,
      async (r) => {
        handled.push(idOf(r));
        return true;
      },
      () => starts-- > 0,
    );
    expect(handled.sort()).toEqual(["a-1", "b-1"]);
    expect(failed.sort()).toEqual(["a-2", "b-2"]);
  });
});

describe("the local notice queue", () => {
  it("carries only what the notices read, retries a failed record in its game's order, and holds no other game", async () => {
    const seen: ChangeRecord[] = [];
    let failures = 1;
    let release!: () => void;
    const hanging = new Promise<void>((done) => (release = done));
    const queue = new LocalNoticeQueue(
      async (r) => {
        seen.push(r);
        if (idOf(r) === "a-1") await hanging;
        if (idOf(r) === "b-1") release();
        if (idOf(r) === "a-2" && failures-- > 0) return false;
        return true;
      },
      { retryMs: 1 },
    );
    queue.push([
      record("a", 1),
      record("a", 2),
      { eventID: "x", dynamodb: { NewImage: { pk: { S: "USER#u" }, sk: { S: "PROFILE" } } } },
      record("b", 1),
    ]);
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    await queue.stop();
    expect(seen.map(idOf)).toEqual(["a-1", "b-1", "a-2", "a-2"]);
    expect(seen[0]!.dynamodb?.NewImage).not.toHaveProperty("state");
  });
});
