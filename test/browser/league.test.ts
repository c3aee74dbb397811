// A league's page on a 360-px phone, in English and in French: each division of the current season with
// its standings, tie-breaks stated and who goes up or down marked (once a game has ended), its games round by round (the
// reader's own division's shown at once, another's fold opened from the keyboard), nothing wider than
// the screen and every target at least 44 px tall; the lobby listing it, a division's page linking
// back to it, wrong links, the page following the games without a reload, and a league created from
// its form whose players are invited and accept or decline on its page. Screenshots go to docs/screenshots/league-360-*.png with TURNPOST_SCREENSHOTS=docs.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import type { LeaguePage } from "../../shared/api/index";
import { POLL_MS } from "../../web/src/polled";
import type { TestStack } from "../support/stack";
import { signedIn } from "../support/stack";
import { befriend } from "../support/friends";
import { playTurns, type Player } from "../support/tournament-bots";
import { PHONE, SCREENSHOTS, openBrowserStack, postAs, signedInContext, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

const stamp = Date.now().toString(36);
const idOf = async (player: Player) => (await player.get("/api/me")).body.user.id as string;

/**
 * A one-move-a-game league of Yucata' for two-seat tables, created by the viewer of `context` with
 * `divisions` (user ids), accepted by `invited` and started: what each describe below needs first.
 */
async function startedLeague(context: BrowserContext, name: string, divisions: string[][], invited: Player[]): Promise<string> {
  const created = await postAs(stack, context, "/api/leagues", {
    name,
    game: "yucata",
    tableSize: 2,
    timePerMoveDays: 3,
    timeoutPolicy: "bot",
    moves: 1,
    divisions,
  });
  for (const player of invited) await player.post(`/api/leagues/${created.id}/accept`, {});
  await postAs(stack, context, `/api/leagues/${created.id}/start`, {});
  return created.id as string;
}

let leagueId: string;
let players: Player[];
/** The viewers, league members: Ana in division 2 reads English, Bo in division 1 French. */
const viewers = new Map<string, BrowserContext>();

describe("a league's page on a phone", () => {
  beforeAll(async () => {
    const ana = await signedInContext(stack, browser, `ana-${stamp}@example.test`, "en-GB");
    const bo = await signedInContext(stack, browser, `bo-${stamp}@example.test`, "fr-FR");
    viewers.set("en", ana.context).set("fr", bo.context);
    const others = await Promise.all(["cy", "dee", "eve", "flo"].map((name) => signedIn(stack, `${name}-${stamp}@example.test`)));
    players = [ana.player, bo.player, ...others];
    const [anaId, boId, cyId, deeId, eveId, floId] = await Promise.all(players.map(idOf));
    // Ana names them all: only friends are invited by name.
    await befriend(...players.map((client, index) => ({ client, id: [anaId, boId, cyId, deeId, eveId, floId][index]! })));
    const divisions = [
      [boId!, cyId!, deeId!],
      [anaId!, eveId!, floId!],
    ];
    leagueId = await startedLeague(ana.context, "Club league", divisions, players.slice(1));
    // Round 1 is played out by bots in both divisions, so that the standings have points.
    await waitFor(
      "round 2 to open in both divisions",
      async () => {
        await playTurns(players, "yucata");
        const page = (await ana.player.get(`/api/leagues/${leagueId}`)).body as LeaguePage;
        return page.divisions.every((d) => d.rounds[1]?.openedAt) ? page : null;
      },
      120_000,
    );
  }, 180_000);
  afterAll(async () => {
    for (const context of viewers.values()) await context.close();
  });

  for (const [lang, words] of [
    [
      "en",
      {
        division: "Division",
        up: "goes up",
        down: "goes down",
        yours: "You play in division 2.",
        games: "The games, round by round",
        state: "In play",
        divisionOf: "Division 2 of Club league, season 1",
      },
    ],
    [
      "fr",
      {
        division: "Division",
        up: "monte",
        down: "descend",
        yours: "Vous jouez en division 1.",
        games: "Les parties, ronde par ronde",
        state: "En cours",
        divisionOf: "Division 1 de Club league, saison 1",
      },
    ],
  ] as const) {
    it(`shows each division's standings, moves and games in ${lang}, within 360 px`, { timeout: 60_000 }, async () => {
      const page = await viewers.get(lang)!.newPage();
      await page.goto(`${stack.url}/l/${leagueId}`);
      await page.getByRole("heading", { name: "Club league" }).waitFor();
      for (const n of [1, 2]) await page.getByRole("heading", { name: `${words.division} ${n}` }).waitFor();
      await page.getByText(words.yours).waitFor();
      const divisions = page.locator(".division");
      expect(await divisions.count()).toBe(2);
      for (const n of [0, 1]) {
        const division = divisions.nth(n);
        expect(await division.locator("table.standings tbody tr").count()).toBe(3);
        expect(await division.locator("[id$='tie-breaks']").textContent()).toContain("Sonneborn-Berger");
      }
      // One goes down from the top division, one goes up from the lowest: the last and the first.
      const marks = async (n: number) => (await divisions.nth(n).locator(".move-mark").allTextContents()).map((m) => m.trim());
      expect(await marks(0)).toEqual([`▼ ${words.down}`]);
      expect(await marks(1)).toEqual([`▲ ${words.up}`]);
      expect(await divisions.nth(0).locator("tbody tr").last().textContent()).toContain(words.down);
      expect(await divisions.nth(1).locator("tbody tr").first().textContent()).toContain(words.up);

      // The reader's own division shows its games; another's fold open from the keyboard.
      const [yours, other] = lang === "en" ? [divisions.nth(1), divisions.nth(0)] : [divisions.nth(0), divisions.nth(1)];
      expect(await yours.locator("details").evaluate((fold) => (fold as HTMLDetailsElement).open)).toBe(true);
      await other.locator("summary", { hasText: words.games }).focus();
      await page.keyboard.press("Enter");
      for (const division of [yours, other]) {
        const round2 = division.locator(".round").nth(1);
        await round2.waitFor();
        expect(await round2.textContent()).toContain(words.state);
      }

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      for (const target of await page.locator(".league a, .league button, .league summary").all()) {
        if (!(await target.isVisible())) continue;
        const box = await target.boundingBox();
        expect(box?.height, `${await target.textContent()} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({ path: join(SCREENSHOTS, `league-360-${lang}.png`), fullPage: true });

      // A division's page links back to its league.
      await yours.locator("a.to-page").click();
      await page.getByRole("link", { name: words.divisionOf }).click();
      await page.getByRole("heading", { name: "Club league" }).waitFor();
      await page.close();
    });
  }

  it("says a wrong link leads to no league, or no tournament", { timeout: 60_000 }, async () => {
    const page = await viewers.get("fr")!.newPage();
    await page.goto(`${stack.url}/l/nope`);
    await page.getByRole("alert").getByText("Aucune ligue n’a cet identifiant\u00a0: vérifiez le lien.").waitFor();
    await page.goto(`${stack.url}/t/nope`);
    await page.getByRole("alert").getByText("Aucun tournoi n’a cet identifiant\u00a0: vérifiez le lien.").waitFor();
    await page.close();
  });

  it("is listed in the lobby", { timeout: 60_000 }, async () => {
    const page = await viewers.get("en")!.newPage();
    await page.goto(`${stack.url}/lobby`);
    await page.getByRole("link", { name: /Club league/ }).click();
    await page.getByRole("heading", { name: "Division 1" }).waitFor();
    expect(page.url()).toBe(`${stack.url}/l/${leagueId}`);
    await page.close();
  });

  it("marks no one as going up or down before a game of the season has ended", { timeout: 60_000 }, async () => {
    const [anaId, boId, cyId, deeId] = await Promise.all(players.slice(0, 4).map(idOf));
    const context = viewers.get("en")!;
    const divisions = [
      [boId!, cyId!],
      [anaId!, deeId!],
    ];
    const quiet = await startedLeague(context, "Quiet league", divisions, players.slice(1, 4));
    const page = await context.newPage();
    await page.goto(`${stack.url}/l/${quiet}`);
    await page.getByRole("heading", { name: "Division 2" }).waitFor();
    await page.getByText("You play in division 2.").waitFor();
    expect(await page.locator("table.standings tbody tr").count()).toBe(4);
    expect(await page.locator(".move-mark").count()).toBe(0);
    expect(await page.locator("tr.going-up, tr.going-down").count()).toBe(0);
    expect(await page.getByText("The marks show who changes division").count()).toBe(0);
    await page.close();
  });

  // Last of these: it plays round 2 to its end.
  it("shows the games' results without a reload", { timeout: 180_000 }, async () => {
    const page = await viewers.get("en")!.newPage();
    await page.clock.install();
    await page.goto(`${stack.url}/l/${leagueId}`);
    await page.getByRole("heading", { name: "Division 1" }).waitFor();
    const gamesScored = async () =>
      (await page.locator("table.standings tbody td:nth-child(4)").allTextContents()).reduce((sum, p) => sum + Number(p), 0);
    // Three players a division: one game a round, two players in it.
    expect(await gamesScored()).toBe(4);
    await waitFor(
      "round 3 to open in both divisions",
      async () => {
        await playTurns(players, "yucata");
        const page = (await players[0]!.get(`/api/leagues/${leagueId}`)).body as LeaguePage;
        return page.divisions.every((d) => d.rounds[2]?.openedAt) ? page : null;
      },
      150_000,
    );
    await page.clock.fastForward(POLL_MS);
    await expect.poll(gamesScored).toBe(8);
    await page.close();
  });
});

describe("creating a league", () => {
  it("invites the friends chosen from its list, who accept or decline on its page", { timeout: 90_000 }, async () => {
    const { context, player } = await signedInContext(stack, browser, `maker-${stamp}@example.test`, "fr-FR");
    const gil = await signedInContext(stack, browser, `gil-${stamp}@example.test`, "en-GB");
    const hal = await signedInContext(stack, browser, `hal-${stamp}@example.test`, "fr-FR");
    const ivy = await signedIn(stack, `ivy-${stamp}@example.test`);
    const ids = await Promise.all([player, gil.player, hal.player, ivy].map(idOf));
    await befriend(...[player, gil.player, hal.player, ivy].map((client, index) => ({ client, id: ids[index]! })));
    const names = await Promise.all([gil.player, hal.player, ivy].map(async (p) => (await p.get("/api/me")).body.user.name as string));
    const page = await context.newPage();
    await page.goto(`${stack.url}/lobby`);
    await page.getByRole("link", { name: "Créer une ligue" }).click();
    // Sent empty, the form names what it still needs, and takes the reader to the first of them.
    await page.getByRole("button", { name: "Créer la ligue" }).click();
    const missing = (await page.getByRole("alert").textContent()) ?? "";
    // French sets a no-break space before its colons.
    const [lead, ...fields] = missing.split(/\u00a0: | · /);
    expect(lead).toBe("À remplir ou à corriger");
    expect(fields.map((field) => field.replace(/\.$/, ""))).toEqual(["Nom", "Division 1", "Division 2"]);
    expect(await page.evaluate(() => document.activeElement?.closest("label")?.textContent)).toBe("Nom");
    await page.getByLabel("Nom").fill("Ligue d’hiver");
    await page.getByLabel("Jeu").selectOption("yucata");
    // Chosen from the creator's friends, by keyboard: nobody's address is pasted.
    const division = (n: number) => page.getByRole("group", { name: new RegExp(`^Division ${n}\\s:`) });
    await division(1)
      .getByLabel(/\(vous\)$/)
      .check();
    await division(1).getByLabel(names[0]!, { exact: true }).focus();
    await page.keyboard.press("Space");
    await division(2).getByLabel(names[1]!, { exact: true }).check();
    await division(2).getByLabel(names[2]!, { exact: true }).check();
    // Chosen for one division, a friend is offered in no other.
    expect(await division(2).getByLabel(names[0]!, { exact: true }).count()).toBe(0);
    await page.getByLabel("Joueurs qui montent et descendent entre divisions").selectOption("1");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole("button", { name: "Créer la ligue" }).click();
    await page.getByRole("heading", { name: "Ligue d’hiver" }).waitFor();
    expect(page.url()).toMatch(/\/l\/[\w-]+$/);
    const id = page.url().split("/l/")[1]!;
    const created = (await player.get(`/api/leagues/${id}`)).body as LeaguePage;
    expect(created.moves).toBe(1);
    // Named is invited, not entered: no season, no division, and the creator sees who has not answered.
    expect(created.divisions).toEqual([]);
    expect(created.invitations.map((i) => [i.userId, i.division])).toEqual([
      [ids[1], 1],
      [ids[2], 2],
      [ids[3], 2],
    ]);
    await page.getByText("pas encore de réponse").first().waitFor();

    // Gil finds the invitation in the lobby, opens the league and accepts it by keyboard.
    const gilPage = await gil.context.newPage();
    await gilPage.goto(`${stack.url}/lobby`);
    await gilPage
      .getByRole("region", { name: "Your invitations" })
      .getByRole("link", { name: /Ligue d’hiver/ })
      .click();
    await gilPage.getByText("invited you to play in division 1 of this league. You are in only if you accept.").waitFor();
    await gilPage.getByRole("button", { name: "Accept the invitation" }).focus();
    await gilPage.keyboard.press("Enter");
    await gilPage.getByText("You accepted: you play from the next season that starts.").waitFor();
    expect(await gilPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Hal declines, in French.
    const halPage = await hal.context.newPage();
    await halPage.goto(`${stack.url}/l/${id}`);
    await halPage.getByRole("button", { name: "Refuser" }).click();
    await halPage.getByText("Vous avez refusé cette invitation.").waitFor();
    await halPage.getByRole("button", { name: "Accepter finalement" }).waitFor();
    expect((await ivy.post(`/api/leagues/${id}/accept`, {})).status).toBe(200);

    // The creator starts the season with the three who accepted: Ivy's division, short of a table, joins the one above.
    await page.reload();
    await page.getByText("a refusé").waitFor();
    await page.getByRole("button", { name: "Lancer la saison avec les 3 joueurs qui ont accepté" }).click();
    await page.getByRole("heading", { name: "Division 1" }).waitFor();
    const started = (await player.get(`/api/leagues/${id}`)).body as LeaguePage;
    expect(started.divisions.map((d) => d.players.map((p) => p.userId).sort())).toEqual([[ids[0], ids[1], ids[3]].sort()]);
    await Promise.all([context.close(), gil.context.close(), hal.context.close()]);
  });
});
