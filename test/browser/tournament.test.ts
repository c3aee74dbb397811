// A tournament's page on a 360-px phone, in English and in French: the standings with their tie-breaks
// stated, the rounds with each game's state and deadline, nothing wider than the screen and every
// target at least 44 px tall; and the lobby listing a public tournament open for entry. Screenshots go
// to docs/screenshots/tournament-360-*.png with TURNPOST_SCREENSHOTS=docs.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import type { TournamentPage } from "../../shared/api/index";
import { POLL_MS } from "../../web/src/polled";
import type { TestStack } from "../support/stack";
import { signedIn } from "../support/stack";
import { playTurns, type Player } from "../support/tournament-bots";
import { PHONE, SCREENSHOTS, openBrowserStack, postAs, signedInContext, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

let tournamentId: string;
/** The tournament's players as bots play them, and the first one's browser context. */
let players: Player[];
let anaContext: BrowserContext;
const stamp = Date.now().toString(36);

/** A public Swiss tournament open for entry, as the lobby lists it. */
const SWISS_OPEN = { game: "yucata", format: "swiss", tableSize: 2, maxEntrants: 8, timePerMoveDays: 2, timeoutPolicy: "bot" };

describe("a tournament's page on a phone", () => {
  beforeAll(async () => {
    const { context, player: ana } = await signedInContext(stack, browser, `ana-${stamp}@example.test`, "en-GB");
    anaContext = context;
    const others = await Promise.all(["bo", "cy", "dee"].map((name) => signedIn(stack, `${name}-${stamp}@example.test`)));
    const created = await postAs(stack, context, "/api/tournaments", {
      name: "Winter cup",
      game: "yucata",
      format: "round-robin",
      tableSize: 2,
      maxEntrants: 4,
      timePerMoveDays: 3,
      timeoutPolicy: "forfeit",
    });
    tournamentId = created.id;
    for (const client of others) await client.post(`/api/tournaments/${tournamentId}/join`);
    players = [ana, ...others];
    // Round 1 is played out by bots, so that the standings have points and round 2 is in play.
    await waitFor(
      "round 2 to open",
      async () => {
        await playTurns(players, "yucata");
        const page = (await ana.get(`/api/tournaments/${tournamentId}`)).body as TournamentPage;
        return page.rounds[1]?.openedAt ? page : null;
      },
      120_000,
    );
  }, 180_000);
  afterAll(() => anaContext?.close());

  for (const [lang, locale, words] of [
    [
      "en",
      "en-GB",
      {
        standings: "Standings",
        tieBreak: "Sonneborn-Berger",
        round: "Round 2",
        state: "In play",
        due: "moves by",
        partOf: "A tournament game: the standings",
      },
    ],
    [
      "fr",
      "fr-FR",
      {
        standings: "Classement",
        tieBreak: "Sonneborn-Berger",
        round: "Ronde 2",
        state: "En cours",
        due: "doit jouer avant le",
        partOf: "Une partie de tournoi\u00a0: le classement",
      },
    ],
  ] as const) {
    it(`shows standings, tie-breaks, rounds and deadlines in ${lang}, within 360 px`, { timeout: 60_000 }, async () => {
      const { context } = await signedInContext(stack, browser, `viewer-${lang}-${stamp}@example.test`, locale);
      const page = await context.newPage();
      await page.goto(`${stack.url}/t/${tournamentId}`);
      await page.getByRole("heading", { name: words.standings }).waitFor();
      expect(await page.locator("#tie-breaks").textContent()).toContain(words.tieBreak);
      const rows = page.locator("table.standings tbody tr");
      expect(await rows.count()).toBe(4);
      // Round 1's two games are over: two points were handed out, one per game.
      const points = (await rows.locator("td:nth-child(3)").allTextContents()).map((p) => Number(p.replace(",", ".")));
      expect(points.reduce((sum, p) => sum + p, 0)).toBe(2);
      expect(points).toEqual([...points].sort((a, b) => b - a));
      await page.getByRole("heading", { name: words.round }).waitFor();
      const round2 = page.locator(".round").nth(1);
      expect(await round2.locator(".game-item").count()).toBe(2);
      expect(await round2.textContent()).toContain(words.state);
      expect(await round2.textContent()).toContain(words.due);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      for (const target of await page.locator(".tournament a, .tournament button").all()) {
        const box = await target.boundingBox();
        expect(box?.height, `${await target.textContent()} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({ path: join(SCREENSHOTS, `tournament-360-${lang}.png`), fullPage: true });
      // A game of the round links back to its tournament.
      await round2.locator(".game-item a").first().click();
      await page.getByRole("link", { name: words.partOf }).click();
      await page.getByRole("heading", { name: words.standings }).waitFor();
      await context.close();
    });
  }

  it("is listed in the lobby while open, and entered from its page", { timeout: 60_000 }, async () => {
    const { context: host } = await signedInContext(stack, browser, `host-${stamp}@example.test`, "en-GB");
    const open = await postAs(stack, host, "/api/tournaments", { ...SWISS_OPEN, name: "Spring open" });
    const { context } = await signedInContext(stack, browser, `guest-${stamp}@example.test`, "en-GB");
    const page = await context.newPage();
    await page.goto(`${stack.url}/lobby`);
    await page.getByRole("link", { name: /Spring open/ }).click();
    await page.getByRole("button", { name: "Enter the tournament" }).click();
    await page.getByRole("button", { name: "Leave the tournament" }).waitFor();
    expect(await page.locator(".status").textContent()).toContain("2 of 8 places taken");
    expect(page.url()).toBe(`${stack.url}/t/${open.id}`);
    await context.close();
    await host.close();
  });

  it("lets a signed-out visitor from its link sign in on the way and enter", { timeout: 60_000 }, async () => {
    const { context: host } = await signedInContext(stack, browser, `opener-${stamp}@example.test`, "en-GB");
    const open = await postAs(stack, host, "/api/tournaments", { ...SWISS_OPEN, name: "Open door" });
    const visitor = await browser.newContext({ viewport: PHONE, locale: "fr-FR" });
    const page = await visitor.newPage();
    await page.goto(`${stack.url}/t/${open.id}`);
    await page.getByText("Pour vous inscrire, connectez-vous avec votre adresse e-mail", { exact: false }).waitFor();
    const email = `visitor-${stamp}@example.test`;
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Adresse e-mail").press("Enter");
    const mail = await stack.waitForMail(email, /./);
    // The mailed link, opened on the same device, signs in and comes back to the tournament.
    await page.goto(/http:\/\/\S+\/auth\/verify\?token=[\w.-]+/.exec(mail.text)![0]);
    await page.waitForURL(`${stack.url}/t/${open.id}`);
    await page.getByRole("button", { name: "S’inscrire au tournoi" }).click();
    await page.getByRole("button", { name: "Quitter le tournoi" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await visitor.close();
    await host.close();
  });

  it("is created from the form, reached from the lobby", { timeout: 60_000 }, async () => {
    const { context } = await signedInContext(stack, browser, `maker-${stamp}@example.test`, "fr-FR");
    const page = await context.newPage();
    await page.goto(`${stack.url}/lobby`);
    await page.getByRole("link", { name: "Créer un tournoi" }).click();
    await page.getByLabel("Nom").fill("Coupe d’automne");
    await page.getByLabel("Jeu").selectOption("yucata");
    await page.getByLabel("Formule").selectOption("swiss");
    await page.getByLabel("Inscrits au plus").selectOption("6");
    // The gentle policy is the default (issue #44); the creator may choose the forfeit.
    expect(await page.getByLabel("Un tour en retard est passé").isChecked(), "a late turn is skipped by default").toBe(true);
    await page.getByLabel("Un joueur en retard perd la partie et quitte le tournoi").check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole("button", { name: "Créer le tournoi" }).click();
    await page.getByRole("heading", { name: "Coupe d’automne" }).waitFor();
    expect(page.url()).toMatch(/\/t\/[\w-]+$/);
    const created = (await (
      await context.request.get(`${stack.url}/api/tournaments/${page.url().split("/t/")[1]}`)
    ).json()) as TournamentPage;
    expect(created).toMatchObject({
      format: "swiss",
      tableSize: 2,
      maxEntrants: 6,
      swissRounds: 3,
      timeoutPolicy: "forfeit",
      startAt: null,
    });
    await context.close();
  });
  // Last: it plays round 2 to its end.
  it("shows a round's results and the next round without a reload", { timeout: 180_000 }, async () => {
    const { context } = await signedInContext(stack, browser, `watcher-${stamp}@example.test`, "en-GB");
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${stack.url}/t/${tournamentId}`);
    await page.getByRole("heading", { name: "Round 2" }).waitFor();
    const pointsShown = async () =>
      (await page.locator("table.standings tbody td:nth-child(3)").allTextContents()).reduce((sum, p) => sum + Number(p), 0);
    expect(await pointsShown()).toBe(2);
    // Rounds are made as each opens (issue 40.4): round 3 is not on the page before round 2 is over.
    expect(await page.locator(".round").count()).toBe(2);

    await waitFor(
      "round 3 to open",
      async () => {
        await playTurns(players, "yucata");
        const answer = (await players[0]!.get(`/api/tournaments/${tournamentId}`)).body as TournamentPage;
        return answer.rounds[2]?.openedAt ? answer : null;
      },
      150_000,
    );
    // The page asks again on its own once its wait is over: round 2's two results and round 3 in play.
    await page.clock.fastForward(POLL_MS);
    await expect.poll(pointsShown).toBe(4);
    await expect.poll(async () => page.locator(".round").nth(2).textContent()).toContain("In play");
    await context.close();
  });
});
