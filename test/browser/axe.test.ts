// axe-core checks every kind of page a player meets, in English and in French, on a phone and on a
// desktop: the home page (signed out, then as a guest with games), the lobby, the new-game form,
// settings, the rules, a league's page, and a mid-game page of each game as the player whose turn it
// is. No serious or critical violation of WCAG 2.1 A and AA may remain.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { GAME_IDS } from "../../shared/games/index";
import { befriend } from "../support/friends";
import { signedIn, type TestStack } from "../support/stack";
import { DESKTOP, MID_GAME_MOVES, PHONE, axeViolations as violations, openBrowserStack, playToMidGame, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

const LOCALES = [
  { lang: "en", locale: "en-GB" },
  { lang: "fr", locale: "fr-FR" },
];

async function guest(locale: string, viewport: { width: number; height: number }, name: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale });
  await postAs(stack, context, "/api/auth/guest", { name });
  return context;
}

describe("pages pass axe", () => {
  for (const { lang, locale } of LOCALES) {
    for (const [size, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      it(`home, lobby, new game, settings and rules in ${lang} on a ${size}`, async () => {
        const anonymous = await browser.newContext({ viewport, locale });
        const page = await anonymous.newPage();
        await page.goto(stack.url);
        await page.locator("main h1").first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        expect(await violations(page), "home, signed out").toEqual([]);
        await anonymous.close();

        const context = await guest(locale, viewport, "Axel");
        await postAs(stack, context, "/api/games", { game: "yucata", players: 2 });
        const signedIn = await context.newPage();
        for (const path of ["/", "/lobby", "/new", "/settings", "/rules", "/rules/balam"]) {
          await signedIn.goto(`${stack.url}${path}`);
          await signedIn.locator("main h1").first().waitFor();
          await signedIn.waitForLoadState("networkidle");
          expect(await violations(signedIn), path).toEqual([]);
        }
        await context.close();
      });
    }

    it(`a league's page in ${lang}, its games unfolded, on a phone and on a desktop`, { timeout: 60_000 }, async () => {
      const stamp = `${lang}-${Date.now().toString(36)}`;
      const players = await Promise.all(["ana", "bo", "cy", "dee"].map((name) => signedIn(stack, `${name}-${stamp}@example.test`)));
      const ids = await Promise.all(players.map(async (p) => (await p.get("/api/me")).body.user.id as string));
      await befriend(...players.map((client, index) => ({ client, id: ids[index]! })));
      const league = await players[0]!.post("/api/leagues", {
        name: "Axe league",
        game: "yucata",
        tableSize: 2,
        timePerMoveDays: 3,
        timeoutPolicy: "bot",
        moves: 1,
        divisions: [ids.slice(0, 2), ids.slice(2)],
      });
      for (const p of players) await p.post(`/api/leagues/${league.body.id}/accept`, {});
      expect((await players[0]!.post(`/api/leagues/${league.body.id}/start`, {})).status).toBe(200);
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto(`${stack.url}/l/${league.body.id}`);
        await page.locator(".division").first().waitFor();
        for (const fold of await page.locator(".division summary").all()) await fold.click();
        expect(await violations(page), `${viewport.width} px`).toEqual([]);
      }
      await context.close();
    });

    for (const game of GAME_IDS) {
      it(`${game} in mid-game, in ${lang}, on a phone and on a desktop`, { timeout: 180_000 }, async () => {
        const seats = [await guest(locale, PHONE, "Alice"), await guest(locale, PHONE, "Bruno")];
        const { id } = await postAs(stack, seats[0]!, "/api/games", { game, players: 2, options: {} });
        await postAs(stack, seats[1]!, `/api/games/${id}/join`, {});
        const mover = await playToMidGame(stack, id, seats, MID_GAME_MOVES[game]);
        const page = await mover.newPage();
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await page.goto(`${stack.url}/play/${id}`);
          await page.locator(".board-area [data-move], .board-area [role='button'], .board-area button").first().waitFor();
          expect(await violations(page), `${viewport.width} px`).toEqual([]);
        }
        for (const context of seats) await context.close();
      });
    }
  }
});
