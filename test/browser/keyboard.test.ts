// A keyboard player reaches the moves in at most three Tab presses from the top of the game page (a skip
// link takes them there), a move opens the confirm dialog, and Escape closes it with the focus back on the
// very control that opened it, in every game.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { GAME_IDS } from "../../shared/games/index";
import type { TestStack } from "../support/stack";
import { DESKTOP, openBrowserStack, postAs, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

const post = (context: BrowserContext, path: string, data: unknown) => postAs(stack, context, path, data);

/** What has the focus: its tag and the words it is known by, and whether it sits on the board. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    return {
      onBoard: el.closest(".board-area") !== null,
      name: `${el.tagName} ${el.getAttribute("aria-label") ?? el.textContent?.trim() ?? ""}`,
    };
  });

describe("the game page by keyboard", () => {
  for (const game of GAME_IDS) {
    it(`${game}: three Tabs reach a move, and Escape on its dialog gives the focus back to it`, { timeout: 90_000 }, async () => {
      const alice = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
      await post(alice, "/api/auth/guest", { name: "Alice" });
      const options = game === "yucata" ? { firstPlayer: 0 } : {};
      const { id } = await post(alice, "/api/games", { game, players: 2, options });
      const bruno = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
      await post(bruno, "/api/auth/guest", { name: "Bruno" });
      await post(bruno, `/api/games/${id}/join`, {});
      // Whose turn it is (in Rio anyone may offer a trade at any time, so having moves is not enough).
      const detail = async (c: BrowserContext) =>
        (await (await c.request.get(`${stack.url}/api/games/${id}`)).json()) as { yourTurn: boolean };
      const mover = (await detail(alice)).yourTurn ? alice : bruno;

      const page = await mover.newPage();
      await page.goto(`${stack.url}/play/${id}`);
      await page.locator(".board-area [data-move], .board-area [role='button'], .board-area button").first().waitFor();

      // From the top of the page: Tab to the skip link, Enter, and at most the remaining Tabs to a move.
      let reached = null as Awaited<ReturnType<typeof focused>>;
      let tabs = 0;
      while (tabs < 3) {
        await page.keyboard.press("Tab");
        tabs++;
        const now = await focused(page);
        if (now?.name === "A Skip to your move") {
          await page.keyboard.press("Enter");
          reached = await focused(page);
        } else reached = now;
        if (reached?.onBoard) break;
      }
      expect(reached?.onBoard, `after ${tabs} Tabs the focus is on ${reached?.name}`).toBe(true);

      // Enter on it opens the confirm step, or first a choice on the board (a warrior selected): follow it.
      const dialog = page.getByRole("dialog", { name: "Confirm your move" });
      let opener = await focused(page);
      for (let step = 0; step < 4; step++) {
        opener = await focused(page);
        await page.keyboard.press("Enter");
        const outcome = await waitFor(
          "the dialog, or the focus moved on along the board",
          async () => {
            if (await dialog.isVisible()) return "dialog";
            const now = await focused(page);
            return now?.onBoard && now.name !== opener?.name ? "moved" : null;
          },
          2_000,
        ).catch(() => "stayed");
        if (outcome === "dialog") break;
        // A selection step (a warrior picked): Tab on to the next target it offers.
        if (outcome === "stayed") await page.keyboard.press("Tab");
      }
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      const back = await waitFor(
        "the focus back on the board",
        async () => {
          const now = await focused(page);
          return now?.onBoard ? now : null;
        },
        5_000,
      ).catch(() => null);
      expect(back?.name, "the focus is back on what opened the dialog").toBe(opener?.name);
      await alice.close();
      await bruno.close();
    });
  }
});
