// What every browser test shares: Debian's Chromium as these machines have it, the page sizes we
// promise to work at, where screenshots go (docs/ only on request), and a patient wait for the server or the page.
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { AxeBuilder } from "@axe-core/playwright";
import { launchChromium } from "../support/chromium";
import { expect, vi } from "vitest";
import { startStack, type StackOptions, type TestStack } from "../support/stack";
import type { GameId } from "../../shared/games/index";
import type { Player } from "../support/tournament-bots";

/**
 * Where screenshots go: the README's pictures only when `npm run screenshots` asks for them, so that
 * `npm test` leaves the working tree as it found it.
 */
export const SCREENSHOTS = resolve(
  import.meta.dirname,
  process.env.TURNPOST_SCREENSHOTS === "docs" ? "../../docs/screenshots" : "../../test-results/screenshots",
);
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

/** Polls `probe` until it gives a value (not null), or fails saying what it waited for. */
export function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (value === null) throw new Error(`gave up waiting for ${what}`);
      return value;
    },
    { timeout: timeoutMs, interval: 120 },
  );
}

export interface BrowserStack {
  stack: TestStack;
  browser: Browser;
  /** Closes the browser, then stops the stack. */
  close(): Promise<void>;
}

/** A POST to the stack as this browser context's session (a same-origin call), which must succeed. */
export async function postAs(stack: TestStack, context: BrowserContext, path: string, data: unknown): Promise<any> {
  const reply = await context.request.post(`${stack.url}${path}`, { data, headers: { origin: stack.url } });
  expect(reply.status(), `POST ${path}: ${await reply.text()}`).toBeLessThan(300);
  return reply.json();
}

/**
 * A 2-player Yucata' game that Alice created and Bruno joined, Bruno to move first, with Bruno's seat link
 * as the path and `#seat=` part his "your turn" mail would open (both guests' contexts closed again).
 */
export async function brunosSeatLink(stack: TestStack, browser: Browser): Promise<{ id: string; seatLink: string }> {
  const alice = await browser.newContext();
  await postAs(stack, alice, "/api/auth/guest", { name: "Alice" });
  const { id } = await postAs(stack, alice, "/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
  const bruno = await browser.newContext();
  await postAs(stack, bruno, "/api/auth/guest", { name: "Bruno" });
  const { seatLink } = await postAs(stack, bruno, `/api/games/${id}/join`, {});
  await Promise.all([alice.close(), bruno.close()]);
  const link = new URL(seatLink as string);
  return { id, seatLink: link.pathname + link.hash };
}

/** A browser context signed in by the emailed link, and the same session as a bot's player. */
export async function signedInContext(
  stack: TestStack,
  browser: Browser,
  email: string,
  locale: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; player: Player }> {
  const context = await browser.newContext({ viewport: PHONE, locale, ...options });
  await postAs(stack, context, "/api/auth/email", { email });
  const mail = await stack.waitForMail(email, /sign-in/);
  await context.request.get(/http:\/\/\S+verify\?token=[\w-]+/.exec(mail.text)![0]);
  const reply = async (response: Awaited<ReturnType<BrowserContext["request"]["get"]>>) => ({
    status: response.status(),
    body: await response.json(),
  });
  const player: Player = {
    get: async (path) => reply(await context.request.get(`${stack.url}${path}`)),
    post: async (path, body) => reply(await context.request.post(`${stack.url}${path}`, { data: body, headers: { origin: stack.url } })),
  };
  return { context, player };
}

/** The game as this browser context's session sees it (the context shares its pages' cookies). */
export async function detailAs(stack: TestStack, context: BrowserContext, id: string): Promise<any> {
  return (await context.request.get(`${stack.url}/api/games/${id}`)).json();
}

/** How many moves make "mid-game" for each game: past any setup, well before the end. */
export const MID_GAME_MOVES: Record<GameId, number> = { yucata: 8, yucatan: 30, balam: 24, "rio-de-la-plata": 24 };

/**
 * Plays `count` moves through the API, each by whichever seat may move, picking among the legal moves
 * by a fixed stride so the game goes somewhere; returns the context whose turn it then is (in Rio
 * anyone may offer a trade at any time, so having moves is not the same).
 */
export async function playToMidGame(stack: TestStack, id: string, seats: BrowserContext[], count: number): Promise<BrowserContext> {
  const details = () => Promise.all(seats.map((s) => detailAs(stack, s, id)));
  for (let step = 0; step < count; step++) {
    const now = await details();
    expect(now[0]!.status, `game ${id} still running at move ${step}`).toBe("active");
    const mover = now.findIndex((d) => d.legalMoves.length > 0);
    const { legalMoves, version } = now[mover]!;
    const move = legalMoves[(step * 7) % legalMoves.length];
    await postAs(stack, seats[mover]!, `/api/games/${id}/moves`, { version, move, clientMoveId: `mid-${id}-${step}` });
  }
  const end = await details();
  expect(end[0]!.status).toBe("active");
  return seats[end.findIndex((d) => d.yourTurn)]!;
}

/** The local stack and a browser for one test file (screenshots' folder made ready). */
export async function openBrowserStack(options: StackOptions = {}): Promise<BrowserStack> {
  const stack = await startStack(options);
  const browser = await launchChromium();
  await mkdir(SCREENSHOTS, { recursive: true });
  return {
    stack,
    browser,
    async close() {
      await browser.close();
      await stack.stop();
    },
  };
}

/**
 * A board's legend says what its pictures mean: open beside the board on the desktop page, folded on the
 * phone's until tapped open. `words` gives one entry in each page's language.
 */
export async function expectLegend(
  legend: string,
  desktop: Page,
  phone: Page,
  words: { desktop: string; phone: string; summary: string },
): Promise<void> {
  const open = (page: Page) => page.locator(legend).evaluate((el) => (el as HTMLDetailsElement).open);
  expect(await open(desktop), "the legend is open on a desktop").toBe(true);
  await desktop.locator(legend).getByText(words.desktop).waitFor();
  expect(await open(phone), "the legend is folded on a phone").toBe(false);
  await phone.locator(`${legend} summary`, { hasText: words.summary }).click();
  await phone.locator(legend).getByText(words.phone).waitFor();
}

/** The serious and critical violations on the page as it stands, one line each: rule, element, why. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3, a control's name contains the words it shows (level A): axe keeps that rule among its
    // experimental ones, off unless asked for, and Lighthouse reports it.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id} (${v.impact}) at ${node.target.join(" ")}: ${node.failureSummary?.split("\n")[1]?.trim()}`),
    );
}
