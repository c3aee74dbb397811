// Choosing a game: the new-game form says what each game is (its players, its length in moves and by
// correspondence for the chosen number of players, its weight), shows a small picture of its own board
// and links to its rules, in English on a desktop and in French on a phone. The open games list then
// reads as separate pieces: the rules link a word in the line, not a box across the row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { TestStack } from "../support/stack";
import { DESKTOP, PHONE, openBrowserStack, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

const GAMES = [
  { id: "yucata", name: "Yucata'", en: "2 to 4 players", fr: "2 à 4 joueurs", weight: { en: "light", fr: "léger" } },
  { id: "yucatan", name: "Yucatàn", en: "2 to 4 players", fr: "2 à 4 joueurs", weight: { en: "medium weight", fr: "poids moyen" } },
  { id: "balam", name: "Balam", en: "2 to 4 players", fr: "2 à 4 joueurs", weight: { en: "heavy", fr: "lourd" } },
  { id: "rio-de-la-plata", name: "Rio de la Plata", en: "2 to 5 players", fr: "2 à 5 joueurs", weight: { en: "heavy", fr: "lourd" } },
];

/** The form's first field: its label's name takes in the chosen option's, so it is found by place. */
const gameChoice = (page: Page) => page.locator("form.stack select").first();

async function newGameForm(context: BrowserContext, name: string): Promise<Page> {
  await postAs(stack, context, "/api/auth/guest", { name });
  const page = await context.newPage();
  await page.goto(`${stack.url}/new`);
  await page.locator(".game-intro").waitFor();
  return page;
}

describe("the new-game form", () => {
  it("says what each game is, with a picture of its board and a link to its rules", { timeout: 120_000 }, async () => {
    const page = await newGameForm(await browser.newContext({ viewport: DESKTOP, locale: "en-GB" }), "Ana");
    for (const game of GAMES) {
      await gameChoice(page).selectOption(game.id);
      const intro = page.locator(".game-intro");
      const facts = intro.locator(".game-facts");
      await expect
        .poll(() => facts.textContent())
        .toMatch(
          new RegExp(`^${game.en} · about \\d+ moves each, about \\d+ (weeks|months) with 2 players at a move a day · ${game.weight.en}$`),
        );
      const picture = intro.getByRole("figure", { name: `A game of ${game.name} under way, as our board draws it` });
      await picture.locator("svg").first().waitFor();
      const box = (await picture.boundingBox())!;
      expect(box.width, "a thumbnail beside the words").toBeLessThan(200);
      expect(await intro.getByRole("link", { name: `All the rules of ${game.name}` }).getAttribute("href")).toBe(`/rules/${game.id}`);
    }
    // The length by correspondence follows the number of players chosen.
    await page.locator("form.stack select").nth(1).selectOption("4");
    await expect.poll(() => page.locator(".game-facts").textContent()).toMatch(/with 4 players at a move a day/);
  });

  it("says it in French on a phone, within the screen's width", { timeout: 120_000 }, async () => {
    const page = await newGameForm(await browser.newContext({ viewport: PHONE, locale: "fr-FR", isMobile: true, hasTouch: true }), "Émile");
    for (const game of GAMES) {
      await gameChoice(page).selectOption(game.id);
      const intro = page.locator(".game-intro");
      await expect
        .poll(() => intro.locator(".game-facts").textContent())
        .toMatch(
          new RegExp(
            `^${game.fr} · environ \\d+ coups chacun, environ \\d+ (semaines|mois) à 2 joueurs, à un coup par jour · ${game.weight.fr}$`,
          ),
        );
      await intro
        .getByRole("figure", { name: `Une partie de ${game.name} en cours, telle que notre plateau la dessine` })
        .locator("svg")
        .first()
        .waitFor();
      expect(await intro.getByRole("link", { name: `Toutes les règles de ${game.name}` }).getAttribute("href")).toBe(`/rules/${game.id}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(PHONE.width);
    }
    // What happens when time runs out: each choice's words right beside its button, the legend inside the screen.
    const policies = page.locator("fieldset.policies");
    const legend = (await policies.locator("legend").boundingBox())!;
    expect(legend.x + legend.width).toBeLessThanOrEqual(PHONE.width);
    const gaps = await policies.locator("input[type=radio]").evaluateAll((radios) =>
      radios.map((radio) => {
        const words = document.createRange();
        words.selectNodeContents(radio.parentElement!);
        words.setStartAfter(radio);
        return words.getClientRects()[0]!.left - radio.getBoundingClientRect().right;
      }),
    );
    expect(gaps).toHaveLength(3);
    for (const gap of gaps) expect(gap, "a choice's words beside its button").toBeLessThan(16);
  });
});

describe("Yucatàn's quick setup", () => {
  for (const { locale, label } of [
    { locale: "en-GB", label: /^Quick setup: neutral villages placed by lot/ },
    { locale: "fr-FR", label: /^Mise en place rapide : villages neutres placés au hasard/ },
  ]) {
    it(`is offered in the form (${locale}), off by default, and reaches the game`, { timeout: 60_000 }, async () => {
      const context = await browser.newContext({ viewport: DESKTOP, locale });
      const page = await newGameForm(context, "Ana");
      await gameChoice(page).selectOption("yucatan");
      const quick = page.getByRole("checkbox", { name: label });
      expect(await quick.isChecked(), "the setup of the text is the default").toBe(false);
      await quick.check();
      await page.locator("form.stack button[type=submit]").click();
      await page.waitForURL(/\/play\//);
      const id = new URL(page.url()).pathname.split("/").pop()!;
      expect((await (await context.request.get(`${stack.url}/api/games/${id}`)).json()).options).toEqual({ quickSetup: true });
    });
  }
});

describe("Yucatàn's first player", () => {
  // « déterminez le premier joueur au hasard »: drawn by default, or a seat the table chooses.
  for (const { locale, label, random, seat } of [
    { locale: "en-GB", label: "First player", random: "Drawn at random", seat: "Seat 2" },
    { locale: "fr-FR", label: "Premier joueur", random: "Tiré au sort", seat: "Place 2" },
  ]) {
    it(`is offered in the form (${locale}), drawn at random by default, and the game is made with the seat chosen`, {
      timeout: 60_000,
    }, async () => {
      const context = await browser.newContext({ viewport: PHONE, locale });
      const page = await newGameForm(context, "Ana");
      await gameChoice(page).selectOption("yucatan");
      const first = page.getByRole("combobox", { name: new RegExp(`^${label}`) });
      expect(await first.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe(random);
      await first.focus();
      await first.selectOption({ label: seat });
      await page.locator("form.stack button[type=submit]").click();
      await page.waitForURL(/\/play\//);
      const id = new URL(page.url()).pathname.split("/").pop()!;
      expect((await (await context.request.get(`${stack.url}/api/games/${id}`)).json()).options).toEqual({
        quickSetup: false,
        firstPlayer: 1,
      });
      await context.close();
    });
  }
});

describe("a game chosen while another's code is on its way", () => {
  it("keeps the options of the game chosen last when the earlier one's code arrives after", { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    // The other games' code (the form loads the first game's at once) waits until Yucatàn's is shown.
    const othersCode = /\/assets\/(balam|rio-de-la-plata|yucata)-[A-Z0-9]+\.js$/;
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await context.route(othersCode, async (route) => {
      await held;
      await route.continue();
    });
    const page = await newGameForm(context, "Ana");
    await gameChoice(page).selectOption("yucatan");
    const quick = page.getByRole("checkbox", { name: /^Quick setup: neutral villages placed by lot/ });
    await quick.waitFor();
    const arrived = page.waitForResponse(othersCode);
    release();
    await arrived;
    // Long enough for the late code to run and the form to draw again.
    await page.waitForTimeout(300);
    expect(await quick.isVisible(), "Yucatàn's own option, not the earlier game's form").toBe(true);
    await context.close();
  });
});

describe("the open games list", () => {
  it("lays a row out in pieces, its rules link a word beside the game's name", { timeout: 60_000 }, async () => {
    const creator = await browser.newContext({ locale: "fr-FR" });
    await postAs(stack, creator, "/api/auth/guest", { name: "Anna" });
    await postAs(stack, creator, "/api/games", { game: "yucata", players: 3, timePerMoveDays: 3 });
    const reader = await browser.newContext({ viewport: PHONE, locale: "fr-FR" });
    await postAs(stack, reader, "/api/auth/guest", { name: "Noé" });
    const page = await reader.newPage();
    await page.goto(`${stack.url}/lobby`);
    const row = page.locator(".lobby-list .game-item").first();
    await row.waitFor();
    expect((await row.innerText()).split("\n").map((line) => line.trim())).toEqual([
      "Yucata' Règles",
      "d’Anna (non classé)",
      "2 places libres · 3 jours",
      "Rejoindre",
    ]);
    const name = (await row.locator(".game-name").boundingBox())!;
    const link = (await row.getByRole("link", { name: "Règles" }).boundingBox())!;
    expect(link.height, "the rules link is one line of text").toBeLessThan(30);
    expect(Math.abs(link.y + link.height / 2 - (name.y + Math.min(name.height, 30) / 2)), "on the game name's line").toBeLessThan(12);
  });
});
