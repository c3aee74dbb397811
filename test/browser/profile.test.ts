// A player's profile and a game's waiting room name the computer in the reader's language, as the game
// page does: a French reader sees "Ordinateur (au hasard)", not the server's English "Computer (random)".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { TestStack } from "../support/stack";
import { PHONE, openBrowserStack, postAs, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

describe("a computer player's name, for a French reader", () => {
  it("is French on a profile's finished games", { timeout: 180_000 }, async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "fr-FR" });
    const { user } = await postAs(stack, context, "/api/auth/guest", { name: "Léa" });
    const created = await postAs(stack, context, "/api/games", {
      game: "yucata",
      players: 2,
      options: { firstPlayer: 0 },
      bots: [{ seat: 1, level: "random" }],
    });
    // Léa plays her first legal move each turn; the computer answers on its own.
    for (let turn = 0; ; turn++) {
      expect(turn, "the game ends").toBeLessThan(200);
      const game = await waitFor("Léa's turn or the end", async () => {
        const detail = await (await context.request.get(`${stack.url}/api/games/${created.id}`)).json();
        return detail.status === "finished" || detail.yourTurn ? detail : null;
      });
      if (game.status === "finished") break;
      await postAs(stack, context, `/api/games/${created.id}/moves`, {
        version: game.version,
        move: game.legalMoves[0],
        clientMoveId: `lea-move-${turn}`,
      });
    }
    const page = await context.newPage();
    await page.goto(`${stack.url}/u/${user.id}`);
    const finished = page.locator(".game-list-plain li").first();
    await finished.waitFor();
    expect(await finished.textContent()).toContain("Ordinateur (au hasard)");
    expect(await finished.textContent()).not.toContain("Computer");
  });

  it("is French in a waiting room, for the computer already seated", { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "fr-FR" });
    await postAs(stack, context, "/api/auth/guest", { name: "Léa" });
    const created = await postAs(stack, context, "/api/games", { game: "yucata", players: 3, bots: [{ seat: 1, level: "random" }] });
    const page = await context.newPage();
    await page.goto(`${stack.url}/play/${created.id}`);
    const seats = page.locator("ol.seats li");
    await seats.first().waitFor();
    expect((await seats.allTextContents()).map((text) => text.trim())).toEqual(["Léa (vous)", "Ordinateur (au hasard)", "Place libre"]);
    await context.close();
  });
});
