// A player's rhythm on the local stack: moves at known hours (the stack's time moved by hand) reach the
// profile through the stream, in the player's time zone; a timeout counts; a game forecasts its end.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, playFirstLegal } from "../support/client";
import { signedIn, startStack, type TestStack } from "../support/stack";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ sweepByHand: true });
});
afterAll(async () => {
  await stack?.stop();
});

describe("a player's rhythm", () => {
  it("shows on the profile and beside the players, with a timeout and the game's forecast end", async () => {
    // Monday 4 June 2029, 06:00 UTC: 08:00 in Paris.
    await stack.sweep(new Date("2029-06-04T06:00:00Z"));
    const alice = await signedIn(stack, "alice-rhythm@example.org");
    await alice.request("PATCH", "/api/me", { timeZone: "Europe/Paris" });
    const aliceId = (await alice.get("/api/me")).body.user.id as string;
    const created = await alice.post("/api/games", {
      game: "yucata",
      players: 2,
      options: { firstPlayer: 0 },
      timePerMoveDays: 3,
      timeoutPolicy: "bot",
    });
    const id = created.body.id as string;
    const bob = await ApiClient.guest(stack.url, "Bob");
    const start = Date.parse((await bob.post(`/api/games/${id}/join`)).body.turnSince);
    // Alice answers in 2 hours (10:00 in Paris); Bob in one; Alice in 30 hours (17:00 in Paris the next day).
    await stack.sweep(new Date(start + 2 * HOUR));
    await playFirstLegal(alice, id);
    // A game a move and two hours old forecasts nothing: that little play tells no pace.
    expect((await bob.get(`/api/games/${id}/rhythms`)).body.forecast).toBeNull();
    await stack.sweep(new Date(start + 3 * HOUR));
    await playFirstLegal(bob, id);
    await stack.sweep(new Date(start + 33 * HOUR));
    await playFirstLegal(alice, id);
    const rhythmOfAlice = async () => (await alice.get(`/api/users/${aliceId}`)).body.rhythm;
    await expect.poll(async () => (await rhythmOfAlice())?.moves, { timeout: 10_000 }).toBe(2);
    const rhythm = await rhythmOfAlice();
    // The stack's time runs on by milliseconds between a sweep and a move.
    const toTheMinute = Math.round(rhythm.medianReplyMs / MINUTE) * MINUTE;
    expect({ ...rhythm, medianReplyMs: toTheMinute }).toEqual({
      moves: 2,
      medianReplyMs: 16 * HOUR,
      within24h: 0.5,
      usualHours: [10, 17],
      timeouts90d: 0,
      // The game under way is started, not finished.
      gamesStarted12m: 1,
      finishRate: 0,
    });

    // Bob answers; Alice lets her three days run out, and the server plays for her. She opened Turnpost
    // the evening before: a player away longer than a turn would be silent, and held instead.
    const afterBob = await playFirstLegal(bob, id);
    await stack.sweep(new Date(Date.parse(afterBob.deadline) - 12 * HOUR));
    await alice.get("/api/me");
    await stack.sweep(new Date(Date.parse(afterBob.deadline) + MINUTE));
    expect((await alice.get(`/api/games/${id}/events`)).body.events.at(-1).log[0].key).toBe("turnpost.timeout");
    await expect.poll(async () => (await rhythmOfAlice())?.timeouts90d, { timeout: 10_000 }).toBe(1);
    expect((await rhythmOfAlice()).moves, "the server's move is no reply of hers").toBe(2);
    const last = await playFirstLegal(bob, id);

    // Beside each player in the game, and the game's forecast end: after now, by the moves left.
    const rhythmsNow = async () => (await bob.get(`/api/games/${id}/rhythms`)).body;
    // Bob's last move reaches his rhythm through the stream, on its own time.
    await expect
      .poll(async () => (await rhythmsNow()).players.map((p: { rhythm: { moves: number } | null }) => p.rhythm?.moves))
      .toEqual([2, 3]);
    // Six moves over days: a range, after now, by the moves left.
    const rhythms = await rhythmsNow();
    expect(rhythms.forecast.movesLeft).toBeGreaterThan(0);
    expect(Date.parse(rhythms.forecast.earliest)).toBeGreaterThan(Date.parse(last.updatedAt));
    expect(Date.parse(rhythms.forecast.latest)).toBeGreaterThan(Date.parse(rhythms.forecast.earliest));
  });
});
