// Playing a turn from its mail: the "your turn" mail lists the awaited seat's few moves, each a link to
// a confirmation page bound to that seat and that version. Opening it plays nothing; its button does,
// once; a page of a game that moved on, or with a forged token, plays nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Tokens } from "../../functions/service/tokens";
import { ApiClient, moveId, seatToken } from "../support/client";
import { awaitedInBalam, signedIn, startStack, type TestStack } from "../support/stack";

let stack: TestStack;
let tokens: Tokens;

beforeAll(async () => {
  stack = await startStack();
  tokens = new Tokens(stack.sessionSecret);
});

afterAll(async () => {
  await stack?.stop();
});

/** A Yucata' game where Bob (seat 1) has played the 2 and Alice (seat 0, signed in by mail) is awaited at version 1. */
async function aliceToPlay(email: string) {
  const alice = await signedIn(stack, email);
  const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
  const bob = await ApiClient.guest(stack.url, "Bob");
  await bob.post(`/api/games/${created.body.id}/join`);
  expect((await bob.post(`/api/games/${created.body.id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() })).status).toBe(
    200,
  );
  const aliceId = (await alice.get("/api/me")).body.user.id as string;
  const bobId = (await bob.get("/api/me")).body.user.id as string;
  return { alice, bob, gameId: created.body.id as string, aliceId, bobId };
}

/** A page of the confirmation link, as a browser opens it (the form posts from our own origin). */
function open(path: string, method: "GET" | "POST" = "GET") {
  return new ApiClient(stack.url).request(method, path, method === "POST" ? "" : undefined, {
    origin: new URL(stack.url).origin,
    "content-type": "application/x-www-form-urlencoded",
  });
}

describe("one tap from the mail", () => {
  it("lists the moves, shows one without playing it, plays it on the button, and only once", async () => {
    const { alice, gameId } = await aliceToPlay("tap@example.org");
    const mail = await stack.waitForMail("tap@example.org", /Your turn/);
    // Her six playable cards (not the 2 Bob just played), numbered, each with its confirmation link.
    const links = [...mail.text.matchAll(/^(\d)\. (Play the [^\n]+)\n(http:\/\/\S+)$/gm)];
    expect(links.map((m) => m[1])).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(links.map((m) => m[2]).join(" ")).not.toMatch(/Play the 2\b/);
    expect(mail.html).toContain("Play the 3: your amulet moves from square 0 to");
    const three = links.find((m) => m[2]!.startsWith("Play the 3:"))!;
    const path = new URL(three[3]!).pathname + new URL(three[3]!).search;

    // A GET, as a mail scanner makes: the move and the board, nothing played.
    const shown = await open(path);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toMatch(/^text\/html/);
    expect(shown.text).toContain(three[2]!.replace(/'/g, "&#39;"));
    expect(shown.text).toMatch(/<img src="http:\/\/localhost:\d+\/og\//);
    expect(shown.text).toMatch(/<form method="post"/);
    expect((await alice.get(`/api/games/${gameId}`)).body.version).toBe(1);

    const played = await open(path, "POST");
    expect(played.status).toBe(200);
    expect(played.text).toContain("Played: Play the 3");
    const after = (await alice.get(`/api/games/${gameId}`)).body;
    expect(after.version).toBe(2);
    const [event] = (await alice.get(`/api/games/${gameId}/events?after=1`)).body.events;
    expect(event).toMatchObject({ seat: 0, move: { card: 3 } });

    // The same button again (a double tap, a reload that posts again): nothing more is played.
    const again = await open(path, "POST");
    expect(again.status).toBe(200);
    expect(again.text).toContain("This move was already played");
    // Another of the mail's buttons after the move: still nothing more.
    const other = links.find((m) => m !== three)!;
    expect((await open(new URL(other[3]!).pathname + new URL(other[3]!).search, "POST")).text).toContain("already played");
    expect((await alice.get(`/api/games/${gameId}`)).body.version).toBe(2);
  });

  it("offers a turn of several steps one tap a step: each played step's page offers the next", async () => {
    const { gameId, seat, player, mail } = await awaitedInBalam(stack, ["steps-a@example.org", "steps-b@example.org"]);
    const links = [...mail.text.matchAll(/^(\d)\. ([^\n]+)\n(http:\/\/\S+)$/gm)];
    expect(links.length).toBeGreaterThan(1);

    const first = new URL(links[0]![3]!);
    const played = await open(first.pathname + first.search, "POST");
    expect(played.text).toContain(`Played: ${links[0]![2]!.replace(/'/g, "&#39;")}`);
    // Still this seat's turn: the next step's choices, each a button that plays it.
    expect((await player.get(`/api/games/${gameId}`)).body).toMatchObject({ version: 1, awaiting: [seat] });
    expect(played.text).toContain("Your turn goes on. Choose your next step");
    const next = [...played.text.matchAll(/<form method="post" action="([^"]+)"[^>]*>\n<button[^>]*>([^<]+)<\/button>/g)];
    const { legalMoves } = (await player.get(`/api/games/${gameId}`)).body;
    expect(next).toHaveLength(legalMoves.length);
    const second = await open(next[0]![1]!.replace(/&#38;/g, "&"), "POST");
    expect(second.text).toContain(`Played: ${next[0]![2]}`);
    expect((await player.get(`/api/games/${gameId}`)).body.version).toBe(2);
  });

  it("refuses a link of a game that moved on, and links to the public page without a seat link", async () => {
    const { alice, gameId } = await aliceToPlay("stale@example.org");
    const mail = await stack.waitForMail("stale@example.org", /Your turn/);
    const link = new URL(/^1\. Play the [^\n]+\n(http:\/\/\S+)$/m.exec(mail.text)![1]!);
    // She plays on the board instead: her turn is over, and so is the mail's token.
    expect((await alice.post(`/api/games/${gameId}/moves`, { version: 1, move: { card: 4 }, clientMoveId: moveId() })).status).toBe(200);
    for (const method of ["GET", "POST"] as const) {
      const page = await open(link.pathname + link.search, method);
      expect(page.status).toBe(409);
      expect(page.text).toContain("The game has moved on since this email: nothing was played.");
      expect(page.text).toMatch(new RegExp(`href="http://localhost:\\d+/play/${gameId}"`));
      expect(page.text).not.toContain("#seat=");
    }
    expect((await alice.get(`/api/games/${gameId}`)).body.version).toBe(2);
  });

  it("refuses a mailed seat link once expired, and every earlier one once revoked, while the seat plays on", async () => {
    const { alice, gameId, aliceId } = await aliceToPlay("revoke@example.org");
    const mail = await stack.waitForMail("revoke@example.org", /Your turn/);
    const reader = new ApiClient(stack.url);
    reader.bearer = seatToken(new RegExp(`http://\\S+/play/${gameId}#seat=[\\w.-]+`).exec(mail.text)![0]);
    expect((await reader.get(`/api/games/${gameId}`)).body.seat).toBe(0);

    // A mailed link lasts seven days: one minted eight days ago is refused.
    const eightDaysAgo = new Tokens(stack.sessionSecret, () => new Date(Date.now() - 8 * 86_400_000));
    const expired = new ApiClient(stack.url);
    expired.bearer = await eightDaysAgo.mailSeatLink(aliceId, { gameId, seat: 0, gen: 0 });
    expect(await expired.get(`/api/games/${gameId}`)).toMatchObject({ status: 401, body: { error: { code: "bad-seat-link" } } });

    // Settings' "revoke": the mailed link reads nothing more, her session plays as before.
    expect(await alice.post("/api/me/mail-links/revoke")).toMatchObject({ status: 200, body: { games: 1 } });
    const refused = await reader.get(`/api/games/${gameId}`);
    expect(refused).toMatchObject({ status: 401, body: { error: { code: "bad-seat-link" } } });
    expect(refused.body.view).toBeUndefined();
    expect((await reader.post(`/api/games/${gameId}/moves`, { version: 1, move: { card: 3 }, clientMoveId: moveId() })).status).toBe(401);
    expect((await alice.post(`/api/games/${gameId}/moves`, { version: 1, move: { card: 3 }, clientMoveId: moveId() })).status).toBe(200);
    // Only the account revokes: a seat link does not act for it.
    expect(await reader.post("/api/me/mail-links/revoke")).toMatchObject({ status: 403, body: { error: { code: "seat-link-only" } } });
  });

  it("refuses a forged token, and never shows one seat's moves to another", async () => {
    const { alice, gameId, aliceId, bobId } = await aliceToPlay("forged@example.org");
    const mail = await stack.waitForMail("forged@example.org", /Your turn/);
    const token = new URL(/^1\. Play the [^\n]+\n(http:\/\/\S+)$/m.exec(mail.text)![1]!).searchParams.get("token")!;
    const grant = Tokens.playGrantOf(token)!;
    const forged = [
      `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`,
      new Tokens(new TextEncoder().encode("another key, not the server's")).playToken(aliceId, grant),
      // Alice's own user on Bob's seat: a token is for the seat's own user only.
      tokens.playToken(aliceId, { ...grant, seat: 1 }),
      "not-a-token",
    ];
    for (const bad of forged) {
      for (const method of ["GET", "POST"] as const) {
        const answer = await open(`/api/mail-move?token=${bad}&choice=1`, method);
        expect(answer.status).toBe(403);
        expect(answer.body.error.code).toBe("bad-play-link");
        expect(answer.text).not.toContain("Play the");
      }
    }
    // A good token with a choice its mail never offered: bad input, said so, nothing played.
    const unoffered = await open(`/api/mail-move?token=${token}&choice=7`, "POST");
    expect(unoffered.status).toBe(400);
    expect(unoffered.body.error).toMatchObject({ code: "bad-choice", message: "This link names no move: choose from 1 to 6." });
    // Bob's own token while Alice is awaited: his hand is his, and it is not his turn; no move is shown.
    const bobs = tokens.playToken(bobId, { ...grant, seat: 1 });
    for (const choice of [1, 2, 3, 4, 5, 6]) {
      const page = await open(`/api/mail-move?token=${bobs}&choice=${choice}`);
      expect(page.status).toBe(409);
      expect(page.text).not.toContain("Play the");
    }
    expect((await alice.get(`/api/games/${gameId}`)).body.version).toBe(1);
  });
});
