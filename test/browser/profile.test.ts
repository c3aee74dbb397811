// A player's profile names the computer it played in the reader's language, as the game page does: a
// French reader sees "Ordinateur (au hasard)", not the server's English "Computer (random)".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { TestStack } from "../support/stack";
import { PHONE, openBrowserStack, postAs, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

describe("a profile's finished games", () => {
  it("name a computer opponent in French for a French reader", { timeout: 180_000 }, async () => {
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
});
