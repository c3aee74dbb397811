// "Your turn" mail and the open game page: Alice, signed in by email, has her game open and in view when
// Bob plays; she is not mailed while she looks. She closes the page: the mail comes once the grace period
// is over (shortened here to 1.5 s, the clock sweeping every 200 ms, instead of the real 3 minutes).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import type { TestStack } from "../support/stack";
import { DESKTOP, openBrowserStack, waitFor } from "./support";

const GRACE_MS = 1_500;

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack({ lookingGraceMs: GRACE_MS, clockIntervalMs: 200 })));
afterAll(() => close?.());

async function post(context: BrowserContext, path: string, data: unknown): Promise<any> {
  const reply = await context.request.post(`${stack.url}${path}`, { data, headers: { origin: stack.url } });
  expect(reply.status(), `POST ${path}: ${await reply.text()}`).toBeLessThan(300);
  return reply.json();
}

const turnMails = async (to: string) => (await stack.outbox()).filter((m) => m.to.includes(to) && m.subject.startsWith("Your turn"));

describe("the your-turn mail and the open page", () => {
  it("is not sent while the player looks at the game, and is sent a grace period after the page closes", { timeout: 120_000 }, async () => {
    const email = "alice.looking@example.org";
    const alice = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    await post(alice, "/api/auth/email", { email });
    const signIn = await stack.waitForMail(email, /sign-in/);
    const link = new URL(/https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/.exec(signIn.text)![0]);
    await alice.request.get(`${stack.url}${link.pathname}${link.search}`, { maxRedirects: 0 });
    const { id } = await post(alice, "/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
    const bob = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    await post(bob, "/api/auth/guest", { name: "Bob" });
    await post(bob, `/api/games/${id}/join`, {});

    const page = await alice.newPage();
    const presence: any[] = [];
    page.on("websocket", (socket) => socket.on("framesent", (frame) => presence.push(JSON.parse(String(frame.payload)))));
    await page.goto(`${stack.url}/play/${id}`);
    await page.getByRole("group", { name: /The track/ }).waitFor();
    await waitFor("the page saying it is shown", async () => (presence.some((m) => m.type === "presence" && m.visible) ? true : null));

    const detail = await (await bob.request.get(`${stack.url}/api/games/${id}`)).json();
    await post(bob, `/api/games/${id}/moves`, { version: detail.version, move: detail.legalMoves[0], clientMoveId: "presence-bob-1" });
    await page
      .getByRole("button", { name: /^Play the / })
      .first()
      .waitFor({ timeout: 10_000 });
    // Three grace periods with the page in view: no mail (the turn is on her screen).
    await new Promise((r) => setTimeout(r, 3 * GRACE_MS));
    expect(await turnMails(email)).toEqual([]);

    await page.close();
    const closedAt = Date.now();
    const mail = await waitFor("the turn mail after the page closed", async () => (await turnMails(email))[0] ?? null, 15_000);
    expect(mail.subject).toBe("Your turn vs Bob in Yucata' (move 2)");
    expect(Date.now() - closedAt).toBeLessThan(3 * GRACE_MS + 5_000);
    await new Promise((r) => setTimeout(r, GRACE_MS));
    expect(await turnMails(email)).toHaveLength(1);
  });
});
