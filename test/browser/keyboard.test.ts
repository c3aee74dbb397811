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
        (await (await c.request.get(`${stack.url}/api/games/${id}`)).json()) as {
          yourTurn: boolean;
          legalMoves: unknown[];
          turnSteps?: number[];
        };
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
      // A step of the turn (Balam's tax) is played without asking: Tab on to a move that asks.
      const dialog = page.getByRole("dialog", { name: "Confirm your move" });
      const onStep = async () => {
        const move = await page.evaluate(() => document.activeElement?.closest("[data-move]")?.getAttribute("data-move") ?? null);
        const { legalMoves, turnSteps = [] } = await detail(mover);
        return move !== null && turnSteps.some((i) => JSON.stringify(legalMoves[i]) === move);
      };
      for (let tab = 0; tab < 40 && (await onStep()); tab++) await page.keyboard.press("Tab");
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

describe("the game page's shortcut keys", () => {
  /** A started 2-player Balam game, on the page of the king to play. */
  async function balamTurn() {
    const alice = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    await post(alice, "/api/auth/guest", { name: "Alice" });
    const { id } = await post(alice, "/api/games", { game: "balam", players: 2, options: {} });
    const bruno = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    await post(bruno, "/api/auth/guest", { name: "Bruno" });
    await post(bruno, `/api/games/${id}/join`, {});
    const detail = async (c: BrowserContext) => (await (await c.request.get(`${stack.url}/api/games/${id}`)).json()) as any;
    const mover = (await detail(alice)).yourTurn ? alice : bruno;
    const page = await mover.newPage();
    await page.goto(`${stack.url}/play/${id}`);
    await page.locator(".board-area [data-move]").first().waitFor();
    return { page, detail: () => detail(mover), close: () => Promise.all([alice.close(), bruno.close()]) };
  }

  it("? lists them (the page shows a button for it too), and Escape gives the focus back", { timeout: 90_000 }, async () => {
    const { page, close } = await balamTurn();
    await page.getByRole("button", { name: "Keyboard shortcuts (?)" }).waitFor();
    await page.keyboard.press("m");
    const before = await focused(page);
    expect(before?.onBoard, "m goes to the moves").toBe(true);
    await page.keyboard.press("?");
    const list = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await list.waitFor();
    const keys = await list.locator("kbd").allTextContents();
    expect(keys).toEqual(expect.arrayContaining(["?", "m", "u", "Enter", "Escape"]));
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "detached" });
    expect((await focused(page))?.name, "the focus is back where it was").toBe(before?.name);
    await close();
  });

  it("u undoes the player's last step, by keyboard alone", { timeout: 90_000 }, async () => {
    const { page, detail, close } = await balamTurn();
    const start = await detail();
    const tax = start.legalMoves.find((m: { type: string }) => m.type === "tax");
    await page.locator(`[data-move='${JSON.stringify(tax)}']`).focus();
    await page.keyboard.press("Enter"); // a step of the turn: played at once
    await waitFor("the tax to be taken", async () => ((await detail()).version === start.version + 1 ? true : null));
    // The page has the new version too (an undo names the version it undoes): the tax is no longer offered.
    await page.locator(`[data-move='${JSON.stringify(tax)}']`).waitFor({ state: "detached" });
    await page.keyboard.press("u");
    await page.getByText("Your last move was taken back.").waitFor();
    const after = await detail();
    expect(after.version, "an undo is an event of its own").toBe(start.version + 2);
    expect(after.legalMoves, "the king may tax again").toContainEqual(tax);
    await close();
  });
});
