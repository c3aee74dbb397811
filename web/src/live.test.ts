// The live channel against a fake WebSocket, page and clock: the address it opens (with the seat token
// when there is one), the games it hands over, the backoff between retries and its reset, no retry while
// the page is hidden, the keep-alive pings, nothing more once closed, and a cancelled game's end. Then moves: answered over the
// socket by clientMoveId, refusals as ApiError, and the POST (a fake fetch) whenever the socket does not
// answer, including a server that ignores moves altogether.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { followGame, liveUrl, MOVE_ANSWER_MS, MoveUnanswered, PING_EVERY_MS, PRESENCE_EVERY_MS, sendMove, type LiveGame } from "./live";

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
/** What the page sent on the latest socket, of one type. */
const sentOf = (type: string) =>
  latest()
    .sent.map((s) => JSON.parse(s))
    .filter((m) => m.type === type);
/** Closed after each test, so that a failed one leaves no listener on the shared page behind. */
const following: { close(): void }[] = [];

function follow(gameId = "g1") {
  const seen = { opened: 0, down: 0, cancelled: 0, games: [] as LiveGame[] };
  const live = followGame(gameId, {
    onOpen: () => seen.opened++,
    onDown: () => seen.down++,
    onGame: (update) => seen.games.push(update),
    onCancelled: () => seen.cancelled++,
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
  for (const name of ["WebSocket", "document", "location", "localStorage", "fetch"]) delete globals[name];
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

  it("tells of a cancelled game once, closes, and never reconnects, even when the page is shown again", () => {
    const { seen } = follow();
    latest().accept();
    latest().push(JSON.stringify({ type: "cancelled" }));
    expect(seen.cancelled).toBe(1);
    expect(latest().closedByPage).toBe(true);
    vi.advanceTimersByTime(120_000);
    setHidden(true);
    setHidden(false);
    expect(FakeSocket.made).toHaveLength(1);
    expect(seen.down).toBe(0);
  });

  it("says whether the page is shown and how long since it was used: on opening, when hidden or shown, and at most every 30 s of use", () => {
    follow();
    latest().accept();
    expect(sentOf("presence")).toEqual([{ type: "presence", visible: true, idleMs: 0 }]);
    vi.advanceTimersByTime(10_000);
    page.dispatchEvent(new Event("pointerdown"));
    expect(sentOf("presence")).toHaveLength(1);
    vi.advanceTimersByTime(PRESENCE_EVERY_MS);
    page.dispatchEvent(new Event("keydown"));
    expect(sentOf("presence").at(-1)).toEqual({ type: "presence", visible: true, idleMs: 0 });
    vi.advanceTimersByTime(5_000);
    setHidden(true);
    expect(sentOf("presence").at(-1)).toEqual({ type: "presence", visible: false, idleMs: 5_000 });
    setHidden(false);
    expect(sentOf("presence").at(-1)).toEqual({ type: "presence", visible: true, idleMs: 0 });
  });

  it("pings every few minutes while open, and stops once closed", () => {
    const { live } = follow();
    latest().accept();
    vi.advanceTimersByTime(PING_EVERY_MS * 2);
    expect(sentOf("ping")).toEqual([{ type: "ping" }, { type: "ping" }]);
    live.close();
    vi.advanceTimersByTime(PING_EVERY_MS * 2);
    expect(sentOf("ping")).toHaveLength(2);
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

/** Settles to what the promise gave, once the microtasks have run; "pending" until then. */
function outcomeOf<T>(promise: Promise<T>) {
  const outcome: { state: "pending" | "resolved" | "rejected"; value?: T; error?: unknown } = { state: "pending" };
  promise.then(
    (value) => Object.assign(outcome, { state: "resolved", value }),
    (error: unknown) => Object.assign(outcome, { state: "rejected", error }),
  );
  return outcome;
}

const request = (clientMoveId: string) => ({ version: 4, move: { die: 2 }, clientMoveId });
const result = { id: "g1", version: 5, event: { version: 5, seat: 0, at: "2026-01-01T00:00:00Z", log: [] } };

/** The page's POSTs: each answered with `result`. */
function fakeFetch() {
  const posts: { url: string; method?: string; body: unknown }[] = [];
  globals.fetch = async (url: string, init: RequestInit) => {
    posts.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(result), { status: 200, headers: { "Content-Type": "application/json" } });
  };
  return posts;
}

describe("a move over the live channel", () => {
  it("is sent on the open socket and resolves with the body and ETag of its own answer, matched by clientMoveId", async () => {
    const { live } = follow();
    latest().accept();
    const first = outcomeOf(live.move(request("move-one-0001")));
    const second = outcomeOf(live.move(request("move-two-0002")));
    expect(sentOf("move")).toEqual([
      { type: "move", version: 4, move: { die: 2 }, clientMoveId: "move-one-0001" },
      { type: "move", version: 4, move: { die: 2 }, clientMoveId: "move-two-0002" },
    ]);
    latest().push(JSON.stringify({ type: "moved", clientMoveId: "someone-elses", etag: '"x"', body: result }));
    latest().push(JSON.stringify({ type: "moved", clientMoveId: "move-two-0002", etag: '"g5"', body: result }));
    await vi.advanceTimersByTimeAsync(0);
    expect(second).toEqual({ state: "resolved", value: { result, etag: '"g5"' } });
    expect(first.state, "an answer to another move settles nothing").toBe("pending");
    latest().push(JSON.stringify({ type: "moved", clientMoveId: "move-one-0001", etag: '"g6"', body: result }));
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toEqual({ state: "resolved", value: { result, etag: '"g6"' } });
  });

  it("rejects with the refusal as an ApiError: status, code, message and the extra fields", async () => {
    const { live } = follow();
    latest().accept();
    const refused = outcomeOf(live.move(request("move-one-0001")));
    latest().push(
      JSON.stringify({
        type: "refused",
        clientMoveId: "move-one-0001",
        status: 409,
        error: { code: "stale-version", message: "The game has moved on.", currentVersion: 6 },
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.error).toBeInstanceOf(ApiError);
    expect(refused.error).toMatchObject({
      status: 409,
      code: "stale-version",
      message: "The game has moved on.",
      extra: { currentVersion: 6 },
    });
  });

  it("gives up, for the POST to take over, when unanswered in time, and ignores a late answer", async () => {
    const { live } = follow();
    latest().accept();
    const slow = outcomeOf(live.move(request("move-one-0001")));
    await vi.advanceTimersByTimeAsync(MOVE_ANSWER_MS - 1);
    expect(slow.state).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.state).toBe("rejected");
    expect(slow.error).toBeInstanceOf(MoveUnanswered);
    latest().push(JSON.stringify({ type: "moved", clientMoveId: "move-one-0001", etag: '"g5"', body: result }));
    await vi.advanceTimersByTimeAsync(0);
    expect(slow.error).toBeInstanceOf(MoveUnanswered);
  });

  it("gives up at once when the socket drops or the page closes the channel before the answer", async () => {
    const { live } = follow();
    latest().accept();
    const lost = outcomeOf(live.move(request("move-one-0001")));
    latest().drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(lost.error).toBeInstanceOf(MoveUnanswered);

    vi.advanceTimersByTime(1_000);
    latest().accept();
    const left = outcomeOf(live.move(request("move-two-0002")));
    live.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(left.error).toBeInstanceOf(MoveUnanswered);
  });

  it("gives up, for the POST to take over, when the server no longer knows the socket", async () => {
    const { live } = follow();
    latest().accept();
    const forgotten = outcomeOf(live.move(request("move-one-0001")));
    latest().push(
      JSON.stringify({ type: "refused", clientMoveId: "move-one-0001", status: 410, error: { code: "live-gone", message: "Reconnect." } }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(forgotten.error).toBeInstanceOf(MoveUnanswered);
  });

  it("is not sent while the socket is not open", async () => {
    const { live } = follow();
    const early = outcomeOf(live.move(request("move-one-0001")));
    await vi.advanceTimersByTimeAsync(0);
    expect(early.error).toBeInstanceOf(MoveUnanswered);
    expect(latest().sent).toEqual([]);
  });
});

describe("sending a move", () => {
  it("does not POST what the socket answered, refusals included", async () => {
    const posts = fakeFetch();
    const { live } = follow();
    latest().accept();
    const played = outcomeOf(sendMove("g1", live, request("move-one-0001")));
    latest().push(JSON.stringify({ type: "moved", clientMoveId: "move-one-0001", etag: '"g5"', body: result }));
    const refused = outcomeOf(sendMove("g1", live, request("move-two-0002")));
    latest().push(
      JSON.stringify({ type: "refused", clientMoveId: "move-two-0002", status: 403, error: { code: "not-your-seat", message: "No." } }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(played).toEqual({ state: "resolved", value: { result, etag: '"g5"' } });
    expect(refused.error).toMatchObject({ status: 403, code: "not-your-seat" });
    expect(posts).toEqual([]);
  });

  it("POSTs the very same move when the server answers nothing over the socket, once the wait is over", async () => {
    const posts = fakeFetch();
    const { live } = follow();
    latest().accept();
    const played = outcomeOf(sendMove("g1", live, request("move-one-0001")));
    await vi.advanceTimersByTimeAsync(MOVE_ANSWER_MS - 1);
    expect(posts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts).toEqual([{ url: "/api/games/g1/moves", method: "POST", body: request("move-one-0001") }]);
    expect(played).toEqual({ state: "resolved", value: { result } });
  });

  it("POSTs at once without a channel, or with one not open", async () => {
    const posts = fakeFetch();
    const { live } = follow();
    await sendMove("g1", live, request("move-one-0001"));
    await sendMove("g1", null, request("move-two-0002"));
    expect(posts.map((p) => p.body)).toEqual([request("move-one-0001"), request("move-two-0002")]);
  });
});
