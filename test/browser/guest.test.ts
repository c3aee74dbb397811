// An invited friend is told: Gus opens Alice's invite link, joins as a guest (the page says first that a
// guest is told nothing), and the game page warns him that nobody will tell him it is his turn. He gives
// his address; the link it mails confirms it, his seat stays his, the warning goes, and once he has left
// the page Alice's move brings him a "your turn" mail. Nell, a guest who gives nothing, keeps the warning.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import type { TestStack } from "../support/stack";
import { PHONE, openBrowserStack, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack({ lookingGraceMs: 1_000, clockIntervalMs: 200 })));
afterAll(() => close?.());

async function post(context: BrowserContext, path: string, data: unknown): Promise<any> {
  const reply = await context.request.post(`${stack.url}${path}`, { data, headers: { origin: stack.url } });
  expect(reply.status(), `POST ${path}: ${await reply.text()}`).toBeLessThan(300);
  return reply.json();
}

async function joinAsGuest(context: BrowserContext, inviteUrl: string, name: string) {
  const page = await context.newPage();
  await page.goto(inviteUrl);
  await page.getByText("A guest is told nothing when it is their turn").waitFor();
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: /guest/i }).click();
  await page.getByRole("heading", { name: "Nobody will tell you when it is your turn" }).waitFor();
  return page;
}

describe("a guest from an invite link", () => {
  it("is offered an address, confirms it, keeps the seat and gets the next turn mail; a guest who gives nothing is warned", {
    timeout: 120_000,
  }, async () => {
    const alice = await browser.newContext({ locale: "en-GB" });
    await post(alice, "/api/auth/guest", { name: "Alice" });
    const created = await post(alice, "/api/games", { game: "yucata", players: 3, options: { firstPlayer: 0 } });

    const gus = await browser.newContext({ viewport: PHONE, locale: "en-GB", isMobile: true, hasTouch: true });
    const page = await joinAsGuest(gus, created.inviteUrl, "Gus");
    const nell = await browser.newContext({ locale: "en-GB" });
    const nellPage = await joinAsGuest(nell, created.inviteUrl, "Nell");
    // The game starts with Nell: Gus's page turns from the waiting room to the board, warning and all.
    await page.getByRole("group", { name: /The track/ }).waitFor();
    await page.getByRole("heading", { name: "Nobody will tell you when it is your turn" }).waitFor();

    await page.getByText("Be told: give an address or turn on notifications").click();
    await page.getByLabel("Email me at").fill("gus@example.org");
    await page.getByRole("button", { name: "Send me the confirmation link" }).click();
    await page.getByText("A link went to gus@example.org").waitFor();
    const mail = await stack.waitForMail("gus@example.org", /sign-in/);
    const link = /https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/.exec(mail.text)![0];
    await page.goto(link);
    // Same browser: confirmed at once; the seat is still his and the warning is gone.
    await page.getByRole("group", { name: /The track/ }).waitFor();
    const me = await page.evaluate(async () => (await (await fetch("/api/me")).json()).user);
    expect(me).toMatchObject({ email: "gus@example.org", name: "Gus" });
    const seen = await (await gus.request.get(`${stack.url}/api/games/${created.id}`)).json();
    expect(seen.seat).toBe(1);
    expect(await page.getByRole("heading", { name: "Nobody will tell you when it is your turn" }).count()).toBe(0);
    await page.close();

    // Alice plays: it is Gus's turn, and he is not looking.
    const detail = await (await alice.request.get(`${stack.url}/api/games/${created.id}`)).json();
    await post(alice, `/api/games/${created.id}/moves`, {
      version: detail.version,
      move: detail.legalMoves[0],
      clientMoveId: "guest-alice-1",
    });
    const turn = await stack.waitForMail("gus@example.org", /^Your turn vs Alice and Nell in Yucata'/);
    expect(turn.subject).toBe("Your turn vs Alice and Nell in Yucata' (move 2)");
    // Back on the game, Alice's move is marked as new since his last visit.
    const back = await gus.newPage();
    await back.goto(`${stack.url}/play/${created.id}`);
    const fresh = back.locator(".log li.new");
    await fresh.getByText("New since your last visit").waitFor();
    expect(await fresh.count()).toBe(1);
    await back.close();

    // Nell gave nothing: the warning stays on her game page, one line once she has read it, whole again on a tap.
    await nellPage.reload();
    await nellPage.getByText("You get no turn alerts").waitFor();
    expect(await nellPage.getByRole("heading", { name: "Nobody will tell you when it is your turn" }).count()).toBe(0);
    await nellPage.getByRole("button", { name: "Be told" }).click();
    await nellPage.getByRole("heading", { name: "Nobody will tell you when it is your turn" }).waitFor();
    await nellPage.getByLabel("Email me at").waitFor();
    await waitFor("Nell's page showing the game", async () =>
      (await nellPage.getByRole("group", { name: /The track/ }).count()) > 0 ? true : null,
    );
  });
});
