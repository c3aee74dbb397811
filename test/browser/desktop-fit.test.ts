// Every game uses a desktop's width: at 1280×800, in mid-game, the board (the map, the city, the track)
// takes most of the width the page's side column leaves, and the whole of it is on the first screen (the board is
// bound by the window's height too: styles.css, .board-fit).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { GAME_IDS } from "../../shared/games/index";
import type { TestStack } from "../support/stack";
import { MID_GAME_MOVES, openBrowserStack, playToMidGame, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

/** The laptop of issue #44, where Rio's city was 460 px wide (26 px a square). */
const LAPTOP = { width: 1280, height: 800 };
/** The board's drawing itself, not the box around it. */
const BOARD = ".board-area .pan-zoom svg, .board-area svg.yucata-track";
/** Most of what the page's side column and the turn's choices beside the board leave (it was 460 px in Rio and Balam, 732 in the others). */
const WIDTH_AT_LEAST = 700;

describe("every game on a 1280-px screen", () => {
  for (const game of GAME_IDS) {
    it(`${game}: the board is at least ${WIDTH_AT_LEAST} px wide and on the first screen`, { timeout: 180_000 }, async () => {
      const seats: BrowserContext[] = [];
      for (const name of ["Alice", "Bruno"]) {
        const context = await browser.newContext({ viewport: LAPTOP, locale: "en-GB" });
        await postAs(stack, context, "/api/auth/guest", { name });
        seats.push(context);
      }
      const { id } = await postAs(stack, seats[0]!, "/api/games", { game, players: 2, options: {} });
      await postAs(stack, seats[1]!, `/api/games/${id}/join`, {});
      const mover = await playToMidGame(stack, id, seats, MID_GAME_MOVES[game]);
      const page = await mover.newPage();
      await page.goto(`${stack.url}/play/${id}`);
      const board = page.locator(BOARD).first();
      await board.waitFor();
      const box = await board.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { top: Math.round(r.top + scrollY), width: Math.round(r.width), bottom: Math.round(r.bottom + scrollY) };
      });

      console.log(`board at 1280×800, ${game}: ${JSON.stringify(box)}`);
      expect(box.width, "the board's width").toBeGreaterThanOrEqual(WIDTH_AT_LEAST);
      expect(box.bottom, "the board ends on the first screen").toBeLessThanOrEqual(LAPTOP.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scroll").toBeLessThanOrEqual(LAPTOP.width);
      for (const context of seats) await context.close();
    });
  }
});
