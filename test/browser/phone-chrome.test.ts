// The shell's chrome on a 360-px phone, by keyboard, in English and French: the open menu is one tidy
// column under the header bar (the brand stays on the bar, "Sign out" beside the other account links) and
// closes once a language is chosen; "Your games" gives the names the card's width, the times going under
// them. axe finds nothing serious on the open menu.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { TestStack } from "../support/stack";
import { PHONE, axeViolations, openBrowserStack, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

/** A guest on a phone in `locale` with one running game of Rio against two long-named guests, on a clock. */
async function phoneWithAGame(locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: 780 }, locale, isMobile: true, hasTouch: true });
  await postAs(stack, context, "/api/auth/guest", { name: "Alexandrine" });
  const { id } = await postAs(stack, context, "/api/games", { game: "rio-de-la-plata", players: 3, options: {}, timePerMoveDays: 3 });
  for (const name of ["Maximilienne", "Bartholomew"]) {
    const other = await browser.newContext();
    await postAs(stack, other, "/api/auth/guest", { name });
    await postAs(stack, other, `/api/games/${id}/join`, {});
    await other.close();
  }
  const page = await context.newPage();
  await page.goto(stack.url);
  await page.locator(".game-item .opponents").first().waitFor();
  return page;
}

describe("the phone's chrome", () => {
  for (const [locale, fr] of [
    ["en-GB", false],
    ["fr-FR", true],
  ] as const) {
    it(`lays the open menu out in one column and closes it on a language switch (${locale})`, async () => {
      const page = await phoneWithAGame(locale);
      const toggle = page.locator(".menu-toggle");
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await axeViolations(page), "the open menu").toEqual([]);

      // The bar keeps its height: the brand is not pushed into a taller block by the open menu.
      const bar = await box(page, ".top .brand");
      const menu = await box(page, "#more-nav");
      expect(menu.y, "the menu opens under the bar").toBeGreaterThanOrEqual(bar.y + bar.height);
      // One column: every entry starts at the menu's left edge, each on a row of its own.
      const entries = await page
        .locator("#more-nav > a, #more-nav > label, #more-nav .who > *")
        .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), y: Math.round(r.y) })));
      expect(entries.length).toBeGreaterThanOrEqual(5);
      expect(new Set(entries.map((e) => e.x)).size, JSON.stringify(entries)).toBe(1);
      expect(new Set(entries.map((e) => e.y)).size, "one entry a row").toBe(entries.length);
      const signOut = await box(page, "#more-nav .who button.link");
      const settings = await box(page, "#more-nav .who a[href='/settings']");
      expect(signOut.y, "Sign out right under Settings").toBeGreaterThan(settings.y);
      expect(signOut.y - (settings.y + settings.height), "Sign out right under Settings").toBeLessThan(16);

      await page.locator("#more-nav select").selectOption(fr ? "en" : "fr");
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(fr ? "en" : "fr");
      await expect.poll(() => toggle.getAttribute("aria-expanded"), { message: "the menu closes after a language switch" }).toBe("false");
      expect(await page.locator("#more-nav").isVisible()).toBe(false);
      await page.context().close();
    });

    it(`gives "Your games" names the card's width (${locale})`, async () => {
      const page = await phoneWithAGame(locale);
      const card = await box(page, ".game-item > a");
      const names = await box(page, ".game-item .opponents");
      expect(names.width, `names ${names.width} px wide in a ${card.width}-px card`).toBeGreaterThan(card.width * 0.75);
      expect(names.height, "the names fit on two lines").toBeLessThan(2.2 * 24);
      await page.context().close();
    });
  }
});
