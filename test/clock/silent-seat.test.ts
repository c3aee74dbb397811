// A silent seat's rescue on the local stack, with the stack's clock moved by hand (`sweep(now)`): a
// player who misses two deadlines in a row is held a turn's time, then a stand-in bot plays the seat
// move by move, and the player takes it back by playing; everyone at the table is told at each step.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, moveId, playFirstLegal } from "../support/client";
import { signedIn, startStack, type TestStack } from "../support/stack";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ sweepByHand: true });
});
afterAll(async () => {
  await stack?.stop();
});

/** A 3-player Yucata' game with a day per move, Ann to play first, and her first deadline. */
async function tableOfThree(tag: string, silentAfter?: number) {
  const ann = await signedIn(stack, `ann-${tag}@example.org`);
  const created = await ann.post("/api/games", {
    game: "yucata",
    players: 3,
    options: { firstPlayer: 0 },
    timePerMoveDays: 1,
    timeoutPolicy: "bot",
    ...(silentAfter ? { silentAfter } : {}),
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const ben = await signedIn(stack, `ben-${tag}@example.org`);
  const cy = await signedIn(stack, `cy-${tag}@example.org`);
  await ben.post(`/api/games/${id}/join`);
  const joined = await cy.post(`/api/games/${id}/join`);
  expect(joined.body.awaiting).toEqual([0]);
  return { ann, ben, cy, id, deadline: Date.parse(joined.body.deadline) };
}

const game = async (player: ApiClient, id: string) => (await player.get(`/api/games/${id}`)).body;
const logKeys = async (player: ApiClient, id: string) =>
  (await player.get(`/api/games/${id}/events`)).body.events.flatMap((e: { log: { key: string }[] }) => e.log.map((l) => l.key));

describe("a silent seat", () => {
  it("is held after two missed deadlines, then played by a stand-in, and taken back by playing", async () => {
    const { ann, ben, cy, id, deadline } = await tableOfThree("chain");
    expect((await game(ann, id)).silentAfter).toBe(2);
    // First missed deadline: the server plays for Ann, as the policy says; nobody is silent yet.
    await stack.sweep(new Date(deadline + MINUTE_MS));
    expect((await game(ann, id)).rescue).toBeUndefined();
    await playFirstLegal(ben, id);
    const afterBen = await playFirstLegal(cy, id);
    expect(afterBen.awaiting).toEqual([0]);
    // Second missed deadline in a row: no move is made, the table holds her seat a turn's time.
    const second = Date.parse(afterBen.deadline);
    await stack.sweep(new Date(second + MINUTE_MS));
    const held = await game(ben, id);
    expect(held.version).toBe(afterBen.version);
    expect(held.rescue).toEqual([expect.objectContaining({ seat: 0, step: "hold", missed: 2 })]);
    const until = Date.parse(held.rescue[0].until);
    // A turn's time from the sweep (the stack's time runs on from where the test set it).
    expect(until - (second + MINUTE_MS + DAY_MS)).toBeGreaterThanOrEqual(0);
    expect(until - (second + MINUTE_MS + DAY_MS)).toBeLessThan(MINUTE_MS);
    expect(held.deadline).toBe(held.rescue[0].until);
    await stack.waitForMail("ann-chain@example.org", /^Your seat in Yucata' is held for you until /);
    for (const other of ["ben", "cy"]) {
      const mail = await stack.waitForMail(`${other}-chain@example.org`, /has gone silent in Yucata': their seat is held$/);
      expect(mail.text).toMatch(/missed 2 deadlines in a row in Yucata'\. The table holds their seat until .+; after that a stand-in bot/);
    }

    // The hold is over: a stand-in at the level of her rating (unrated: the strong bot) plays her move.
    await stack.sweep(new Date(until + MINUTE_MS));
    const standing = await game(ben, id);
    expect(standing.version).toBe(afterBen.version + 1);
    expect(standing.rescue).toEqual([expect.objectContaining({ seat: 0, step: "stand-in", level: "strong" })]);
    expect((await logKeys(ben, id)).filter((k: string) => k === "turnpost.standIn")).toHaveLength(1);
    await stack.waitForMail("ann-chain@example.org", /^A stand-in now plays your seat in Yucata'$/);
    await stack.waitForMail("cy-chain@example.org", /^A stand-in now plays .+'s seat in Yucata'$/);

    // Around the table again: the stand-in plays her turn after a bot's pause, marked as its own.
    await playFirstLegal(ben, id);
    const again = await playFirstLegal(cy, id);
    expect(again.awaiting).toEqual([0]);
    await stack.sweep(new Date(until + 2 * MINUTE_MS));
    expect((await logKeys(ben, id)).filter((k: string) => k === "turnpost.standIn")).toHaveLength(2);

    // Ann comes back and plays: her seat is hers again, the others are told, the clock runs for her again.
    await playFirstLegal(ben, id);
    await playFirstLegal(cy, id);
    const mine = await game(ann, id);
    expect(mine.yourTurn).toBe(true);
    const back = await ann.post(`/api/games/${id}/moves`, { version: mine.version, move: mine.legalMoves[0], clientMoveId: moveId() });
    expect(back.status).toBe(200);
    expect(back.body.rescue).toBeUndefined();
    const [event] = (await ann.get(`/api/games/${id}/events?after=${mine.version}`)).body.events;
    expect(event.log[0]).toEqual({ key: "turnpost.seatBack", params: { seat: 0 } });
    await stack.waitForMail("ben-chain@example.org", /^.+ is back in Yucata'$/);
    await stack.waitForMail("cy-chain@example.org", /^.+ is back in Yucata'$/);
    // Her count of missed deadlines starts again: the next one is a timeout, not silence.
    await playFirstLegal(ben, id);
    const third = await playFirstLegal(cy, id);
    await stack.sweep(new Date(Date.parse(third.deadline) + MINUTE_MS));
    expect((await game(ann, id)).rescue).toBeUndefined();
  });

  it("waits for the number of missed deadlines the game's creator chose", async () => {
    const { ann, id, deadline } = await tableOfThree("once", 1);
    await stack.sweep(new Date(deadline + MINUTE_MS));
    const held = await game(ann, id);
    expect(held.version).toBe(0);
    expect(held.rescue).toEqual([expect.objectContaining({ seat: 0, step: "hold", missed: 1 })]);
    await stack.waitForMail("ann-once@example.org", /^Your seat in Yucata' is held for you until /);
  });

  it("refuses a number of missed deadlines out of range, and creates nothing", async () => {
    const ann = await signedIn(stack, "ann-range@example.org");
    for (const silentAfter of [0, 6, 1.5, "2"]) {
      const refused = await ann.post("/api/games", { game: "yucata", players: 3, timePerMoveDays: 1, silentAfter });
      expect(refused.status, String(silentAfter)).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(/silentAfter/);
    }
    expect((await ann.get("/api/me/games")).body.games ?? []).toEqual([]);
  });
});
