// A whole turn from the mail, as a mail client opens it: a fresh Chromium context at 360 px, the "your
// turn" mail the stack really sent, and one button that plays both steps of a Balam or Rio turn.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { turnChoices } from "../../shared/engine/whole-turns";
import { Random } from "../../shared/engine/random";
import { gameRules, type GameId } from "../../shared/games/index";
import { MAX_MAIL_CHOICES } from "../../functions/notifier/mail-play";
import { GameStore } from "../../functions/store/games";
import { dynamoClient } from "../../functions/store/table";
import type { TestStack } from "../support/stack";
import { moveId } from "../support/client";
import { signedIn } from "../support/stack";
import { reseed } from "../reliability/support";
import { PHONE, openBrowserStack } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(async () => {
  await close?.();
});

/**
 * A seeded 2-player game of `game` played at random through the API until a seat's turn begins with few
 * whole turns, one of two steps; that seat's "your turn" mail for it, and the game's version then.
 */
async function mailedWholeTurn(game: GameId, seed: string) {
  const emails = [`${seed}-0@example.org`, `${seed}-1@example.org`];
  const players = [await signedIn(stack, emails[0]!), await signedIn(stack, emails[1]!)];
  const id = (await players[0]!.post("/api/games", { game, players: 2 })).body.id as string;
  await players[1]!.post(`/api/games/${id}/join`);
  const games = new GameStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
  await reseed(games, id, seed);
  const rules = gameRules(game);
  const chooser = Random.fromSeed(seed);
  // The seats awaited before: a seat whose turn begins is one awaited now and not then (the first turn's
  // mail went out before the reseed, so it is not one).
  let before = (await games.get(id))!.awaiting;
  for (let moves = 0; moves < 300; moves++) {
    const record = (await games.get(id))!;
    for (const seat of record.awaiting.filter((s) => !before.includes(s))) {
      const turn = turnChoices(rules, 2, record.state, seat, MAX_MAIL_CHOICES)?.find((t) => t.length === 2);
      if (!turn) continue;
      const token = `token=${id}-${seat}-${record.version}-`;
      const find = async () => (await stack.outbox()).find((m) => m.to === emails[seat] && m.text.includes(token));
      await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
      return { id, version: record.version, player: players[seat]!, mail: (await find())! };
    }
    before = record.awaiting;
    const seat = chooser.pick(record.awaiting);
    const move = chooser.pick(rules.legalMoves(record.state, seat));
    const played = await players[seat]!.post(`/api/games/${id}/moves`, { version: record.version, move, clientMoveId: moveId() });
    expect(played.status).toBe(200);
  }
  throw new Error(`no turn of ${game} began with few whole turns in 300 moves`);
}

describe("a whole turn from the mail, opened in a fresh browser", () => {
  // Seeds whose random games reach such a turn within 40 moves.
  it.each([
    ["rio-de-la-plata", "whole-turn-6"],
    ["balam", "whole-turn-3"],
  ] as const)("%s: plays both steps of the turn its button names, by keyboard at 360 px", async (game, seed) => {
    const { id, version, player, mail } = await mailedWholeTurn(game, seed);
    // The mail's buttons: the one of two steps reads as both, in order.
    const [, label, url] = /^\d\. ([^\n]+ → [^\n]+)\n(http:\/\/\S+)$/m.exec(mail.text)!;
    expect(label!.split(" → ")).toHaveLength(2);
    const context = await browser.newContext({ viewport: PHONE, locale: "en-GB" });
    try {
      const page = await context.newPage();
      await page.goto(url!);
      await page.getByText(label!).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.getByRole("button", { name: "Play it" }).focus();
      await page.keyboard.press("Enter");
      await page.getByText(`Played: ${label}`).waitFor();
      expect((await player.get(`/api/games/${id}`)).body.version).toBe(version + 2);
      const events = (await player.get(`/api/games/${id}/events?after=${version}`)).body.events;
      expect(events).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});
