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
import { DESKTOP, MID_GAME_MOVES, PHONE, SCREENSHOTS, openBrowserStack, playToMidGame, postAs, signedInContext, waitFor } from "./support";

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

/** The phone of issue #44: a first screen 780 px tall, touch and no mouse. */
const TALL_PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };
/** The board's picture on each game's page: the map, the city, the track. */
const BOARD = ".board-area .pan-zoom, .board-area svg.yucata-track";
/** At least half the first screen is the board, under the header, the status and what to do now. */
const BOARD_TOP_AT_MOST = TALL_PHONE.viewport.height / 2;
/** A guest's first visit adds the whole "nobody will tell you" notice: a third of the first screen is still the board. */
const FIRST_GUEST_BOARD_TOP_AT_MOST = (TALL_PHONE.viewport.height * 2) / 3;

/** Where the board's picture starts on the page, in CSS pixels from the top, the page scrolled to the top. */
async function boardTop(page: Page): Promise<number> {
  const board = page.locator(BOARD).first();
  await board.waitFor();
  return Math.round(await board.evaluate((el) => el.getBoundingClientRect().top + scrollY));
}

describe("the board first on a phone", () => {
  for (const game of GAME_IDS.map((id) => ({ id, moves: MID_GAME_MOVES[id] }))) {
    it(`${game.id}: a member's and a guest's board start on the first screen, every visit`, { timeout: 180_000 }, async () => {
      const { context: member } = await signedInContext(
        stack,
        browser,
        `member-${game.id}-${Date.now()}@example.test`,
        "en-GB",
        TALL_PHONE,
      );
      const guest = await browser.newContext({ ...TALL_PHONE, locale: "en-GB" });
      await post(guest, "/api/auth/guest", { name: "Gael" });
      const { id } = await post(member, "/api/games", { game: game.id, players: 2, options: {} });
      await post(guest, `/api/games/${id}/join`, {});
      await playToMidGame(stack, id, [member, guest], game.moves);

      const tops: Record<string, number> = {};
      for (const [role, context] of [
        ["member", member],
        ["guest", guest],
      ] as const) {
        const page = await context.newPage();
        await page.goto(`${stack.url}/play/${id}`);
        tops[role] = await boardTop(page);
        await page.reload(); // a second visit: the guest has read the notice once
        tops[`${role} again`] = await boardTop(page);
        // On a touch screen the shortcuts button waits under the board; a keyboard's `?` still lists them.
        const button = await page.getByRole("button", { name: "Keyboard shortcuts (?)" }).boundingBox();
        expect(button!.y, "the shortcuts button is under the board").toBeGreaterThan(tops[`${role} again`]!);
        await page.keyboard.press("?");
        await page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
        await page.close();
      }
      console.log(`board top at 360×780, ${game.id}: ${JSON.stringify(tops)}`);
      for (const [visit, top] of Object.entries(tops)) {
        const most = visit === "guest" ? FIRST_GUEST_BOARD_TOP_AT_MOST : BOARD_TOP_AT_MOST;
        expect(top, `${visit}: the board starts within the first ${most} px`).toBeLessThanOrEqual(most);
      }
      await Promise.all([member.close(), guest.close()]);
    });
  }
});
