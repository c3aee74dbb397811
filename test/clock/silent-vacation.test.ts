// Step 1 of the seat rescue chain on the local stack (docs/clocks.md, "A silent seat"): a silent player
// who allowed it in Settings is held on their vacation days (at most a week, what is left of this year's
// allowance, never into a vacation already planned), counted against the allowance and told to the
// table with its end; a player who did not allow it is held a turn's time, their allowance untouched.
// The stack's time is moved by hand (`sweep(now)`).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../support/client";
import { tableOfThree as seated } from "../support/silent-table";
import { signedIn, startStack, type TestStack } from "../support/stack";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ sweepByHand: true });
});
afterAll(async () => {
  await stack?.stop();
});

const tableOfThree = (tag: string, ann: ApiClient) => seated(stack, tag, ann, 1);
const midnightOf = (ms: number) => Math.floor(ms / DAY) * DAY;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe("a silent player's vacation days", () => {
  it("is a choice of the player's, off until they allow it, and refused when not a yes or no", async () => {
    const ann = await signedIn(stack, "ann-vacation-choice@example.org");
    expect((await ann.get("/api/me")).body.user.vacationWhenSilent).toBe(false);
    const refused = await ann.request("PATCH", "/api/me", { vacationWhenSilent: "yes" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/vacationWhenSilent/);
    expect((await ann.get("/api/me")).body.user.vacationWhenSilent).toBe(false);
    expect((await ann.request("PATCH", "/api/me", { vacationWhenSilent: true })).body.user.vacationWhenSilent).toBe(true);
  });

  it("hold the seat for a week when she allowed it, counted against her allowance and told to the table", async () => {
    await stack.sweep(new Date("2030-03-04T09:00:00Z"));
    const ann = await signedIn(stack, "ann-vacation-week@example.org");
    expect((await ann.request("PATCH", "/api/me", { vacationWhenSilent: true })).status).toBe(200);
    const { ben, id, deadline } = await tableOfThree("vacation-week", ann);
    const silentAt = deadline + MINUTE;
    await stack.sweep(new Date(silentAt));

    const held = (await ben.get(`/api/games/${id}`)).body;
    expect(held.version, "no move is made for her").toBe(0);
    const until = midnightOf(silentAt) + 7 * DAY;
    expect(held.rescue).toEqual([expect.objectContaining({ seat: 0, step: "hold", missed: 1, vacationDays: 7 })]);
    expect(Date.parse(held.rescue[0].until)).toBe(until);
    expect(held.deadline).toBe(held.rescue[0].until);
    // The days are hers, spent as a vacation from that day: Settings counts them.
    expect((await ann.get("/api/me")).body.user.vacations).toEqual([{ from: isoDay(silentAt), to: isoDay(until - DAY) }]);
    const yours = await stack.waitForMail("ann-vacation-week@example.org", /^Your seat in Yucata' is held for you until /);
    expect(yours.text).toMatch(/The table holds your seat until .+, on 7 days of your vacation; after that a stand-in bot/);
    for (const other of ["ben", "cy"]) {
      const mail = await stack.waitForMail(`${other}-vacation-week@example.org`, /has gone silent in Yucata': their seat is held$/);
      expect(mail.text).toMatch(/The table holds their seat until .+, on 7 days of their vacation; after that a stand-in bot/);
    }

    // A day later (when a hold without vacation would end) the seat still waits for her.
    await stack.sweep(new Date(silentAt + DAY + MINUTE));
    expect((await ben.get(`/api/games/${id}`)).body).toMatchObject({ version: 0, rescue: [expect.objectContaining({ step: "hold" })] });
    // Her vacation over, a stand-in plays her seat.
    await stack.sweep(new Date(until + MINUTE));
    const standing = (await ben.get(`/api/games/${id}`)).body;
    expect(standing.version).toBe(1);
    expect(standing.rescue).toEqual([expect.objectContaining({ seat: 0, step: "stand-in" })]);
  });

  it("are what is left of this year's allowance, and never reach into a vacation she planned", async () => {
    await stack.sweep(new Date("2030-05-06T09:00:00Z"));
    const ann = await signedIn(stack, "ann-vacation-left@example.org");
    expect((await ann.request("PATCH", "/api/me", { vacationWhenSilent: true })).status).toBe(200);
    // 27 of her 30 days are planned for the summer: 3 are left.
    const summer = { from: "2030-07-01", to: "2030-07-27" };
    expect((await ann.request("PUT", "/api/me/vacations", { vacations: [summer] })).status).toBe(200);
    const { ben, id, deadline } = await tableOfThree("vacation-left", ann);
    const silentAt = deadline + MINUTE;
    await stack.sweep(new Date(silentAt));
    const held = (await ben.get(`/api/games/${id}`)).body;
    expect(held.rescue).toEqual([expect.objectContaining({ step: "hold", vacationDays: 3 })]);
    expect(Date.parse(held.rescue[0].until)).toBe(midnightOf(silentAt) + 3 * DAY);
    const vacations = (await ann.get("/api/me")).body.user.vacations;
    expect(vacations).toEqual([{ from: isoDay(silentAt), to: isoDay(silentAt + 2 * DAY) }, summer]);

    // Two days before a planned vacation, only those two are spent.
    await stack.sweep(new Date("2030-06-28T09:00:00Z"));
    const bea = await signedIn(stack, "ann-vacation-before@example.org");
    expect((await bea.request("PATCH", "/api/me", { vacationWhenSilent: true })).status).toBe(200);
    expect((await bea.request("PUT", "/api/me/vacations", { vacations: [{ from: "2030-07-01", to: "2030-07-05" }] })).status).toBe(200);
    const before = await tableOfThree("vacation-before", bea);
    await stack.sweep(new Date(before.deadline + MINUTE));
    const cut = (await before.ben.get(`/api/games/${before.id}`)).body;
    expect(cut.rescue).toEqual([expect.objectContaining({ step: "hold", vacationDays: 2 })]);
    expect(cut.rescue[0].until).toBe("2030-07-01T00:00:00.000Z");
  });

  it("are left alone when she did not allow it: the hold is a turn's time, as the table's own", async () => {
    await stack.sweep(new Date("2030-09-02T09:00:00Z"));
    const ann = await signedIn(stack, "ann-vacation-off@example.org");
    const { ben, id, deadline } = await tableOfThree("vacation-off", ann);
    const silentAt = deadline + MINUTE;
    await stack.sweep(new Date(silentAt));
    const held = (await ben.get(`/api/games/${id}`)).body;
    expect(held.rescue).toEqual([expect.objectContaining({ step: "hold" })]);
    expect(held.rescue[0].vacationDays).toBeUndefined();
    expect(Date.parse(held.rescue[0].until) - silentAt).toBeGreaterThanOrEqual(DAY);
    expect(Date.parse(held.rescue[0].until) - silentAt).toBeLessThan(DAY + MINUTE);
    expect((await ann.get("/api/me")).body.user.vacations).toEqual([]);
  });
});
