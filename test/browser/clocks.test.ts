// The clocks in the browser: a game made with a time bank from the new-game form shows each player's
// bank on its page (and the opponent's rest days, already in the waiting room), in English and in
// French; moves spaced by hours (the stack's time moved by hand) give a profile its rhythm and the
// game its forecast end. TURNPOST_SCREENSHOTS=docs writes the README's pictures of the three.
import { join } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack";
import { DESKTOP, detailAs, openBrowserStack, PHONE, postAs, SCREENSHOTS } from "./support";

const HOUR = 3_600_000;
let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack({ sweepByHand: true })));
afterAll(() => close?.());

async function patchAs(context: BrowserContext, data: unknown) {
  const reply = await context.request.patch(`${stack.url}/api/me`, { data, headers: { origin: stack.url } });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** Plays the first legal move of this context's seat. */
async function playAs(context: BrowserContext, id: string, tag: string) {
  const game = await detailAs(stack, context, id);
  await postAs(stack, context, `/api/games/${id}/moves`, {
    version: game.version,
    move: game.legalMoves[0],
    clientMoveId: `clocks-${tag}`,
  });
}

describe("a game with a time bank", () => {
  it("is made from the form, shows the opponent's rest days at join and each bank, rhythms and the forecast", {
    timeout: 180_000,
  }, async () => {
    // Ana rests at the weekend: her moves fall on weekdays, from the coming Monday, 09:00 UTC.
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    monday.setUTCHours(9, 0, 0, 0);
    await stack.sweep(monday);
    const ana = await browser.newContext({ viewport: DESKTOP, locale: "en-GB", timezoneId: "UTC" });
    await postAs(stack, ana, "/api/auth/guest", { name: "Ana", timeZone: "UTC" });
    await patchAs(ana, { restDays: [6, 0] });
    const page = await ana.newPage();
    await page.goto(`${stack.url}/new`);
    await page.locator(".game-intro").waitFor();
    await page.locator("form.stack select").first().selectOption("yucata");
    await page.locator("label", { hasText: "Time per move" }).locator("select").selectOption({ label: "7 days, +1 a move, at most 14" });
    await page.getByText("Each player starts with the bank").waitFor();
    await page.getByRole("button", { name: "Create the game" }).click();
    await page.locator("ol.seats").waitFor();
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByText("Time bank: 7 days, plus 1 day a move, at most 14").waitFor();

    // Ana rests at the weekend: Ben, reading French, sees it in the waiting room before he joins.
    const ben = await browser.newContext({ viewport: DESKTOP, locale: "fr-FR", timezoneId: "Europe/Paris" });
    await postAs(stack, ben, "/api/auth/guest", { name: "Ben", timeZone: "Europe/Paris" });
    await patchAs(ben, { lang: "fr" });
    const benPage = await ben.newPage();
    await benPage.goto(`${stack.url}/play/${id}`);
    await benPage.getByText(/^Ana\s:\sse repose le samedi et le dimanche \(UTC\)$/).waitFor();
    await benPage.getByRole("button", { name: "Prendre une place dans Yucata'" }).click();
    // The first player is drawn; each plays when awaited, hours apart, so that both have a rhythm, over
    // the day and the moves a forecast waits for.
    await expect.poll(async () => (await detailAs(stack, ana, id)).status).toBe("active");
    const start = Date.parse((await detailAs(stack, ana, id)).turnSince);
    for (let move = 0; move < 8; move++) {
      await stack.sweep(new Date(start + (move + 1) * 3 * HOUR));
      const awaited = (await detailAs(stack, ana, id)).awaiting[0];
      await playAs(awaited === 0 ? ana : ben, id, `${id}-${move}`);
    }
    // The rhythms follow the moves through the table's stream.
    const rhythmMoves = async () =>
      (await (await ana.request.get(`${stack.url}/api/games/${id}/rhythms`)).json()).players.map((p: any) => p.rhythm?.moves);
    await expect.poll(rhythmMoves, { timeout: 15_000 }).toEqual([4, 4]);
    // The forecast is a range of dates, as the API gives it, in the reader's words.
    const { forecast } = await (await ana.request.get(`${stack.url}/api/games/${id}/rhythms`)).json();
    expect(Date.parse(forecast.latest)).toBeGreaterThan(Date.parse(forecast.earliest));
    const dateIn = (lang: string, timeZone: string, iso: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone }).format(new Date(iso));
    // The pages read the stack's time, so that their countdowns agree with the server's.
    await page.clock.setFixedTime(start + 24 * HOUR);
    await page.reload();
    const clocks = page.locator("section.clocks");
    await expect.poll(() => clocks.textContent()).toMatch(/Likely to end between/);
    const text = (await clocks.textContent())!;
    expect(text).toContain(
      `Likely to end between ${dateIn("en", "UTC", forecast.earliest)} and ${dateIn("en", "UTC", forecast.latest)} (about ${forecast.movesLeft} moves left).`,
    );
    expect(text).toContain(
      "Ana: 10 days 12 hours left in your bank · rests on Saturday and Sunday (UTC) · answers in 3 hours · 100% within 24 h",
    );
    expect(text).toContain("Ben: 10 days 12 hours left in the bank · answers in 3 hours · 100% within 24 h");
    await clocks.screenshot({ path: join(SCREENSHOTS, "time-bank.png") });
    await page.screenshot({ path: join(SCREENSHOTS, "forecast.png"), fullPage: true });

    await benPage.clock.setFixedTime(start + 24 * HOUR);
    await benPage.reload();
    const benClocks = benPage.locator("section.clocks");
    await expect.poll(() => benClocks.textContent()).toMatch(/Ben\s:\sil vous reste 10 jours et 12 heures dans votre réserve/);
    const paris = (iso: string) => dateIn("fr", "Europe/Paris", iso);
    // The forecast comes with the rhythms, a request of its own after the clocks: waited for, not read at once.
    await expect
      .poll(() => benClocks.textContent())
      .toContain(`Fin probable entre le ${paris(forecast.earliest)} et le ${paris(forecast.latest)}`);

    // Ana's profile tells her rhythm.
    const { user } = await (await ana.request.get(`${stack.url}/api/me`)).json();
    await page.goto(`${stack.url}/u/${user.id}`);
    const rhythm = page.locator("ul.rhythm");
    await rhythm.waitFor();
    expect(await rhythm.textContent()).toContain("Usually answers within 3 hours (over the last 4 moves).");
    expect(await rhythm.textContent()).toContain("100% of moves made within 24 hours.");
    // The game under way is started, not yet finished.
    expect(await rhythm.textContent()).toContain("0% of games finished (1 game started in the last 12 months).");
    await page.locator(".profile").screenshot({ path: join(SCREENSHOTS, "profile-rhythm.png") });
  });
});

describe("rest days in Settings", () => {
  it("are chosen from the week, two at most, and kept after a reload", { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "en-GB" });
    await postAs(stack, context, "/api/auth/guest", { name: "Cid" });
    const page = await context.newPage();
    await page.goto(`${stack.url}/settings`);
    const section = page.getByRole("region", { name: "Rest days" });
    for (const day of ["Saturday", "Sunday"]) await section.getByLabel(day).check();
    await section.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => section.getByRole("status").textContent()).toBe("Saved.");
    await section.getByLabel("Friday").check();
    await section.getByRole("alert").getByText("At most 2 rest days a week.").waitFor();
    await page.reload();
    // The settings page loads on first use, so the boxes are asked for until it is drawn.
    const checked = () =>
      page
        .getByRole("region", { name: "Rest days" })
        .getByRole("checkbox", { checked: true })
        .evaluateAll((boxes) => boxes.map((b) => b.parentElement!.textContent!.trim()));
    await expect.poll(checked).toEqual(["Saturday", "Sunday"]);
    await context.close();
  });
});
