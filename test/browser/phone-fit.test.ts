// Every game fits a 360-px phone in mid-game: two guests seed a game through the API and play it to the
// middle (the engine's legal moves, picked by a fixed rule), then the player whose turn it is opens the
// page on a phone. Nothing may overflow the page sideways, every target of a move is at least 44×44 px
// (the size a thumb hits), and the header holds on one line. The same page is photographed at 360 and at
// 1280 px for the README.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { GAME_IDS } from "../../shared/games/index";
import type { TestStack } from "../support/stack";
import { DESKTOP, MID_GAME_MOVES, PHONE, SCREENSHOTS, openBrowserStack, playToMidGame, postAs, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

/** The controls on the board a player activates to make a move, with their size on screen. */
async function moveTargets(page: Page): Promise<{ what: string; width: number; height: number }[]> {
  return page.locator(".board-area").evaluate((area) =>
    [...area.querySelectorAll<HTMLElement | SVGElement>("button:not([disabled]), [role='button'], [data-move], select, input")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        const what = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
        return { what: `${el.tagName.toLowerCase()} "${what}"`, width: Math.round(box.width), height: Math.round(box.height) };
      }),
  );
}

/**
 * Boxes on the board that scroll sideways with no visible hint that there is more: a board must fit
 * the width, or pan under a hint that says so.
 */
async function hiddenSideways(page: Page): Promise<string[]> {
  return page.locator(".board-area").evaluate((area) =>
    [...area.querySelectorAll<HTMLElement>("*")]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(el).overflowX))
      .filter((el) => {
        const hint = el.closest(".pan-zoom")?.querySelector(".pan-hint");
        return !hint || hint.getBoundingClientRect().height === 0;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
}

const post = (context: BrowserContext, path: string, data: unknown) => postAs(stack, context, path, data);

describe("every game on a 360-px phone", () => {
  for (const game of GAME_IDS.map((id) => ({ id, moves: MID_GAME_MOVES[id] }))) {
    it(`${game.id}: mid-game, the page fits the width and every move target is at least 44 px`, { timeout: 180_000 }, async () => {
      const seats: BrowserContext[] = [];
      for (const name of ["Alice", "Bruno"]) {
        const context = await browser.newContext({ viewport: PHONE, locale: "en-GB", isMobile: true, hasTouch: true });
        await post(context, "/api/auth/guest", { name });
        seats.push(context);
      }
      const { id } = await post(seats[0]!, "/api/games", { game: game.id, players: 2, options: {} });
      await post(seats[1]!, `/api/games/${id}/join`, {});
      const mover = await playToMidGame(stack, id, seats, game.moves);

      const page = await mover.newPage();
      await page.goto(`${stack.url}/play/${id}`);
      await page.locator(".board-area [data-move], .board-area [role='button'], .board-area button").first().waitFor();

      await page.screenshot({ path: join(SCREENSHOTS, `${game.id}-360.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, "the page does not scroll sideways").toBeLessThanOrEqual(PHONE.width);
      expect(await hiddenSideways(page), "parts of the board cut off sideways with no hint").toEqual([]);
      const targets = await moveTargets(page);
      expect(targets.length, "the player has something to tap").toBeGreaterThan(0);
      const small = targets.filter((x) => x.width < 44 || x.height < 44);
      expect(small, "targets smaller than 44×44 px").toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight),
        "secondary panels fold: the page is not 4,800 px tall",
      ).toBeLessThan(4_800);
      // Lighthouse warns from 800 elements; a board of more than a thousand blocked a slow phone as it was built.
      expect(
        await page.evaluate(() => document.querySelectorAll("*").length),
        "the page is built of fewer than 1,000 elements",
      ).toBeLessThan(1_000);
      const header = await page.locator("header.top").boundingBox();
      expect(header!.height, "the header takes one line").toBeLessThanOrEqual(64);

      await page.setViewportSize(DESKTOP);
      await waitFor("the wide layout", async () => ((await page.evaluate(() => innerWidth)) === DESKTOP.width ? true : null));
      await page.reload(); // side panels choose folded or open as the page opens
      await page.locator(".board-area [data-move], .board-area [role='button'], .board-area button").first().waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, `${game.id}-1280.png`) });
      for (const context of seats) await context.close();
    });
  }
});
