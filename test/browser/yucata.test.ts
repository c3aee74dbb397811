// Two people play a whole game of Yucata' in the browser, through the UI only: Alice signs in with an
// email link on a desktop and creates the game; Bruno opens her invite link on a 360-px phone in French,
// joins as a guest and plays by keyboard. The final scores on screen must be the engine's own result
// for the revealed seed and the moves they made. Screenshots go to docs/screenshots/. A second case: the
// invite link of a private game (hidden from spectators) still lets a guest take a seat.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { TestStack } from "../support/stack";
import { yucata, type YucataMove } from "../../shared/games/yucata/index";
import { replay, type PlayedMove } from "../../shared/engine/play";
import { DESKTOP, PHONE, SCREENSHOTS, openBrowserStack, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

/** Polls `probe` until it returns something other than null (the page updates itself by polling too). */
const cardOf = (value: string): YucataMove["card"] =>
  /^[1-5]$/.test(value) ? (Number(value) as 1 | 2 | 3 | 4 | 5) : (value as "sword" | "question");

/** The final-score table as { name: score }, read from the page. */
async function scoresShown(page: Page, title: string): Promise<Record<string, number>> {
  const table = page.getByRole("table", { name: title });
  await table.waitFor();
  const rows = await table
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector("th")!.childNodes[0]!.textContent!.trim(), Number(tr.querySelector("td")!.textContent)] as const),
    );
  return Object.fromEntries(rows);
}

describe("Yucata' in the browser", () => {
  it("two players create, join and play a game to its end; the scores shown are the engine's", { timeout: 300_000 }, async () => {
    // --- Alice, desktop, English: sign in by email link.
    const alice = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    const a = await alice.newPage();
    // Polling is conditional: an unchanged game answers 304 Not Modified.
    let notModified = 0;
    a.on("response", (response) => {
      if (/\/api\/games\/[^/]+$/.test(new URL(response.url()).pathname) && response.status() === 304) notModified++;
    });
    await a.goto(stack.url);
    await a.getByLabel("Email address").fill("alice@example.com");
    await a.getByRole("button", { name: "Send me a sign-in link" }).click();
    await a.getByText("We sent a sign-in link to alice@example.com").waitFor();
    const mail = await stack.waitForMail("alice@example.com", /./);
    const link = mail.text.match(/https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/)?.[0];
    expect(link, "the sign-in mail carries a link").toBeTruthy();
    await a.goto(link!);
    await a.getByRole("heading", { name: "Your games" }).waitFor();

    // --- The lobby: create a two-player Yucata'.
    await a.getByRole("link", { name: "New game" }).first().click();
    await a.getByRole("combobox", { name: "Game", exact: true }).selectOption({ label: "Yucata'" });
    await a.getByLabel("Number of players").selectOption("2");
    await a.getByLabel("First player").waitFor();
    await a.screenshot({ path: join(SCREENSHOTS, "lobby.png"), fullPage: true });
    await a.getByRole("button", { name: "Create the game" }).click();
    const invite = a.getByLabel("Invite link", { exact: true });
    await invite.waitFor();
    const inviteUrl = await invite.inputValue();
    const gameId = new URL(a.url()).pathname.split("/").pop()!;
    expect(inviteUrl).toContain(gameId);
    await a.getByText("Waiting for 1 more player.").waitFor();
    await a.screenshot({ path: join(SCREENSHOTS, "invite.png"), fullPage: true });
    // While nobody joins, the waiting page keeps asking and the server keeps answering "not modified".
    await waitFor("a conditional poll answered 304", async () => (notModified > 0 ? true : null));

    // --- Bruno, phone, French: opens the invite link and joins as a named guest.
    const bruno = await browser.newContext({ viewport: PHONE, locale: "fr-FR", isMobile: true, hasTouch: true });
    const b = await bruno.newPage();
    await b.goto(inviteUrl);
    await b.getByLabel("Votre nom, tel que les autres le verront").fill("Bruno");
    await b.getByRole("button", { name: "Rejoindre en invité" }).click();
    await b.getByRole("group", { name: /Le parcours/ }).waitFor();
    // Alice's page notices by itself that the seat filled and the game began.
    await a.getByRole("group", { name: /The track/ }).waitFor();

    // --- Play to the end: Alice clicks, Bruno uses the keyboard; every move goes through the confirm step.
    const players = [
      { page: a, seat: 0, play: /^Play the /, confirm: "Play", dialog: "Confirm your move" },
      // A card's name, not "Jouer depuis une liste" (the list mode's switch under the board).
      { page: b, seat: 1, play: /^Jouer (?!depuis)/, confirm: "Jouer", dialog: "Confirmez votre coup" },
    ];
    const moves: PlayedMove[] = [];
    const shots = { phone: false, desktop: false };
    for (;;) {
      const next = await waitFor("a legal card or the end of the game", async () => {
        if (await a.getByRole("table", { name: "Final scores" }).count()) return "over" as const;
        for (const player of players) {
          const card = player.page.getByRole("button", { name: player.play });
          if (await card.count()) return { player, card: card.first() };
        }
        return null;
      });
      if (next === "over") break;
      const { player, card } = next;
      const page = player.page;
      // Only the awaited seat may play: the other page offers no playable card.
      const other = players.find((p) => p !== player)!;
      expect(await other.page.getByRole("button", { name: other.play }).count()).toBe(0);

      if (moves.length >= 6 && player.seat === 1 && !shots.phone) {
        expect(await b.evaluate(() => document.documentElement.scrollWidth), "nothing overflows a 360-px phone").toBeLessThanOrEqual(
          PHONE.width,
        );
        await b.screenshot({ path: join(SCREENSHOTS, "game-phone.png"), fullPage: true });
        shots.phone = true;
      }
      if (moves.length >= 6 && player.seat === 0 && !shots.desktop) {
        await card.hover(); // shows where the amulet would land
        await a.screenshot({ path: join(SCREENSHOTS, "game-desktop.png"), fullPage: true });
        shots.desktop = true;
      }

      const played = cardOf((await card.getAttribute("data-card"))!);
      if (player.seat === 0) {
        await card.click();
      } else {
        await card.focus();
        await page.keyboard.press("Enter");
      }
      const dialog = page.getByRole("dialog", { name: player.dialog });
      await dialog.waitFor();
      const confirm = dialog.getByRole("button", { name: player.confirm, exact: true });
      expect(await confirm.evaluate((el) => el === document.activeElement), "the confirm button has the focus").toBe(true);
      if (player.seat === 0) await confirm.click();
      else await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });
      moves.push({ seat: player.seat, move: { card: played } });
      expect(moves.length, "a game of Yucata' ends well before 60 moves").toBeLessThan(60);
    }

    // --- The end: both pages show the engine's result for the revealed seed and the moves played.
    const detail = (await (await a.request.get(`${stack.url}/api/games/${gameId}`)).json()) as { seed: string; options: unknown };
    expect(detail.seed, "the seed is revealed once the game is over").toBeTruthy();
    const engine = yucata.result(replay(yucata, { players: 2, options: detail.options, seed: detail.seed }, moves) as never)!;
    expect(engine).not.toBeNull();
    const expected = { alice: engine.scores[0], Bruno: engine.scores[1] };
    expect(await scoresShown(a, "Final scores")).toEqual(expected);
    expect(await scoresShown(b, "Scores finaux")).toEqual(expected);
    const winnerNames = engine.winners.map((s) => (s === 0 ? "alice" : "Bruno"));
    const statusLine = await a.getByRole("status").first().textContent();
    for (const name of winnerNames) expect(statusLine).toContain(name);
    await a.screenshot({ path: join(SCREENSHOTS, "finished.png"), fullPage: true });

    // --- History: the board as set up, then after the first move; nothing is playable there.
    await a.getByRole("button", { name: "History" }).click();
    await a.getByRole("button", { name: "To the start" }).click();
    await a.getByText("The board as set up").waitFor();
    const start = a.getByRole("img", { name: /^Square 0,/ });
    await waitFor("both amulets on the start square", async () =>
      (await start.getAttribute("aria-label"))?.includes("Bruno's amulet") ? true : null,
    );
    expect(await start.getAttribute("aria-label")).toContain("alice's amulet");
    expect(await a.getByRole("img", { name: /^Square 5,/ }).getAttribute("aria-label")).toContain("beige stone");
    expect(await a.getByRole("button", { name: /^Play the / }).count()).toBe(0);
    await a.getByRole("button", { name: "Next move" }).click();
    await a.getByText(`Move 1 of ${moves.length}`).waitFor();
    const first = moves[0]!;
    const firstCard = first.move as YucataMove;
    const mover = first.seat === 0 ? "alice" : "Bruno";
    // After the first card the mover's amulet has left the start square (a sword from the start goes to 1).
    const expectedSquare = firstCard.card === "sword" ? 1 : (firstCard.card as number);
    await waitFor("the first move on the history board", async () =>
      (await a.getByRole("img", { name: new RegExp(`^Square ${expectedSquare},`) }).getAttribute("aria-label"))?.includes(
        `${mover}'s amulet`,
      )
        ? true
        : null,
    );

    // --- My games: the game is listed apart, as finished, with the opponent and the winner.
    await a.getByRole("link", { name: "Back to your games" }).click();
    const finishedList = a.locator("section.game-list", { has: a.getByRole("heading", { name: "Finished" }) });
    await finishedList.waitFor();
    const listed = await finishedList.getByRole("link").first().textContent();
    expect(listed).toContain("Yucata'");
    expect(listed).toContain("with Bruno");
    expect(listed).toContain(`Game over: ${winnerNames.join(" and ")}`);
    await a.screenshot({ path: join(SCREENSHOTS, "my-games.png"), fullPage: true });

    // --- A spectator (nobody signed in) sees the public game and its result, and no hand.
    const watcher = await browser.newContext({ viewport: PHONE, locale: "en-US" });
    const w = await watcher.newPage();
    await w.goto(`${stack.url}/play/${gameId}`);
    expect(await scoresShown(w, "Final scores")).toEqual(expected);
    expect(await w.getByRole("heading", { name: "Your cards" }).count()).toBe(0);
    // A wrong address says what to do next.
    await w.goto(`${stack.url}/play/no-such-game`);
    await w.getByText("This game does not exist. Check the link, or go back to your games.").waitFor();
    await watcher.close();

    // --- Signing out leaves nobody signed in on this browser.
    await a.getByRole("button", { name: "Sign out" }).click();
    await a.getByRole("button", { name: "Send me a sign-in link" }).waitFor();
    await alice.close();
    await bruno.close();
  });

  it("a guest invited to a private game can take a seat from the invite link", async () => {
    const host = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    const h = await host.newPage();
    await h.goto(stack.url);
    await h.getByLabel("Email address").fill("carol@example.com");
    await h.getByRole("button", { name: "Send me a sign-in link" }).click();
    const mail = await stack.waitForMail("carol@example.com", /./);
    await h.goto(mail.text.match(/https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/)![0]);
    await h.getByRole("link", { name: "New game" }).first().click();
    await h.getByRole("combobox", { name: "Game", exact: true }).selectOption({ label: "Yucata'" });
    await h.getByLabel("Private: only invited players can watch").check();
    await h.getByRole("button", { name: "Create the game" }).click();
    // The waiting room fills the link in once the game exists.
    await h.waitForFunction(() => [...document.querySelectorAll("input")].some((i) => i.value.includes("/join/")));
    const inviteUrl = await h.getByLabel("Invite link", { exact: true }).inputValue();

    const guest = await browser.newContext({ viewport: PHONE, locale: "en-US" });
    const g = await guest.newPage();
    await g.goto(inviteUrl);
    await g.getByRole("heading", { name: "Yucata'", exact: true }).waitFor();
    await g.getByLabel("Your name, as the other players will see it").fill("Dora");
    await g.getByRole("button", { name: "Join as a guest" }).click();
    await g.getByRole("group", { name: /The track/ }).waitFor();
    await h.getByText("Dora", { exact: true }).first().waitFor();
    await host.close();
    await guest.close();
  });
});
