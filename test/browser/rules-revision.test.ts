// A game's page says which revision of the rules the game plays and what each revision changed, in
// both languages, on a phone and by keyboard: a game keeps the rules it started with (shared/engine/revision.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { TestStack } from "../support/stack";
import { PHONE, openBrowserStack, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

describe("the rules revision on a game's page", () => {
  for (const { locale, summary, change } of [
    {
      locale: "en-GB",
      summary: "This game plays the rules of revision 1",
      change: /Revision 1: The rules as Turnpost first played them\./,
    },
    {
      locale: "fr-FR",
      summary: "Cette partie se joue selon les règles de la révision 1",
      change: /Révision 1\s:\sLes règles telles que Turnpost les a d’abord jouées\./,
    },
  ]) {
    it(`reads "${summary}" and opens its changelog from the keyboard`, { timeout: 60_000 }, async () => {
      const context = await browser.newContext({ viewport: PHONE, locale });
      await postAs(stack, context, "/api/auth/guest", { name: "Ana" });
      const created = await postAs(stack, context, "/api/games", { game: "yucata", players: 2, bots: [{ seat: 1, level: "random" }] });
      const page = await context.newPage();
      await page.goto(`${stack.url}/play/${created.id}`);
      const fold = page.locator("summary", { hasText: summary });
      await fold.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.locator("li", { hasText: change }).isVisible()).toBe(true);
      await context.close();
    });
  }
});
