// The rules of every game are a page in English and in French, reached in at most two clicks from the home
// page, signed out as a first visitor is: a link per game on the home page itself, and the header's Rules
// link then the game. Each page explains the goal, the components, a turn, scoring and the end, and shows
// a picture drawn by the game's own board. Screenshots of each go to the screenshots folder.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { GAME_IDS, gameRules, loadGames } from "../../shared/games/index";
import type { TestStack } from "../support/stack";
import { DESKTOP, PHONE, SCREENSHOTS, openBrowserStack } from "./support";

await loadGames();

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

const GAMES = GAME_IDS.map((id) => ({ id, name: gameRules(id).name }));

const LANGS = [
  {
    locale: "en-GB",
    title: "How to play",
    sections: ["The goal", "What is in the box", "A turn", "Scoring", "The end"],
    index: "Rules of the games",
    rules: "Rules",
  },
  {
    locale: "fr-FR",
    title: "Comment jouer à",
    sections: ["Le but", "Le matériel", "Un tour", "Les points", "La fin"],
    index: "Règles des jeux",
    rules: "Règles",
  },
];

/** Counts the clicks a reader makes; the page must be the game's rules in that language after them. */
async function expectRulesPage(page: Page, lang: (typeof LANGS)[number], game: (typeof GAMES)[number]): Promise<void> {
  await page.getByRole("heading", { level: 1, name: `${lang.title} ${game.name}` }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/rules/${game.id}`);
  const headings = await page.locator("article.rules > h2").allTextContents();
  expect(headings).toEqual(lang.sections);
  for (const section of await page.locator("article.rules > p, article.rules > ul > li, article.rules > ol > li").allTextContents()) {
    expect(section, "no message key or hole left in the text").not.toMatch(/\{\w+\}|rules\.\w+|undefined/);
    if (lang.locale === "fr-FR") expect(section, "a non-breaking space before : ; ! ?").not.toMatch(/[^\u00a0\u202f][:;!?](\s|$)/);
  }
  // The picture is the game's own board, drawn from a game under way.
  await page.locator("figure.rules-picture svg").first().waitFor();
}

describe("rules pages", () => {
  for (const lang of LANGS) {
    for (const game of GAMES) {
      it(`${game.id} in ${lang.locale}: one click from the home page, or two through the rules index`, { timeout: 60_000 }, async () => {
        const context = await browser.newContext({ viewport: DESKTOP, locale: lang.locale });
        const page = await context.newPage();
        await page.goto(stack.url);
        await page.getByRole("navigation", { name: lang.index }).getByRole("link", { name: game.name, exact: true }).click();
        await expectRulesPage(page, lang, game);
        await page.screenshot({ path: join(SCREENSHOTS, `rules-${game.id}-${lang.locale.slice(0, 2)}.png`), fullPage: true });

        await page.goto(stack.url);
        await page.getByRole("banner").getByRole("link", { name: lang.rules, exact: true }).click();
        await page.getByRole("heading", { level: 1, name: lang.index }).waitFor();
        await page.getByRole("main").getByRole("link", { name: game.name, exact: true }).click();
        await expectRulesPage(page, lang, game);
        await context.close();
      });
    }
  }

  it("on a phone a rules page fits the width and its picture fits too", { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "fr-FR", isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${stack.url}/rules/rio-de-la-plata`);
    await expectRulesPage(page, LANGS[1]!, { id: "rio-de-la-plata", name: gameRules("rio-de-la-plata").name });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
