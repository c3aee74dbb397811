// The live channel against a fake WebSocket, page and clock: the address it opens (with the seat token
// when there is one), the games it hands over, the backoff between retries and its reset, no retry while
// the page is hidden, the keep-alive pings, and nothing more once closed.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followGame, liveUrl, PING_EVERY_MS, type LiveGame } from "./live";

class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  sent: string[] = [];
  closedByPage = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closedByPage = true;
    this.onclose?.();
  }
  // What the server or the network does:
  accept() {
    this.onopen?.();
  }
  push(data: unknown) {
    this.onmessage?.({ data });
  }
  drop() {
    this.onclose?.();
  }
}

const page = Object.assign(new EventTarget(), { hidden: false });
const storage = new Map<string, string>();
const globals = globalThis as Record<string, unknown>;

function setHidden(hidden: boolean) {
  page.hidden = hidden;
  page.dispatchEvent(new Event("visibilitychange"));
}

const latest = () => FakeSocket.made.at(-1)!;
/** Closed after each test, so that a failed one leaves no listener on the shared page behind. */
const following: { close(): void }[] = [];

function follow(gameId = "g1") {
  const seen = { opened: 0, down: 0, games: [] as LiveGame[] };
  const live = followGame(gameId, {
    onOpen: () => seen.opened++,
    onDown: () => seen.down++,
    onGame: (update) => seen.games.push(update),
  });
  following.push(live);
  return { live, seen };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  storage.clear();
  page.hidden = false;
  globals.WebSocket = FakeSocket;
  globals.document = page;
  globals.location = { protocol: "http:", host: "localhost:3000" };
  globals.localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };
});

afterEach(() => {
  for (const live of following.splice(0)) live.close();
  vi.useRealTimers();
  for (const name of ["WebSocket", "document", "location", "localStorage"]) delete globals[name];
});

describe("the address", () => {
  it("is ws:// on the page's host, with the game and no token when this browser holds none", () => {
    expect(liveUrl("g 1")).toBe("ws://localhost:3000/live?game=g%201");
  });

  it("is wss:// behind https and carries the game's seat token, encoded", () => {
    globals.location = { protocol: "https:", host: "turnpost.example" };
    storage.set("tp.seat.g1", "a+b/c=");
    expect(liveUrl("g1")).toBe("wss://turnpost.example/live?game=g1&token=a%2Bb%2Fc%3D");
  });
});

describe("following a game", () => {
  it("opens at once and hands over each pushed game, ignoring pongs and anything malformed", () => {
    const { seen } = follow();
    expect(FakeSocket.made.map((s) => s.url)).toEqual(["ws://localhost:3000/live?game=g1"]);
    latest().accept();
    expect(seen.opened).toBe(1);
    const detail = { id: "g1", version: 3 };
    latest().push(JSON.stringify({ type: "game", etag: '"g7s1"', detail }));
    latest().push(JSON.stringify({ type: "pong" }));
    latest().push("not json");
    latest().push(JSON.stringify({ type: "game", detail }));
    expect(seen.games).toEqual([{ etag: '"g7s1"', detail }]);
  });

  it("pings every few minutes while open, and stops once closed", () => {
    const { live } = follow();
    latest().accept();
    vi.advanceTimersByTime(PING_EVERY_MS * 2);
    expect(latest().sent.map((s) => JSON.parse(s))).toEqual([{ type: "ping" }, { type: "ping" }]);
    live.close();
    vi.advanceTimersByTime(PING_EVERY_MS * 2);
    expect(latest().sent).toHaveLength(2);
  });

  it("retries a refused connection after 1, 2, 4 … seconds, never more than 30, and from 1 s again after an open", () => {
    const { seen } = follow();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const before = FakeSocket.made.length;
      latest().drop();
      let waited = 0;
      while (FakeSocket.made.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(seen.down, "a refusal is not a loss: the page already polls").toBe(0);

    latest().accept();
    latest().drop();
    expect(seen).toMatchObject({ opened: 1, down: 1 });
    const before = FakeSocket.made.length;
    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(before + 1);
  });

  it("does not reconnect while the page is hidden, and reconnects as soon as it shows", () => {
    follow();
    latest().accept();
    setHidden(true);
    latest().drop();
    vi.advanceTimersByTime(5 * 60_000);
    expect(FakeSocket.made).toHaveLength(1);
    setHidden(false);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it("once closed, closes its socket and neither reconnects nor reports anything", () => {
    const { live, seen } = follow();
    latest().accept();
    live.close();
    expect(latest().closedByPage).toBe(true);
    vi.advanceTimersByTime(5 * 60_000);
    setHidden(true);
    setHidden(false);
    expect(FakeSocket.made).toHaveLength(1);
    expect(seen).toMatchObject({ opened: 1, down: 0 });
  });
});
