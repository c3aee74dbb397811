// One confirmation per turn, not per step: a Balam king taxes, chooses a site, builds and ends the turn,
// and only the end asks; a Rio trade offer is asked once, in its own dialog, not again in the confirm
// dialog. Each page counts the confirm dialogs it opens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { Browser } from "playwright-core";
import type { TestStack } from "../support/stack";
import { DESKTOP, detailAs, openBrowserStack, postAs, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

/** A guest's browser whose pages count the confirm dialogs they open (`window.confirmsAsked`). */
async function guest(name: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
  await context.addInitScript(() => {
    const counted = window as unknown as { confirmsAsked: number };
    counted.confirmsAsked = 0;
    const showModal = HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      if (this.classList.contains("confirm")) counted.confirmsAsked++;
      showModal.call(this);
    };
  });
  await postAs(stack, context, "/api/auth/guest", { name });
  return context;
}

/** Two guests in a new game of `game`: the one whose turn it is first, on the game's page. */
async function twoPlayerGame(game: string): Promise<{ id: string; mover: BrowserContext; page: Page }> {
  const alice = await guest("Alice");
  const { id } = await postAs(stack, alice, "/api/games", { game, players: 2, options: {} });
  const bruno = await guest("Bruno");
  await postAs(stack, bruno, `/api/games/${id}/join`, {});
  const mover = (await detailAs(stack, alice, id)).yourTurn ? alice : bruno;
  const page = await mover.newPage();
  await page.goto(`${stack.url}/play/${id}`);
  return { id, mover, page };
}

const asked = (page: Page) => page.evaluate(() => (window as unknown as { confirmsAsked: number }).confirmsAsked);

describe("one confirmation per turn", () => {
  it("Balam: tax, a site, a building and the end of the turn ask once, for the end", { timeout: 120_000 }, async () => {
    const { id, mover, page } = await twoPlayerGame("balam");
    const first = await detailAs(stack, mover, id);
    const seat = first.seat as number;
    const pick = (legal: any[], type: string, wanted: (m: any) => boolean = () => true) => legal.find((m) => m.type === type && wanted(m));
    const plan: [string, (m: any) => boolean][] = [
      ["tax", () => true],
      ["site", (m) => m.site === 13 + seat],
      ["build", (m) => m.kind === "village"],
      ["end", () => true],
    ];
    for (const [type, wanted] of plan) {
      const before = await detailAs(stack, mover, id);
      const move = pick(before.legalMoves, type, wanted);
      expect(move, `a legal ${type}`).toBeTruthy();
      if (type === "build") {
        await page.locator(`[data-kind="${move.kind}"]`).click();
        await page.locator(`[data-slots="${move.slots.join("-")}"]`).click();
      }
      await page.locator(`[data-move='${JSON.stringify(move)}']`).click();
      const dialog = page.getByRole("dialog", { name: "Confirm your move" });
      if (type === "end") {
        await dialog.getByRole("button", { name: "Play", exact: true }).click();
        await dialog.waitFor({ state: "detached" });
      }
      await waitFor(`the ${type} to be played`, async () => ((await detailAs(stack, mover, id)).version > before.version ? true : null));
    }
    expect((await detailAs(stack, mover, id)).yourTurn, "the turn went to the other king").toBe(false);
    expect(await asked(page), "confirm dialogs in a turn of four moves").toBe(1);
  });

  it("Rio de la Plata: a trade offer is asked once, in the trade dialog", { timeout: 120_000 }, async () => {
    const { id, mover, page } = await twoPlayerGame("rio-de-la-plata");
    const before = await detailAs(stack, mover, id);
    await page.getByRole("button", { name: "Propose a trade…" }).click();
    const trade = page.getByRole("dialog", { name: "Propose a trade" });
    await trade.getByRole("group", { name: "You give" }).getByLabel("Wood").fill("1");
    await trade.getByRole("group", { name: "You get" }).getByLabel("Stone").fill("1");
    await trade.getByRole("button", { name: "Offer" }).click();
    await waitFor("the offer to be made", async () => ((await detailAs(stack, mover, id)).view.offers.length > 0 ? true : null));
    expect((await detailAs(stack, mover, id)).version).toBe(before.version + 1);
    expect(await asked(page), "confirm dialogs after the trade dialog").toBe(0);
  });
});
