// One person plays a whole game of Yucata' against the computer in the browser, through the UI only:
// she puts the strong bot in the second seat when creating the game, the game starts at once, and the
// bot answers each of her cards by itself (the server's clock plays it after a short pause, which the
// test skips by sweeping the clock at the bot's deadline). The final scores on screen must be the
// engine's own result for the revealed seed and every card played.
// And the new-game form offers the expert level in the games that have one (every game, since Balam's).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { TestStack } from "../support/stack";
import { yucata, type YucataMove } from "../../shared/games/yucata/index";
import { replay, type PlayedMove } from "../../shared/engine/play";
import { openBrowserStack, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack({ sweepByHand: true })));
afterAll(() => close?.());

const cardOf = (value: string): YucataMove["card"] =>
  /^[1-5]$/.test(value) ? (Number(value) as 1 | 2 | 3 | 4 | 5) : (value as "sword" | "question");

describe("playing against the computer", () => {
  it("the new-game form offers the expert in Balam too, and keeps it when the game changes", { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(stack.url);
    await page.getByLabel("Email address").fill("levels@example.com");
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    const mail = await stack.waitForMail("levels@example.com", /./);
    await page.goto(mail.text.match(/https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/)![0]);
    await page.getByRole("link", { name: "New game" }).first().click();
    const game = page.getByRole("combobox", { name: "Game", exact: true });
    const seat = page.getByRole("combobox", { name: "Seat 2", exact: true });
    await game.selectOption({ label: "Yucata'" });
    await seat.selectOption({ label: "Computer (expert)" });
    // Balam has an expert too (shared/bots/levels.ts): the seat keeps it.
    await game.selectOption({ label: "Balam" });
    expect(await seat.locator("option").allTextContents()).toContain("Computer (expert)");
    await expect.poll(() => seat.inputValue()).toBe("expert");
    await context.close();
  });

  it("one person plays a whole Yucata' game against the strong bot; the scores shown are the engine's", { timeout: 300_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(stack.url);
    await page.getByLabel("Email address").fill("solo@example.com");
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    const mail = await stack.waitForMail("solo@example.com", /./);
    await page.goto(mail.text.match(/https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/)![0]);
    await page.getByRole("heading", { name: "Your games" }).waitFor();

    // --- Create: two players, the second seat the strong computer, no time limit.
    await page.getByRole("link", { name: "New game" }).first().click();
    await page.getByRole("combobox", { name: "Game", exact: true }).selectOption({ label: "Yucata'" });
    await page.getByLabel("Number of players").selectOption("2");
    await page.getByRole("combobox", { name: "Seat 2", exact: true }).selectOption({ label: "Computer (strong)" });
    await page.getByLabel("Time per move").selectOption({ label: "No limit" });
    await page.getByRole("button", { name: "Create the game" }).click();
    // Nobody has to join: the game begins at once, with the computer named in its seat.
    await page.getByRole("group", { name: /The track/ }).waitFor();
    await page.getByText("Computer (strong)").first().waitFor();
    const gameId = new URL(page.url()).pathname.split("/").pop()!;
    const api = (path: string) => page.request.get(`${stack.url}/api/games/${gameId}${path}`).then((r) => r.json());

    // --- Play every turn of ours by clicking; the bot's turns pass without anyone acting.
    const mine: YucataMove[] = [];
    /** The bot plays once its 2–5 s pause is over: the clock is swept at that deadline instead of waiting. */
    const botPlays = async () => {
      const due = await waitFor("the bot's turn or the end of the game", async () => {
        const detail = (await api("")) as { status: string; awaiting: number[]; deadline: string | null };
        if (detail.status !== "active") return { deadline: null };
        return detail.awaiting.includes(0) ? null : { deadline: detail.deadline };
      });
      if (due.deadline) await stack.sweep(new Date(Date.parse(due.deadline) + 1));
    };
    if (!((await api("")) as { awaiting: number[] }).awaiting.includes(0)) await botPlays();
    for (;;) {
      const next = await waitFor("a playable card or the end of the game", async () => {
        if (await page.getByRole("table", { name: "Final scores" }).count()) return "over" as const;
        const card = page.getByRole("button", { name: /^Play the / });
        return (await card.count()) ? card.first() : null;
      });
      if (next === "over") break;
      const played = cardOf((await next.getAttribute("data-card"))!);
      await next.click();
      const dialog = page.getByRole("dialog", { name: "Confirm your move" });
      await dialog.getByRole("button", { name: "Play", exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      mine.push({ card: played });
      await botPlays();
      expect(mine.length, "a game of Yucata' ends well before 30 cards of one player").toBeLessThan(30);
    }

    // --- Every card of the game, in order, from the public log: ours as we played them, and the bot's.
    const { events } = (await api("/events?after=0&limit=200")) as {
      events: { seat: number; log: { key: string; params: { card: YucataMove["card"] } }[] }[];
    };
    const moves: PlayedMove[] = events.map((e) => ({
      seat: e.seat,
      move: { card: e.log.find((l) => l.key === "yucata.played")!.params.card },
    }));
    expect(moves.filter((m) => m.seat === 0).map((m) => m.move)).toEqual(mine);
    expect(moves.filter((m) => m.seat === 1).length, "the bot played its turns").toBeGreaterThanOrEqual(mine.length - 1);

    const detail = (await api("")) as { seed: string; options: unknown; players: { name: string }[] };
    const engine = yucata.result(replay(yucata, { players: 2, options: detail.options, seed: detail.seed }, moves) as never)!;
    expect(engine, "the cards logged end the game").not.toBeNull();
    const table = page.getByRole("table", { name: "Final scores" });
    const shown = await table
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [tr.querySelector("th")!.childNodes[0]!.textContent!.trim(), Number(tr.querySelector("td")!.textContent)] as const),
      );
    expect(Object.fromEntries(shown)).toEqual({ solo: engine.scores[0], "Computer (strong)": engine.scores[1] });
    const status = await page.getByRole("status").first().textContent();
    for (const seat of engine.winners) expect(status).toContain(seat === 0 ? "solo" : "Computer (strong)");
    await context.close();
  });
});
