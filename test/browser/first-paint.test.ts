// What a phone's first paint of a game does not wait for: opening a seat link for the first time, the
// page asks for the site's typeface, and for the column beside the board (log, plans, chat), only once
// the board is on screen, and keeps the system's typeface for that page; the next page load uses the
// typeface from the start, with nothing to swap under the reader.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { TestStack } from "../support/stack";
import { PHONE, brunosSeatLink, openBrowserStack } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

/** When the board first appeared, by the page's own clock: recorded from the page's first script on. */
const RECORD_BOARD = () => {
  const seen = new MutationObserver(() => {
    if (!document.querySelector(".board-area svg")) return;
    (window as unknown as { boardAt: number }).boardAt = performance.now();
    seen.disconnect();
  });
  seen.observe(document, { childList: true, subtree: true });
};

describe("a game page's first paint", () => {
  it("comes before the typeface and the side column are asked for, and the next load uses the typeface", { timeout: 90_000 }, async () => {
    const { seatLink } = await brunosSeatLink(stack, browser);
    const context = await browser.newContext({ viewport: PHONE, locale: "en-GB" });
    await context.addInitScript(RECORD_BOARD);
    const page = await context.newPage();
    await page.goto(`${stack.url}${seatLink}`);
    // The column beside the board (its log) arrives after it.
    await page.locator("aside.side").waitFor();
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((r) => r.name.endsWith(".woff2")));
    const timings = await page.evaluate(() => ({
      boardAt: (window as unknown as { boardAt: number }).boardAt,
      fonts: performance
        .getEntriesByType("resource")
        .filter((r) => r.name.endsWith(".woff2"))
        .map((r) => r.startTime),
      sideColumn: performance
        .getEntriesByType("resource")
        .filter((r) => /\/SidePanel-[^/]+\.js$/.test(r.name))
        .map((r) => r.startTime),
      typeface: document.documentElement.classList.contains("typeface"),
    }));
    expect(timings.boardAt, "the board was drawn").toBeGreaterThan(0);
    expect(timings.fonts.length, "both weights of the typeface").toBe(2);
    for (const at of timings.fonts) expect(at, "a typeface file asked for after the board").toBeGreaterThan(timings.boardAt);
    expect(timings.sideColumn.length, "the side column's code, a chunk of its own").toBe(1);
    expect(timings.sideColumn[0], "the side column's code asked for after the board").toBeGreaterThan(timings.boardAt);
    expect(timings.typeface, "this page keeps the system's typeface").toBe(false);

    await page.reload();
    await page.locator(".board-area svg").waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("typeface")), "the next load uses the typeface").toBe(
      true,
    );
    await context.close();
  });
});
