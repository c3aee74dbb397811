// The correspondence clock on the local stack, with real days: the stack's time is moved by hand to
// the moments that matter and the clock swept there (`sweep(now)`), so no test waits for a deadline.
// Deadlines pass and each timeout policy does what it says; reminders come before the deadline.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, playFirstLegal } from "../support/client";
import { signedIn, startStack, type TestStack } from "../support/stack";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ sweepByHand: true });
});
afterAll(async () => {
  await stack?.stop();
});

const at = (deadline: number, offsetMs: number) => new Date(deadline + offsetMs);

/** A game of `player` against a guest, her turn first, and its deadline (ms). */
async function gameAgainstBob(player: ApiClient, policy: string, days: number) {
  const created = await player.post("/api/games", {
    game: "yucata",
    players: 2,
    options: { firstPlayer: 0 },
    timePerMoveDays: days,
    timeoutPolicy: policy,
  });
  expect(created.status).toBe(201);
  const bob = await ApiClient.guest(stack.url, "Bob");
  const joined = await bob.post(`/api/games/${created.body.id}/join`);
  expect(joined.body.awaiting).toEqual([0]);
  return { bob, id: created.body.id as string, deadline: Date.parse(joined.body.deadline) };
}

async function twoPlayerGame(policy: string, days: number, tag: string) {
  const alice = await signedIn(stack, `alice-${tag}@example.org`);
  return { alice, ...(await gameAgainstBob(alice, policy, days)) };
}

/** Sweeps every hour of the turn up to `until` ms before its deadline, as the cloud's schedule would. */
async function sweepHourly(deadline: number, days: number, until: number) {
  for (let t = deadline - days * DAY_MS + MINUTE_MS; t < deadline - until; t += HOUR_MS) await stack.sweep(new Date(t));
  await stack.sweep(at(deadline, -until));
}

describe("when a deadline passes", () => {
  it("forfeit: the player who let time run out loses a two-player game, and both are told", async () => {
    const { alice, id, deadline } = await twoPlayerGame("forfeit", 1, "forfeit");
    await stack.sweep(at(deadline, -MINUTE_MS));
    expect((await alice.get(`/api/games/${id}`)).body.status, "a minute before the deadline").toBe("active");
    await stack.sweep(at(deadline, MINUTE_MS));
    const game = await alice.get(`/api/games/${id}`);
    expect(game.body.status).toBe("finished");
    expect(game.body.result.winners).toEqual([1]);
    expect(game.body.version).toBe(1);
    const events = (await alice.get(`/api/games/${id}/events`)).body.events;
    expect(events).toHaveLength(1);
    expect(events[0].log).toEqual([{ key: "turnpost.forfeitEnd", params: { seat: 0 } }]);
    await stack.waitForMail("alice-forfeit@example.org", /^Game over vs .+ in Yucata'$/);
  });

  it("bot: the server plays a legal move for the late player, says so in the log, and the game goes on", async () => {
    const { alice, bob, id, deadline } = await twoPlayerGame("bot", 1, "bot");
    await stack.sweep(at(deadline, MINUTE_MS));
    const game = await bob.get(`/api/games/${id}`);
    expect(game.body.version).toBe(1);
    expect(game.body.status).toBe("active");
    expect(game.body.awaiting).toEqual([1]);
    const [event] = (await alice.get(`/api/games/${id}/events`)).body.events;
    expect(event.seat).toBe(0);
    expect(event.log[0]).toEqual({ key: "turnpost.timeout", params: { seat: 0, policy: "bot" } });
    expect(event.log[1].key).toBe("yucata.played");
    // Alice may still play her own turns afterwards: only a forfeit takes the seat away.
    expect((await alice.get(`/api/games/${id}`)).body.seat).toBe(0);
  });

  it("reminds the awaited player a day before the deadline of a three-day turn", async () => {
    const { alice, id, deadline } = await twoPlayerGame("bot", 3, "remind-day");
    await stack.sweep(at(deadline, -DAY_MS + MINUTE_MS));
    await stack.waitForMail("alice-remind-day@example.org", /^A day left for your move vs Bob in Yucata' \(move 1\)$/);
    // The reminder came while the turn was still hers to play.
    const game = await alice.get(`/api/games/${id}`);
    const events = (await alice.get(`/api/games/${id}/events`)).body.events;
    expect(events.every((e: { seat: number }) => e.seat === 0)).toBe(true);
    expect(game.body.seat).toBe(0);
  });

  it("reminds an hour before the deadline, and not a day before a one-day turn", async () => {
    const alice = await signedIn(stack, "alice-hour@example.org");
    const { deadline } = await gameAgainstBob(alice, "bot", 1);
    await sweepHourly(deadline, 1, 30 * MINUTE_MS);
    await stack.waitForMail("alice-hour@example.org", /^An hour left for your move vs Bob in Yucata' \(move 1\)$/);
    const subjects = (await stack.outbox()).filter((m) => m.to.includes("alice-hour@")).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith("A day left"))).toEqual([]);
  });

  it("reminds at half-time, a day and an hour before the deadline, each once, as the player chose", async () => {
    const chosen = async (email: string, reminders: string[]) => {
      const player = await signedIn(stack, email);
      expect((await player.request("PATCH", "/api/me", { reminders })).body.user.reminders).toEqual(reminders);
      const game = await gameAgainstBob(player, "bot", 3);
      // The turn is told a moment after the game starts (its hold): before the clock runs, as in life.
      await stack.waitForMail(email, /^Your turn/);
      return game;
    };
    const all = await chosen("alice-all@example.org", ["half", "day", "hour"]);
    const hour = await chosen("alice-last-hour@example.org", ["hour"]);
    // Every hour of the turn, then past the deadline, where the server plays for them.
    await sweepHourly(Math.max(all.deadline, hour.deadline), 3, -MINUTE_MS);
    await stack.waitForMail("alice-all@example.org", /^An hour left/);
    await stack.waitForMail("alice-last-hour@example.org", /^An hour left/);
    const subjects = async (to: string) =>
      (await stack.outbox()).filter((m) => m.to.includes(to) && !/sign-in/.test(m.subject)).map((m) => m.subject.replace(/ vs .*/, ""));
    expect(await subjects("alice-all@")).toEqual([
      "Your turn",
      "Half your time is gone for your move",
      "A day left for your move",
      "An hour left for your move",
    ]);
    expect(await subjects("alice-last-hour@")).toEqual(["Your turn", "An hour left for your move"]);
  });
});

describe("a turn held for an undo", () => {
  it("is told once the stack's time passes the hold, driven by the clock rather than waited for", async () => {
    // The real hold: 10 s, far longer than the wait for the mail below, so only the sweep can tell it.
    const held = await startStack({ sweepByHand: true, noticeHoldMs: 10_000 });
    try {
      const alice = await signedIn(held, "alice-held@example.org");
      const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
      const bob = await ApiClient.guest(held.url, "Bob");
      await bob.post(`/api/games/${created.body.id}/join`);
      await playFirstLegal(bob, created.body.id);
      await held.sweep(new Date(Date.now() + 1_000));
      expect((await held.outbox()).filter((m) => m.to.includes("alice-held@") && /^Your turn/.test(m.subject))).toEqual([]);
      await held.sweep(new Date(Date.now() + 11_000));
      await held.waitForMail("alice-held@example.org", /^Your turn/, 5_000);
    } finally {
      await held.stop();
    }
  });
});
