// Two kings play Balam in the browser, through the UI only: Alice (desktop, English, mouse) creates a
// two-player game; Bruno opens her invite link on a 360-px phone in French and plays by keyboard. They play
// at least two full rounds: both build cities next to each other, Alice goes to war, and both route wealth
// in a distribution phase and submit their plans. The test reads the API's legal moves to steer the choices
// (so a war happens), but every move is made by clicking or pressing Enter on the board, through the shell's
// confirm step. Screenshots go to docs/screenshots/balam-*.png.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import type { TestStack } from "../support/stack";
import type { BalamMove, BalamView } from "../../shared/games/balam/index";
import { DESKTOP, PHONE, SCREENSHOTS, expectLegend, openBrowserStack, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

interface Detail {
  version: number;
  status: string;
  view: BalamView;
  legalMoves: BalamMove[];
}

/** Each king's home site on the default board: 13 and 14 are joined by a path, so a war can break out. */
const HOME = [13, 14];
const WANTED: string[][] = [
  ["village", "garrison", "storehouse"],
  ["village", "storehouse"],
];

/** The move a king makes now: build the home city, attack once, route wealth to a storehouse, else flip. */
function choose(view: BalamView, legal: BalamMove[], seat: number, warDone: boolean): BalamMove {
  const of = <T extends BalamMove["type"]>(type: T) => legal.filter((m): m is Extract<BalamMove, { type: T }> => m.type === type);
  const home = view.sites[HOME[seat]!]!;
  const missing = home.owner === null || home.owner === seat ? WANTED[seat]!.filter((k) => !home.buildings.some((b) => b.kind === k)) : [];
  const purse = Object.values(view.kings[seat]!.wealth).reduce((a, b) => a + b, 0);
  if (view.phase === "distribution") {
    const toStore = of("distribute").find(
      (m) =>
        m.routes.length === 1 &&
        view.sites[m.routes[0]!.to.site]!.buildings.find((b) => b.slots[0] === m.routes[0]!.to.slot)?.kind === "storehouse",
    );
    if (toStore && (view.plan ?? []).length === 0) return toStore;
    return of("distribute").find((m) => m.submit)!;
  }
  for (const type of ["defend", "casualties", "destroy"] as const) if (of(type).length) return of(type)[0]!;
  switch (view.step.kind) {
    case "start": {
      const canAttack =
        !warDone &&
        home.owner === seat &&
        home.buildings.some((b) => b.kind === "garrison") &&
        view.sites.some((s) => s.owner !== null && s.owner !== seat && home.neighbours.includes(s.index));
      const tax = of("tax");
      if (tax.length && (canAttack || (missing.length > 0 && purse >= 3))) return tax.find((m) => m.wealth !== "maize") ?? tax[0]!;
      return of("flip")[0]! ?? tax[0]!;
    }
    case "act": {
      const attack = of("attack").sort((x, y) => x.garrisons.length - y.garrisons.length)[0];
      if (attack && !warDone) return attack;
      return of("site").find((m) => m.site === HOME[seat]! && missing.length > 0) ?? of("end")[0]!;
    }
    case "build": {
      if (view.step.site !== HOME[seat]) return of("end")[0]!;
      return of("build").find((m) => m.kind === missing[0]!) ?? of("end")[0]!;
    }
    default: {
      const order = ["gain", "tribute", "dowry", "offer", "ruin", "end"];
      return [...legal].sort((x, y) => order.indexOf(x.type) - order.indexOf(y.type))[0]!;
    }
  }
}

/** Records the latest game version each page received, so a king acts only on a board that is up to date. */
function trackVersions(page: Page, shown: Map<Page, number>): void {
  const saw = (version: unknown) => {
    if (typeof version === "number") shown.set(page, Math.max(shown.get(page) ?? 0, version));
  };
  page.on("response", async (response) => {
    if (response.status() !== 200 || !/\/api\/games\/[^/]+(\/moves)?$/.test(new URL(response.url()).pathname)) return;
    saw(((await response.json().catch(() => null)) as { version?: number } | null)?.version);
  });
  // The live channel brings the rest: pushes of the other king's moves, and the answers to this page's own.
  page.on("websocket", (socket) =>
    socket.on("framereceived", (frame) => {
      const message = JSON.parse(String(frame.payload)) as { detail?: { version?: number }; body?: { version?: number } };
      saw(message.detail?.version ?? message.body?.version);
    }),
  );
}

const byMove = (page: Page, move: BalamMove) => page.locator(`[data-move='${JSON.stringify(move)}']`);

describe("Balam in the browser", () => {
  it("two kings build, fight a war and distribute over two rounds, all through the UI", { timeout: 240_000 }, async () => {
    // --- Alice, desktop, English: signs in by email link and creates the game.
    const alice = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    const a = await alice.newPage();
    const shown = new Map<Page, number>();
    trackVersions(a, shown);
    await a.goto(stack.url);
    await a.getByLabel("Email address").fill("alice@example.com");
    await a.getByRole("button", { name: "Send me a sign-in link" }).click();
    const mail = await stack.waitForMail("alice@example.com", /./);
    await a.goto(mail.text.match(/https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/)![0]);
    await a.getByRole("heading", { name: "Your games" }).waitFor();
    await a.getByRole("link", { name: "New game" }).first().click();
    await a.getByRole("combobox", { name: "Game" }).selectOption({ label: "Balam" });
    await a.getByLabel("Number of players").selectOption("2");
    await a.getByRole("button", { name: "Create the game" }).click();
    const inviteUrl = await a.getByLabel("Invite link", { exact: true }).inputValue();
    const gameId = new URL(a.url()).pathname.split("/").pop()!;

    // --- Bruno, phone, French: joins as a guest from the invite link.
    const bruno = await browser.newContext({ viewport: PHONE, locale: "fr-FR", isMobile: true, hasTouch: true });
    const b = await bruno.newPage();
    trackVersions(b, shown);
    await b.goto(inviteUrl);
    await b.getByLabel("Votre nom, tel que les autres le verront").fill("Bruno");
    await b.getByRole("button", { name: "Rejoindre en invité" }).click();
    await b.getByRole("region", { name: /Le pays des rois mayas/ }).waitFor();
    await a.getByRole("region", { name: /The land of the Maya kings/ }).waitFor();

    const kings = [
      { page: a, seat: 0, keyboard: false, dialog: "Confirm your move", confirm: "Play" },
      { page: b, seat: 1, keyboard: true, dialog: "Confirmez votre coup", confirm: "Jouer" },
    ];
    const detailOf = async (page: Page) => (await (await page.request.get(`${stack.url}/api/games/${gameId}`)).json()) as Detail;
    const activate = async (king: (typeof kings)[number], target: Locator) => {
      await target.waitFor();
      if (king.keyboard) {
        await target.focus();
        await king.page.keyboard.press("Enter");
      } else await target.click();
    };

    let warDone = false;
    const submittedIn = new Map<number, Set<number>>(); // round → seats that submitted a plan
    const shots = { desktop: false, phone: false, distribution: false, war: false };
    let sawBlockedReason = false;
    let routesSeen = 0;

    for (let turn = 0; ; turn++) {
      expect(turn, "two rounds with a war and a distribution take well under 120 moves").toBeLessThan(120);
      const details = await Promise.all(kings.map((k) => detailOf(k.page)));
      const view = details[0]!.view;
      const bothPlanned = [...submittedIn.values()].some((seats) => seats.size === 2);
      if (view.round >= 3 && warDone && bothPlanned) break;
      expect(details[0]!.status).toBe("active");
      const king = kings.find((k) => details[k.seat]!.legalMoves.length > 0)!;
      const detail = details[king.seat]!;
      const page = king.page;
      await waitFor("the board to show the latest version", async () => ((shown.get(page) ?? -1) >= detail.version ? true : null));

      if (view.phase === "turns") {
        // Only the awaited king is offered anything.
        const other = kings.find((k) => k !== king)!;
        expect(await other.page.locator("[data-move]").count()).toBe(0);
      }

      const move = choose(detail.view, detail.legalMoves, king.seat, warDone);
      switch (move.type) {
        case "build":
          await activate(king, page.locator(`[data-kind="${move.kind}"]`));
          await activate(king, page.locator(`[data-slots="${move.slots.join("-")}"]`));
          break;
        case "attack":
          await activate(king, page.locator(`[data-target="${move.from}-${move.to}"]`));
          break;
        case "distribute":
          if (move.routes.length === 1) {
            // Which routes are refused depends on the wealth the dice and cards gave (a garrison takes
            // obsidian only, markets bar the way, no room left): each wealth's destinations are opened in
            // turn, and where one is refused the editor must say why.
            const sources = page.locator(".balam-distribution [data-source]");
            for (let i = 0; !sawBlockedReason && i < (await sources.count()); i++) {
              await sources.nth(i).click();
              await page.locator(".balam-distribution .destinations").waitFor();
              routesSeen += await page.locator(".balam-distribution .destinations li").count();
              const blocked = page.locator(".balam-distribution .blocked");
              if ((await blocked.count()) > 0) {
                const reason = (await blocked.first().textContent()) ?? "";
                expect(reason, "a refused route gives its reason in words").toMatch(/: \S.{10,}/);
                expect(reason).not.toMatch(/balam\.|undefined|\{/);
                sawBlockedReason = true;
              }
              if (!shots.distribution || sawBlockedReason) {
                const editor = page.locator(".balam-distribution");
                await editor.scrollIntoViewIfNeeded();
                await editor.screenshot({ path: join(SCREENSHOTS, "balam-distribution.png") });
                shots.distribution = true;
              }
              await sources.nth(i).click(); // closed again
            }
            const from = move.routes[0]!.from;
            await activate(king, page.locator(`[data-source="${from.site}:${from.slot}"]`));
            await page.locator(".balam-distribution .destinations").waitFor();
          }
          break;
      }
      if (!shots.phone && king.seat === 1 && detail.view.phase === "turns" && detail.view.step.kind === "build") {
        expect(await b.evaluate(() => document.documentElement.scrollWidth), "nothing overflows a 360-px phone").toBeLessThanOrEqual(
          PHONE.width,
        );
        await b.screenshot({ path: join(SCREENSHOTS, "balam-phone.png"), fullPage: true });
        shots.phone = true;
      }
      await activate(king, byMove(page, move));
      const dialog = page.getByRole("dialog", { name: king.dialog });
      await dialog.waitFor().catch((e) => {
        throw new Error(`no confirm step for ${JSON.stringify(move)}: ${e}`);
      });
      const confirm = dialog.getByRole("button", { name: king.confirm, exact: true });
      expect(await confirm.evaluate((el) => el === document.activeElement), "the confirm button has the focus").toBe(true);
      if (king.keyboard) await page.keyboard.press("Enter");
      else await confirm.click();
      await dialog.waitFor({ state: "detached" });

      const after = await detailOf(page);
      expect(after.version, "the move was accepted").toBeGreaterThan(detail.version);
      if (move.type === "distribute" && move.submit) {
        const seats = submittedIn.get(detail.view.round) ?? new Set<number>();
        submittedIn.set(detail.view.round, seats.add(king.seat));
      }
      if (move.type === "attack") warDone = true;

      if (warDone && !shots.war && after.view.lastWar) {
        // Both boards show the dice the server rolled, and the outcome.
        const war = after.view.lastWar;
        const faces = (page: Page, label: string) =>
          page
            .getByRole("list", { name: label })
            .getByRole("listitem")
            .evaluateAll((lis) => lis.map((li) => li.getAttribute("aria-label")));
        await waitFor("the war's dice on Bruno's phone", async () => ((await b.getByRole("list", { name: "Dés" }).count()) ? true : null));
        expect(await faces(a, "Dice")).toEqual(war.dice.map((d) => (d === "skull" ? "skull" : String(d))));
        expect(await faces(b, "Dés")).toEqual(war.dice.map((d) => (d === "skull" ? "crâne" : String(d))));
        await a.getByText(`attack ${war.attack} (with ${war.attackObsidian} obsidian) against defence ${war.defence}`).waitFor();
        const section = a.locator(".balam-war");
        await section.scrollIntoViewIfNeeded();
        await a.screenshot({ path: join(SCREENSHOTS, "balam-war.png"), fullPage: true });
        shots.war = true;
      }
      if (!shots.desktop && king.seat === 0 && after.view.round === 2 && after.view.phase === "turns" && after.legalMoves.length > 0) {
        await a.screenshot({ path: join(SCREENSHOTS, "balam-board-desktop.png"), fullPage: true });
        shots.desktop = true;
      }
    }

    // --- What both kings see matches the server: prestige on the sheets, routed wealth kept in the storehouses.
    const final = await detailOf(a);
    for (const k of final.view.kings) {
      await waitFor(`prestige of seat ${k.seat} on Alice's board`, async () =>
        (await a.locator(".balam-kings li").nth(k.seat).textContent())?.includes(`${k.prestige} prestige`) ? true : null,
      );
    }
    const store = final.view.sites[HOME[1]!]!.buildings.find((x) => x.kind === "storehouse");
    if (store?.token && final.view.sites[HOME[1]!]!.owner === 1) {
      const label = await b.locator(`[data-site="${HOME[1]}"]`).getAttribute("aria-label");
      expect(label).toContain(`réserve avec ${store.token === "shell" ? "coquillage" : store.token === "maize" ? "maïs" : ""}`);
    }
    // Every building drawn on a site carries its name, and the legend says what the pictures mean:
    // open beside the board on a desktop, folded on the phone.
    const built = [...final.view.sites].sort((x, y) => y.buildings.length - x.buildings.length)[0]!;
    expect(built.buildings.length, "the kings built").toBeGreaterThan(0);
    const drawn = await b.locator(`[data-site="${built.index}"] .building title`).allTextContents();
    const FRENCH: Record<string, string> = {
      village: "village",
      garrison: "garnison",
      storehouse: "réserve",
      palace: "palais",
      temple: "temple",
      market: "marché",
    };
    expect(drawn).toEqual(built.buildings.map((x) => expect.stringMatching(new RegExp(`^${FRENCH[x.kind] ?? x.kind}`))));
    await expectLegend(".balam-legend", a, b, {
      desktop: "large pyramid: a king's city",
      phone: "terrain de pelote",
      summary: "Ce que montrent les images",
    });
    expect(routesSeen, "the distribution editor showed destinations").toBeGreaterThan(0);
    // Whether any route is refused at all depends on the wealth dealt: said, not asserted, when none was.
    if (!sawBlockedReason) console.log(`balam: none of the ${routesSeen} routes shown was refused in this game`);
    expect(shots).toEqual({ desktop: true, phone: true, distribution: true, war: true });
    await alice.close();
    await bruno.close();
  });
});
