// The game page updates by itself over the live channel: Bruno's page is open and idle on a Yucata' game
// while Alice plays through the API; his page shows that it is his turn without asking the server for the
// game again (the update came by the WebSocket, not by polling). Then he plays from the page: the move goes
// over his socket, not by POST, and Alice's page is pushed it. Once the game is over the socket is closed.
// And when a game's creator cancels it, the open pages of it say so at once, in the reader's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, WebSocket } from "playwright-core";
import type { TestStack } from "../support/stack";
import { DESKTOP, PHONE, openBrowserStack, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

async function post(context: BrowserContext, path: string, data: unknown): Promise<any> {
  const reply = await context.request.post(`${stack.url}${path}`, { data, headers: { origin: stack.url } });
  expect(reply.status(), `POST ${path}: ${await reply.text()}`).toBeLessThan(300);
  return reply.json();
}

async function detailOf(context: BrowserContext, id: string): Promise<any> {
  return (await context.request.get(`${stack.url}/api/games/${id}`)).json();
}

describe("live updates in the browser", () => {
  it("a move reaches the other player's idle page over the WebSocket, without a poll", { timeout: 180_000 }, async () => {
    const alice = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    await post(alice, "/api/auth/guest", { name: "Alice" });
    const { id } = await post(alice, "/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 } });
    const bruno = await browser.newContext({ viewport: PHONE, locale: "en-GB", isMobile: true, hasTouch: true });
    await post(bruno, "/api/auth/guest", { name: "Bruno" });
    await post(bruno, `/api/games/${id}/join`, {});

    const b = await bruno.newPage();
    const gamePath = `/api/games/${id}`;
    const isPoll = (method: string, url: string) => method === "GET" && new URL(url).pathname === gamePath;
    let polls = 0;
    b.on("request", (request) => {
      if (isPoll(request.method(), request.url())) polls++;
    });
    const sockets: WebSocket[] = [];
    b.on("websocket", (socket) => sockets.push(socket));
    const pushes: string[] = [];
    // The handshake and the poll after it as Chromium reports them, in order, on one session (Playwright
    // reports only the socket's creation).
    const cdp = await bruno.newCDPSession(b);
    await cdp.send("Network.enable");
    let connected = false;
    let caughtUp = false;
    cdp.on("Network.webSocketHandshakeResponseReceived", (event) => {
      if (event.response.status === 101) connected = true;
    });
    cdp.on("Network.requestWillBeSent", (event) => {
      if (connected && isPoll(event.request.method, event.request.url)) caughtUp = true;
    });

    await b.goto(`${stack.url}/play/${id}`);
    await b.getByRole("group", { name: /The track/ }).waitFor();
    expect(await b.getByRole("button", { name: /^Play the / }).count(), "Alice plays first").toBe(0);
    await waitFor("the live channel open", async () => (connected ? true : null));
    expect(
      sockets.map((s) => new URL(s.url()).pathname),
      "one WebSocket, to /live",
    ).toEqual(["/live"]);
    const socket = sockets[0]!;
    expect(new URL(socket.url()).searchParams.get("game")).toBe(id);
    socket.on("framereceived", (frame) => void pushes.push(String(frame.payload)));
    // The page polls once on connecting, to catch up; after that it waits on the socket.
    await waitFor("the catch-up poll", async () => (caughtUp ? true : null));
    await b.waitForLoadState("networkidle");

    // Alice's page, to see Bruno's move pushed to her.
    const a = await alice.newPage();
    const alicePushes: any[] = [];
    a.on("websocket", (s) => s.on("framereceived", (frame) => void alicePushes.push(JSON.parse(String(frame.payload)))));
    await a.goto(`${stack.url}/play/${id}`);
    await a
      .getByRole("button", { name: /^Play the / })
      .first()
      .waitFor();

    // --- Alice moves; Bruno's idle page shows his turn, pushed, with no poll in between.
    const pollsBeforeMove = polls;
    const before = await detailOf(alice, id);
    await post(alice, `/api/games/${id}/moves`, { version: before.version, move: before.legalMoves[0], clientMoveId: "live-first-move" });
    await b
      .getByRole("button", { name: /^Play the / })
      .first()
      .waitFor({ timeout: 10_000 });
    expect(polls, "the update came without asking for the game").toBe(pollsBeforeMove);
    const pushed = pushes.map((p) => JSON.parse(p)).find((m) => m.type === "game");
    expect(pushed?.detail.version, "the move was pushed").toBe(before.version + 1);
    expect(pushed.detail.yourTurn).toBe(true);

    // --- Bruno plays from his page: over his open socket, with no POST, and his board moves on.
    const movePosts: string[] = [];
    b.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === `${gamePath}/moves`) movePosts.push(request.url());
    });
    const sent: any[] = [];
    socket.on("framesent", (frame) => void sent.push(JSON.parse(String(frame.payload))));
    await b
      .getByRole("button", { name: /^Play the / })
      .first()
      .click();
    const dialog = b.getByRole("dialog", { name: "Confirm your move" });
    await dialog.getByRole("button", { name: "Play", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    const sentMove = sent.find((m) => m.type === "move");
    expect(sentMove, "the move went over the socket").toMatchObject({ version: before.version + 1 });
    const answer = pushes.map((p) => JSON.parse(p)).find((m) => m.type === "moved");
    expect(answer?.clientMoveId, "answered over the socket").toBe(sentMove.clientMoveId);
    expect(answer.body.version).toBe(before.version + 2);
    expect(movePosts, "no POST of the move").toEqual([]);
    await waitFor("Bruno's board after his move", async () =>
      (await b.getByRole("button", { name: /^Play the / }).count()) === 0 && (await b.locator(".log li").count()) === 2 ? true : null,
    );
    // --- Alice's page is pushed his move and offers her cards again.
    await waitFor("Bruno's move pushed to Alice's page", async () =>
      alicePushes.some((m) => m.type === "game" && m.detail.version === before.version + 2) ? true : null,
    );
    await a
      .getByRole("button", { name: /^Play the / })
      .first()
      .waitFor({ timeout: 10_000 });

    // --- The game to its end, each player through the API: Bruno's page follows; the rematch lets the socket go.
    for (let step = 0; step < 80; step++) {
      const now = await detailOf(alice, id);
      if (now.status === "finished") break;
      const context = now.awaiting[0] === 0 ? alice : bruno;
      const mine = await detailOf(context, id);
      await post(context, `/api/games/${id}/moves`, {
        version: mine.version,
        move: mine.legalMoves[0],
        clientMoveId: `live-${step}-${mine.version}`,
      });
    }
    await b.getByRole("table", { name: "Final scores" }).waitFor();
    // A finished game changes once more, when a rematch is offered: the socket waits for it, then goes.
    expect(socket.isClosed()).toBe(false);
    await post(alice, `/api/games/${id}/rematch`, {});
    await waitFor("the socket closed once the rematch exists", async () => (socket.isClosed() ? true : null));
    await alice.close();
    await bruno.close();
  });

  it("an open page of a game its creator cancels says so at once, and lets the socket go", { timeout: 120_000 }, async () => {
    const alice = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    await post(alice, "/api/auth/guest", { name: "Alice" });
    const { id } = await post(alice, "/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 } });
    const bruno = await browser.newContext({ viewport: PHONE, locale: "fr-FR", isMobile: true, hasTouch: true });
    await post(bruno, "/api/auth/guest", { name: "Bruno" });
    await post(bruno, `/api/games/${id}/join`, {});
    const b = await bruno.newPage();
    const sockets: WebSocket[] = [];
    b.on("websocket", (socket) => sockets.push(socket));
    await b.goto(`${stack.url}/play/${id}`);
    await b.getByRole("group", { name: /^Le parcours/ }).waitFor();
    await waitFor("the live channel open", async () => (sockets.length === 1 ? true : null));

    await post(alice, `/api/games/${id}/cancel`, {});
    await b.getByRole("alert").filter({ hasText: "Son créateur a annulé cette partie" }).waitFor({ timeout: 10_000 });
    await waitFor("the socket closed once the game is gone", async () => (sockets[0]!.isClosed() ? true : null));
    expect(sockets, "no reconnection").toHaveLength(1);
    await alice.close();
    await bruno.close();
  });
});
