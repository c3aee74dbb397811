// Playing together in the browser: Alice (desktop, English, signed in by email) and Bruno (a 360-px phone,
// French, a guest) chat in a Yucata' game and see each other's messages, escaped as typed; Alice asks to
// take back her move after Bruno answered it, Bruno accepts, and the board is back as it was; once the
// game is over Alice offers a rematch with one click, and Bruno finds it in his games and takes the seat
// kept for him.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { TestStack } from "../support/stack";
import { DESKTOP, PHONE, detailAs, openBrowserStack } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

/** Plays a card through the UI and confirms it. */
async function playCard(page: Page, play: RegExp, dialog: string, confirm: string) {
  const card = page.getByRole("button", { name: play }).first();
  await card.waitFor();
  await card.click();
  const box = page.getByRole("dialog", { name: dialog });
  await box.getByRole("button", { name: confirm, exact: true }).click();
  await box.waitFor({ state: "detached" });
}

describe("playing together in the browser", () => {
  it("chat, a takeback asked and accepted, and a rematch from the finished game", { timeout: 240_000 }, async () => {
    const alice = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    const a = await alice.newPage();
    await a.goto(stack.url);
    await a.getByLabel("Email address").fill("alice.social@example.com");
    await a.getByRole("button", { name: "Send me a sign-in link" }).click();
    const mail = await stack.waitForMail("alice.social@example.com", /./);
    await a.goto(mail.text.match(/https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/)![0]);
    await a.getByRole("link", { name: "New game" }).first().click();
    await a.getByRole("combobox", { name: "Game", exact: true }).selectOption({ label: "Yucata'" });
    await a.getByLabel("Number of players").selectOption("2");
    await a.getByLabel("First player").selectOption("0");
    await a.getByRole("button", { name: "Create the game" }).click();
    await a.getByText("Waiting for 1 more player.").waitFor();
    const inviteUrl = await a.getByRole("textbox", { name: "Invite link" }).inputValue();
    const id = new URL(a.url()).pathname.split("/").pop()!;

    const bruno = await browser.newContext({ viewport: PHONE, locale: "fr-FR", isMobile: true, hasTouch: true });
    const b = await bruno.newPage();
    await b.goto(inviteUrl);
    await b.getByLabel("Votre nom, tel que les autres le verront").fill("Bruno");
    await b.getByRole("button", { name: "Rejoindre en invité" }).click();
    await b.getByRole("group", { name: /Le parcours/ }).waitFor();
    await a.getByRole("group", { name: /The track/ }).waitFor();

    // --- Chat: each sees the other's message, as typed (markup stays text). On the phone it is folded:
    // the fold counts the message unread until Bruno opens it, and the message is then marked new.
    await a.getByLabel("Your message").fill("Good luck <b>Bruno</b>!");
    await a.getByRole("button", { name: "Send", exact: true }).click();
    const fold = b.locator("summary", { hasText: "Discussion, notes et notifications" });
    await fold.getByText("1 message non lu").waitFor();
    await fold.click();
    await b.getByText("Good luck <b>Bruno</b>!", { exact: true }).waitFor();
    expect(await b.locator(".chat li", { hasText: "Good luck" }).locator(".new-mark").textContent()).toBe("Nouveau");
    await expect.poll(() => fold.getByText("message non lu").count(), { message: "read once in view" }).toBe(0);
    expect(await b.locator(".chat-text b").count(), "no markup from a message").toBe(0);
    await b.getByLabel("Votre message").fill("Merci, à toi aussi !");
    await b.keyboard.press("Tab"); // from the message to the Send button, then Enter
    expect(await b.getByRole("button", { name: "Envoyer", exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await b.keyboard.press("Enter");
    await a.getByText("Merci, à toi aussi !", { exact: true }).waitFor();
    expect(await b.evaluate(() => document.documentElement.scrollWidth), "nothing overflows a 360-px phone").toBeLessThanOrEqual(
      PHONE.width,
    );

    // --- Alice plays, Bruno answers, then Alice asks to take her move back; Bruno accepts.
    const before = await detailAs(stack, alice, id);
    await playCard(a, /^Play the /, "Confirm your move", "Play");
    await playCard(b, /^Jouer (?!depuis)/, "Confirmez votre coup", "Jouer"); // a card, not the list mode's switch
    await a.getByRole("button", { name: "Ask to take back my last move" }).click();
    await a.getByText("You asked to take back your last move.", { exact: false }).waitFor();
    await b.getByText("alice.social demande à reprendre son dernier coup.").waitFor();
    await b.getByRole("button", { name: "Accepter" }).click();
    await a.getByText("alice.social took back their move with everyone's agreement (2 moves undone).").waitFor();
    await b.getByText("alice.social a repris son coup avec l’accord de tous (2 coups annulés).").waitFor();
    const after = await detailAs(stack, alice, id);
    expect(after.view, "the board is back as it was before Alice's move").toEqual(before.view);
    expect(after.legalMoves).toEqual(before.legalMoves);
    await a
      .getByRole("button", { name: /^Play the / })
      .first()
      .waitFor();

    // --- The game to its end (through the API, as each player), then a rematch in one click.
    for (let step = 0; step < 80; step++) {
      const now = await detailAs(stack, alice, id);
      if (now.status === "finished") break;
      const context = now.awaiting[0] === 0 ? alice : bruno;
      const mine = await detailAs(stack, context, id);
      const reply = await context.request.post(`${stack.url}/api/games/${id}/moves`, {
        data: { version: mine.version, move: mine.legalMoves[0], clientMoveId: `finish-${step}-${mine.version}` },
        headers: { origin: stack.url },
      });
      expect(reply.status()).toBe(200);
    }
    await a.getByRole("table", { name: "Final scores" }).waitFor();
    await a.getByRole("button", { name: "Rematch" }).click();
    await a.getByText("Waiting for 1 more player.").waitFor();
    const rematchId = new URL(a.url()).pathname.split("/").pop()!;
    expect(rematchId).not.toBe(id);
    // Bruno's page, still open on the finished game, shows the offer as it is made (the live channel:
    // a finished game's page polls no more).
    await b.getByRole("status").getByRole("link", { name: "Ouvrir la revanche" }).waitFor();

    // Bruno finds it in his games as a rematch offered, filed where his moves wait, and takes the seat kept for him.
    await b.goto(`${stack.url}/`);
    const yourMove = b.locator("section.game-list", { has: b.getByRole("heading", { name: "À vous de jouer" }) });
    const offered = yourMove.getByRole("link", { name: /Revanche proposée/ });
    await offered.click();
    await b.getByRole("button", { name: "Prendre une place dans Yucata'" }).click();
    await b.getByRole("group", { name: /Le parcours/ }).waitFor();
    await a.getByRole("group", { name: /The track/ }).waitFor();
    const rematch = await detailAs(stack, alice, rematchId);
    expect(
      rematch.players.map((p: any) => p.name),
      "seats rotated: Bruno first",
    ).toEqual(["Bruno", "alice.social"]);
    expect(rematch.options).toEqual(before.options);
    await alice.close();
    await bruno.close();
  });
});
