// What changed since your last visit, on the board: Alice opens her game and leaves; Bruno (a guest,
// through the API) moves; when Alice comes back, the squares or hexes his move changed are outlined,
// show the word "New" and say so in their accessible names, and the page starts on the newest log entry.
// Yucata' (an amulet that moved), Yucatàn (what a setup placement put on the board), Balam (the site Bruno
// took and built on) and Rio de la Plata (the square where Bruno placed workers).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import type { TestStack } from "../support/stack";
import { DESKTOP, detailAs, openBrowserStack, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

/** Plays the first legal move for `context`'s seat while the game awaits it; answers how many it played. */
async function playWhileAwaited(context: BrowserContext, id: string, tag: string): Promise<number> {
  let played = 0;
  for (;;) {
    const detail = await detailAs(stack, context, id);
    if (!detail.awaiting.includes(detail.seat) || detail.legalMoves.length === 0) return played;
    await postAs(stack, context, `/api/games/${id}/moves`, {
      version: detail.version,
      move: detail.legalMoves[0],
      clientMoveId: `since-${tag}-${detail.version}`,
    });
    played++;
  }
}

/** Alice (guest, seat 0) and Bruno (guest, seat 1) in a started two-player game of `game`. */
async function twoGuests(game: string, options: Record<string, unknown>) {
  const alice = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
  await postAs(stack, alice, "/api/auth/guest", { name: "Alice" });
  const created = await postAs(stack, alice, "/api/games", { game, players: 2, options });
  const bruno = await browser.newContext({ locale: "en-GB" });
  await postAs(stack, bruno, "/api/auth/guest", { name: "Bruno" });
  await postAs(stack, bruno, `/api/games/${created.id}/join`, {});
  return { id: created.id as string, alice, bruno };
}

/** Alice looks at the game, leaves, Bruno moves, and Alice comes back: the page she comes back to. */
async function comeBackAfterBruno(
  alice: BrowserContext,
  bruno: BrowserContext,
  id: string,
  board: RegExp,
  brunoPlays = () => playWhileAwaited(bruno, id, "bruno"),
) {
  const first = await alice.newPage();
  await first.goto(`${stack.url}/play/${id}`);
  await first.getByRole("group", { name: board }).waitFor();
  await expect.poll(() => first.locator(".changed").count(), { message: "nothing is new on a first visit" }).toBe(0);
  const seen = (await detailAs(stack, alice, id)).version;
  await first.close();
  expect(await brunoPlays(), "Bruno had a move to make").toBeGreaterThan(0);
  const page = await alice.newPage();
  await page.goto(`${stack.url}/play/${id}`);
  await page.getByRole("group", { name: board }).waitFor();
  return { page, seen };
}

/** Plays `pick`'s choice among `context`'s legal moves while the game awaits its seat. */
async function playPicking(
  context: BrowserContext,
  id: string,
  tag: string,
  pick: (moves: { type: string }[]) => unknown,
): Promise<number> {
  for (let played = 0; ; played++) {
    const detail = await detailAs(stack, context, id);
    if (!detail.awaiting.includes(detail.seat) || detail.legalMoves.length === 0) return played;
    await postAs(stack, context, `/api/games/${id}/moves`, {
      version: detail.version,
      move: pick(detail.legalMoves),
      clientMoveId: `since-${tag}-${detail.version}`,
    });
  }
}

/** Balam: pay, choose a site and build on it before anything else. */
const BALAM_ORDER = ["tax", "site", "build", "flip", "end"];
const balamPick = (moves: { type: string }[]) => {
  const rank = (m: { type: string }) => (BALAM_ORDER.includes(m.type) ? BALAM_ORDER.indexOf(m.type) : BALAM_ORDER.length);
  return [...moves].sort((x, y) => rank(x) - rank(y))[0];
};

describe("the board after a visit", () => {
  it("Yucata': outlines and names the square Bruno's amulet moved to", { timeout: 120_000 }, async () => {
    const { id, alice, bruno } = await twoGuests("yucata", { firstPlayer: 0 });
    expect(await playWhileAwaited(alice, id, "alice")).toBe(1);
    const { page, seen } = await comeBackAfterBruno(alice, bruno, id, /The track/);
    const square = (await detailAs(stack, alice, id)).view.positions[1];
    const cell = page.getByRole("img", { name: new RegExp(`^Square ${square}, .*new since your last visit: Bruno's amulet moved here`) });
    await cell.waitFor();
    expect(await cell.getAttribute("class")).toContain("changed");
    expect(await cell.locator(".since-word").textContent()).toBe("New");
    // Her own square, which Bruno's move did not change, is not marked.
    const mine = (await detailAs(stack, alice, id)).view.positions[0];
    expect(await page.getByRole("img", { name: new RegExp(`^Square ${mine}, `) }).getAttribute("class")).not.toContain("changed");
    // The page starts on the newest entry, marked new.
    const newest = (await detailAs(stack, alice, id)).version;
    expect(newest).toBeGreaterThan(seen);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`log-${newest}`);
    expect(await page.locator(`#log-${newest}`).textContent()).toContain("New since your last visit");
  });

  it("Yucatàn: outlines and names the hexes Bruno's placement changed", { timeout: 120_000 }, async () => {
    const { id, alice, bruno } = await twoGuests("yucatan", { firstPlayer: 0 });
    await playWhileAwaited(alice, id, "alice");
    const { page } = await comeBackAfterBruno(alice, bruno, id, /board/i);
    const changed = page.locator(".yucatan-board g.changed");
    await expect.poll(() => changed.count()).toBeGreaterThan(0);
    const label = await changed.first().getAttribute("aria-label");
    expect(label).toMatch(/new since your last visit: (the village changed|Bruno's warrior #\d+ arrived here)/);
    expect(await changed.first().locator(".since-word").textContent()).toBe("New");
  });

  it("Balam: outlines and names the site Bruno took and built on", { timeout: 120_000 }, async () => {
    const { id, alice, bruno } = await twoGuests("balam", {});
    await playPicking(alice, id, "alice", balamPick);
    const { page } = await comeBackAfterBruno(alice, bruno, id, /The land of the Maya kings/, () =>
      playPicking(bruno, id, "bruno", balamPick),
    );
    const taken = (await detailAs(stack, alice, id)).view.sites.filter((s: { owner: number | null }) => s.owner === 1).length;
    expect(taken, "Bruno holds a city").toBeGreaterThan(0);
    const changed = page.locator(".balam-map .site.changed");
    await expect.poll(() => changed.count()).toBeGreaterThan(0);
    expect(await changed.first().getAttribute("aria-label")).toMatch(/new since your last visit: .*(taken|built on)/);
    // The badge is drawn over the tile, outside the control (see docs/web.md, WCAG 2.5.3).
    const site = await changed.first().getAttribute("data-site");
    expect(await page.locator(`.balam-map [data-marks="${site}"] .since-word`).textContent()).toBe("New");
    // Bruno's turn made several entries: one marker heads them, not one per row.
    // The log comes with the column beside the board, once the board is drawn (lazyPart).
    await expect.poll(() => page.locator(".log li.new").count(), { message: "entries new since the visit" }).toBeGreaterThan(1);
    expect(await page.locator(".log .new-mark").count(), "one marker").toBe(1);
  });

  it("Rio de la Plata: outlines and names the square where Bruno placed workers", { timeout: 120_000 }, async () => {
    const { id, alice, bruno } = await twoGuests("rio-de-la-plata", {});
    const place = (moves: { type: string }[]) => moves.find((m) => m.type === "placeCity") ?? moves.find((m) => m.type === "pass");
    await playPicking(alice, id, "alice", place);
    const { page } = await comeBackAfterBruno(alice, bruno, id, /The city/, () => playPicking(bruno, id, "bruno", place));
    const changed = page.locator(".rio-city .cell.changed");
    await expect.poll(() => changed.count()).toBeGreaterThan(0);
    expect(await changed.first().getAttribute("aria-label")).toMatch(/new since your last visit: workers came or left.*Bruno: \d workers?/);
    expect(await changed.first().locator(".since-word").textContent()).toBe("New");
  });
});
