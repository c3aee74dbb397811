// Two people set up and play Yucatàn in the browser, through the UI only: Alice signs in by email link on
// a desktop and creates the game; Bruno joins from her invite link on a 360-px phone in French and plays
// by keyboard. Every placement of the setup and at least 30 turns are made by clicking (or focusing and
// pressing Enter) the highlighted hexes and the guild buttons, then confirming. The test reads the API
// only to decide which legal move to make (towards a combat, then towards a raid that forces an out-of-turn
// removal), then checks that the board offered exactly the engine's choices, that guilds stay secret, that
// the combat is told on both pages, and that the server recorded the very moves chosen. Screenshots go to
// docs/screenshots/.
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardFor, type Guild } from "../../shared/games/yucatan/data";
import type { YucatanMove, YucatanView } from "../../shared/games/yucatan/index";
import type { TestStack } from "../support/stack";
import { DESKTOP, openBrowserStack, PHONE, SCREENSHOTS, waitFor } from "./support";

const PLAY_TURNS = 32;
const board = boardFor(2);

type Move = YucatanMove;
type StepMove = Extract<Move, { type: "move" }>;

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

function distance(a: number, b: number): number {
  const A = board.hexes[a]!,
    B = board.hexes[b]!;
  const dq = A.q - B.q,
    dr = A.r - B.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

const STARTING_GUILDS: Record<number, [Guild, Guild]> = { 0: ["jaguar", "snake"], 1: ["hummingbird", "snake"] };

/**
 * The test's player: a legal move for `seat`. Until a combat has happened, warriors head for the nearest
 * enemy warrior and attack it when they can. Then Bruno deploys up to his feeding limit while Alice raids
 * his small villages (so he must take a warrior off the board out of turn), and the other turns vary
 * between building, establishing, deploying, enlarging and moving, so every action goes through the UI.
 */
function decide(view: YucatanView, legal: Move[], seat: number, turn: number, fought: boolean): Move {
  const first = legal[0]!;
  if (first.type === "placeVillage") return legal[Math.floor(legal.length / 2)]!;
  if (first.type === "placeWarriors") {
    const [g1, g2] = STARTING_GUILDS[seat]!;
    return legal.find((m) => m.type === "placeWarriors" && m.guilds[0] === g1 && m.guilds[1] === g2)!;
  }
  if (first.type === "removeWarrior" || first.type === "pass") return first;
  const enemies = view.warriors.filter((w) => w.owner !== seat).map((w) => w.hex);
  const moves = legal.filter((m): m is StepMove => m.type === "move");
  if (!fought && enemies.length > 0) {
    const attack = moves.find((m) => enemies.includes(m.to));
    if (attack) return attack;
    const gap = (m: StepMove) => Math.min(...enemies.map((e) => distance(m.to, e)));
    const closest = [...moves].sort((x, y) => gap(x) - gap(y))[0];
    if (closest) return closest;
  }
  const of = (type: Move["type"]) => legal.filter((m) => m.type === type);
  // Then Bruno fills his feeding limit and Alice raids his small villages, until he must remove a warrior.
  if (seat === 1 && of("deploy").length && turn % 2 === 1) return of("deploy")[0]!;
  const prey = view.villages.filter((v) => v.owner === 1 && v.size === "small").map((v) => v.hex);
  if (seat === 0 && prey.length && moves.length) {
    const gap = (m: StepMove) => Math.min(...prey.map((e) => distance(m.to, e)));
    return [...moves].sort((x, y) => gap(x) - gap(y))[0]!;
  }
  const plan = [
    of("build"),
    turn % 3 === 0 ? of("establish") : [],
    turn % 4 === 1 ? of("deploy") : [],
    turn % 5 === 2 ? of("enlarge") : [],
    moves,
  ];
  for (const options of plan) if (options.length) return options[(turn * 7) % options.length]!;
  return first;
}

interface Seat {
  page: Page;
  seat: number;
  keyboard: boolean;
  words: { dialog: string; confirm: string; establish: string; enlarge: string; build: RegExp; pass: string; hex: string; unknown: string };
}

interface Detail {
  version: number;
  awaiting: number[];
  status: string;
  view: YucatanView;
  legalMoves: Move[];
  turnSteps?: number[];
}

const hexTarget = (page: Page, hex: number) => page.locator(`svg.yucatan-board [data-hex="${hex}"][role="button"]`);

/** Clicks, or focuses and presses Enter, as this player does. */
async function activate(player: Seat, target: ReturnType<Page["locator"]>): Promise<void> {
  await target.waitFor();
  if (player.keyboard) {
    await target.focus();
    await player.page.keyboard.press("Enter");
  } else {
    await target.click();
  }
}

/** The hexes the board offers as targets of a given kind (destination, attack, place, …). */
async function targetsOfKind(page: Page, kinds: string[]): Promise<number[]> {
  const hexes = await page
    .locator('svg.yucatan-board [role="button"]')
    .evaluateAll(
      (nodes, wanted) => nodes.filter((n) => wanted.some((k) => n.classList.contains(k))).map((n) => Number(n.getAttribute("data-hex"))),
      kinds,
    );
  return hexes.sort((x, y) => x - y);
}

/**
 * Makes `move` through the UI: the hexes and buttons a person would use, then the confirm step, unless
 * the move is a step of the turn (`steps`: it keeps the turn and shows nothing), played at once.
 * Returns the confirm step's words ("" for a step).
 */
async function play(player: Seat, move: Move, view: YucatanView, legal: Move[], steps: number[] = []): Promise<string> {
  const { page, words } = player;
  const button = (name: string | RegExp) => page.locator(".yucatan-actions").getByRole("button", { name });
  switch (move.type) {
    case "placeVillage":
      await hexTarget(page, move.hex).waitFor();
      expect(await targetsOfKind(page, ["place"]), "the highlighted hexes are the legal village sites").toEqual(
        legal.map((m) => (m as Extract<Move, { type: "placeVillage" }>).hex).sort((x, y) => x - y),
      );
      await activate(player, hexTarget(page, move.hex));
      break;
    case "placeWarriors":
      for (const i of [0, 1]) {
        await activate(player, hexTarget(page, move.hexes[i]!));
        await activate(player, page.locator(`.yucatan-actions button[data-guild="${move.guilds[i]}"]`));
      }
      break;
    case "establish":
    case "enlarge":
      await activate(player, hexTarget(page, move.hex));
      // A hex under one's own warrior selects the warrior; the village action is offered beside the board.
      if (view.warriors.some((w) => w.hex === move.hex))
        await activate(player, button(move.type === "establish" ? words.establish : words.enlarge));
      break;
    case "deploy":
      await activate(player, hexTarget(page, move.hex));
      await activate(player, page.locator(`.yucatan-actions button[data-guild="${move.guild}"]`));
      break;
    case "move": {
      const from = view.warriors.find((w) => w.id === move.warrior)!.hex;
      await activate(player, hexTarget(page, from));
      await page.locator("svg.yucatan-board .target.selected").waitFor();
      const offered = await targetsOfKind(page, ["destination", "attack"]);
      const legalTo = legal.filter((m): m is StepMove => m.type === "move" && m.warrior === move.warrior).map((m) => m.to);
      expect(offered, "the highlighted destinations are the warrior's legal ones").toEqual(legalTo.sort((x, y) => x - y));
      await activate(player, hexTarget(page, move.to));
      break;
    }
    case "removeWarrior":
      await activate(player, hexTarget(page, view.warriors.find((w) => w.id === move.warrior)!.hex));
      break;
    case "build":
      await activate(player, button(words.build));
      break;
    case "pass":
      await activate(player, button(words.pass));
      break;
  }
  if (steps.some((i) => JSON.stringify(legal[i]) === JSON.stringify(move))) return "";
  const dialog = page.getByRole("dialog", { name: words.dialog });
  await dialog.waitFor();
  const text = (await dialog.locator("p").first().textContent()) ?? "";
  const confirm = dialog.getByRole("button", { name: words.confirm, exact: true });
  expect(await confirm.evaluate((el) => el === document.activeElement), "the confirm button has the focus").toBe(true);
  if (player.keyboard) await page.keyboard.press("Enter");
  else await confirm.click();
  await dialog.waitFor({ state: "detached" });
  return text;
}

describe("Yucatàn in the browser", () => {
  it("two players set up and play 30 turns through the UI, with a combat told on both pages", { timeout: 240_000 }, async () => {
    // --- Alice, desktop, English: sign in by email link and create a two-player Yucatàn.
    const alice = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    const a = await alice.newPage();
    await a.goto(stack.url);
    await a.getByLabel("Email address").fill("alice@example.com");
    await a.getByRole("button", { name: "Send me a sign-in link" }).click();
    const mail = await stack.waitForMail("alice@example.com", /./);
    await a.goto(mail.text.match(/https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/)![0]);
    await a.getByRole("heading", { name: "Your games" }).waitFor();
    await a.getByRole("link", { name: "New game" }).first().click();
    await a.getByRole("combobox", { name: "Game", exact: true }).selectOption({ label: "Yucatàn" });
    await a.getByLabel("Number of players").selectOption("2");
    // Alice (seat 1 of the form) moves first, so that Bruno places first in the setup below.
    await a.getByLabel("First player").selectOption({ label: "Seat 1" });
    await a.getByRole("button", { name: "Create the game" }).click();
    const inviteUrl = await a.getByLabel("Invite link", { exact: true }).inputValue();
    const gameId = new URL(a.url()).pathname.split("/").pop()!;

    // --- Bruno, phone, French: joins from the invite link as a guest.
    const bruno = await browser.newContext({ viewport: PHONE, locale: "fr-FR", isMobile: true, hasTouch: true });
    const b = await bruno.newPage();
    await b.goto(inviteUrl);
    await b.getByLabel("Votre nom, tel que les autres le verront").fill("Bruno");
    await b.getByRole("button", { name: "Rejoindre en invité" }).click();
    await b.getByRole("group", { name: /^Le plateau/ }).waitFor();
    await a.getByRole("group", { name: /^The board/ }).waitFor();

    const seats: Seat[] = [
      {
        page: a,
        seat: 0,
        keyboard: false,
        words: {
          dialog: "Confirm your move",
          confirm: "Play",
          establish: "Establish a village here",
          enlarge: "Enlarge this village",
          build: /^Build pyramid level/,
          pass: "Pass",
          hex: "hex",
          unknown: "guild unknown",
        },
      },
      {
        page: b,
        seat: 1,
        keyboard: true,
        words: {
          dialog: "Confirmez votre coup",
          confirm: "Jouer",
          establish: "Fonder un village ici",
          enlarge: "Agrandir ce village",
          build: /^Construire le niveau/,
          pass: "Passer",
          hex: "case",
          unknown: "guilde inconnue",
        },
      },
    ];
    const detailFor = async (player: Seat) => (await (await player.page.request.get(`${stack.url}/api/games/${gameId}`)).json()) as Detail;

    // The setup is guided: Bruno (seat 1) places first and is told what to do; Alice is told whom she waits for.
    await b.getByText("Mise en place, étape 1 sur 4").waitFor();
    await b.getByText("Placez votre grand village", { exact: false }).waitFor();
    await a.getByText("Bruno is placing (a large village).").waitFor();
    expect(await a.locator('svg.yucatan-board [role="button"]').count(), "nothing is playable out of turn").toBe(0);

    const made: { seat: number; move: Move }[] = [];
    let playTurns = 0;
    let removals = 0;
    let combat: { version: number; text: string } | null = null;
    const shots = { setup: false, desktop: false, phone: false };

    while (playTurns < PLAY_TURNS) {
      const any = await detailFor(seats[0]!);
      expect(any.status, "the game goes on").toBe("active");
      const player = seats[any.awaiting[0]!]!;
      const other = seats[1 - player.seat]!;
      const detail = player === seats[0] ? any : await detailFor(player);
      const { view, legalMoves } = detail;
      const move = decide(view, legalMoves, player.seat, playTurns, combat !== null);
      const enemyHere = move.type === "move" && view.warriors.some((w) => w.hex === move.to && w.owner !== player.seat);

      if (view.phase === "warriors" && player.seat === 0 && !shots.setup) {
        // Half-way through placing the starting warriors: one chosen with its guild, the next hex asked for.
        await activate(player, hexTarget(a, (move as Extract<Move, { type: "placeWarriors" }>).hexes[0]));
        await a.getByText(/^Which guild for the warrior on hex/).waitFor();
        await a.screenshot({ path: join(SCREENSHOTS, "yucatan-setup.png"), fullPage: true });
        await a.getByRole("button", { name: "Cancel the selection" }).click();
        shots.setup = true;
      }
      if (view.phase === "play" && playTurns >= 8 && player.seat === 1 && !shots.phone) {
        expect(await b.evaluate(() => document.documentElement.scrollWidth), "nothing overflows a 360-px phone").toBeLessThanOrEqual(
          PHONE.width,
        );
        await b.screenshot({ path: join(SCREENSHOTS, "yucatan-play-phone.png"), fullPage: true });
        shots.phone = true;
      }

      if (move.type === "removeWarrior") {
        // Out of turn: Bruno lost a village he needed to feed his warriors; he is asked to remove one, Alice waits.
        await b.getByText("Vous avez perdu un village et ne pouvez plus nourrir tous vos guerriers", { exact: false }).waitFor();
        await a.getByText("Bruno lost a village and must take a warrior off the board.").waitFor();
        expect(await targetsOfKind(b, ["remove"]), "every warrior of his, and only those, can be removed").toEqual(
          view.warriors
            .filter((w) => w.owner === 1)
            .map((w) => w.hex)
            .sort((x, y) => x - y),
        );
        removals++;
      }
      if (view.phase === "play" && playTurns >= 12 && player.seat === 0 && move.type === "move" && !shots.desktop) {
        // A warrior selected shows its destinations; Escape lets it go again.
        const from = view.warriors.find((w) => w.id === move.warrior)!.hex;
        await hexTarget(a, from).click();
        await a.locator("svg.yucatan-board .target.selected").waitFor();
        await a.screenshot({ path: join(SCREENSHOTS, "yucatan-play-desktop.png"), fullPage: true });
        await a.keyboard.press("Escape");
        await a.locator("svg.yucatan-board .target.selected").waitFor({ state: "detached" });
        expect(await targetsOfKind(a, ["destination", "attack"]), "no destinations once nothing is selected").toEqual([]);
        shots.desktop = true;
      }
      const said = await play(player, move, view, legalMoves, detail.turnSteps);
      if (said === "")
        await waitFor("the step to be played", async () => ((await detailFor(player)).version > detail.version ? true : null));
      made.push({ seat: player.seat, move });
      if (view.phase === "play") playTurns++;
      if (move.type === "move") expect(said, "the confirm step names the destination").toContain(`${player.words.hex} ${move.to}`);
      // The other tab comes back to the front, as a person switching to it would: it asks at once.
      await other.page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));

      if (view.phase === "warriors" && made.filter((m) => m.move.type === "placeWarriors").length === 2) {
        // Guilds are secret: each player sees their own, and the other's only as unknown.
        const after = await detailFor(seats[0]!);
        for (const w of after.view.warriors) {
          const seen = Object.fromEntries(
            await Promise.all(
              seats.map(
                async (s) => [s.seat, await s.page.locator(`svg.yucatan-board [data-hex="${w.hex}"]`).getAttribute("aria-label")] as const,
              ),
            ),
          );
          const ownerWords = seats[w.owner]!.words;
          const otherWords = seats[1 - w.owner]!.words;
          await waitFor("the warrior on both boards", async () =>
            (await seats[1 - w.owner]!.page.locator(`svg.yucatan-board [data-hex="${w.hex}"]`).getAttribute("aria-label"))?.includes(
              otherWords.unknown,
            )
              ? true
              : null,
          );
          expect(seen[w.owner]).not.toContain(ownerWords.unknown);
          expect(seen[w.owner]).toMatch(w.owner === 0 ? /jaguar|snake/ : /colibri|serpent/);
        }
      }

      if (enemyHere && !combat) {
        combat = { version: made.length, text: said };
        expect(said, "the confirm step warns of the attack").toMatch(/attacks|attaque/);
        const events = (await (await a.request.get(`${stack.url}/api/games/${gameId}/events?after=${made.length - 1}`)).json()) as {
          events: { log: { key: string; params: Record<string, unknown> }[] }[];
        };
        const fight = events.events[0]!.log.find((l) => l.key === "yucatan.combat")!;
        expect(fight, "entering an enemy warrior's hex is a combat").toBeTruthy();
        const p = fight.params as { hex: number; attackerGuild: Guild; defenderGuild: Guild; winnerSeat: number };
        const en: Record<Guild, string> = { jaguar: "jaguar", hummingbird: "hummingbird", snake: "snake" };
        const fr: Record<Guild, string> = { jaguar: "jaguar", hummingbird: "colibri", snake: "serpent" };
        const winner = p.winnerSeat === 0 ? "alice" : "Bruno";
        // Both logs tell the combat: where, both guilds and who won.
        const line = (page: Page, prefix: string) => page.locator(".log .line", { hasText: `${prefix} ${p.hex}` });
        await line(a, "Combat on hex").waitFor();
        await line(b, "Combat sur la case").waitFor();
        const englishLine = (await line(a, "Combat on hex").textContent())!;
        const frenchLine = (await line(b, "Combat sur la case").textContent())!;
        expect(englishLine).toContain(`${en[p.attackerGuild]} (#`);
        expect(englishLine).toContain(`${en[p.defenderGuild]} (#`);
        expect(englishLine).toContain(`${winner} wins`);
        expect(frenchLine).toContain(fr[p.attackerGuild]);
        expect(frenchLine).toContain(fr[p.defenderGuild]);
        expect(frenchLine).toContain(`${winner} gagne`);
        // The surviving warrior's guild is now shown to both players.
        const survivorHex = (await detailFor(seats[0]!)).view.warriors.find((w) => w.hex === p.hex)!;
        expect(survivorHex.revealed).toBe(true);
        await a.locator(".log .line", { hasText: "Combat on hex" }).scrollIntoViewIfNeeded();
        await a.screenshot({ path: join(SCREENSHOTS, "yucatan-combat.png"), fullPage: true });
      }
    }

    expect(combat, "a combat happened").not.toBeNull();
    expect(removals, "a warrior was removed out of turn").toBeGreaterThan(0);
    expect(shots, "every screenshot was taken").toEqual({ setup: true, desktop: true, phone: true });
    expect(made.length).toBeGreaterThanOrEqual(18 + PLAY_TURNS);
    // The server recorded exactly the moves chosen on the pages (each seat sees its own moves).
    for (const s of seats) {
      const events: { seat: number; move?: unknown }[] = [];
      for (let after = 0; ; ) {
        const page = (await (await s.page.request.get(`${stack.url}/api/games/${gameId}/events?after=${after}`)).json()) as {
          events: { version: number; seat: number; move?: unknown }[];
          more?: boolean;
        };
        events.push(...page.events);
        if (!page.more || page.events.length === 0) break;
        after = page.events[page.events.length - 1]!.version;
      }
      expect(events.filter((e) => e.seat === s.seat).map((e) => e.move)).toEqual(made.filter((m) => m.seat === s.seat).map((m) => m.move));
    }
    await alice.close();
    await bruno.close();
  });
});
