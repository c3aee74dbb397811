// A player coming back sees what the others did since their last visit: after an opponent's turns, the
// Balam and Rio boards outline what changed and say it in the pieces' names. The boards are drawn in
// Chromium from two views of a seeded game, the viewer's before and after the opponent's real moves (the
// game page hands a board these as `since` and `view`).
import { resolve } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { AnyGame } from "../../shared/engine/play";
import { balam } from "../../shared/games/balam/index";
import { rioDeLaPlata } from "../../shared/games/rio-de-la-plata/index";
import { launchChromium } from "./support";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [resolve(import.meta.dirname, "fixtures/board-since.tsx")],
    bundle: true,
    write: false,
    outdir: "out",
    jsx: "automatic",
    jsxImportSource: "preact",
    logLevel: "silent",
  });
  const file = (ext: string) => bundle.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? "";
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.setContent(`<!doctype html><html><head><style>${file(".css")}</style></head><body></body></html>`);
  await page.addScriptTag({ content: file(".js") });
});
afterAll(() => browser?.close());

/**
 * Plays from the setup, the awaited seat making the `pick`ed legal move, until seat 0 has had a turn and
 * every other seat has moved after it; gives seat 0's view when its turn ended and its view now.
 */
function opponentsPlay(game: AnyGame, players: number, pick: (moves: any[]) => any): { since: unknown; view: unknown } {
  let state = game.setup({ players, options: game.options.parse({}), seed: "highlights" });
  let since: unknown = null;
  let othersMoved = 0;
  for (let step = 0; step < 200; step++) {
    const seat = (game.view(state, null) as { awaiting: number[] }).awaiting[0];
    if (seat === undefined) break;
    if (seat === 0 && othersMoved >= players - 1) return { since, view: game.view(state, 0) };
    if (seat === 0) {
      othersMoved = 0;
      since = null;
    } else {
      since ??= game.view(state, 0);
      othersMoved++;
    }
    state = game.apply(state, seat, pick(game.legalMoves(state, seat))).state;
  }
  throw new Error("seat 0 never came back");
}

const draw = (game: string, views: { since: unknown; view: unknown }) =>
  page.evaluate(([g, v, s]) => window.drawBoard(g as string, v, s), [game, views.view, views.since] as const);

describe("highlights since the last visit", () => {
  it("Balam: the sites the opponent took and built on are outlined and say so", async () => {
    // The opponent pays, chooses a site and builds on it whenever it can.
    const order = ["tax", "site", "build", "flip", "end"];
    const rank = (m: { type: string }) => (order.includes(m.type) ? order.indexOf(m.type) : order.length);
    const views = opponentsPlay(balam, 2, (moves) => [...moves].sort((x, y) => rank(x) - rank(y))[0]);
    await draw("balam", views);
    const changed = await page
      .locator(".balam-map .site.changed")
      .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
    expect(changed.length, "the opponent's city is highlighted").toBeGreaterThan(0);
    for (const label of changed) expect(label).toMatch(/since your last visit: .*(taken|built on)/);
    expect(await page.locator(".balam-map .site.changed .news .outline").count(), "an outline, not colour alone").toBe(changed.length);
    // Nothing the opponent did not touch is marked.
    expect(await page.locator(".balam-map .site:not(.changed) .news").count()).toBe(0);
  });

  it("Rio de la Plata: the squares where the opponents placed workers are outlined and say so", async () => {
    const views = opponentsPlay(
      rioDeLaPlata,
      3,
      (moves) =>
        moves.find((m: { type: string }) => m.type === "placeCity") ?? moves.find((m: { type: string }) => m.type === "pass") ?? moves[0],
    );
    await draw("rio-de-la-plata", views);
    const changed = await page
      .locator(".rio-city .cell.changed")
      .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
    expect(changed.length, "the opponents' workers are highlighted").toBeGreaterThan(0);
    for (const label of changed) expect(label).toMatch(/since your last visit: workers came or left.*(Bruno|Chloé): \d workers?/);
    expect(await page.locator(".rio-city .cell.changed .news .outline").count()).toBe(changed.length);
  });

  it("shows nothing as changed without a last visit", async () => {
    const { view } = opponentsPlay(balam, 2, (moves) => moves.find((m: { type: string }) => m.type === "flip") ?? moves[0]);
    await draw("balam", { since: undefined, view });
    expect(await page.locator(".balam-map .news").count()).toBe(0);
  });
});
