// The HTTP API against a real DynamoDB Local: the flows of the README and the promises of docs/api.md.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, moveId, seatToken } from "./support/client";
import { startStack, type TestStack } from "./support/stack";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function signIn(email: string): Promise<ApiClient> {
  const client = new ApiClient(stack.url);
  expect((await client.post("/api/auth/email", { email })).status).toBe(202);
  const mail = await stack.waitForMail(email, /sign-in link/);
  const link = /https?:\/\/\S+\/auth\/verify\?token=[\w-]+/.exec(mail.text)![0];
  const verified = await client.get(new URL(link).pathname + new URL(link).search);
  expect(verified.status).toBe(303);
  return client;
}

/** A started 2-player Yucata' game: `alice` (seat 0, signed in by email) and `bob` (seat 1, a guest). */
async function startedGame(options: Record<string, unknown> = { firstPlayer: 1 }, extra: Record<string, unknown> = {}) {
  const alice = await signIn(`alice-${Math.random().toString(36).slice(2)}@example.org`);
  const created = await alice.post("/api/games", { game: "yucata", players: 2, options, ...extra });
  expect(created.status).toBe(201);
  const bob = await ApiClient.guest(stack.url, "Bob");
  const joined = await bob.post(`/api/games/${created.body.id}/join`);
  expect(joined.status).toBe(200);
  return { alice, bob, id: created.body.id as string, created: created.body, joined: joined.body };
}

describe("signing in", () => {
  it("signs in with a single-use email link and shows who I am", async () => {
    const client = new ApiClient(stack.url);
    expect((await client.get("/api/me")).status).toBe(401);
    await client.post("/api/auth/email", { email: "Carol@Example.org", next: "/games" });
    const mail = await stack.waitForMail("carol@example.org", /sign-in link/);
    const url = new URL(/https?:\/\/\S+\/auth\/verify\?token=[\w-]+/.exec(mail.text)![0]);
    const first = await client.get(url.pathname + url.search);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/games");
    expect(first.headers.get("set-cookie")).toMatch(/tp_session=.*HttpOnly.*Secure.*SameSite=Lax/i);
    const me = await client.get("/api/me");
    expect(me.body.user).toMatchObject({ email: "carol@example.org", guest: false });
    // The same link again: refused, and it changes nothing.
    const again = await new ApiClient(stack.url).get(url.pathname + url.search);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("link-expired");
    expect((await client.post("/api/auth/logout")).status).toBe(204);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("refuses a next page on another site", async () => {
    const client = new ApiClient(stack.url);
    await client.post("/api/auth/email", { email: "dave@example.org", next: "//evil.example/x" });
    const mail = await stack.waitForMail("dave@example.org", /sign-in link/);
    const url = new URL(/https?:\/\/\S+\/auth\/verify\?token=[\w-]+/.exec(mail.text)![0]);
    expect((await client.get(url.pathname + url.search)).headers.get("location")).toBe("/");
  });

  it("refuses a forged session and a forged seat link", async () => {
    const forged = new ApiClient(stack.url);
    forged.bearer = "eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJzZWF0In0.bad";
    const reply = await forged.get("/api/games/nothing");
    expect(reply.status).toBe(401);
    expect(reply.body.error.code).toBe("bad-seat-link");
    const cookie = await new ApiClient(stack.url).get("/api/me", { cookie: "tp_session=not.a.jwt" });
    expect(cookie.status).toBe(401);
  });
});

describe("the last visit, kept on the server", () => {
  it("answers each player's previous visit and keeps the latest, and refuses strangers and versions to come", async () => {
    const { alice, bob, id } = await startedGame();
    expect((await alice.post(`/api/games/${id}/visit`, { version: 0 })).body).toEqual({ previous: null });
    await bob.post(`/api/games/${id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() });
    // Another browser of Alice's, later: what was new since she last looked.
    expect((await alice.post(`/api/games/${id}/visit`, { version: 1 })).body).toEqual({ previous: 0 });
    // An older page reporting late does not move the visit back.
    expect((await alice.post(`/api/games/${id}/visit`, { version: 0 })).body).toEqual({ previous: 1 });
    expect((await alice.post(`/api/games/${id}/visit`, { version: 1 })).body).toEqual({ previous: 1 });
    expect((await bob.post(`/api/games/${id}/visit`, { version: 1 })).body).toEqual({ previous: null });
    expect((await alice.post(`/api/games/${id}/visit`, { version: 2 })).status).toBe(400);
    const stranger = await ApiClient.guest(stack.url, "Sam");
    expect((await stranger.post(`/api/games/${id}/visit`, { version: 1 })).status).toBe(403);
  });
});

describe("a game from creation to moves", () => {
  it("creates, joins, starts, moves, logs, and emails the next player", async () => {
    const { alice, bob, id, created, joined } = await startedGame();
    expect(created).toMatchObject({ game: "yucata", status: "open", seat: 0 });
    expect(created.inviteUrl).toBe(`${stack.url}/join/${id}`);
    expect(joined).toMatchObject({ status: "active", seat: 1, awaiting: [1], yourTurn: true });

    const before = await bob.get(`/api/games/${id}`);
    expect(before.body.view.hand).toHaveLength(7);
    expect(before.body.legalMoves).toContainEqual({ card: 3 });
    expect(before.body.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.body.seed).toBeUndefined();
    // Alice sees Bob's hand size, never his cards.
    const aliceView = await alice.get(`/api/games/${id}`);
    expect(aliceView.body.view.handSizes).toEqual([7, 7]);
    expect(aliceView.body.view.hand).toHaveLength(7);
    expect(aliceView.body.yourTurn).toBe(false);

    const moved = await bob.post(`/api/games/${id}/moves`, { version: 0, move: { card: 3 }, clientMoveId: moveId() });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ version: 1, awaiting: [0] });
    expect(moved.body.view.positions).toEqual([0, 3]);

    const events = await alice.get(`/api/games/${id}/events?after=0`);
    expect(events.body.events).toHaveLength(1);
    expect(events.body.events[0]).toMatchObject({ version: 1, seat: 1 });
    expect(events.body.events[0].log[0].key).toBe("yucata.played");
    expect(events.body.events[0].move).toBeUndefined(); // Alice did not make it

    const aliceMe = await alice.get("/api/me");
    const mail = await stack.waitForMail(aliceMe.body.user.email, /^Your turn vs .+ in Yucata/);
    expect(mail.text).toContain("Bob played the 3 and moved from square 0 to 3.");
    expect(mail.text).toMatch(new RegExp(`/play/${id}#seat=`));
    expect(mail.headers["list-unsubscribe"]).toMatch(/\/api\/unsubscribe\?token=/);

    const mine = await alice.get("/api/me/games");
    expect(mine.body.games[0]).toMatchObject({ id, yourTurn: true, status: "active" });
  });

  it("tells the first player of a game created without options that it is their turn", async () => {
    const ann = `ann-${moveId()}@example.org`;
    const ben = `ben-${moveId()}@example.org`;
    const annClient = await signIn(ann);
    const created = await annClient.post("/api/games", { game: "balam", players: 2 });
    const joined = await (await signIn(ben)).post(`/api/games/${created.body.id}/join`);
    for (const seat of joined.body.awaiting as number[]) await stack.waitForMail(seat === 0 ? ann : ben, /^Your turn vs .+ in Balam/);
  });

  it("plays with a seat link alone, for that seat only", async () => {
    const { bob, id, joined } = await startedGame();
    const device = new ApiClient(stack.url);
    device.bearer = seatToken(joined.seatLink);
    expect((await device.get(`/api/games/${id}`)).body.seat).toBe(1);
    const moved = await device.post(`/api/games/${id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() });
    expect(moved.status).toBe(200);
    const other = await startedGame();
    const elsewhere = await device.post(`/api/games/${other.id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() });
    expect(elsewhere.status).toBe(403);
    expect((await device.post("/api/games", { game: "yucata", players: 2 })).status).toBe(403);
    expect((await bob.get(`/api/games/${id}`)).body.version).toBe(1);
  });

  it("answers a move with the mover's game page, as GET gives it, and the move's event", async () => {
    const { bob, id } = await startedGame({ firstPlayer: 1 }, { chatForSpectators: true });
    const moved = await bob.post(`/api/games/${id}/moves`, { version: 0, move: { card: 3 }, clientMoveId: moveId() });
    expect(moved.status).toBe(200);
    const { event, ...page } = moved.body;
    expect(page).toEqual((await bob.get(`/api/games/${id}`)).body);
    expect(page.chatForSpectators).toBe(true);
    expect(event).toMatchObject({ version: 1, seat: 1, move: { card: 3 } });
  });

  it("phrases a refused move from its key, in the mover's saved language", async () => {
    const { alice, bob, id } = await startedGame();
    const early = await alice.post(`/api/games/${id}/moves`, { version: 0, move: { card: 3 }, clientMoveId: moveId() });
    expect(early.status).toBe(400);
    expect(early.body.error).toMatchObject({ code: "not-your-turn", key: "yucata.refused.notYourTurn", message: "It is not your turn." });
    expect((await bob.post(`/api/games/${id}/moves`, { version: 0, move: { card: 3 }, clientMoveId: moveId() })).status).toBe(200);
    expect((await alice.post(`/api/games/${id}/moves`, { version: 1, move: { card: 5 }, clientMoveId: moveId() })).status).toBe(200);
    expect((await bob.request("PATCH", "/api/me", { lang: "fr" })).status).toBe(200);
    const again = await bob.post(`/api/games/${id}/moves`, { version: 2, move: { card: 3 }, clientMoveId: moveId() });
    expect(again.body.error).toMatchObject({ code: "not-in-hand", key: "yucata.refused.notInHand", params: { card: 3 } });
    expect(again.body.error.message).toBe(
      "Vous avez déjà posé le 3 sur votre pile\u00a0; vous reprenez vos cartes quand les sept sont jouées.",
    );
  });

  it("answers a retried move once, with the first outcome", async () => {
    const { bob, id } = await startedGame();
    const body = { version: 0, move: { card: 4 }, clientMoveId: moveId() };
    const first = await bob.post(`/api/games/${id}/moves`, body);
    const retry = await bob.post(`/api/games/${id}/moves`, body);
    expect(retry.status).toBe(200);
    expect(retry.body.event).toEqual(first.body.event);
    expect(retry.body.version).toBe(1);
    expect((await bob.get(`/api/games/${id}/events`)).body.events).toHaveLength(1);
  });

  it("refuses stale versions, other seats' turns, illegal and malformed moves, and changes nothing", async () => {
    const { alice, bob, id } = await startedGame();
    const wrongTurn = await alice.post(`/api/games/${id}/moves`, { version: 0, move: { card: 1 }, clientMoveId: moveId() });
    expect(wrongTurn.status).toBe(400);
    expect(wrongTurn.body.error.code).toBe("not-your-turn");
    const question = await bob.post(`/api/games/${id}/moves`, { version: 0, move: { card: "question" }, clientMoveId: moveId() });
    expect(question.status).toBe(400);
    expect(question.body.error.code).toBe("question-first");
    const malformed = await bob.post(`/api/games/${id}/moves`, { version: 0, move: { card: 9 }, clientMoveId: moveId() });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe("bad-move");
    const noId = await bob.post(`/api/games/${id}/moves`, { version: 0, move: { card: 1 } });
    expect(noId.status).toBe(400);
    expect(noId.body.error.message).toMatch(/clientMoveId/);
    // The field and what is wrong with it, in English (zod/mini has no words of its own: shared/zod.ts sets them).
    const negative = await bob.post(`/api/games/${id}/moves`, { version: -1, move: { card: 1 }, clientMoveId: moveId() });
    expect(negative.body.error).toEqual({ code: "bad-request", message: "version: Too small: expected number to be >=0" });
    const stale = await bob.post(`/api/games/${id}/moves`, { version: 5, move: { card: 1 }, clientMoveId: moveId() });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: "stale-version", currentVersion: 0 });
    const stranger = await ApiClient.guest(stack.url, "Eve");
    const notYours = await stranger.post(`/api/games/${id}/moves`, { version: 0, move: { card: 1 }, clientMoveId: moveId() });
    expect(notYours.status).toBe(403);
    const anonymous = await new ApiClient(stack.url).post(`/api/games/${id}/moves`, {
      version: 0,
      move: { card: 1 },
      clientMoveId: moveId(),
    });
    expect(anonymous.status).toBe(401);
    const state = await bob.get(`/api/games/${id}`);
    expect(state.body.version).toBe(0);
    expect(state.body.view.positions).toEqual([0, 0]);
  });

  it("creates a Yucatàn game with the quick setup option", async () => {
    const alice = await ApiClient.guest(stack.url, "Alice");
    const created = await alice.post("/api/games", { game: "yucatan", players: 2, options: { quickSetup: true } });
    expect(created.status).toBe(201);
    expect((await alice.get(`/api/games/${created.body.id}`)).body.options).toEqual({ quickSetup: true });
  });

  it("refuses bad bodies with a clear 4xx", async () => {
    const alice = await ApiClient.guest(stack.url, "Alice");
    const notJson = await alice.request("POST", "/api/games", "players=2", { "content-type": "application/x-www-form-urlencoded" });
    expect(notJson.status).toBe(415);
    const broken = await alice.request("POST", "/api/games", "{", { "content-type": "application/json" });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe("bad-json");
    const unknown = await alice.post("/api/games", { game: "chess", players: 2 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("unknown-game");
    const tooMany = await alice.post("/api/games", { game: "yucata", players: 9 });
    expect(tooMany.body.error).toMatchObject({ code: "bad-players" });
    const badFirst = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 3 } });
    expect(badFirst.status).toBe(400);
    expect(badFirst.body.error.code).toBe("bad-options");
    const badLayout = await alice.post("/api/games", { game: "yucata", players: 2, options: { layout: "xyz" } });
    expect(badLayout.status).toBe(400);
    expect(badLayout.body.error.message).toMatch(/40/);
    const badQuick = await alice.post("/api/games", { game: "yucatan", players: 2, options: { quickSetup: "yes" } });
    expect(badQuick.status).toBe(400);
    expect(badQuick.body.error).toMatchObject({
      code: "bad-options",
      message: expect.stringMatching(/quickSetup: Invalid input: expected boolean/),
    });
    const huge = await alice.post("/api/games", { game: "yucata", players: 2, options: { layout: "x".repeat(70_000) } });
    expect(huge.status).toBe(413);
    const crossSite = await alice.post("/api/games", { game: "yucata", players: 2 }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error.code).toBe("bad-origin");
    expect((await alice.get("/api/me/games")).body.games).toEqual([]);
    const missing = await alice.get("/api/games/nosuchgame");
    expect(missing.status).toBe(404);
    expect((await alice.get("/api/nowhere")).status).toBe(404);
  });

  it("serves conditional reads and history without leaking hands", async () => {
    const { alice, bob, id } = await startedGame();
    const first = await alice.get(`/api/games/${id}`);
    const etag = first.headers.get("etag")!;
    expect((await alice.get(`/api/games/${id}`, { "if-none-match": etag })).status).toBe(304);
    await bob.post(`/api/games/${id}/moves`, { version: 0, move: { card: 5 }, clientMoveId: moveId() });
    expect((await alice.get(`/api/games/${id}`, { "if-none-match": etag })).status).toBe(200);
    const past = await alice.get(`/api/games/${id}/history/0`);
    expect(past.body.view.positions).toEqual([0, 0]);
    const spectator = await new ApiClient(stack.url).get(`/api/games/${id}/history/1`);
    expect(spectator.body.view.positions).toEqual([0, 5]);
    expect(spectator.body.view.hand).toBeUndefined();
    expect((await alice.get(`/api/games/${id}/history/9`)).status).toBe(404);
  });

  it("keeps private games from strangers", async () => {
    const { id } = await startedGame({ firstPlayer: 1 }, { private: true });
    expect((await new ApiClient(stack.url).get(`/api/games/${id}`)).status).toBe(404);
    expect((await new ApiClient(stack.url).get(`/api/games/${id}/events`)).status).toBe(404);
  });

  it("lets exactly one of 50 concurrent submissions at one version through", async () => {
    const { bob, id } = await startedGame();
    const shared = moveId();
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        bob.post(`/api/games/${id}/moves`, { version: 0, move: { card: (i % 5) + 1 }, clientMoveId: i < 10 ? shared : moveId() }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const events = (await bob.get(`/api/games/${id}/events`)).body.events;
    expect(events).toHaveLength(1);
    const applied = replies.filter((r) => r.status === 200);
    // Every 200 tells of the one applied event: the winner, or retries of its own clientMoveId.
    for (const reply of applied) expect(reply.body.event.version).toBe(1);
    const winners = new Set(applied.map((r) => JSON.stringify(r.body.event)));
    expect(winners.size).toBe(1);
    expect((await bob.get(`/api/games/${id}`)).body.version).toBe(1);
  });
});
