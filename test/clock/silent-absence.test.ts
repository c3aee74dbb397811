// A seat silent by absence on the local stack (docs/clocks.md, "A silent seat"): a player who has not
// opened Turnpost for longer than a turn's time and lets a deadline pass is silent at once, whatever the
// count of missed deadlines the game waits for, and the table and the player are told why and until
// when; a player seen during the turn only times out. The stack's time is moved by hand (`sweep(now)`).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../support/client";
import { tableOfThree as seated } from "../support/silent-table";
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

/** Ann opens Turnpost (the app's session check), then a 3-player game of a day a move, hers to play first, fills. */
async function tableOfThree(tag: string) {
  const ann = await signedIn(stack, `ann-${tag}@example.org`);
  expect((await ann.get("/api/me")).status).toBe(200);
  return { ann, ...(await seated(stack, tag, ann)) };
}

const game = async (player: ApiClient, id: string) => (await player.get(`/api/games/${id}`)).body;

describe("a player away longer than a turn", () => {
  it("is silent at the first deadline they miss, and everyone is told why and until when", async () => {
    const seen = Date.parse("2031-02-03T09:00:00Z");
    await stack.sweep(new Date(seen));
    const { ben, id, deadline } = await tableOfThree("away");
    expect((await game(ben, id)).silentAfter, "the game would wait for two missed deadlines").toBe(2);
    await stack.sweep(new Date(deadline + MINUTE));
    const held = await game(ben, id);
    expect(held.version, "no move is made for her").toBe(0);
    expect(held.rescue).toEqual([expect.objectContaining({ seat: 0, step: "hold", missed: 1 })]);
    expect(Date.parse(held.rescue[0].absentSince) - seen).toBeGreaterThanOrEqual(0);
    expect(Date.parse(held.rescue[0].absentSince) - seen).toBeLessThan(MINUTE);
    const yours = await stack.waitForMail("ann-away@example.org", /^Your seat in Yucata' is held for you until /);
    expect(yours.text).toMatch(
      /You have not opened Turnpost for 1 day and missed your deadline in Yucata'\. The table holds your seat until .+; after that/,
    );
    for (const other of ["ben", "cy"]) {
      const mail = await stack.waitForMail(`${other}-away@example.org`, /has gone silent in Yucata': their seat is held$/);
      expect(mail.text).toMatch(
        / has not opened Turnpost for 1 day and missed their deadline in Yucata'\. The table holds their seat until /,
      );
    }
  });

  it("is only late when they opened Turnpost during the turn: the game's count still decides", async () => {
    await stack.sweep(new Date("2031-03-03T09:00:00Z"));
    const { ann, ben, id, deadline } = await tableOfThree("seen");
    // Half-way through her turn she opens Turnpost, then lets the deadline pass.
    await stack.sweep(new Date(deadline - 12 * HOUR));
    expect((await ann.get("/api/me")).status).toBe(200);
    await stack.sweep(new Date(deadline + MINUTE));
    const late = await game(ben, id);
    expect(late.version, "the server played for her, as the policy says").toBe(1);
    expect(late.rescue).toBeUndefined();
  });
});
