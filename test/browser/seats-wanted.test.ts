// The lobby's seats wanted on a 360-px phone: a member finds a silent player's offered seat, takes it by
// keyboard, and plays it from its page; the list reads in English and French, and axe finds nothing
// serious. The stack's time is moved by hand (`sweep(now)`); the taker is a friend of a player, so the
// seat is theirs to take from the start (docs/clocks.md, "Substitutes").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { type ApiClient, playFirstLegal } from "../support/client";
import { befriend } from "../support/friends";
import { signedIn, type TestStack } from "../support/stack";
import { axeViolations, detailAs, openBrowserStack, PHONE, postAs, signedInContext } from "./support";

const MINUTE = 60_000;
let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack({ sweepByHand: true })));
afterAll(() => close?.());

/** A three-player game of Yucata' whose first player, Ann, went silent at once, brought to the offer of her seat. */
async function offeredSeat(): Promise<{ id: string; table: ApiClient[] }> {
  const table = [
    await signedIn(stack, "ann@example.org"),
    await signedIn(stack, "ben@example.org"),
    await signedIn(stack, "cy@example.org"),
  ];
  const created = await table[0]!.post("/api/games", {
    game: "yucata",
    players: 3,
    options: { firstPlayer: 0 },
    timePerMoveDays: 1,
    silentAfter: 1,
  });
  const id = created.body.id as string;
  await table[1]!.post(`/api/games/${id}/join`);
  const joined = await table[2]!.post(`/api/games/${id}/join`);
  const page = async () => (await table[1]!.get(`/api/games/${id}`)).body;
  await stack.sweep(new Date(Date.parse(joined.body.deadline) + MINUTE));
  await stack.sweep(new Date(Date.parse((await page()).rescue[0].until) + MINUTE));
  const offerAt = Date.parse((await page()).rescue[0].until);
  for (let g = await page(); !g.awaiting.includes(0); g = await page()) await playFirstLegal(table[g.awaiting[0]]!, id);
  await stack.sweep(new Date(offerAt + MINUTE / 2));
  expect((await page()).rescue[0].step).toBe("offered");
  return { id, table };
}

describe("the seats wanted list", () => {
  it("lets a member take a silent player's seat by keyboard on a phone, and play it", { timeout: 120_000 }, async () => {
    const { id, table } = await offeredSeat();
    const zoe = await signedInContext(stack, browser, "zoe@example.org", "en-GB", { timezoneId: "UTC" });
    const yves = await signedInContext(stack, browser, "yves@example.org", "fr-FR", { timezoneId: "UTC" });
    const ben = { client: table[1]!, id: (await table[1]!.get("/api/me")).body.user.id as string };
    for (const { player } of [zoe, yves]) await befriend(ben, { client: player, id: (await player.get("/api/me")).body.user.id });
    const set = await yves.context.request.patch(`${stack.url}/api/me`, { data: { lang: "fr" }, headers: { origin: stack.url } });
    expect(set.status()).toBe(200);

    // In French, the list and its rule.
    const french = await yves.context.newPage();
    await french.goto(`${stack.url}/lobby`);
    const frList = french.getByRole("region", { name: "Places à reprendre" });
    await frList.getByText(/la partie cesse de compter pour les autres dès que vous vous asseyez\.$/).waitFor();
    await frList.getByText(/^Place 1, \d+ coups? joués?, avec ben et cy$/).waitFor();
    await frList.getByText("Temps pour un tour : 1 jour").waitFor();
    await frList.getByRole("button", { name: "Reprendre la place 1 dans Yucata'" }).waitFor();

    const lobby = await zoe.context.newPage();
    await lobby.goto(`${stack.url}/lobby`);
    const list = lobby.getByRole("region", { name: "Seats wanted" });
    await list.getByText(/your result is unrated, and the game becomes unrated for the others once you sit down\.$/).waitFor();
    await list.getByText(/^Seat 1, \d+ moves? played, with ben and cy$/).waitFor();
    await list.getByText("Time for a turn: 1 day").waitFor();
    expect(await lobby.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(lobby)).toEqual([]);

    // By keyboard: the button takes the seat, and the game's page opens on it.
    const take = list.getByRole("button", { name: "Take seat 1 in Yucata'" });
    await take.focus();
    await lobby.keyboard.press("Enter");
    await lobby.waitForURL(`**/play/${id}`);
    await lobby.getByText(/^zoe took over ann's seat on .+\. The game is unrated from then on\.$/).waitFor();
    expect((await detailAs(stack, zoe.context, id)).seat).toBe(0);

    // Around the table to her seat, then she plays her move from the page's session.
    const page = async () => detailAs(stack, zoe.context, id);
    for (let g = await page(); !g.awaiting.includes(0); g = await page()) await playFirstLegal(table[g.awaiting[0]]!, id);
    const mine = await page();
    const moved = await postAs(stack, zoe.context, `/api/games/${id}/moves`, {
      version: mine.version,
      move: mine.legalMoves[0],
      clientMoveId: `zoe-move-${mine.version}`,
    });
    expect(moved.version).toBe(mine.version + 1);
    expect(moved.awaiting).not.toContain(0);
  });
});
