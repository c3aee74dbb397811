// Blocking in the browser, on a phone, by keyboard, in English and in French (docs/social.md, "Blocking"):
// a chat message's menu offers it, and a message hiding a character is refused in the reader's words;
// from a game's list of players to the other's profile, blocked there; back in the game the other's
// messages are gone and the chat says how many are hidden; unblocked from Settings, they are back. Every
// page passes axe and fits 360 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import type { TestStack } from "../support/stack";
import { PHONE, axeViolations, openBrowserStack, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

const WORDS = {
  en: {
    locale: "en-GB",
    more: "Chat, notes and notifications",
    players: "Players",
    block: "Block Bruno",
    blocked: "You blocked Bruno",
    hidden: "1 message is hidden",
    menu: "More about the message by Bruno",
    send: "Send",
    invisible: "Remove the invisible characters",
    settings: "Blocked players",
    unblock: "Unblock Bruno",
    unblocked: "Bruno is no longer blocked.",
  },
  fr: {
    locale: "fr-FR",
    more: "Discussion, notes et notifications",
    players: "Joueurs",
    block: "Bloquer Bruno",
    blocked: "Vous avez bloqué Bruno",
    hidden: "1 message est masqué",
    menu: "Plus sur le message de Bruno",
    send: "Envoyer",
    invisible: "Retirez les caractères invisibles",
    settings: "Joueurs bloqués",
    unblock: "Débloquer Bruno",
    unblocked: "Le blocage de Bruno est levé.",
  },
} as const;

/** Focuses `control` and presses Enter, as a keyboard does. */
async function pressEnterOn(page: Page, control: Locator): Promise<void> {
  await control.waitFor();
  await control.focus();
  await page.keyboard.press("Enter");
}

async function expectClean(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), what).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} fits 360 px`).toBeLessThanOrEqual(PHONE.width);
}

describe("blocking a player", () => {
  for (const lang of ["en", "fr"] as const) {
    const words = WORDS[lang];
    it(`from a profile, hides their chat in a game, and is undone in Settings, by keyboard at 360 px, in ${lang}`, async () => {
      const context = await browser.newContext({ viewport: PHONE, locale: words.locale });
      await postAs(stack, context, "/api/auth/guest", { name: "Ana" });
      const { id } = await postAs(stack, context, "/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 } });
      const bruno = await browser.newContext();
      await postAs(stack, bruno, "/api/auth/guest", { name: "Bruno" });
      await postAs(stack, bruno, `/api/games/${id}/join`, {});
      await postAs(stack, bruno, `/api/games/${id}/chat`, { text: "Words Ana would rather not read" });
      await postAs(stack, context, `/api/games/${id}/chat`, { text: "Good luck" });

      const page = await context.newPage();
      await page.goto(`${stack.url}/play/${id}`);
      const fold = page.locator("summary", { hasText: words.more });
      await fold.waitFor();
      await fold.focus();
      await page.keyboard.press("Enter");
      const chat = page.locator("section.chat");
      await chat.getByText("Words Ana would rather not read").waitFor();
      const players = page.locator("section.game-players");
      await players.getByRole("heading", { name: words.players }).waitFor();
      await expectClean(page, "the game page with its players");

      // Bruno's message has a menu that offers to block him; Ana's own has none.
      const menu = chat.getByLabel(words.menu);
      await pressEnterOn(page, menu);
      await chat.getByRole("button", { name: words.block }).waitFor();
      expect(await chat.locator("summary", { hasText: "⋯" }).count()).toBe(1);
      // A message hiding a direction override is refused, in the reader's language.
      await chat.locator("textarea").fill("see \u202ethis");
      await pressEnterOn(page, chat.getByRole("button", { name: words.send }));
      await chat.getByRole("alert").getByText(words.invisible, { exact: false }).waitFor();

      // The player list leads to Bruno's profile, where he is blocked.
      await pressEnterOn(page, players.getByRole("link", { name: /Bruno/ }));
      await page.waitForURL(/\/u\//);
      await pressEnterOn(page, page.getByRole("button", { name: words.block }));
      await page.getByRole("status").getByText(words.blocked, { exact: false }).waitFor();
      await page.getByRole("button", { name: words.unblock }).waitFor();
      await expectClean(page, "the profile, Bruno blocked");

      // Back in the game: his message is gone, and the chat says one is hidden.
      await page.goto(`${stack.url}/play/${id}`);
      await page.locator("summary", { hasText: words.more }).waitFor();
      if (
        !(await page
          .locator("details.fold")
          .first()
          .evaluate((d) => (d as HTMLDetailsElement).open))
      ) {
        await page.locator("summary", { hasText: words.more }).focus();
        await page.keyboard.press("Enter");
      }
      await chat.getByText(words.hidden, { exact: false }).waitFor();
      await chat.getByText("Good luck").waitFor();
      expect(await chat.getByText("Words Ana would rather not read").count()).toBe(0);
      await expectClean(page, "the game page, a message hidden");

      // Settings lists him; unblocking brings his message back.
      await page.goto(`${stack.url}/settings`);
      const section = page.locator("section", { has: page.getByRole("heading", { name: words.settings }) });
      await section.getByText("Bruno", { exact: true }).waitFor();
      await expectClean(page, "Settings with a blocked player");
      await pressEnterOn(page, section.getByRole("button", { name: words.unblock }));
      await section.getByRole("status").getByText(words.unblocked).waitFor();
      expect(await section.getByRole("button", { name: words.unblock }).count()).toBe(0);
      const read = await (await context.request.get(`${stack.url}/api/games/${id}/chat`)).json();
      expect(read).toMatchObject({ hidden: 0 });
      expect(read.messages).toHaveLength(2);
      await Promise.all([context.close(), bruno.close()]);
    });
  }
});
