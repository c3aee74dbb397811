// A creator's minimums in the browser (docs/clocks.md, "A creator's minimums"): set in the new-game form
// by keyboard on a 360-px phone, then read in the lobby, where a player below them sees which of their
// own figures closes the seat to them, in English and in French, and someone who meets them may join.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack";
import { axeViolations, openBrowserStack, PHONE, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack({ sweepByHand: true })));
afterAll(() => close?.());

const MINUTE = 60_000;

async function guest(name: string, locale = "en-GB"): Promise<{ context: BrowserContext; page: Page; id: string }> {
  const context = await browser.newContext({ viewport: PHONE, locale });
  const { user } = await postAs(stack, context, "/api/auth/guest", { name });
  return { context, page: await context.newPage(), id: user.id };
}

/** Types into the field named `label` by keyboard, as a phone's user would after tabbing to it. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label).focus();
  await page.keyboard.type(text);
}

describe("a creator's minimums", () => {
  it("are set in the form, and the lobby says to whom a seat is closed and why", { timeout: 120_000 }, async () => {
    await stack.sweep(new Date("2029-10-01T09:00:00Z"));
    // Ana lets her day run out in a game she had started: a finish rate of 0% and one timeout.
    const ana = await guest("Ana");
    const { id: late } = await postAs(stack, ana.context, "/api/games", {
      game: "yucata",
      players: 2,
      options: { firstPlayer: 0 },
      timePerMoveDays: 1,
      timeoutPolicy: "forfeit",
    });
    const bob = await guest("Bob");
    const joined = await postAs(stack, bob.context, `/api/games/${late}/join`, {});
    await stack.sweep(new Date(Date.parse(joined.deadline) + MINUTE));
    const anaRhythm = async () => (await (await bob.context.request.get(`${stack.url}/api/users/${ana.id}`)).json()).rhythm;
    await expect.poll(async () => (await anaRhythm())?.timeouts90d, { timeout: 15_000 }).toBe(1);
    expect((await anaRhythm()).finishRate).toBe(0);

    // Bob opens a game whose seats ask for 80% finished and no timeout, by keyboard on his phone.
    await bob.page.goto(`${stack.url}/new`);
    const minimums = bob.page.getByRole("group", { name: "Who may take an open seat" });
    await minimums.getByText("A player below these cannot take an open seat.").waitFor();
    await typeInto(bob.page, "Lowest finish rate, in % (empty: no minimum)", "80");
    await typeInto(bob.page, "Most timeouts in the last 90 days (empty: no limit)", "0");
    expect(await bob.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await bob.page.getByRole("button", { name: "Create the game" }).focus();
    await bob.page.keyboard.press("Enter");
    await bob.page.waitForURL(/\/play\//);
    const created = (await (await bob.context.request.get(`${stack.url}/api/me/games`)).json()).games.find(
      (g: { id: string }) => g.id !== late,
    );
    expect(created.requirements).toEqual({ minFinishPercent: 80, maxTimeouts90d: 0 });

    // Ana reads the lobby: what the seats ask for, and the figure of hers that closes the seat to her.
    await ana.page.goto(`${stack.url}/lobby`);
    const row = ana.page.locator(".game-item", { hasText: "Asks for a finish rate of at least 80%." });
    await row.getByText("Asks for no timeout in 90 days.").waitFor();
    await row.getByText("Closed to you: your finish rate is 0%, below the 80% asked.").waitFor();
    const join = row.getByRole("button", { name: /^Join/ });
    expect(await join.isDisabled()).toBe(true);
    expect(await join.getAttribute("aria-describedby")).toBe(`closed-${created.id}`);
    expect(await ana.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(ana.page)).toEqual([]);

    // On her phone set to French, the same line in her words.
    const anaFr = await browser.newContext({ viewport: PHONE, locale: "fr-FR", storageState: await ana.context.storageState() });
    const frPage = await anaFr.newPage();
    await frPage.goto(`${stack.url}/lobby`);
    // French sets a no-break space before a colon.
    await frPage.getByText(/Fermée pour vous\s:\svous terminez 0 % de vos parties, moins que les 80 % demandés\./).waitFor();
    await frPage.getByText("N’accepte aucun dépassement de temps en 90 jours.").waitFor();

    // Cy has no record to hold against her: the seat is open to her, and she takes it.
    const cy = await guest("Cy");
    await cy.page.goto(`${stack.url}/lobby`);
    const open = cy.page.locator(".game-item", { hasText: "Asks for a finish rate of at least 80%." });
    await open.getByText("Asks for no timeout in 90 days.").waitFor();
    expect(await open.getByText(/Closed to you/).count()).toBe(0);
    await open.getByRole("button", { name: /^Join/ }).focus();
    await cy.page.keyboard.press("Enter");
    await cy.page.waitForURL(new RegExp(`/play/${created.id}`));
    for (const context of [ana.context, anaFr, bob.context, cy.context]) await context.close();
  });
});
