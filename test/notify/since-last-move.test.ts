// The "your turn" mail's "Since your last move": every step of the other king's Balam turn, the site
// chosen and the building put up on it included, as the mail's reader would have seen it on the board.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, moveId } from "../support/client";
import { signedIn, startStack, type TestStack } from "../support/stack";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

type Move = { type: string; [field: string]: unknown };

/** Plays the first of `caller`'s legal moves of `type`, failing the test when there is none. */
async function play(caller: ApiClient, gameId: string, type: string): Promise<number> {
  const detail = (await caller.get(`/api/games/${gameId}`)).body;
  const move = (detail.legalMoves as Move[]).find((m) => m.type === type);
  expect(move, `a legal ${type} move`).toBeDefined();
  const reply = await caller.post(`/api/games/${gameId}/moves`, { version: detail.version, move, clientMoveId: moveId() });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.version as number;
}

describe("the turn mail after a Balam build", () => {
  it("says which site was chosen and what was built there", async () => {
    const email = "since-build@example.org";
    const alice = await signedIn(stack, email);
    const gameId = (await alice.post("/api/games", { game: "balam", players: 2, options: {} })).body.id as string;
    const bob = await ApiClient.guest(stack.url, "Bob");
    await bob.post(`/api/games/${gameId}/join`);
    // Alice turns a card over (and settles it) if she starts, so that Bob's turn, a whole build, comes before hers.
    for (let moves = 0; !(await bob.get(`/api/games/${gameId}`)).body.yourTurn; moves++) {
      expect(moves, "Bob's turn within a few of Alice's moves").toBeLessThan(5);
      const legal = (await alice.get(`/api/games/${gameId}`)).body.legalMoves as Move[];
      await play(alice, gameId, legal.some((m) => m.type === "flip") ? "flip" : legal[0]!.type);
    }
    await play(bob, gameId, "tax");
    await play(bob, gameId, "site");
    await play(bob, gameId, "build");
    const version = await play(bob, gameId, "end");

    const mail = await stack.waitForMail(email, new RegExp(`^Your turn .*\\(move ${version + 1}\\)$`));
    const since = mail.text.slice(mail.text.indexOf("Since your last move:"));
    expect(since).toMatch(/Bob pays 1 \w+ to act\./);
    expect(since).toMatch(/Bob chooses site \d+ to build on\./);
    expect(since).toMatch(/Bob builds an? [\w ]+ on site \d+/);
    expect(since).toMatch(/Bob finishes building on site \d+\./);
  });
});
