// Three people play Rio de la Plata in the browser, through the UI: Alice signs in on a desktop and
// creates a 3-player game; Bruno joins from a 360-px phone in French and plays by keyboard; Chloé joins on
// a desktop. In the first year each of them settles a square of the start zone and builds a hut there;
// Alice offers Bruno a trade in the trade dialog and he accepts it. Then they play on (passing, so that
// the years go by quickly) until at least three years are over and a combat has been fought to its end:
// the attacker brings the enemy in, moves a group on the city grid, defenders take position on their
// huts. Alice keeps a pair of workers in the city until a year's end, takes one home from its square and
// leaves the other there for the next year (revision 3). The test reads the API only to decide which highlighted move to click; every move goes through
// the board and the confirm step. Screenshots go to docs/screenshots/rio-de-la-plata-*.png.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { TestStack } from "../support/stack";
import type { RioMove, RioView } from "../../shared/games/rio-de-la-plata/index";
import { START_ZONE } from "../../shared/games/rio-de-la-plata/data";
import { DESKTOP, PHONE, SCREENSHOTS, expectLegend, openBrowserStack, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

interface Detail {
  id: string;
  seat: number;
  version: number;
  view: RioView;
  legalMoves: RioMove[];
  turnSteps?: number[];
}
interface Player {
  page: Page;
  name: string;
  lang: "en" | "fr";
  keyboard: boolean;
  seat: number;
}

const TRADE_TYPES = new Set(["offer", "acceptOffer", "declineOffer", "withdrawOffer"]);
const CITY_TYPES = new Set([
  "placeCity",
  "sendHome",
  "build",
  "activate",
  "defend",
  "placeEnemy",
  "moveGroup",
  "cannonHit",
  "merge",
  "proposeMerge",
]);
const words = {
  en: { dialog: "Confirm your move", play: "Play", city: "The city: 8 quarters around the plaza" },
  fr: { dialog: "Confirmez votre coup", play: "Jouer", city: "La ville\u00a0: 8 quartiers autour de la place" },
};

async function detailOf(page: Page, gameId: string): Promise<Detail> {
  const response = await page.request.get(`${stack.url}/api/games/${gameId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Detail;
}

/** The square a city move is chosen on (the board lists a square's moves once it is selected). */
function squareOf(move: RioMove, view: RioView): number | null {
  if (!CITY_TYPES.has(move.type)) return null;
  if ("cell" in move) return move.cell;
  if (move.type === "moveGroup") return move.to;
  const groupId = move.type === "cannonHit" ? move.group : "into" in move ? move.into : -1;
  return view.combat!.groups.find((g) => g.id === groupId)!.cell;
}

/**
 * Plays `move` on the player's board: its square first if it is a city move, then the confirm step unless
 * the move is a step of the turn (it keeps the turn and shows nothing), which is played at once.
 */
async function play(player: Player, move: RioMove, detail: Detail): Promise<void> {
  const { page, keyboard } = player;
  const view = detail.view;
  const press = async (locator: ReturnType<Page["locator"]>) => {
    await locator.waitFor();
    if (keyboard) {
      await locator.focus();
      await page.keyboard.press("Enter");
    } else await locator.click();
  };
  const square = squareOf(move, view);
  if (square !== null) await press(page.locator(`.rio-city [data-cell="${square}"]`));
  const button = page.locator(`[data-move='${JSON.stringify(move)}']`);
  if (square !== null) {
    // Selecting a square puts the focus on its first move, so the keyboard goes on from there.
    await button.waitFor();
    if (keyboard)
      await waitFor(
        "the focus on the square's first move",
        async () => ((await page.evaluate(() => document.activeElement?.closest(".rio-chooser") !== null)) ? true : null),
        5_000,
      );
  }
  await press(button);
  const step = (detail.turnSteps ?? []).some((i) => JSON.stringify(detail.legalMoves[i]) === JSON.stringify(move));
  if (step) {
    await waitFor("the step to be played", async () => ((await detailOf(page, detail.id)).version > detail.version ? true : null));
  } else {
    const w = words[player.lang];
    const dialog = page.getByRole("dialog", { name: w.dialog });
    await dialog.waitFor();
    const confirm = dialog.getByRole("button", { name: w.play, exact: true });
    expect(await confirm.evaluate((el) => el === document.activeElement), "the confirm button has the focus").toBe(true);
    if (keyboard) await page.keyboard.press("Enter");
    else await confirm.click();
    await dialog.waitFor({ state: "detached" });
  }
  expect(await page.locator("p.error[role=alert]").count(), "the move was accepted").toBe(0);
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(stack.url);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  const mail = await stack.waitForMail(email, /./);
  await page.goto(mail.text.match(/https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/)![0]);
  await page.getByRole("heading", { name: "Your games" }).waitFor();
}

describe("Rio de la Plata in the browser", () => {
  it("three players create, join and play three years, with a trade and a combat", { timeout: 300_000 }, async () => {
    const alice = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    const a = await alice.newPage();
    await signIn(a, "alice.rio@example.com");
    await a.getByRole("link", { name: "New game" }).first().click();
    await a.locator("form.stack select").first().selectOption({ label: "Rio de la Plata" });
    await a.getByLabel("Number of players").selectOption("3");
    await a.getByLabel("Short game (15 years instead of 20)").waitFor();
    await a.getByRole("button", { name: "Create the game" }).click();
    const inviteUrl = await a.getByLabel("Invite link", { exact: true }).inputValue();
    const gameId = new URL(a.url()).pathname.split("/").pop()!;

    const bruno = await browser.newContext({ viewport: PHONE, locale: "fr-FR", isMobile: true, hasTouch: true });
    const b = await bruno.newPage();
    await b.goto(inviteUrl);
    await b.getByLabel("Votre nom, tel que les autres le verront").fill("Bruno");
    await b.getByRole("button", { name: "Rejoindre en invité" }).click();

    const chloe = await browser.newContext({ viewport: DESKTOP, locale: "en-US" });
    const c = await chloe.newPage();
    await c.goto(inviteUrl);
    await c.getByLabel("Your name, as the other players will see it").fill("Chloé");
    await c.getByRole("button", { name: "Join as a guest" }).click();

    // Everyone's page notices by itself that the game began and draws the city.
    await c.getByRole("group", { name: words.en.city }).waitFor();
    await b.getByRole("group", { name: words.fr.city }).waitFor();
    await a.getByRole("group", { name: words.en.city }).waitFor();

    const players: Player[] = [];
    for (const [page, name, lang, keyboard] of [
      [a, "alice.rio", "en", false],
      [b, "Bruno", "fr", true],
      [c, "Chloé", "en", false],
    ] as const)
      players.push({ page, name, lang, keyboard, seat: (await detailOf(page, gameId)).seat });
    expect(players.map((p) => p.seat)).toEqual([0, 1, 2]);
    const [, pb] = players;

    // --- The trade: Alice offers Bruno 1 wood for 1 stone in the dialog; he accepts on his phone.
    await a.getByRole("button", { name: "Propose a trade…" }).click();
    const trade = a.getByRole("dialog", { name: "Propose a trade" });
    await trade.waitFor();
    await trade.getByLabel("With").selectOption({ label: "Bruno" });
    await trade.getByRole("group", { name: "You give" }).getByLabel("Wood").fill("1");
    await trade.getByRole("group", { name: "You get" }).getByLabel("Stone").fill("1");
    await a.screenshot({ path: join(SCREENSHOTS, "rio-de-la-plata-trade.png") });
    // The trade dialog showed the whole offer: "Offer" sends it, with no second question.
    await trade.getByRole("button", { name: "Offer" }).click();

    const accept = b.getByRole("button", { name: /^Accepter l’offre d’alice\.rio\s: vous recevez 1 bois et donnez 1 pierre$/ });
    await accept.waitFor();
    await accept.scrollIntoViewIfNeeded();
    await b.screenshot({ path: join(SCREENSHOTS, "rio-de-la-plata-trade-phone.png") });
    const offerId = (await detailOf(b, gameId)).view.offers[0]!.id;
    await play(pb!, { type: "acceptOffer", offer: offerId }, await detailOf(b, gameId));
    const afterTrade = (await detailOf(a, gameId)).view.seats;
    expect([afterTrade[0]!.stone, afterTrade[0]!.wood, afterTrade[1]!.stone, afterTrade[1]!.wood]).toEqual([2, 1, 0, 3]);
    await a.locator('.rio-player[data-seat="0"]').getByRole("listitem", { name: "2 stone" }).waitFor();
    await a.locator('.rio-player[data-seat="0"]').getByRole("listitem", { name: "1 wood" }).waitFor();

    // --- Play on. The API tells whose turn it is and what they may do; the move is clicked on their board.
    const settled = new Set<number>();
    const seen = {
      ownTurn: false,
      combat: false,
      combatOver: false,
      enemyOnGrid: false,
      groupMoved: false,
      defender: false,
      shots: new Set<string>(),
      sentHome: false,
      kept: false,
    };
    /** Alice's pair of city workers, before the homecoming in which she keeps one of them. */
    const alicePair = (view: RioView) =>
      seen.kept
        ? undefined
        : Object.keys(view.crews)
            .map(Number)
            .find((cell) => view.crews[cell]!.some((c) => c.seat === 0 && c.n === 2));
    let moves = 0;
    for (;;) {
      const { view } = await detailOf(a, gameId);
      if (view.year >= 4 && view.phase === "placement" && seen.combatOver && seen.kept) break;
      expect(view.phase, "the game is still on").not.toBe("over");
      expect(moves++, "three years and a combat take fewer than 250 moves").toBeLessThan(250);
      const seat = view.awaiting[0]!;
      const player = players[seat]!;
      const detail = await detailOf(player.page, gameId);
      const legal = detail.legalMoves.filter((m) => !TRADE_TYPES.has(m.type));
      const find = (type: RioMove["type"], pred: (m: any) => boolean = () => true) => legal.find((m) => m.type === type && pred(m));
      let move: RioMove | undefined;
      const combat = view.combat;
      if (combat) {
        seen.combat = true;
        if (combat.stage === "battle" && !seen.shots.has("combat")) {
          const page = players.find((p) => !p.keyboard && p.seat !== seat)?.page ?? a;
          await page.locator(".rio-city [aria-label*='enemy']").first().waitFor();
          await page.screenshot({ path: join(SCREENSHOTS, "rio-de-la-plata-combat.png"), fullPage: true });
          seen.shots.add("combat");
        }
        const enemyGroups = combat.groups.filter((g) => g.pieces[0] === -1);
        move =
          find("placeEnemy", (m) => m.size === Math.min(3, combat.toPlace)) ??
          find("cannon", (m) => m.bet === 1) ??
          find("cannonHit") ??
          (combat.placedDefenders === 0 ? find("defend") : undefined) ??
          find("endDefence") ??
          find("acceptMerge") ??
          // The attacker moves one group a round, at a building or a group when it can.
          (seat === combat.attacker && !enemyGroups.some((g) => g.moved)
            ? (find("moveGroup", (m) => view.buildings[m.to] !== undefined || combat.groups.some((g) => g.cell === m.to)) ??
              find("moveGroup"))
            : undefined) ??
          find("endCombatTurn");
        if (move?.type === "defend") seen.defender = true;
        if (move?.type === "moveGroup") seen.groupMoved = true;
      } else if (view.phase === "placement") {
        const free = START_ZONE.find((cell) => !view.crews[cell]);
        move =
          view.year === 1 && !settled.has(seat) && free !== undefined
            ? find("placeCity", (m) => m.cell === free && m.count === 1)
            : undefined;
        if (move) settled.add(seat);
        // Alice places a pair of workers on a free square of the start zone, which she will not build on.
        if (!move && seat === 0 && settled.has(0) && !seen.kept && alicePair(view) === undefined)
          move = find("placeCity", (m) => m.count === 2 && START_ZONE.includes(m.cell) && !view.crews[m.cell]);
        move ??= find("pass");
      } else if (view.phase === "effects") {
        move = find("build", (m) => m.kind === "hut" && m.cell !== alicePair(view)) ?? find("endEffects");
      } else if (view.phase === "homecoming") {
        // Alice takes one of her pair home, on its square of the city, then leaves the other for next year.
        const pair = seat === 0 ? alicePair(view) : undefined;
        move = pair === undefined || seen.sentHome ? find("keepWorkers") : find("sendHome", (m) => m.cell === pair && m.count === 1);
      } else {
        move = legal[0];
      }
      expect(move, `a move for seat ${seat} in ${view.phase}`).toBeTruthy();
      if (!seen.ownTurn && !combat) {
        // The player to move reads that it is their turn, in their language, not their own name.
        const status = player.page.locator(".rio-status");
        await status
          .getByText(player.lang === "fr" ? "À vous de jouer" : "Your turn")
          .first()
          .waitFor();
        expect(await status.textContent()).not.toContain(player.name);
        seen.ownTurn = true;
      }

      // Only the awaited seat has moves on its board (trades apart).
      for (const other of players) {
        if (view.awaiting.includes(other.seat)) continue;
        const types = await other.page
          .locator("[data-move]")
          .evaluateAll((els) => els.map((el) => JSON.parse(el.getAttribute("data-move")!).type as string));
        expect(
          types.filter((t) => !TRADE_TYPES.has(t)),
          `${other.name} has nothing to play`,
        ).toEqual([]);
      }
      if (view.phase === "effects" && !seen.shots.has("desktop") && seat === 0) {
        await a.screenshot({ path: join(SCREENSHOTS, "rio-de-la-plata-desktop.png"), fullPage: true });
        seen.shots.add("desktop");
      }
      if (view.phase === "effects" && !seen.shots.has("phone") && seat === 1) {
        expect(await b.evaluate(() => document.documentElement.scrollWidth), "nothing overflows a 360-px phone").toBeLessThanOrEqual(
          PHONE.width,
        );
        await b.locator(".rio-status").scrollIntoViewIfNeeded();
        await b.screenshot({ path: join(SCREENSHOTS, "rio-de-la-plata-phone.png") });
        seen.shots.add("phone");
      }

      await play(player, move!, detail);
      if (move!.type === "sendHome" && seat === 0) seen.sentHome = true;
      if (move!.type === "keepWorkers" && seat === 0 && seen.sentHome && !seen.kept) {
        // The worker she left stands on its square for everyone, into the next year.
        seen.kept = true;
        await b
          .locator(`.rio-city [aria-label*="alice.rio\u00a0: 1 ouvrier"], .rio-city [aria-label*="alice.rio : 1 ouvrier"]`)
          .first()
          .waitFor();
        await a.locator(`.rio-city [aria-label*="alice.rio: 1 worker"]`).first().waitFor();
      }
      if (move!.type === "placeEnemy" && !seen.enemyOnGrid) {
        // The enemy group stands on its square of the city grid, for everyone.
        await a.locator(`.rio-city [aria-label*="Square"][aria-label*="enemy"]`).first().waitFor();
        seen.enemyOnGrid = true;
      }
      if (combat && !(await detailOf(a, gameId)).view.combat) seen.combatOver = true;
    }

    // --- What the players see at the end: the fourth year, the huts, the combat in the log.
    expect(seen).toMatchObject({ combat: true, combatOver: true, enemyOnGrid: true, sentHome: true, kept: true });
    const year = (await detailOf(a, gameId)).view.year;
    expect(year).toBeGreaterThanOrEqual(4);
    await a.getByText(`Year ${year} of 20`, { exact: true }).waitFor();
    await b.getByText(`Année ${year} sur 20`, { exact: true }).waitFor();
    // A pushed board comes first; the page then fetches the log's new lines.
    const logShows = (page: Page, line: string) =>
      page.waitForFunction((text) => document.querySelector(".log")?.textContent?.includes(text), line, { timeout: 10_000 });
    await logShows(a, `Year ${year} begins.`);
    await logShows(b, `L’année ${year} commence.`);
    const log = (await a.locator(".log").textContent()) ?? "";
    expect(log).toContain(`${"Alice offers Bruno".replace("Alice", "alice.rio")} 1 wood for 1 stone.`);
    expect(log).toContain("Bruno accepted alice.rio's offer.");
    expect(log).toMatch(/Combat check: \d \+ \d = \d+ against pirates \d+ and natives \d+: the (pirates|natives) attack!/);
    expect(log).toMatch(/the combat is over\./);
    expect(log).toMatch(/alice\.rio takes 1 worker home from [A-P]\d+\./);
    expect(log).toContain("alice.rio leaves 1 worker in the city for next year.");
    const logFr = (await b.locator(".log").textContent()) ?? "";
    expect(logFr).toMatch(/Test de combat\u00a0: \d \+ \d = \d+/);
    expect(logFr).toMatch(/alice\.rio ramène 1 ouvrier depuis [A-P]\d+\./);
    expect(await b.evaluate(() => document.documentElement.scrollWidth), "nothing overflows a 360-px phone").toBeLessThanOrEqual(
      PHONE.width,
    );
    // Every piece drawn in the city carries its name: the huts built in the effects, each framed in its
    // owner's colour. The legend is open beside the board on a desktop, folded on the phone.
    const huts = Object.values((await detailOf(a, gameId)).view.buildings).filter((x) => x.kind === "hut");
    expect(huts.length, "the players built huts").toBeGreaterThan(0);
    const drawn = await a.locator(".rio-city .piece.building title").allTextContents();
    expect(drawn).toHaveLength(huts.length);
    expect(drawn[0]).toMatch(/^hut of (alice\.rio|Bruno|Chloé)$/);
    await expectLegend(".rio-legend", a, b, { desktop: "an enemy piece", phone: "un pion ennemi", summary: "Ce que montrent les images" });
    console.log(
      `rio-de-la-plata: year ${year}, ${moves} moves in the loop; defender placed: ${seen.defender}; group moved: ${seen.groupMoved}`,
    );
    await alice.close();
    await bruno.close();
    await chloe.close();
  });
});
