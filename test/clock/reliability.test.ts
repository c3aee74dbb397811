// Reliability on the local stack (docs/clocks.md, "Reliability"): a game's start and end reach each
// seated person's finish rate through the table's stream, a forfeit on time counting as not finished;
// a creator's minimums close open seats to those below them, and the join route says which is unmet.
// The files' tests run in order: the minimums are tried on the players of the first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../support/client";
import { signedIn, startStack, type TestStack } from "../support/stack";

const MINUTE = 60_000;
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ sweepByHand: true });
});
afterAll(async () => {
  await stack?.stop();
});

/** The players of the first test, whose records the minimums are tried on. */
let alice: ApiClient;
let bob: ApiClient;
const idOf = async (client: ApiClient) => (await client.get("/api/me")).body.user.id as string;
const rhythmOf = async (client: ApiClient, userId: string) => (await client.get(`/api/users/${userId}`)).body.rhythm;

describe("a finish rate", () => {
  it("counts the games started and those played to the end; a forfeit on time is not finished", async () => {
    await stack.sweep(new Date("2029-09-03T09:00:00Z"));
    alice = await signedIn(stack, "alice-finish@example.org");
    bob = await signedIn(stack, "bob-finish@example.org");
    const [aliceId, bobId] = [await idOf(alice), await idOf(bob)];
    const created = await alice.post("/api/games", {
      game: "yucata",
      players: 2,
      options: { firstPlayer: 0 },
      timePerMoveDays: 1,
      timeoutPolicy: "forfeit",
    });
    const joined = (await bob.post(`/api/games/${created.body.id}/join`)).body;
    expect(joined.status).toBe("active");
    await expect.poll(async () => (await rhythmOf(bob, aliceId))?.gamesStarted12m, { timeout: 15_000 }).toBe(1);
    expect((await rhythmOf(bob, aliceId)).finishRate, "under way: nothing finished yet").toBe(0);
    // Alice lets her day run out: she forfeits, Bob wins.
    await stack.sweep(new Date(Date.parse(joined.deadline) + MINUTE));
    expect((await bob.get(`/api/games/${created.body.id}`)).body.status).toBe("finished");
    await expect.poll(async () => (await rhythmOf(alice, bobId))?.finishRate, { timeout: 15_000 }).toBe(1);
    expect(await rhythmOf(bob, aliceId)).toMatchObject({ gamesStarted12m: 1, finishRate: 0, timeouts90d: 1 });
  });
});

describe("a creator's minimums for open seats", () => {
  // Alice left the game above on time (finish rate 0%, one timeout); Bob finished his (100%, none).
  const open = (creator: ApiClient, requirements: unknown) =>
    creator.post("/api/games", { game: "yucata", players: 2, timePerMoveDays: 3, requirements });

  it("are bounded: a bad one is refused with its name", async () => {
    const high = await open(bob, { minFinishPercent: 150 });
    expect(high.status).toBe(400);
    expect(high.body.error.message).toMatch(/minFinishPercent/);
    expect((await open(bob, { maxTimeouts90d: -1 })).status).toBe(400);
    expect((await open(bob, { maxTimeouts90d: 31 })).status).toBe(400);
    expect((await open(bob, { minRating: 1500 })).status).toBe(400);
  });

  it("close a seat to a player below them, saying which is unmet, and keep it for those who meet them", async () => {
    const rate = await open(bob, { minFinishPercent: 80 });
    expect(rate.body.requirements).toEqual({ minFinishPercent: 80 });
    const refused = await alice.post(`/api/games/${rate.body.id}/join`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("finish-rate-below");
    expect(refused.body.error.message).toMatch(/finish rate of at least 80%; yours is 0%/);
    expect((await bob.get(`/api/games/${rate.body.id}`)).body.players[1].name, "the seat stays open").toBeNull();

    const timeouts = await open(bob, { maxTimeouts90d: 0 });
    const late = await alice.post(`/api/games/${timeouts.body.id}/join`);
    expect(late.status).toBe(403);
    expect(late.body.error.code).toBe("too-many-timeouts");
    expect(late.body.error.message).toMatch(/at most 0 timeouts in 90 days; you have 1/);

    // Someone without a record yet meets a minimum finish rate: there is nothing to hold against them.
    const carol = await signedIn(stack, "carol-finish@example.org");
    expect((await carol.post(`/api/games/${rate.body.id}/join`)).status).toBe(200);
  });
});
