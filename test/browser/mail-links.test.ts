// Every kind of link Turnpost mails, opened as a mail client opens it: a fresh Chromium context (no
// cookie, no referrer), from the mail the test stack really sent (the outbox), and carried through to
// what the link offers: signing in, playing the move, stopping emails, offering the rematch, playing a
// tournament's table, reading the calendar feed, opening the digest's games.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { TestStack } from "../support/stack";
import { ApiClient, moveId } from "../support/client";
import { signedIn } from "../support/stack";
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

/** A Yucata' game where Bob (a guest) has moved and `email`'s seat 0 is awaited, with its "your turn" mail. */
async function turnMailTo(email: string) {
  const alice = await signedIn(stack, email);
  const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
  const gameId = created.body.id as string;
  const bob = await ApiClient.guest(stack.url, "Bob");
  await bob.post(`/api/games/${gameId}/join`);
  await bob.post(`/api/games/${gameId}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() });
  return { alice, bob, gameId, mail: await stack.waitForMail(email, /Your turn/) };
}

describe("links from mails, opened in a fresh browser", () => {
  it("one-tap move: the confirmation page's button plays the move", async () => {
    const { alice, gameId, mail } = await turnMailTo("tap-link@example.org");
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

  it("the turn mail's board link opens the seat, and its stop link stops and resumes game emails", async () => {
    const { alice, gameId, mail } = await turnMailTo("board-link@example.org");
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
});
