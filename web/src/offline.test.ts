// What the device keeps for offline use, against a stand-in for the browser's storage: the last page of
// each of the 20 games shown most recently, shown only when the server cannot be reached; a move kept
// only while offline; and nothing of either left once the player signs out.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { GamePage } from "../../shared/api/index";
import { ApiError } from "./api";
import { forgetOfflineGames, keepGame, keptGameWhenUnreachable, queueMoveWhenOffline } from "./offline";

/** The browser's storage as the code uses it: items are the object's own keys, the methods on its prototype. */
class MemoryStorage {
  [key: string]: unknown;
  getItem(key: string): string | null {
    return Object.hasOwn(this, key) ? String(this[key]) : null;
  }
  setItem(key: string, value: string): void {
    this[key] = value;
  }
  removeItem(key: string): void {
    delete this[key];
  }
}
let storage = new MemoryStorage();
const storedKeys = () => Object.keys(storage);
const onLine = { onLine: true };
vi.stubGlobal("navigator", onLine);

const game = (id: string, version = 1) => ({ id, version, game: "yucata" }) as unknown as GamePage;
const unreachable = new ApiError(0, "network", "The server could not be reached.");

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
  onLine.onLine = true;
});

describe("the boards kept", () => {
  it("shows the last page shown of a game when the server cannot be reached, and only then", () => {
    keepGame(game("g1", 1));
    keepGame(game("g1", 2));
    expect(keptGameWhenUnreachable("g1", unreachable)).toEqual(game("g1", 2));
    expect(keptGameWhenUnreachable("g1", new ApiError(404, "game-not-found", "gone"))).toBeNull();
    expect(keptGameWhenUnreachable("g2", unreachable)).toBeNull();
  });

  it("keeps the 20 games shown most recently and forgets the one shown longest ago", () => {
    for (let n = 1; n <= 21; n++) keepGame(game(`g${n}`));
    keepGame(game("g2")); // shown again: now the most recent
    keepGame(game("g22"));
    expect(keptGameWhenUnreachable("g1", unreachable), "the oldest").toBeNull();
    expect(keptGameWhenUnreachable("g3", unreachable), "the next oldest").toBeNull();
    expect(keptGameWhenUnreachable("g2", unreachable)).not.toBeNull();
    expect(keptGameWhenUnreachable("g22", unreachable)).not.toBeNull();
    expect(storedKeys().filter((key) => key.startsWith("tp.offline.game."))).toHaveLength(20);
  });
});

describe("a move kept", () => {
  const move = { request: { version: 3, move: { card: 2 }, clientMoveId: "move-0001" }, text: "Play the 2" };

  it("is kept only while the device is offline", () => {
    expect(queueMoveWhenOffline("g1", move)).toBe(false);
    expect(storage.getItem("tp.offline.move.g1")).toBeNull();
    onLine.onLine = false;
    expect(queueMoveWhenOffline("g1", move)).toBe(true);
    expect(JSON.parse(storage.getItem("tp.offline.move.g1")!)).toEqual(move);
  });

  it("goes, with every board kept, when the player signs out; the rest of the device's settings stay", () => {
    storage.setItem("tp.lang", "fr");
    keepGame(game("g1"));
    onLine.onLine = false;
    queueMoveWhenOffline("g1", move);
    forgetOfflineGames();
    expect(storedKeys()).toEqual(["tp.lang"]);
  });
});
