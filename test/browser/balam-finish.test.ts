// Finishing a Balam build, on a 360-px phone by keyboard, in English and in French: with nothing built the
// confirm step says the wealth paid to act is spent all the same; after a building went up it asks plainly.
// Every row of the log says in words what happened (the site chosen and the end of the build included).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { TestStack } from "../support/stack";
import type { BalamMove } from "../../shared/games/balam/index";
import { PHONE, detailAs, openBrowserStack, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

const WORDS = {
  "en-GB": {
    warning: "Finish building without building anything: the wealth you paid to act is spent all the same.",
    plain: "Finish building.",
    finished: /finishes building on site \d+\./,
  },
  "fr-FR": {
    warning: "Terminer sans rien construire\u00a0: la richesse payée pour agir est dépensée quand même.",
    plain: "Terminer la construction.",
    finished: /termine ses constructions sur le site \d+\./,
  },
} as const;

/** Two guest kings on phones in `locale`; answers the context whose turn it is and the game's id. */
async function kingToPlay(locale: keyof typeof WORDS): Promise<{ id: string; king: BrowserContext; contexts: BrowserContext[] }> {
  const phone = { viewport: PHONE, locale, isMobile: true, hasTouch: true };
  const alice = await browser.newContext(phone);
  await postAs(stack, alice, "/api/auth/guest", { name: "Alice" });
  const { id } = await postAs(stack, alice, "/api/games", { game: "balam", players: 2, options: {} });
  const bruno = await browser.newContext(phone);
  await postAs(stack, bruno, "/api/auth/guest", { name: "Bruno" });
  await postAs(stack, bruno, `/api/games/${id}/join`, {});
  const king = (await detailAs(stack, alice, id)).yourTurn ? alice : bruno;
  return { id, king, contexts: [alice, bruno] };
}

/** Plays the king's first legal move of `type` through the API. */
async function play(king: BrowserContext, id: string, type: BalamMove["type"]): Promise<void> {
  const { version, legalMoves } = await detailAs(stack, king, id);
  const move = (legalMoves as BalamMove[]).find((m) => m.type === type);
  expect(move, `a legal ${type}`).toBeDefined();
  await postAs(stack, king, `/api/games/${id}/moves`, { version, move, clientMoveId: `finish-${id}-${version}` });
}

/** Focuses the "finish" button and presses Enter: the confirm step's text. */
async function askToFinish(page: Page): Promise<string> {
  const finish = page.locator(`button.move[data-move='{"type":"end"}']`);
  await finish.focus();
  await page.keyboard.press("Enter");
  // The dialog takes the focus once it has opened: a key pressed before that would reach the board.
  await page.waitForFunction(() => document.activeElement?.closest("dialog") != null);
  return (await page.locator("#confirm-text").textContent()) ?? "";
}

/** The words of each row of the log, the "New" mark left out. */
const logRows = (page: Page) =>
  page.locator(".log li").evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll(".line")]
        .map((l) => l.textContent)
        .join(" ")
        .trim(),
    ),
  );

describe("finishing a Balam build", () => {
  for (const locale of ["en-GB", "fr-FR"] as const) {
    it(`warns before a build step ends with nothing built, and logs every step (${locale})`, async () => {
      const words = WORDS[locale];
      const { id, king, contexts } = await kingToPlay(locale);
      await play(king, id, "tax");
      await play(king, id, "site");
      const page = await king.newPage();
      await page.goto(`${stack.url}/play/${id}`);
      expect(await askToFinish(page)).toBe(words.warning);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.locator("#confirm-text").count()).toBe(0);

      await play(king, id, "build");
      await page.reload();
      expect(await askToFinish(page)).toBe(words.plain);
      await page.keyboard.press("Enter"); // the focus starts on Confirm
      // The move is posted, then the page follows it: a loaded machine takes more than expect.poll's second.
      await expect.poll(async () => (await logRows(page)).some((row) => words.finished.test(row)), { timeout: 15_000 }).toBe(true);
      const rows = await logRows(page);
      expect(rows.length, "tax, site, build and finish").toBeGreaterThanOrEqual(4);
      expect(
        rows.filter((row) => row === ""),
        "blank rows in the log",
      ).toEqual([]);
      await Promise.all(contexts.map((c) => c.close()));
    });
  }
});
