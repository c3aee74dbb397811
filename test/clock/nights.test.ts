// Nights on the local stack (docs/clocks.md, "Nights"): a player's daily window, declared in Settings,
// copied onto the seat they take, shown to whoever may join, and left out of their clock, through a
// change of daylight saving in Paris and in New York. The stack's time is moved by hand (`sweep(now)`).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { signedIn, startStack, type TestStack } from "../support/stack";

const MINUTE = 60_000;
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ sweepByHand: true });
});
afterAll(async () => {
  await stack?.stop();
});

describe("declaring a night", () => {
  it("refuses a night longer than 10 hours, empty or badly written, naming what is wrong, and keeps none", async () => {
    const alice = await signedIn(stack, "alice-night-bad@example.org");
    const long = await alice.request("PATCH", "/api/me", { night: { start: "21:00", end: "07:30" } });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/a night of at most 10 hours/);
    const empty = await alice.request("PATCH", "/api/me", { night: { start: "23:00", end: "23:00" } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/ends at another time than it starts/);
    const badTime = await alice.request("PATCH", "/api/me", { night: { start: "24:00", end: "07:00" } });
    expect(badTime.status).toBe(400);
    expect(badTime.body.error.message).toMatch(/a time such as 23:00/);
    expect((await alice.request("PATCH", "/api/me", { night: { start: "23:00", end: "07:00", days: 2 } })).status).toBe(400);
    expect((await alice.request("PATCH", "/api/me", { night: "23:00-07:00" })).status).toBe(400);
    expect((await alice.get("/api/me")).body.user.night).toBeNull();
  });

  it("keeps exactly 10 hours, and is taken off with null", async () => {
    const alice = await signedIn(stack, "alice-night-ok@example.org");
    const ten = await alice.request("PATCH", "/api/me", { night: { start: "22:00", end: "08:00" } });
    expect(ten.status).toBe(200);
    expect(ten.body.user.night).toEqual({ start: "22:00", end: "08:00" });
    expect((await alice.request("PATCH", "/api/me", { night: null })).body.user.night).toBeNull();
  });
});

/** Alice, in `timeZone` with `night`, opens a game of a day a move; Bob reads it, then joins at the stack's time. */
async function nightGame(email: string, timeZone: string, night: { start: string; end: string }) {
  const alice = await signedIn(stack, email);
  expect((await alice.request("PATCH", "/api/me", { timeZone, night })).status).toBe(200);
  const created = await alice.post("/api/games", {
    game: "yucata",
    players: 2,
    options: { firstPlayer: 0 },
    timePerMoveDays: 1,
    timeoutPolicy: "forfeit",
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const bob = await ApiClient.guest(stack.url, "Bob");
  const open = await bob.get(`/api/games/${created.body.id}`);
  // Before he sits down, Bob reads the night Alice's clock keeps.
  expect(open.body.players[0].rest).toEqual({ days: [], timeZone, night });
  const joined = await bob.post(`/api/games/${created.body.id}/join`);
  expect(joined.body.awaiting).toEqual([0]);
  return { bob, id: created.body.id as string, deadline: Date.parse(joined.body.deadline) };
}

// The stack's time runs on from each sweep, so a turn begins a few seconds after the instant it was moved to.
const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected), `${new Date(actual).toISOString()}`).toBeLessThan(MINUTE);

async function timesOutAt(bob: ApiClient, id: string, deadline: number) {
  await stack.sweep(new Date(deadline - MINUTE));
  expect((await bob.get(`/api/games/${id}`)).body.status, "a minute before the deadline").toBe("active");
  await stack.sweep(new Date(deadline + MINUTE));
  expect((await bob.get(`/api/games/${id}`)).body.result.winners).toEqual([1]);
}

describe("a day's turn across nights and a change of daylight saving", () => {
  it("in Paris, on the last weekend of March: begun Saturday at 20:00, it ends on Monday at noon", async () => {
    // Saturday 27 March 2027, 20:00 in Paris (UTC+1); Paris moves to UTC+2 on the Sunday at 02:00.
    await stack.sweep(new Date("2027-03-27T19:00:00Z"));
    const { bob, id, deadline } = await nightGame("alice-paris-night@example.org", "Europe/Paris", { start: "23:00", end: "07:00" });
    // Saturday 20:00–23:00, Sunday 07:00–23:00, Monday 07:00–12:00: 24 hours counted, 39 on the wall.
    near(deadline, Date.parse("2027-03-29T10:00:00Z"));
    await timesOutAt(bob, id, deadline);
  });

  it("in New York, on the first weekend of November: begun Saturday at 20:00, it ends on Monday at noon", async () => {
    // Saturday 6 November 2027, 20:00 in New York (UTC-4); the clocks go back to UTC-5 on the Sunday at 02:00.
    await stack.sweep(new Date("2027-11-07T00:00:00Z"));
    const { bob, id, deadline } = await nightGame("alice-ny-night@example.org", "America/New_York", { start: "22:00", end: "06:00" });
    // Saturday 20:00–22:00, Sunday 06:00–22:00, Monday 06:00–12:00: 24 hours counted, 41 on the wall.
    near(deadline, Date.parse("2027-11-08T17:00:00Z"));
    await timesOutAt(bob, id, deadline);
  });
});
