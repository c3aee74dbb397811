// Every kind of link Turnpost mails, opened as a mail client opens it: a fresh Chromium context (no
// cookie, no referrer), from the mail the test stack really sent (the outbox), and carried through to
// what the link offers: signing in, playing the move (and a turn's next steps), opening the seat,
// stopping emails, a finished game's result, the seat a rematch keeps, a tournament's table, the
// calendar feed and its games, the daily digest's seats.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { TestStack } from "../support/stack";
import { ApiClient, moveId } from "../support/client";
import { awaitedAfterBob, awaitedInBalam, signedIn, startStack } from "../support/stack";
import { PHONE, openBrowserStack } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;
const opened: BrowserContext[] = [];

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(async () => {
  await Promise.all(opened.map((context) => context.close()));
  await close?.();
});

/** Opens `url` as a mail client does: a new browser context, nothing carried over, no referrer. */
async function openFromMail(url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale: "en-GB" });
  opened.push(context);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** The address that follows `label:` in a mail's text part. */
function linkAfter(text: string, label: string): string {
  const url = new RegExp(`${label}:\\n(\\S+)`).exec(text)?.[1];
  expect(url, `a "${label}" link in the mail`).toBeTruthy();
  return url!;
}

/** Plays the game to its end through the API, each turn's first legal move by whoever has one. */
async function playToEnd(gameId: string, players: ApiClient[]): Promise<void> {
  for (let step = 0; step < 400; step++) {
    const details = await Promise.all(players.map(async (p) => (await p.get(`/api/games/${gameId}`)).body));
    if (details[0].status === "finished") return;
    const mover = details.findIndex((d) => d.legalMoves.length > 0);
    const { version, legalMoves } = details[mover];
    expect(
      (await players[mover]!.post(`/api/games/${gameId}/moves`, { version, move: legalMoves[0], clientMoveId: moveId() })).status,
    ).toBe(200);
  }
  throw new Error(`game ${gameId} did not end in 400 moves`);
}

describe("links from mails, opened in a fresh browser", () => {
  it("one-tap move: the confirmation page's button plays the move", async () => {
    const { alice, gameId, mail } = await awaitedAfterBob(stack, "tap-link@example.org");
    const [, label, url] = /^1\. (Play the [^\n]+)\n(http:\/\/\S+)$/m.exec(mail.text)!;
    const page = await openFromMail(url!);
    await page.getByText(label!).waitFor();
    await page.getByRole("button", { name: "Play it" }).click();
    await page.getByText(`Played: ${label}`).waitFor();
    expect((await alice.get(`/api/games/${gameId}`)).body.version).toBe(2);
    // Its board link opens the game, no longer awaiting this seat.
    await page.getByRole("link", { name: "Open the board" }).click();
    await page.waitForURL(new RegExp(`/play/${gameId}`));
  });

  it("a turn of several steps: each step's page has the next step's buttons, which play it", async () => {
    const { gameId, player, mail } = await awaitedInBalam(stack, ["steps-1@example.org", "steps-2@example.org"]);
    const [, label, url] = /^1\. ([^\n]+)\n(http:\/\/\S+)$/m.exec(mail.text)!;
    const page = await openFromMail(url!);
    await page.getByRole("button", { name: "Play it" }).click();
    await page.getByText(`Played: ${label}`).waitFor();
    await page.getByText("Your turn goes on.", { exact: false }).waitFor();
    const next = page.locator("form button");
    const nextLabel = (await next.first().textContent())!;
    await next.first().click();
    await page.getByText(`Played: ${nextLabel}`).waitFor();
    expect((await player.get(`/api/games/${gameId}`)).body.version).toBe(2);
  });

  it("the turn mail's board link opens the seat, and its stop link stops and resumes game emails", async () => {
    const { alice, gameId, mail } = await awaitedAfterBob(stack, "board-link@example.org");
    const board = await openFromMail(linkAfter(mail.text, "Play"));
    await board.getByText("It is your turn.").first().waitFor();
    expect(await board.evaluate((id) => localStorage.getItem(`tp.seat.${id}`), gameId)).toBeTruthy();

    const stop = await openFromMail(linkAfter(mail.text, "Stop these emails"));
    await stop.getByRole("button", { name: "Stop every game email" }).click();
    await stop.getByText("Done: Turnpost will send you no more emails about games.", { exact: false }).waitFor();
    expect((await alice.get("/api/me")).body.user.turnEmails).toBe(false);
    await stop.getByRole("button", { name: "Undo" }).click();
    await stop.getByText("Done: Turnpost will email you about your games again.").waitFor();
    expect((await alice.get("/api/me")).body.user.turnEmails).toBe(true);
  });

  it("sign-in: the link asks in another browser, then signs in", async () => {
    await new ApiClient(stack.url).post("/api/auth/email", { email: "link-in@example.org" });
    const mail = await stack.waitForMail("link-in@example.org", /sign-in/);
    const page = await openFromMail(/http:\/\/\S+\/auth\/verify\?token=[\w.-]+/.exec(mail.text)![0]);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Your games" }).waitFor();
    expect(await page.evaluate(async () => (await (await fetch("/api/me")).json()).user.email)).toBe("link-in@example.org");
  });

  it("game over: its link opens the result, and the rematch invitation's link leads to the seat kept", async () => {
    const ada = await signedIn(stack, "ada-over@example.org");
    const cy = await signedIn(stack, "cy-over@example.org");
    const gameId = (await ada.post("/api/games", { game: "yucata", players: 2 })).body.id as string;
    await cy.post(`/api/games/${gameId}/join`);
    await playToEnd(gameId, [ada, cy]);
    const over = await stack.waitForMail("ada-over@example.org", /^Game over/);
    const page = await openFromMail(linkAfter(over.text, "Offer a rematch"));
    await page
      .getByText(/^Game over/)
      .first()
      .waitFor();

    // The rematch offered (from Ada's session: a mailed seat link does not act for her account).
    const rematch = await ada.post(`/api/games/${gameId}/rematch`);
    expect(rematch.status).toBe(201);
    const invite = await stack.waitForMail("cy-over@example.org", /offers you a rematch/);
    const join = linkAfter(invite.text, "Take my seat");
    expect(new URL(join).pathname).toBe(`/join/${rematch.body.id}`);
    const invited = await openFromMail(join);
    await invited.waitForURL(new RegExp(`/(join|play)/${rematch.body.id}`));
    // Signed in, the seat kept for him is his to take, and nobody else's.
    const stranger = await ApiClient.guest(stack.url, "Stranger");
    expect((await stranger.post(`/api/games/${rematch.body.id}/join`)).status).toBeGreaterThanOrEqual(400);
    expect((await cy.post(`/api/games/${rematch.body.id}/join`)).status).toBe(200);
  });

  it("tournament round: the round mail's link opens the table's game", async () => {
    const ana = await signedIn(stack, "ana-round@example.org");
    const bo = await signedIn(stack, "bo-round@example.org");
    const created = await ana.post("/api/tournaments", {
      name: "Mail cup",
      game: "yucata",
      format: "round-robin",
      tableSize: 2,
      maxEntrants: 2,
      timePerMoveDays: 3,
      timeoutPolicy: "forfeit",
    });
    expect(created.status).toBeLessThan(300);
    expect((await bo.post(`/api/tournaments/${created.body.id}/join`)).status).toBeLessThan(300);
    const mail = await stack.waitForMail("bo-round@example.org", /^Round 1 of your .+ tournament begins/);
    const url = linkAfter(mail.text, "Play");
    const gameId = /\/play\/([\w-]+)/.exec(url)![1]!;
    const page = await openFromMail(url);
    await page.getByText("A tournament game", { exact: false }).first().waitFor();
    // The link opens Bo's seat, with no session, as a turn mail's does.
    const table = (await bo.get(`/api/games/${gameId}`)).body;
    expect(table).toMatchObject({ status: "active", seat: expect.any(Number) });
    expect(await page.evaluate((id) => localStorage.getItem(`tp.seat.${id}`), gameId)).toBeTruthy();
  });

  it("calendar: the private address is fetched without a session, parsed, and its games' links open", async () => {
    const { alice, gameId } = await awaitedAfterBob(stack, "cal-link@example.org");
    const timed = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 }, timePerMoveDays: 3 });
    const bob = await ApiClient.guest(stack.url, "Bo");
    await bob.post(`/api/games/${timed.body.id}/join`);
    const address = (await alice.post("/api/me/calendar")).body.url as string;
    const answer = await fetch(address.replace(/^https?:\/\/[^/]+/, stack.url));
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.summary)).toEqual(["Your move in Yucata' vs Bo"]);
    const link = String(events[0]!.component.getFirstPropertyValue("url") ?? events[0]!.description);
    expect(link).toMatch(new RegExp(`^http://\\S+/g/${timed.body.id}$`));
    expect(link).not.toContain(gameId);
    // The game's page, as anyone may read a public game: its players by name.
    const page = await openFromMail(link);
    await page.getByText("Bo", { exact: true }).first().waitFor();
  });

  it("daily digest: each game's link opens its seat, with no session", async () => {
    // The digest goes out at 08:00 in the player's time zone: a stack whose clock the test moves.
    const timed = await startStack({ sweepByHand: true });
    try {
      const email = "digest-link@example.org";
      const alice = await signedIn(timed, email);
      expect((await alice.request("PATCH", "/api/me", { digest: true })).status).toBe(200);
      const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
      const gameId = created.body.id as string;
      const bob = await ApiClient.guest(timed.url, "Bob");
      await bob.post(`/api/games/${gameId}/join`);
      expect((await bob.post(`/api/games/${gameId}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() })).status).toBe(200);
      // Each look moves a day on and sweeps, so the digest is found whenever the turn notice queued it.
      let days = 0;
      const findDigest = async () => {
        await timed.sweep(new Date(Date.now() + ++days * 25 * 3_600_000));
        return (await timed.outbox()).find((m) => m.to.includes(email) && /^1 game awaits your move/.test(m.subject));
      };
      await expect.poll(findDigest, { timeout: 20_000 }).toBeTruthy();
      const digest = (await findDigest())!;
      const url = new RegExp(`^Yucata': (http://\\S+/play/${gameId}#seat=\\S+)$`, "m").exec(digest.text)?.[1];
      expect(url, "a seat link for the awaiting game").toBeTruthy();
      const page = await openFromMail(url!);
      await page.getByText("It is your turn.").first().waitFor();
      expect(await page.evaluate((id) => localStorage.getItem(`tp.seat.${id}`), gameId)).toBeTruthy();
    } finally {
      await timed.stop();
    }
  });
});
