// Play from a list, for every game: two players each turn the mode on from the keyboard, then play turns
// using only the list of moves in words and the keyboard (focus a move, Enter, Enter to confirm). The
// list shows what happened since the last visit first, the board in words, and exactly the legal moves
// the server gives that seat.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { GAME_IDS } from "../../shared/games/index";
import type { TestStack } from "../support/stack";
import { DESKTOP, detailAs, openBrowserStack, postAs, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

const TURNS = 4;

async function seat(name: string, locale: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, locale });
  await postAs(stack, context, "/api/auth/guest", { name });
  return { context, page: await context.newPage() };
}

describe("playing from the list with the keyboard", () => {
  for (const [i, game] of GAME_IDS.entries()) {
    // Half the games in French, so both languages' words are read.
    const locale = i % 2 ? "fr-FR" : "en-GB";
    const words =
      locale === "fr-FR"
        ? { toggle: "Jouer depuis une liste", board: "Le plateau", news: "Depuis votre dernière visite", moves: /^Vos coups/ }
        : { toggle: "Play from a list", board: "The board", news: "Since your last visit", moves: /^Your moves/ };
    it(`${game}: ${TURNS} turns from the list alone`, { timeout: 180_000 }, async () => {
      const seats = [await seat("Ada", locale), await seat("Bea", locale)];
      const { id } = await postAs(stack, seats[0]!.context, "/api/games", { game, players: 2, options: {} });
      await postAs(stack, seats[1]!.context, `/api/games/${id}/join`, {});
      for (const { page } of seats) {
        await page.goto(`${stack.url}/play/${id}`);
        const toggle = page.getByRole("button", { name: words.toggle });
        await toggle.focus();
        await page.keyboard.press("Enter");
        expect(await toggle.getAttribute("aria-pressed")).toBe("true");
        await page.getByRole("heading", { name: words.board }).waitFor();
      }

      for (let turn = 0; turn < TURNS; turn++) {
        const details = await Promise.all(seats.map((s) => detailAs(stack, s.context, id)));
        const mover = details.findIndex((d) => d.legalMoves.length > 0);
        const { page } = seats[mover]!;
        const before = details[mover]!;
        await page.reload();
        await page.getByRole("heading", { name: words.news }).waitFor();
        // The board in words says something of each player.
        const board = await page.locator("section[aria-labelledby='list-board'] p").allTextContents();
        for (const name of ["Ada", "Bea"]) expect(board.join(" ")).toContain(name);
        const moves = page.locator(".list-moves button");
        await waitFor("the list of moves", async () => ((await moves.count()) === before.legalMoves.length ? true : null));
        expect(await page.getByRole("heading", { name: words.moves }).textContent()).toContain(String(before.legalMoves.length));

        // Keyboard only: the last move of the list (not always the first, so the list's order matters).
        await moves.nth(before.legalMoves.length - 1).focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog");
        await dialog.waitFor();
        await page.keyboard.press("Enter");
        const after = await waitFor("the move to land", async () => {
          const now = await detailAs(stack, seats[mover]!.context, id);
          return now.version > before.version ? now : null;
        });
        expect(after.status).not.toBe("open");
      }
      // The other player opens the page: what happened since their last visit is read first.
      const details = await Promise.all(seats.map((s) => detailAs(stack, s.context, id)));
      const waiting = seats[details.findIndex((d) => d.legalMoves.length === 0)] ?? seats[0]!;
      await waiting.page.reload();
      const first = waiting.page.locator(".list-play section").first();
      expect(await first.getByRole("heading").textContent()).toBe(words.news);
      for (const s of seats) await s.context.close();
    });
  }
});
