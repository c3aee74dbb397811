// A silent seat in the browser, on a 360-px phone: the new-game form chooses how many missed deadlines
// make a seat silent, and the game page tells the silent player and the other one, each in their own
// language, that the seat is held and until when, then that a stand-in plays it. axe finds nothing
// serious on the page that says so. The stack's time is moved by hand (`sweep(now)`).
import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack";
import { detailAs, openBrowserStack, PHONE, postAs } from "./support";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack({ sweepByHand: true })));
afterAll(() => close?.());

async function guestOnPhone(name: string, lang: "en" | "fr"): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, locale: lang === "fr" ? "fr-FR" : "en-GB", timezoneId: "UTC" });
  await postAs(stack, context, "/api/auth/guest", { name, timeZone: "UTC" });
  const set = await context.request.patch(`${stack.url}/api/me`, { data: { lang }, headers: { origin: stack.url } });
  expect(set.status()).toBe(200);
  return context;
}

describe("a silent seat on the page", () => {
  it("is chosen in the form by keyboard, and the page says it is held, then played by a stand-in", { timeout: 120_000 }, async () => {
    const ana = await guestOnPhone("Ana", "en");
    const form = await ana.newPage();
    await form.goto(`${stack.url}/new`);
    await form.locator(".game-intro").waitFor();
    const silentAfter = form.getByLabel("Missed deadlines in a row before a seat is silent");
    await expect.poll(() => silentAfter.inputValue()).toBe("2");
    await silentAfter.focus();
    await form.keyboard.press("ArrowUp");
    await expect.poll(() => silentAfter.inputValue()).toBe("1");
    await form.getByText("Then the table holds the seat a turn's time").waitFor();
    await form.getByRole("button", { name: "Create the game" }).click();
    await form.locator("ol.seats").waitFor();
    const formGame = new URL(form.url()).pathname.split("/").pop()!;
    expect((await detailAs(stack, ana, formGame)).silentAfter).toBe(1);

    // A game where Ana plays first, and is silent at her first missed deadline.
    const created = await postAs(stack, ana, "/api/games", {
      game: "yucata",
      players: 2,
      options: { firstPlayer: 0 },
      timePerMoveDays: 1,
      silentAfter: 1,
    });
    const ben = await guestOnPhone("Ben", "fr");
    const joined = await postAs(stack, ben, `/api/games/${created.id}/join`, {});
    await stack.sweep(new Date(Date.parse(joined.deadline) + MINUTE));
    expect((await detailAs(stack, ben, created.id)).rescue).toEqual([expect.objectContaining({ step: "hold" })]);

    const benPage = await ben.newPage();
    await benPage.goto(`${stack.url}/play/${created.id}`);
    await benPage.getByText(/^Ana a manqué 1 échéance d’affilée\s: sa place est gardée jusqu’au .+\. Ensuite, un remplaçant/).waitFor();
    const anaPage = await ana.newPage();
    await anaPage.goto(`${stack.url}/play/${created.id}`);
    await anaPage.getByText(/^You missed 1 deadline in a row: your seat is held for you until .+\. Then a stand-in bot plays it/).waitFor();
    expect(await benPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const results = await new AxeBuilder({ page: benPage }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    // The hold is over: the stand-in plays, and the open page follows it without a reload.
    const until = Date.parse((await detailAs(stack, ben, created.id)).rescue[0].until);
    await stack.sweep(new Date(until + MINUTE));
    await benPage.getByText(/^Un remplaçant, Ordinateur \(fort\), joue la place d’Ana jusqu’à son retour\.$/).waitFor();
    await anaPage.getByText("A stand-in bot, Computer (strong), plays your seat. Play a move to take your seat back.").waitFor();
    expect(until - Date.parse(joined.deadline)).toBeGreaterThanOrEqual(DAY);
  });
});
