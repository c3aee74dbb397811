// Time banks, rest days and vacations on the local stack, with real days: the stack's time is moved by
// hand (`sweep(now)`, forward only) to the moments that matter, so each part jumps to a later date
// whose weekday it needs, and signs its players in there (a session made before a jump of years expires).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, playFirstLegal } from "../support/client";
import { signedIn, startStack, type TestStack } from "../support/stack";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ sweepByHand: true });
});
afterAll(async () => {
  await stack?.stop();
});

/** Alice (signed in as `email`, with `settings`) against the guest Bob, her turn first. */
async function aliceAgainstBob(email: string, clock: Record<string, unknown>, settings: Record<string, unknown> = {}) {
  const alice = await signedIn(stack, email);
  if (Object.keys(settings).length > 0) expect((await alice.request("PATCH", "/api/me", settings)).status).toBe(200);
  const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 }, ...clock });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const bob = await ApiClient.guest(stack.url, "Bob");
  const joined = await bob.post(`/api/games/${created.body.id}/join`);
  expect(joined.body.awaiting).toEqual([0]);
  return { alice, bob, id: created.body.id as string, joined: joined.body };
}

const near = (actual: number, expected: number) => expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThan(MINUTE);

describe("a time bank of 1 day, plus 1 a turn, at most 2", () => {
  it("keeps what each turn leaves, adds the day, and times the seat out once the bank is spent", async () => {
    await stack.sweep(new Date("2029-01-08T09:00:00Z"));
    const bank = { initialDays: 1, incrementDays: 1, maxDays: 2 };
    const { alice, bob, id, joined } = await aliceAgainstBob("alice-bank@example.org", { bank, timeoutPolicy: "forfeit" });
    const start = Date.parse(joined.turnSince);
    expect(joined.bank).toEqual(bank);
    near(Date.parse(joined.deadline), start + DAY);
    const firstTurn = await stack.waitForMail("alice-bank@example.org", /^Your turn/);
    expect(firstTurn.text).toContain("1 day left in your bank.");
    // Alice answers after 20 hours: 4 hours are left, and a day is added.
    await stack.sweep(new Date(start + 20 * HOUR));
    const afterAlice = await playFirstLegal(alice, id);
    near(afterAlice.players[0].bankMs, 28 * HOUR);
    // Bob answers after 2 hours: 22 hours and a day, within the cap of 2 days.
    await stack.sweep(new Date(start + 22 * HOUR));
    const afterBob = await playFirstLegal(bob, id);
    near(afterBob.players[1].bankMs, 46 * HOUR);
    const aliceDeadline = Date.parse(afterBob.deadline);
    near(aliceDeadline, start + 22 * HOUR + 28 * HOUR);
    const secondTurn = await stack.waitForMail("alice-bank@example.org", /^Your turn .*\(move 3\)$/);
    expect(secondTurn.text).toContain("1 day 4 hours left in your bank.");
    // Alice lets her 28 hours run out: she forfeits, and Bob wins.
    await stack.sweep(new Date(aliceDeadline - MINUTE));
    expect((await bob.get(`/api/games/${id}`)).body.status, "a minute before her bank is spent").toBe("active");
    await stack.sweep(new Date(aliceDeadline + MINUTE));
    const over = (await bob.get(`/api/games/${id}`)).body;
    expect(over.status).toBe("finished");
    expect(over.result.winners).toEqual([1]);
  });

  it("is refused beside a time per move, and above its cap", async () => {
    const alice = await signedIn(stack, "alice-bad-bank@example.org");
    const both = await alice.post("/api/games", {
      game: "yucata",
      players: 2,
      timePerMoveDays: 3,
      bank: { initialDays: 7, incrementDays: 1, maxDays: 14 },
    });
    expect(both.status).toBe(400);
    expect(both.body.error.message).toMatch(/time per move or a time bank, not both/);
    const above = await alice.post("/api/games", { game: "yucata", players: 2, bank: { initialDays: 9, incrementDays: 1, maxDays: 7 } });
    expect(above.status).toBe(400);
    expect(above.body.error.message).toMatch(/at most at its cap/);
  });
});

describe("rest days", () => {
  it("stop a one-day turn's clock over the weekend: begun on a Friday noon, it ends on Monday noon", async () => {
    // Friday 1 March 2030.
    await stack.sweep(new Date("2030-03-01T12:00:00Z"));
    const { bob, id, joined } = await aliceAgainstBob(
      "alice-weekend@example.org",
      { timePerMoveDays: 1, timeoutPolicy: "forfeit" },
      { restDays: [6, 0], timeZone: "UTC" },
    );
    expect(joined.players[0].rest).toEqual({ days: [6, 0], timeZone: "UTC" });
    const deadline = Date.parse(joined.deadline);
    expect(deadline - Date.parse(joined.turnSince)).toBe(3 * DAY);
    // Sunday night: the clock has counted twelve hours of Friday and nothing since.
    await stack.sweep(new Date("2030-03-03T23:00:00Z"));
    expect((await bob.get(`/api/games/${id}`)).body.status).toBe("active");
    await stack.sweep(new Date(deadline + MINUTE));
    expect((await bob.get(`/api/games/${id}`)).body.result.winners).toEqual([1]);
  });

  it("are at most two a week, each once", async () => {
    const alice = await signedIn(stack, "alice-rest-bad@example.org");
    const three = await alice.request("PATCH", "/api/me", { restDays: [5, 6, 0] });
    expect(three.status).toBe(400);
    expect(three.body.error.message).toMatch(/at most 2 rest days a week/);
    expect((await alice.request("PATCH", "/api/me", { restDays: [6, 6] })).status).toBe(400);
    expect((await alice.get("/api/me")).body.user.restDays).toEqual([]);
  });
});

describe("a vacation during a turn with a bank", () => {
  it("moves the deadline past the vacation, and the bank does not pay for the days away", async () => {
    // Monday 1 April 2030, noon; a bank of 2 days, plus 1, at most 4.
    await stack.sweep(new Date("2030-04-01T12:00:00Z"));
    const { alice, bob, id, joined } = await aliceAgainstBob("alice-away@example.org", {
      bank: { initialDays: 2, incrementDays: 1, maxDays: 4 },
      timeoutPolicy: "forfeit",
    });
    const start = Date.parse(joined.turnSince);
    // Away on Tuesday and Wednesday: the deadline set on Monday (Wednesday noon) knew nothing of it.
    const away = await alice.request("PUT", "/api/me/vacations", { vacations: [{ from: "2030-04-02", to: "2030-04-03" }] });
    expect(away.status).toBe(200);
    near(Date.parse(joined.deadline), start + 2 * DAY);
    await stack.sweep(new Date(start + 2 * DAY + MINUTE));
    const moved = (await bob.get(`/api/games/${id}`)).body;
    expect(moved.status).toBe("active");
    // Twelve hours counted on Monday; 36 left from Thursday's midnight: Friday noon.
    near(Date.parse(moved.deadline), Date.parse("2030-04-05T12:00:00Z"));
    // Back on Thursday at 18:00 she moves: 30 hours used, none of the vacation, and a day added.
    await stack.sweep(new Date("2030-04-04T18:00:00Z"));
    const afterAlice = await playFirstLegal(alice, id);
    near(afterAlice.players[0].bankMs, 2 * DAY - 30 * HOUR + DAY);
  });
});
