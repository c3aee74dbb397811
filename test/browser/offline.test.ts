// A game page on a phone that loses its connection: Bruno opens his Yucata' game once online (the service
// worker keeps the site, the page keeps the board), then goes offline. Reloaded offline, the page still
// shows his board and says he is offline; the move he confirms is kept, across a reload too, and lands
// when the connection returns. Then a move kept while the game moved on without him (he played from his
// laptop, then Alice answered) is refused when sent: he is told, and shown the game as it stands.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { TestStack } from "../support/stack";
import { PHONE, detailAs, openBrowserStack, postAs, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

/** Plays the first legal move of the seat `context` holds, through the API. */
async function playByApi(context: BrowserContext, id: string, clientMoveId: string): Promise<void> {
  const detail = await detailAs(stack, context, id);
  await postAs(stack, context, `/api/games/${id}/moves`, { version: detail.version, move: detail.legalMoves[0], clientMoveId });
}

const playButtons = (page: Page) => page.getByRole("button", { name: /^Play the / });

/** Where the test marks, in the page's own storage, that the phone is offline (the app's keys start "tp."). */
const OFFLINE_MARK = "test.phone-offline";

/**
 * A phone's connection, lost and found. Playwright's setOffline makes the page's requests fail and tells
 * a page already open, but on Chromium 150 a document that starts offline (a reload) still reads
 * navigator.onLine as true, which no offline phone's browser does. So a mark in the page's storage makes
 * each new document read it as false before any of its scripts runs, and finding the connection again
 * gives that document the "online" event a phone's browser would.
 */
async function phoneConnection(context: BrowserContext, page: Page) {
  await context.addInitScript((mark) => {
    if (localStorage.getItem(mark)) Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
  }, OFFLINE_MARK);
  return {
    async lose() {
      await context.setOffline(true);
      await page.evaluate((mark) => localStorage.setItem(mark, "1"), OFFLINE_MARK);
    },
    async find() {
      await context.setOffline(false);
      await page.evaluate((mark) => {
        localStorage.removeItem(mark);
        // A document that started offline: the browser thinks it was online all along and says nothing.
        if (Object.hasOwn(navigator, "onLine")) {
          delete (navigator as { onLine?: boolean }).onLine;
          dispatchEvent(new Event("online"));
        }
      }, OFFLINE_MARK);
    },
    reload: () => page.reload(),
  };
}

/** Chooses the first card on the board and confirms it in the dialog. */
async function confirmFirstMove(page: Page): Promise<void> {
  await playButtons(page).first().click();
  const dialog = page.getByRole("dialog", { name: "Confirm your move" });
  await dialog.getByRole("button", { name: "Play", exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("offline on the game page", () => {
  it("shows the last board, keeps a move, sends it when back online, and tells of a stale one", { timeout: 240_000 }, async () => {
    const alice = await browser.newContext({ locale: "en-GB" });
    await postAs(stack, alice, "/api/auth/guest", { name: "Alice" });
    const { id } = await postAs(stack, alice, "/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 } });
    const bruno = await browser.newContext({ viewport: PHONE, locale: "en-GB", isMobile: true, hasTouch: true });
    await postAs(stack, bruno, "/api/auth/guest", { name: "Bruno" });
    await postAs(stack, bruno, `/api/games/${id}/join`, {});
    await playByApi(alice, id, "alice-opens");

    // --- Online once: the service worker takes the page over and the board is kept.
    const b = await bruno.newPage();
    await b.goto(`${stack.url}/play/${id}`);
    await playButtons(b).first().waitFor();
    await waitFor("the service worker in charge of the page", async () =>
      (await b.evaluate(() => navigator.serviceWorker.controller !== null)) ? true : null,
    );

    // --- Offline: a reload still opens the game, with the board as last seen, and says so.
    const movePosts: string[] = [];
    b.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith(`/api/games/${id}/moves`)) movePosts.push(request.url());
    });
    const connection = await phoneConnection(bruno, b);
    await connection.lose();
    await connection.reload();
    await b.getByText("You are offline. This is the board as it was when you last had a connection.").waitFor();
    await b.getByRole("group", { name: /The track/ }).waitFor();
    const version = (await detailAs(stack, alice, id)).version;

    // --- A move confirmed offline is kept on the device, through a reload, and nothing is sent.
    await confirmFirstMove(b);
    const kept = /^Your move “.+” is saved on this device\. It will be sent when you are back online\.$/;
    await b.getByText(kept).waitFor();
    expect(await playButtons(b).count(), "no second move while one waits").toBe(0);
    await connection.reload();
    await b.getByText(kept).waitFor();
    // One notice at a time, and no "It is your turn" while the move waits on the device.
    await expect.poll(() => b.locator(".game > p.offline, .game > p.error").allTextContents()).toEqual([expect.stringMatching(kept)]);
    const status = b.locator(".game-head .status");
    expect(await status.textContent()).toMatch(/^Your move is saved on this device, waiting to be sent\./);
    expect(await status.getAttribute("class"), "not marked as the player's turn").toBe("status");
    expect(movePosts, "nothing sent while offline").toEqual([]);
    expect((await detailAs(stack, alice, id)).version).toBe(version);

    // --- Back online: the kept move lands once, and the page shows it played.
    await connection.find();
    await waitFor("the kept move played", async () => ((await detailAs(stack, alice, id)).version === version + 1 ? true : null));
    await waitFor("Bruno's board after his move", async () =>
      (await b.locator(".log li").count()) === 2 && (await b.getByText(kept).count()) === 0 ? true : null,
    );
    expect(await playButtons(b).count(), "Alice's turn now").toBe(0);
    expect(await b.getByText("You are offline").count()).toBe(0);

    // --- Alice answers; Bruno, offline again, keeps a move, while from his laptop he plays his turn
    // and Alice plays hers: the game moves on without the phone.
    await playByApi(alice, id, "alice-second");
    await playButtons(b).first().waitFor();
    await connection.lose();
    await confirmFirstMove(b);
    await b.getByText(kept).waitFor();
    const laptop = await browser.newContext({ storageState: await bruno.storageState() });
    await playByApi(laptop, id, "bruno-from-laptop");
    await playByApi(alice, id, "alice-third");
    const movedOn = (await detailAs(stack, alice, id)).version;

    // --- Back online: the kept move is refused as stale; Bruno is told, and sees the game as it is.
    await connection.find();
    await b
      .getByRole("alert")
      .getByText(
        /^While you were offline, the game moved on: your move “.+” was not played\. The board now shows the game as it stands: choose again\.$/,
      )
      .waitFor();
    await waitFor("the board as it stands", async () => ((await b.locator(".log li").count()) === 5 ? true : null));
    await playButtons(b).first().waitFor();
    expect(await b.getByText(kept).count(), "the refused move is no longer kept").toBe(0);
    expect((await detailAs(stack, alice, id)).version, "the stale move changed nothing").toBe(movedOn);
  });
});
