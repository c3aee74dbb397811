// A game page's first requests do not wait for the app's script: opening Bruno's seat link, the page's
// small early script asks for the game with his seat token and then for the game's chunk while the app's
// bundle is still held back on the way; the app then shows the board from that same answer, asking for
// the game (and the players' rhythms) only once. A reader with no seat and no session gets the spectator's view that way, no seat's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Request } from "playwright-core";
import type { TestStack } from "../support/stack";
import { PHONE, brunosSeatLink, openBrowserStack, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

/** A started 2-player Yucata' game, Bruno's seat link and the path of the game's detail. */
async function startedGame() {
  const { id, seatLink } = await brunosSeatLink(stack, browser);
  return { id, seatLink, detailPath: `/api/games/${id}` };
}

/** A page whose app bundle waits until `release` is called; every request it makes is recorded. */
async function pageWithAppHeldBack() {
  const context = await browser.newContext({ viewport: PHONE, locale: "en-GB" });
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on("request", (request) => void requests.push(request));
  let release: () => void = () => undefined;
  const released = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { page, requests, release };
}

const gameFilesOf = async (page: Page, game: string): Promise<string[]> =>
  JSON.parse((await page.locator('meta[name="turnpost-game-files"]').getAttribute("content")) ?? "{}")[game];

describe("a game page's first requests", () => {
  it("asks for the game and its chunk before the app runs, and shows the board from that one answer", { timeout: 90_000 }, async () => {
    const game = await startedGame();
    const { page, requests, release } = await pageWithAppHeldBack();
    await page.goto(`${stack.url}${game.seatLink}`, { waitUntil: "commit" });
    const token = game.seatLink.split("#seat=")[1]!;

    const detailAsks = () => requests.filter((r) => new URL(r.url()).pathname === game.detailPath && !r.headers()["if-none-match"]);
    const first = await waitFor("the game asked for while the app is held back", async () => detailAsks()[0] ?? null);
    expect(first.headers().authorization).toBe(`Bearer ${decodeURIComponent(token)}`);
    const chunk = (await gameFilesOf(page, "yucata"))[0]!;
    await waitFor("the game's chunk asked for while the app is held back", async () =>
      requests.some((r) => new URL(r.url()).pathname === chunk) ? true : null,
    );
    // The players' rhythms (the forecast beside the players) too, once the game answered.
    const rhythmsAsks = () => requests.filter((r) => new URL(r.url()).pathname === `${game.detailPath}/rhythms`);
    await waitFor("the rhythms asked for while the app is held back", async () => rhythmsAsks()[0] ?? null);

    release();
    await page
      .getByRole("button", { name: /^Play the / })
      .first()
      .waitFor();
    expect(detailAsks()).toHaveLength(1);
    // A fresh game forecasts nothing: the answer, not a forecast line, says the rhythms arrived.
    await rhythmsAsks()[0]!.response();
    expect(rhythmsAsks()).toHaveLength(1);
    // The seat link left the address bar, as before.
    expect(new URL(page.url()).hash).toBe("");
    await page.context().close();
  });

  it("gives a reader with no seat and no session the spectator's view", { timeout: 90_000 }, async () => {
    const game = await startedGame();
    const { page, requests, release } = await pageWithAppHeldBack();
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === game.detailPath);
    await page.goto(`${stack.url}/play/${game.id}`, { waitUntil: "commit" });
    const early = await answered;
    expect(early.request().headers().authorization).toBeUndefined();
    const body = await early.json();
    expect(body.seat).toBeNull();
    expect(body.legalMoves).toEqual([]);
    // Exactly what the API answers anybody without a seat.
    const asAnybody = await (await fetch(`${stack.url}${game.detailPath}`)).json();
    expect(body.view).toEqual(asAnybody.view);

    release();
    await page.locator(".yucata").waitFor();
    expect(await page.getByRole("button", { name: /^Play the / }).count()).toBe(0);
    expect(requests.filter((r) => new URL(r.url()).pathname === game.detailPath && !r.headers()["if-none-match"])).toHaveLength(1);
    await page.context().close();
  });
});
