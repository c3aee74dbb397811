// The live channel on the local stack: open game pages are pushed the game as GET answers it to each of
// them, without asking; refused pages never open; closed pages are forgotten; a page's move sent over its
// socket is answered there as POST answers it, and pushed to every other page.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { QueryCommand } from "@aws-sdk/client-dynamodb";
import { replayTimeline } from "../../shared/engine/timeline";
import { gameRules, loadGames } from "../../shared/games/index";
import { GameStore } from "../../functions/store/games";
import { dynamoClient } from "../../functions/store/table";
import { ApiClient, moveId, seatToken } from "../support/client";
import { startStack, type TestStack } from "../support/stack";

await loadGames();

let stack: TestStack;
const opened: WebSocket[] = [];
beforeAll(async () => {
  // An hour between reads of the stream: every push below comes from the poke after the stack's write.
  stack = await startStack({ streamPollMs: 3_600_000 });
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.terminate();
});
afterAll(async () => {
  await stack?.stop();
});

interface GameMessage {
  type: "game";
  etag: string;
  detail: any;
}

interface LivePage {
  socket: WebSocket;
  messages: GameMessage[];
  /** Waits until a message of the game whose detail passes `test` came (the stream is read after each write). */
  until(test: (detail: any) => boolean): Promise<GameMessage>;
}

/** Waits until `find` finds something (within 15 s). */
function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  return vi.waitFor(
    () => {
      const found = find();
      if (found === undefined) throw new Error(`no ${what}`);
      return found;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** Sends `text` over the page's socket and waits for the answer (moved or refused) naming `clientMoveId`. */
async function sendOver(page: LivePage, text: string, clientMoveId: string | null): Promise<any> {
  const before = page.messages.length;
  page.socket.send(text);
  return waitFor(
    () => page.messages.slice(before).find((m: any) => (m.type === "moved" || m.type === "refused") && m.clientMoveId === clientMoveId),
    `answer to ${clientMoveId}`,
  );
}

const moveOver = (page: LivePage, body: { version: number; move: unknown; clientMoveId: string }) =>
  sendOver(page, JSON.stringify({ type: "move", ...body }), body.clientMoveId);

function cookieOf(client: ApiClient | null): Record<string, string> {
  return client?.cookies.size ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {};
}

/** Opens `/live?<query>` as `client` (its cookies) and resolves once the socket is open. */
function openLive(query: string, client: ApiClient | null): Promise<LivePage> {
  const socket = new WebSocket(`${stack.url.replace(/^http/, "ws")}/live?${query}`, { headers: cookieOf(client) });
  opened.push(socket);
  const messages: GameMessage[] = [];
  socket.on("message", (data) => messages.push(JSON.parse(String(data))));
  return new Promise((resolve, reject) => {
    socket.once("open", () =>
      resolve({
        socket,
        messages,
        until: (test) =>
          vi.waitFor(
            () => {
              const message = messages.find((m) => m.type === "game" && test(m.detail));
              if (!message) throw new Error(`no such push; got versions ${JSON.stringify(messages.map((m) => m.detail?.version))}`);
              return message;
            },
            { timeout: 15_000, interval: 50 },
          ),
      }),
    );
    socket.once("error", reject);
  });
}

/** The HTTP status a page that may not open is answered before any upgrade. */
function refusal(query: string, client: ApiClient | null, headers: Record<string, string> = {}): Promise<number> {
  const socket = new WebSocket(`${stack.url.replace(/^http/, "ws")}/live?${query}`, { headers: { ...cookieOf(client), ...headers } });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once("open", () => reject(new Error("the page opened")));
    socket.once("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
    socket.once("error", () => undefined); // the refusal above is what is checked
  });
}

/** A started 2-player Yucata' game between two guests; the second (seat 1) moves first. */
async function startedGame(extra: Record<string, unknown> = {}) {
  const alice = await ApiClient.guest(stack.url, "Alice");
  const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 }, ...extra });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const bob = await ApiClient.guest(stack.url, "Bob");
  const joined = await bob.post(`/api/games/${id}/join`);
  expect(joined.status).toBe(200);
  return { id, alice, bob, bobToken: seatToken(joined.body.seatLink) };
}

/** A page of each kind of reader: Alice by her session, Bob by his seat link, Carol (no seat), nobody. */
async function pagesOfEveryReader(id: string, alice: ApiClient, bobToken: string) {
  const carol = await ApiClient.guest(stack.url, "Carol");
  const bobBySeatLink = new ApiClient(stack.url);
  bobBySeatLink.bearer = bobToken;
  const pages = {
    alice: await openLive(`game=${id}`, alice),
    bob: await openLive(`game=${id}&token=${encodeURIComponent(bobToken)}`, null),
    carol: await openLive(`game=${id}`, carol),
    nobody: await openLive(`game=${id}`, null),
  };
  return { carol, bobBySeatLink, pages };
}

/** The awaited seat's first legal move, through the API. */
async function move(id: string, players: ApiClient[]) {
  const now = (await players[0]!.get(`/api/games/${id}`)).body;
  const mover = players[now.awaiting[0]]!;
  const detail = (await mover.get(`/api/games/${id}`)).body;
  const reply = await mover.post(`/api/games/${id}/moves`, {
    version: detail.version,
    move: detail.legalMoves[0],
    clientMoveId: moveId("live"),
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

async function liveItems(gameId: string): Promise<string[]> {
  const client = dynamoClient(stack.dynamoEndpoint);
  const { Items } = await client.send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :live)",
      ExpressionAttributeValues: { ":pk": { S: `GAME#${gameId}` }, ":live": { S: "LIVE#" } },
    }),
  );
  client.destroy();
  return (Items ?? []).map((item) => item.sk!.S!);
}

describe("pushing a game to its open pages", () => {
  it("tells each seat and a spectator of a move with exactly what GET answers them, unasked", async () => {
    const { id, alice, bob, bobToken } = await startedGame();
    const { carol, bobBySeatLink, pages } = await pagesOfEveryReader(id, alice, bobToken);
    const moved = await move(id, [alice, bob]);
    for (const [name, reader] of [
      ["alice", alice],
      ["bob", bobBySeatLink],
      ["carol", carol],
      ["nobody", new ApiClient(stack.url)],
    ] as const) {
      const message = await pages[name].until((d) => d.version === moved.version);
      const fetched = await reader.get(`/api/games/${id}`);
      expect(message, name).toEqual({ type: "game", etag: fetched.headers.get("etag"), detail: fetched.body });
      expect(message.detail.version).toBe(moved.version);
    }
    // Each seat its own view: the hands differ, and the spectator's is neither.
    const [toAlice, toBob, toCarol] = await Promise.all(
      [pages.alice, pages.bob, pages.carol].map((page) => page.until((d) => d.version === moved.version)),
    );
    expect([toAlice!.detail.seat, toBob!.detail.seat, toCarol!.detail.seat]).toEqual([0, 1, null]);
    expect(toAlice!.detail.view).not.toEqual(toBob!.detail.view);
    expect(toCarol!.detail.legalMoves).toEqual([]);
  });

  it("pushes consecutive moves in version order", async () => {
    const { id, alice, bob } = await startedGame();
    const page = await openLive(`game=${id}`, alice);
    for (let n = 0; n < 4; n++) await move(id, [alice, bob]);
    await page.until((d) => d.version === 4);
    // The join may still have been on its way when the page opened: version 0 may come first.
    expect(page.messages.map((m) => m.detail.version).filter((v) => v > 0)).toEqual([1, 2, 3, 4]);
  });

  it("tells a waiting creator that the game started (a join changes the game, not its version)", async () => {
    const alice = await ApiClient.guest(stack.url, "Alice");
    const created = await alice.post("/api/games", { game: "yucata", players: 2 });
    const page = await openLive(`game=${created.body.id}`, alice);
    await (await ApiClient.guest(stack.url, "Bob")).post(`/api/games/${created.body.id}/join`);
    // The creation itself may still have been on its way when the page opened: it comes first then.
    const message = await page.until((d) => d.status === "active");
    expect(message.detail).toMatchObject({ version: 0, seat: 0, awaiting: expect.any(Array) });
  });

  it("answers a ping with a pong and ignores messages of any other type", async () => {
    const { id, alice } = await startedGame();
    const page = await openLive(`game=${id}`, alice);
    page.socket.send(JSON.stringify({ type: "hello", version: 0 }));
    page.socket.send("[1, 2]");
    page.socket.send(JSON.stringify({ type: "ping" }));
    await waitFor(() => page.messages.find((m) => (m as { type: string }).type === "pong"), "pong");
    // One answer, to the ping alone (a push of the game may come too).
    expect(page.messages.filter((m) => m.type !== "game")).toEqual([{ type: "pong" }]);
  });

  it("tells every open page of a game its creator cancelled, then forgets them", async () => {
    const alice = await ApiClient.guest(stack.url, "Alice");
    const created = await alice.post("/api/games", { game: "yucata", players: 2 });
    const id = created.body.id as string;
    const bob = await ApiClient.guest(stack.url, "Bob");
    await bob.post(`/api/games/${id}/join`);
    const pages = [await openLive(`game=${id}`, alice), await openLive(`game=${id}`, bob), await openLive(`game=${id}`, null)];
    expect(await liveItems(id)).toHaveLength(3);
    expect((await alice.post(`/api/games/${id}/cancel`)).status).toBe(200);
    for (const page of pages)
      await waitFor(() => page.messages.find((m) => (m as { type: string }).type === "cancelled"), "cancel told to a page");
    await expect.poll(() => liveItems(id), { message: "the cancelled game's pages are forgotten", timeout: 10_000 }).toEqual([]);
  });

  it("forgets a page once it closes", async () => {
    const { id, alice } = await startedGame();
    const page = await openLive(`game=${id}`, alice);
    expect(await liveItems(id)).toHaveLength(1);
    page.socket.close();
    await expect.poll(() => liveItems(id), { message: "the closed page is forgotten", timeout: 10_000 }).toEqual([]);
  });
});

describe("bounding what a page sends", () => {
  /** A ping padded to exactly `bytes` bytes: the largest message the live protocol needs (a move) is far smaller. */
  const pingOf = (bytes: number) => {
    const empty = JSON.stringify({ type: "ping", pad: "" });
    return JSON.stringify({ type: "ping", pad: "x".repeat(bytes - empty.length) });
  };
  /** Sends `ping` over the page's socket and waits for the pong. */
  const pong = (page: LivePage, ping = JSON.stringify({ type: "ping" })) => {
    page.socket.send(ping);
    return waitFor(() => page.messages.find((m) => (m as { type: string }).type === "pong"), "pong");
  };

  it("reads a frame of 64 KiB, closes a socket whose frame is one byte more with 1009, and serves the others", async () => {
    const { id, alice, bob } = await startedGame();
    const atLimit = await openLive(`game=${id}`, alice);
    await pong(atLimit, pingOf(64 * 1024));

    const over = await openLive(`game=${id}`, alice);
    const other = await openLive(`game=${id}`, bob);
    let closedWith: number | undefined;
    over.socket.once("close", (code) => void (closedWith = code));
    over.socket.send(pingOf(64 * 1024 + 1));
    // Closed unread, not answered: an answer would mean the whole frame was taken in.
    const answered = () => over.messages.find((m) => m.type !== "game");
    await waitFor(() => closedWith ?? answered(), "close or answer");
    expect({ closedWith, answer: answered() }).toEqual({ closedWith: 1009, answer: undefined });
    await pong(other);
    await pong(await openLive(`game=${id}`, bob));
  });
});

describe("moves sent over a page's socket", () => {
  it("answers the mover as POST would, pushes every other page (the mover's other page too) but not the mover's", async () => {
    const { id, alice, bob, bobToken } = await startedGame();
    const pages = {
      bob: await openLive(`game=${id}`, bob),
      bobElsewhere: await openLive(`game=${id}&token=${encodeURIComponent(bobToken)}`, null),
      alice: await openLive(`game=${id}`, alice),
      nobody: await openLive(`game=${id}`, null),
    };
    const before = (await bob.get(`/api/games/${id}`)).body;
    const body = { version: before.version, move: before.legalMoves[0], clientMoveId: moveId("socket") };
    const answer = await moveOver(pages.bob, body);
    expect(answer).toMatchObject({
      type: "moved",
      clientMoveId: body.clientMoveId,
      body: { version: 1, seat: 1, event: { version: 1, seat: 1, move: body.move } },
    });

    // POST of the same move (a retry) answers what the socket did, and the game is what it says.
    const posted = await bob.post(`/api/games/${id}/moves`, body);
    expect(posted.status).toBe(200);
    expect(answer).toEqual({ type: "moved", clientMoveId: body.clientMoveId, etag: posted.headers.get("etag"), body: posted.body });
    const fetched = await bob.get(`/api/games/${id}`);
    const { event, ...detail } = answer.body;
    expect(fetched.body).toMatchObject(detail);
    expect(fetched.headers.get("etag")).toBe(answer.etag);
    expect((await bob.get(`/api/games/${id}/events?after=0`)).body.events).toEqual([event]);
    // A retry over the socket too: the same answer, no second event.
    expect(await moveOver(pages.bob, body)).toEqual(answer);
    expect((await bob.get(`/api/games/${id}/events?after=0`)).body.events).toHaveLength(1);

    for (const name of ["bobElsewhere", "alice", "nobody"] as const) await pages[name].until((d) => d.version === 1);
    // Alice moves by POST: every page is pushed that, the mover's page of version 1 too (pushes come in order).
    const next = await move(id, [alice, bob]);
    expect(next.version).toBe(2);
    await pages.bob.until((d) => d.version === 2);
    expect(pages.bob.messages.filter((m) => m.type === "game" && m.detail.version === 1)).toEqual([]);
    // The mark that left Bob's page out is the connection's, never the game's: no body shows it.
    expect(JSON.stringify([...pages.bob.messages, ...pages.alice.messages, fetched.body, posted.body])).not.toMatch(/movingTo/);
  });

  it("refuses over the socket exactly what POST refuses, changes nothing, and the socket stays open", async () => {
    const { id, alice, bob, bobToken } = await startedGame();
    const { carol, bobBySeatLink, pages } = await pagesOfEveryReader(id, alice, bobToken);
    const bobMove = (await bob.get(`/api/games/${id}`)).body.legalMoves[0];
    const cases: [keyof typeof pages, ApiClient, Record<string, unknown>, number, string][] = [
      ["bob", bobBySeatLink, { version: 4, move: bobMove }, 409, "stale-version"],
      ["alice", alice, { version: 0, move: bobMove }, 400, ""], // not her turn: the rule's own code
      ["carol", carol, { version: 0, move: bobMove }, 403, "not-your-seat"],
      ["nobody", new ApiClient(stack.url), { version: 0, move: bobMove }, 401, "not-signed-in"],
      ["bob", bobBySeatLink, { version: "0", move: bobMove }, 400, "bad-request"],
    ];
    for (const [page, client, fields, status, code] of cases) {
      const body = { ...fields, clientMoveId: moveId("refused") };
      const answer = await sendOver(pages[page], JSON.stringify({ type: "move", ...body }), body.clientMoveId);
      const posted = await client.post(`/api/games/${id}/moves`, body);
      expect(posted.status, `${page} ${code}`).toBe(status);
      expect(answer, `${page} ${code}`).toEqual({ type: "refused", clientMoveId: body.clientMoveId, status, error: posted.body.error });
      if (code) expect(answer.error.code).toBe(code);
    }
    expect(await sendOver(pages.bob, "{not json", null)).toEqual({
      type: "refused",
      clientMoveId: null,
      status: 400,
      error: { code: "bad-json", message: expect.any(String) },
    });
    const badShape = await sendOver(pages.bob, JSON.stringify({ type: "move", version: 0, move: bobMove, clientMoveId: "short" }), "short");
    expect(badShape).toMatchObject({ status: 400, error: { code: "bad-request", message: expect.stringMatching(/clientMoveId/) } });

    // Still open, and nothing was applied.
    pages.bob.socket.send(JSON.stringify({ type: "ping" }));
    await waitFor(() => pages.bob.messages.find((m) => (m as { type: string }).type === "pong"), "pong");
    expect(pages.bob.socket.readyState).toBe(WebSocket.OPEN);
    expect((await bob.get(`/api/games/${id}`)).body.version).toBe(0);
    expect((await bob.get(`/api/games/${id}/events?after=0`)).body.events).toEqual([]);

    // A refused move leaves no mark: Alice's page, refused a move to version 1, is pushed Bob's version 1.
    expect((await move(id, [alice, bob])).version).toBe(1);
    for (const page of Object.values(pages)) await page.until((d) => d.version === 1);
  });

  it("plays a game's moves over both seats' sockets into a log that replays to the stored state", async () => {
    const { id, alice, bob } = await startedGame();
    const pages = [await openLive(`game=${id}`, alice), await openLive(`game=${id}`, bob)];
    let seen = (await alice.get(`/api/games/${id}`)).body;
    for (let n = 0; n < 6 && seen.status === "active"; n++) {
      const seat = seen.awaiting[0] as number;
      const mine = (await [alice, bob][seat]!.get(`/api/games/${id}`)).body;
      const answer = await moveOver(pages[seat]!, { version: mine.version, move: mine.legalMoves[0], clientMoveId: moveId("replay") });
      expect(answer.type, JSON.stringify(answer)).toBe("moved");
      seen = answer.body;
    }
    const client = dynamoClient(stack.dynamoEndpoint);
    const store = new GameStore(client, stack.tableName);
    const game = (await store.get(id))!;
    const events = await store.events(id, 0, 100);
    client.destroy();
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: game.version }, (_, i) => i + 1));
    expect(game.version).toBe(seen.version);
    const replayed = replayTimeline(gameRules("yucata")!, { players: 2, options: game.options, seed: game.seed! }, events);
    expect(JSON.parse(JSON.stringify(replayed))).toEqual(game.state);
  });
});

describe("refusing pages that may not watch", () => {
  it("refuses a private game to a stranger and to nobody, as GET does", async () => {
    const { id } = await startedGame({ private: true });
    const stranger = await ApiClient.guest(stack.url, "Mallory");
    expect((await stranger.get(`/api/games/${id}`)).status).toBe(404);
    expect(await refusal(`game=${id}`, stranger)).toEqual(404);
    expect(await refusal(`game=${id}`, null)).toEqual(404);
    expect(await liveItems(id)).toEqual([]);
  });

  it("refuses an unknown game, a missing game and a bad seat link", async () => {
    const { id, alice } = await startedGame();
    expect(await refusal("game=nosuchgame1", alice)).toEqual(404);
    expect(await refusal("", alice)).toEqual(400);
    expect(await refusal(`game=${id}&token=forged.seat.link`, null)).toEqual(401);
    expect(await liveItems(id)).toEqual([]);
  });

  it("refuses a page of another site", async () => {
    const { id, alice } = await startedGame();
    const status = await refusal(`game=${id}`, alice, { origin: "https://evil.example" });
    expect(status).toBe(403);
  });
});
