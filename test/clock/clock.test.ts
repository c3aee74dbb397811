// The correspondence clock on the local stack, with "days" shortened to a second and a half: deadlines
// pass and each timeout policy does what it says; reminders come before the deadline.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { signedIn, startStack, type TestStack } from "../support/stack";

const DAY_MS = 1500;
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ dayMs: DAY_MS, clockIntervalMs: 100 });
});
afterAll(async () => {
  await stack?.stop();
});


async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

async function twoPlayerGame(policy: string, days: number, tag: string) {
  const alice = await signedIn(stack, `alice-${tag}@example.org`);
  const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 }, timePerMoveDays: days, timeoutPolicy: policy });
  expect(created.status).toBe(201);
  const bob = await ApiClient.guest(stack.url, "Bob");
  const joined = await bob.post(`/api/games/${created.body.id}/join`);
  expect(joined.body.awaiting).toEqual([0]);
  return { alice, bob, id: created.body.id as string };
}

describe("when a deadline passes", () => {
  it("forfeit: the player who let time run out loses a two-player game, and both are told", async () => {
    const { alice, id } = await twoPlayerGame("forfeit", 1, "forfeit");
    const game = await until(() => alice.get(`/api/games/${id}`), (r) => r.body.status === "finished", "the forfeit");
    expect(game.body.result.winners).toEqual([1]);
    expect(game.body.version).toBe(1);
    const events = (await alice.get(`/api/games/${id}/events`)).body.events;
    expect(events).toHaveLength(1);
    expect(events[0].log).toEqual([{ key: "turnpost.forfeitEnd", params: { seat: 0 } }]);
    await stack.waitForMail("alice-forfeit@example.org", /^Game over vs .+ in Yucata'$/);
  });

  it("bot: the server plays a legal move for the late player, says so in the log, and the game goes on", async () => {
    const { alice, bob, id } = await twoPlayerGame("bot", 1, "bot");
    const game = await until(() => bob.get(`/api/games/${id}`), (r) => r.body.version >= 1, "the server's move");
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
    const { alice, id } = await twoPlayerGame("bot", 3, "remind-day");
    await stack.waitForMail("alice-remind-day@example.org", /^A day left for your move vs Bob in Yucata' \(move 1\)$/);
    // The reminder came while the turn was still hers to play.
    const game = await alice.get(`/api/games/${id}`);
    const events = (await alice.get(`/api/games/${id}/events`)).body.events;
    expect(events.every((e: { seat: number }) => e.seat === 0)).toBe(true);
    expect(game.body.seat).toBe(0);
  });

  it("reminds an hour before the deadline, and not a day before a one-day turn", async () => {
    // A day of 9.6 s makes the hour 400 ms long: many sweeps wide, as an hour is in the cloud.
    const slower = await startStack({ dayMs: 9600, clockIntervalMs: 50 });
    try {
      const alice = await signedIn(slower, "alice-hour@example.org");
      const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 }, timePerMoveDays: 1, timeoutPolicy: "bot" });
      await (await ApiClient.guest(slower.url, "Bob")).post(`/api/games/${created.body.id}/join`);
      await slower.waitForMail("alice-hour@example.org", /^An hour left for your move vs Bob in Yucata' \(move 1\)$/);
      const subjects = (await slower.outbox()).filter((m) => m.to.includes("alice-hour")).map((m) => m.subject);
      expect(subjects.filter((s) => s.startsWith("A day left"))).toEqual([]);
    } finally {
      await slower.stop();
    }
  });

  it("reminds at half-time, a day and an hour before the deadline, each once, as the player chose", async () => {
    // A day of 3 s: a three-day turn lasts 9 s, half-time comes at 4.5 s, the hour 125 ms before the end.
    const slower = await startStack({ dayMs: 3000, clockIntervalMs: 50 });
    try {
      const chosen = async (email: string, reminders: string[]) => {
        const player = await signedIn(slower, email);
        expect((await player.request("PATCH", "/api/me", { reminders })).body.user.reminders).toEqual(reminders);
        const created = await player.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 }, timePerMoveDays: 3, timeoutPolicy: "bot" });
        await (await ApiClient.guest(slower.url, "Bob")).post(`/api/games/${created.body.id}/join`);
        return player;
      };
      await chosen("alice-all@example.org", ["half", "day", "hour"]);
      await chosen("alice-hour@example.org", ["hour"]);
      // The deadline passes and the server plays for them: every reminder has come by then.
      await slower.waitForMail("alice-all@example.org", /^An hour left/, 15_000);
      await slower.waitForMail("alice-hour@example.org", /^An hour left/, 15_000);
      await new Promise((r) => setTimeout(r, 500));
      const subjects = async (to: string) => (await slower.outbox()).filter((m) => m.to.includes(to) && !/sign-in/.test(m.subject)).map((m) => m.subject.replace(/ vs .*/, ""));
      expect(await subjects("alice-all")).toEqual(["Your turn", "Half your time is gone for your move", "A day left for your move", "An hour left for your move"]);
      expect(await subjects("alice-hour")).toEqual(["Your turn", "An hour left for your move"]);
    } finally {
      await slower.stop();
    }
  });
});
