// Signing in by email from another browser than the one that asked (it asks first, then keeps the
// guest's games). Notifications and the correspondence clock in the browser: a player's settings are
// kept (on the page after a reload and on the server), refusals say why, push asks the browser only
// when the button is pressed, and a game with a time limit shows its deadline, on the game page and in
// my games. On a stack whose "day" is a second and a half, the clock's timeouts show in the game's log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startStack, type TestStack } from "../support/stack";
import { ApiClient } from "../support/client";
import { PHONE, detailAs, openBrowserStack, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

/** Signs in through the page with the emailed link; the page then shows the player's games. */
async function signIn(context: BrowserContext, email: string, on: TestStack = stack): Promise<Page> {
  const page = await context.newPage();
  await page.goto(on.url);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  const mail = await on.waitForMail(email, /./);
  const link = mail.text.match(/https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/)?.[0];
  expect(link, "the sign-in mail carries a link").toBeTruthy();
  await page.goto(link!);
  await page.getByRole("heading", { name: "Your games" }).waitFor();
  return page;
}

/** What the server holds for the signed-in player, asked from the page with its own session. */
const me = (page: Page) => page.evaluate(async () => (await (await fetch("/api/me")).json()).user);

const section = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

/** On a phone the header's links fold behind Menu. */
async function openMenu(page: Page): Promise<void> {
  const menu = page.getByRole("button", { name: "Menu" });
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
}

async function openSettings(page: Page): Promise<void> {
  await openMenu(page);
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
}

describe("signing in by email", () => {
  it("a link opened in another browser asks before it signs in, then keeps the guest's games", async () => {
    const phone = await browser.newContext({ viewport: PHONE, locale: "fr-FR" });
    const asking = await phone.newPage();
    await asking.goto(stack.url);
    await asking.getByLabel("Adresse e-mail").fill("lea@example.com");
    await asking.getByRole("button", { name: /lien de connexion/ }).click();
    const mail = await stack.waitForMail("lea@example.com", /./);
    const link = mail.text.match(/https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/)![0];

    // On the laptop, Léa already plays as a guest.
    const laptop = await browser.newContext({ locale: "fr-FR" });
    const guest = await laptop.newPage();
    // The API asked from a tab of the app (the sign-in page's own policy allows no script to fetch).
    const app = await laptop.newPage();
    await app.goto(stack.url);
    const guestApi = (path: string, body?: unknown) =>
      app.evaluate(
        async ([path, body]) => {
          const reply = await fetch(
            path as string,
            body ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : undefined,
          );
          return reply.json();
        },
        [path, body] as const,
      );
    await guestApi("/api/auth/guest", { name: "Léa" });
    const created = await guestApi("/api/games", { game: "yucata", players: 2 });

    await guest.goto(link);
    await guest.getByRole("heading", { name: "Se connecter en tant que lea@example.com et y rattacher vos parties d'invité ?" }).waitFor();
    expect((await guestApi("/api/me")).user).toMatchObject({ guest: true, email: null });
    await guest.getByRole("button", { name: "Se connecter" }).click();
    await guest.waitForURL(`${stack.url}/`);
    const me = (await guestApi("/api/me")).user;
    expect(me).toMatchObject({ guest: false, email: "lea@example.com", name: "Léa" });
    expect((await guestApi("/api/me/games")).games.map((g: { id: string }) => g.id)).toEqual([created.id]);
    await phone.close();
    await laptop.close();
  });
});

describe("settings", () => {
  it("keeps the player's preferences after a reload and on the server, in either language", async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      locale: "en-GB",
      timezoneId: "Europe/Paris",
      isMobile: true,
      hasTouch: true,
    });
    const page = await signIn(context, "claire@example.com");
    await openSettings(page);

    // Nothing sticks out sideways on a 360-px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The time zone starts as this browser's, not the server's UTC default.
    const profile = section(page, "Profile");
    await expect.poll(() => profile.getByLabel("Time zone").inputValue()).toBe("Europe/Paris");
    await profile.getByLabel("Your name, as the other players see it").fill("Claire D.");
    await profile.getByLabel("Time zone").selectOption("America/Toronto");
    await profile.getByRole("button", { name: "Save" }).click();
    await profile.getByRole("status").getByText("Saved.").waitFor();
    // The header follows the new name without a reload.
    await openMenu(page);
    await page.getByRole("banner").getByText("Claire D.").waitFor();

    const email = section(page, "Email");
    await email.getByLabel("Instead of one email per turn").check();
    // Reminders: half-time added to the day and hour ones, the hour one dropped.
    await email.getByRole("group", { name: /Remind me before a deadline/ }).waitFor();
    await email.getByLabel("When half my time is gone").check();
    await email.getByLabel("An hour before").uncheck();
    await email.getByRole("button", { name: "Save" }).click();
    await email.getByText("Saved.").waitFor();

    const quiet = section(page, "Quiet hours");
    await quiet.getByText("Between these times, in your time zone, nothing is sent to you").waitFor();
    await quiet.getByRole("checkbox", { name: "Quiet hours" }).check();
    await quiet.getByLabel("From").fill("22:30");
    await quiet.getByLabel("To").fill("07:15");
    await quiet.getByRole("button", { name: "Save" }).click();
    await quiet.getByText("Saved.").waitFor();

    const chat = section(page, "Chat");
    await chat.getByLabel("Your chat webhook URL").fill("https://discord.com/api/webhooks/123/abc");
    await chat.getByRole("button", { name: "Save" }).click();
    await chat.getByText("Saved.").waitFor();

    await page.reload();
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await expect.poll(() => section(page, "Profile").getByLabel("Time zone").inputValue()).toBe("America/Toronto");
    expect(await section(page, "Profile").getByLabel("Your name, as the other players see it").inputValue()).toBe("Claire D.");
    expect(await section(page, "Email").getByLabel("Email me when it is my turn").isChecked()).toBe(true);
    expect(await section(page, "Email").getByLabel("Instead of one email per turn").isChecked()).toBe(true);
    expect(await section(page, "Quiet hours").getByRole("checkbox", { name: "Quiet hours" }).isChecked()).toBe(true);
    expect(await section(page, "Quiet hours").getByLabel("From").inputValue()).toBe("22:30");
    expect(await section(page, "Quiet hours").getByLabel("To").inputValue()).toBe("07:15");
    expect(await section(page, "Chat").getByLabel("Your chat webhook URL").inputValue()).toBe("https://discord.com/api/webhooks/123/abc");
    expect(await me(page)).toMatchObject({
      name: "Claire D.",
      timeZone: "America/Toronto",
      turnEmails: true,
      digest: true,
      reminders: ["day", "half"],
      quietHours: { start: "22:30", end: "07:15" },
      webhookUrl: "https://discord.com/api/webhooks/123/abc",
    });

    // French: the page switches at once, stays French after a reload, and mail follows.
    await section(page, "Profile").getByLabel("Language of the site and of your emails").selectOption("fr");
    await section(page, "Profile").getByRole("button", { name: "Save" }).click();
    await page.getByRole("heading", { name: "Réglages", level: 1 }).waitFor();
    await page.reload();
    await section(page, "Heures calmes").getByText("Entre ces heures, dans votre fuseau, rien ne vous est envoyé").waitFor();
    expect((await me(page)).lang).toBe("fr");
    await context.close();
  });

  it("shows why a chat webhook URL is refused and keeps the one saved before", async () => {
    const context = await browser.newContext({ locale: "en-GB" });
    const page = await signIn(context, "dora@example.com");
    await openSettings(page);
    const chat = section(page, "Chat");
    const field = chat.getByLabel("Your chat webhook URL");
    await field.fill("https://hooks.slack.com/services/T0/B0/x");
    await chat.getByRole("button", { name: "Save" }).click();
    await chat.getByText("Saved.").waitFor();

    await field.fill("http://hooks.example.com/turnpost");
    await chat.getByRole("button", { name: "Save" }).click();
    const alert = chat.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      "This URL was refused: A webhook URL must start with https://. Copy the incoming-webhook address from your chat app's settings and try again.",
    );
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect((await me(page)).webhookUrl).toBe("https://hooks.slack.com/services/T0/B0/x");

    await field.fill("https://127.0.0.1/hook");
    await chat.getByRole("button", { name: "Save" }).click();
    await chat.getByRole("alert").getByText("A webhook URL must point to a public server.").waitFor();
    await context.close();
  });

  it("makes, copies, replaces and stops a calendar address, on a phone", async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "en-GB", permissions: ["clipboard-read", "clipboard-write"] });
    const page = await signIn(context, "cleo@example.com");
    await openSettings(page);
    const calendar = section(page, "Calendar");
    await calendar.getByRole("button", { name: "Make a calendar address" }).click();
    const field = calendar.getByLabel("Your calendar address");
    await field.waitFor();
    const first = await field.inputValue();
    expect(first).toMatch(/\/cal\/[\w-]{43}\.ics$/);
    // A calendar app fetches it with no session.
    const feed = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, stack.url));
    expect((await (await feed(first)).text()).startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);

    await calendar.getByRole("button", { name: "Copy the address" }).click();
    await calendar.getByRole("status").getByText("Copied.").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    await calendar.getByRole("button", { name: "Make a new address" }).click();
    await calendar.getByRole("status").getByText("New address made: the old one no longer works.").waitFor();
    const second = await field.inputValue();
    expect(second).not.toBe(first);
    expect((await feed(first)).status).toBe(404);

    // After a reload the address is still there; stopping it ends it.
    await page.reload();
    await section(page, "Calendar").getByLabel("Your calendar address").waitFor();
    expect(await section(page, "Calendar").getByLabel("Your calendar address").inputValue()).toBe(second);
    await section(page, "Calendar").getByRole("button", { name: "Stop the calendar" }).click();
    await section(page, "Calendar").getByText("The calendar is stopped: its address no longer works.").waitFor();
    expect((await feed(second)).status).toBe(404);
    await context.close();
  });

  it("revokes the seat links of the mails already sent, by keyboard on a phone, and the seat plays on", async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "en-GB" });
    const page = await signIn(context, "remy@example.com");
    const { id } = await postAs(stack, context, "/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
    const bob = await browser.newContext();
    await postAs(stack, bob, "/api/auth/guest", { name: "Bob" });
    await postAs(stack, bob, `/api/games/${id}/join`, {});
    await postAs(stack, bob, `/api/games/${id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: `revoke-${id}` });
    const mail = await stack.waitForMail("remy@example.com", /Your turn/);
    const seatLink = new RegExp(`http://\\S+/play/${id}#seat=([\\w.-]+)`).exec(mail.text)!;
    // As a mail client opens it: a fresh browser, no cookie.
    const reader = await browser.newContext();
    const asReader = () => reader.request.get(`${stack.url}/api/games/${id}`, { headers: { authorization: `Bearer ${seatLink[1]}` } });
    expect((await (await asReader()).json()).seat).toBe(0);

    await openSettings(page);
    const links = section(page, "Links in your emails");
    await links.getByRole("button", { name: "Revoke the links in my emails" }).focus();
    await page.keyboard.press("Enter");
    await links
      .getByRole("status")
      .getByText("Done: the links already sent no longer open your seat (1 game).", { exact: false })
      .waitFor();
    expect((await asReader()).status()).toBe(401);
    const view = await reader.newPage();
    await view.goto(seatLink[0]);
    // The page drops the refused link, and reads the game as anyone may: no hand, no move of the seat.
    await expect.poll(() => view.evaluate((game) => localStorage.getItem(`tp.seat.${game}`), id)).toBeNull();
    expect(await detailAs(stack, reader, id)).toMatchObject({ seat: null, legalMoves: [] });
    // Her own session still plays the seat.
    await postAs(stack, context, `/api/games/${id}/moves`, { version: 1, move: { card: 3 }, clientMoveId: `revoke-${id}-1` });
    await Promise.all([context.close(), bob.close(), reader.close()]);
  });

  it("counts vacation days against the yearly 30 and refuses more with the server's reason", async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "en-GB" });
    const page = await signIn(context, "emile@example.com");
    await openSettings(page);
    const year = new Date().getFullYear();
    const vacations = section(page, "Vacations");
    await vacations.getByText(`0 of 30 days used in ${year}.`).waitFor();
    await vacations.getByText("No vacation declared.").waitFor();

    await vacations.getByLabel("First day away").fill(`${year}-03-01`);
    await vacations.getByLabel("Last day away").fill(`${year}-03-10`);
    await vacations.getByRole("button", { name: "Add this vacation" }).click();
    await vacations.getByText(`10 of 30 days used in ${year}.`).waitFor();
    expect((await me(page)).vacations).toEqual([{ from: `${year}-03-01`, to: `${year}-03-10` }]);

    // 25 more days would make 35: the server refuses, says why, and nothing changes.
    await vacations.getByLabel("First day away").fill(`${year}-06-01`);
    await vacations.getByLabel("Last day away").fill(`${year}-06-25`);
    await vacations.getByRole("button", { name: "Add this vacation" }).click();
    const alert = vacations.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      `Not saved: 35 days of vacation in ${year}: the allowance is 30 a year. Shorten or remove a vacation, then try again.`,
    );
    await vacations.getByText(`10 of 30 days used in ${year}.`).waitFor();
    expect((await me(page)).vacations).toHaveLength(1);

    await vacations.getByRole("button", { name: /^Remove the vacation / }).click();
    await vacations.getByText(`0 of 30 days used in ${year}.`).waitFor();
    // The server's copy is read back until it agrees (the user item is read without ConsistentRead).
    await expect.poll(async () => (await me(page)).vacations).toEqual([]);
    await context.close();
  });
});

describe("push notifications", () => {
  /** Counts the page's permission requests, to see that none happens before the button is pressed. */
  const countPermissionRequests = () => {
    const ask = Notification.requestPermission.bind(Notification);
    (window as unknown as { permissionRequests: number }).permissionRequests = 0;
    Notification.requestPermission = (...args) => {
      (window as unknown as { permissionRequests: number }).permissionRequests++;
      return ask(...args);
    };
  };
  const requests = (page: Page) => page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);
  const workers = (page: Page) =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? ""),
    );
  /** Whether this browser holds a push subscription (the service worker itself is there for offline use). */
  const subscribed = (page: Page) =>
    page.evaluate(async () => (await (await navigator.serviceWorker.getRegistration("/"))?.pushManager.getSubscription()) != null);

  it("asks the browser only on the button, registers /sw.js, and says clearly when subscribing fails", async () => {
    const context = await browser.newContext({ locale: "en-GB" });
    await context.grantPermissions(["notifications"], { origin: stack.url });
    await context.addInitScript(countPermissionRequests);
    const page = await signIn(context, "felix@example.com");
    await openSettings(page);
    const push = section(page, "Push notifications");
    await push.getByText("Push notifications are off for this device.").waitFor();
    expect(await requests(page)).toBe(0);

    await push.getByRole("button", { name: "Turn on push notifications on this device" }).click();
    // Headless Chromium has no push service to subscribe with: the page must say so and what to do.
    const alert = push.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      /^This browser could not subscribe to push notifications \(.+\)\. Email and chat still tell you when it is your turn; try again later, or in another browser\.$/,
    );
    expect(await requests(page)).toBe(1);
    expect(await workers(page), "one worker, for offline use and push alike").toEqual([`${stack.url}/sw.js`]);
    await push.getByText("Push notifications are off for this device.").waitFor();
    await context.close();
  });

  it("explains how to unblock notifications when the browser refuses them", async () => {
    const context = await browser.newContext({ locale: "en-GB" });
    await context.addInitScript(() => {
      // The player answers "Block".
      Notification.requestPermission = async () => "denied";
    });
    const page = await signIn(context, "gaspard@example.com");
    await openSettings(page);
    const push = section(page, "Push notifications");
    await push.getByRole("button", { name: "Turn on push notifications on this device" }).click();
    await push
      .getByRole("alert")
      .getByText(/^Notifications are blocked for Turnpost in this browser\. Allow them in the site's settings/)
      .waitFor();
    expect(await subscribed(page)).toBe(false);
    await context.close();
  });
});

describe("the correspondence clock", () => {
  it("a game with 3 days per move and the forfeit policy shows its deadline and time left", async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "en-GB", isMobile: true, hasTouch: true });
    const page = await signIn(context, "hugo@example.com");
    await page.getByRole("link", { name: "New game" }).first().click();
    await page.getByRole("combobox", { name: "Game", exact: true }).selectOption({ label: "Yucata'" });
    await page.getByLabel("Number of players").selectOption("2");
    await page.getByLabel("First player").selectOption({ label: "Seat 1" });
    await page.getByLabel("Time per move").selectOption({ label: "3 days" });
    const policies = page.getByRole("group", { name: "When a player runs out of time" });
    await policies.getByText("They leave the game: with two players the other one wins").waitFor();
    await policies.getByRole("radio", { name: "They forfeit" }).check();
    await page.getByRole("button", { name: "Create the game" }).click();
    await page.getByLabel("Invite link", { exact: true }).waitFor();
    const id = new URL(page.url()).pathname.split("/").pop()!;

    const bob = await ApiClient.guest(stack.url, "Bob");
    expect((await bob.post(`/api/games/${id}/join`)).status).toBe(200);

    // Hugo's page notices the start by itself and shows the clock.
    const deadline = page.locator(".deadline time");
    await deadline.waitFor();
    expect(await deadline.textContent()).toMatch(/^Play before .+: 2 days and 23 hours left\.$/);
    await page.getByText("If time runs out, the player forfeits the game.").waitFor();
    const detail = (await bob.get(`/api/games/${id}`)).body;
    expect(detail.timeoutPolicy).toBe("forfeit");
    expect(Date.parse(detail.deadline) - Date.parse(detail.turnSince)).toBe(3 * 86_400_000);
    expect(await deadline.getAttribute("datetime")).toBe(detail.deadline);

    // The game's own chat webhook: a refused URL says why. On the phone it is folded under the board.
    const fold = page.getByText("Chat, notes and notifications");
    await fold.click();
    const notify = page.getByRole("region", { name: "Notifications for this game" });
    await notify.getByLabel("Group chat webhook for this game").fill("http://chat.example.com/hook");
    await notify.getByRole("button", { name: "Save the chat webhook" }).click();
    await notify.getByRole("alert").getByText("This URL was refused: A webhook URL must start with https://.", { exact: false }).waitFor();

    // Muting is kept on this browser after a reload.
    const muteAnswered = page.waitForResponse((r) => r.url().endsWith(`/api/games/${id}/mute`));
    await notify.getByRole("checkbox", { name: /^Mute this game/ }).check();
    await notify.getByText("Muted: you will not be told about this game").waitFor();
    expect(await (await muteAnswered).json()).toEqual({ muted: true });
    await page.reload();
    await fold.click();
    await expect.poll(() => page.getByRole("checkbox", { name: /^Mute this game/ }).isChecked()).toBe(true);

    // My games shows the time left too.
    await page.getByRole("link", { name: "Back to your games" }).click();
    const item = page.locator(".game-item", { hasText: "Yucata'" });
    await item.getByText("2 days and 23 hours left").waitFor();
    await context.close();
  });

  it("the clock's timeouts and forfeits are told in the game's log, in English and French", async () => {
    const fast = await startStack({ sweepByHand: true });
    try {
      const ivy = new ApiClient(fast.url);
      await ivy.post("/api/auth/email", { email: "ivy@example.org" });
      const mail = await fast.waitForMail("ivy@example.org", /./);
      const link = new URL(/http:\/\/\S+verify\?token=[\w-]+/.exec(mail.text)![0]);
      await ivy.get(link.pathname + link.search);
      const create = async (timeoutPolicy: string) => {
        const created = await ivy.post("/api/games", {
          game: "yucata",
          players: 2,
          options: { firstPlayer: 0 },
          timePerMoveDays: 1,
          timeoutPolicy,
        });
        expect(created.status).toBe(201);
        const jo = await ApiClient.guest(fast.url, "Jo");
        const joined = await jo.post(`/api/games/${created.body.id}/join`);
        expect(joined.status).toBe(200);
        return { seatLink: created.body.seatLink as string, pastDeadline: new Date(Date.parse(joined.body.deadline) + 60_000) };
      };

      const english = await browser.newContext({ locale: "en-GB" });
      const forfeit = await english.newPage();
      const forfeitGame = await create("forfeit");
      await forfeit.goto(forfeitGame.seatLink);
      await fast.sweep(forfeitGame.pastDeadline);
      await forfeit
        .getByRole("region", { name: "What happened" })
        .getByText("ivy ran out of time and forfeited: the game is over.")
        .waitFor();
      await forfeit.getByText("Game over: Jo won.").waitFor();
      await english.close();

      const french = await browser.newContext({ locale: "fr-FR" });
      const bot = await french.newPage();
      const botGame = await create("bot");
      await bot.goto(botGame.seatLink);
      await fast.sweep(botGame.pastDeadline);
      await bot
        .getByRole("region", { name: "Déroulement" })
        .getByText("ivy n’a pas joué à temps : le serveur a joué à sa place.")
        .first()
        .waitFor();
      await french.close();
    } finally {
      await fast.stop();
    }
  });
});
