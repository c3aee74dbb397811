// Settings' fix of an address that bounced, on a phone and by keyboard, in both languages: the notice
// offers to confirm the same address again or to change it; the link goes by mail and is opened in a
// fresh browser, as a mail client opens it; only then is the mark lifted, or the address changed.
// Sign-in, asked for the bounced address, says so and links to the fix. Every page passes axe.
import { AxeBuilder } from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { TestStack } from "../support/stack";
import { PHONE, openBrowserStack } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Types into the field labelled `label` and presses Enter, by keyboard alone. */
async function typeAndEnter(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

/**
 * What the account of the page's session reads of itself, asked with the page's cookies beside the page
 * (a fetch inside it fails when the page happens to navigate meanwhile).
 */
const me = async (page: Page) => (await (await page.context().request.get(`${stack.url}/api/me`)).json()).user;

/** A player signed in at 360 px whose address then bounced (the local stack bounces bounce+… mail), on Settings. */
async function bouncedOnSettings(locale: string, label: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale });
  const page = await context.newPage();
  await page.goto(stack.url);
  // The mail can land before the answer that sets this browser's sign-in cookie: wait for both, or the
  // link would ask first, as it does in another browser.
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/email"));
  await typeAndEnter(page, label, email);
  await answered;
  const mail = await stack.waitForMail(email, /./);
  await page.goto(/https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/.exec(mail.text)![0]);
  // A second sign-in mail, now that the account exists: it bounces, and the account is marked.
  const asked = await page.context().request.post(`${stack.url}/api/auth/email`, { data: { email }, headers: { origin: stack.url } });
  expect(asked.status()).toBe(202);
  await expect.poll(async () => (await me(page)).emailTrouble?.kind ?? null).toBe("bounce");
  await page.goto(`${stack.url}/settings`);
  return page;
}

/** Opens the confirmation link of the last mail to `to` in a fresh browser and presses its button by keyboard. */
async function confirmFromMail(to: string, subject: RegExp, locale: string, button: string, done: string): Promise<void> {
  await expect.poll(async () => (await stack.outbox()).some((m) => m.to === to && subject.test(m.subject))).toBe(true);
  const mail = (await stack.outbox()).filter((m) => m.to === to && subject.test(m.subject)).at(-1)!;
  const link = /https?:\/\/\S+\/api\/me\/email\/confirm\?token=[\w-]+/.exec(mail.text)![0];
  const context = await browser.newContext({ viewport: PHONE, locale });
  try {
    const page = await context.newPage();
    await page.goto(link);
    expect(await fitsThePhone(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: button }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").getByText(done).waitFor();
  } finally {
    await context.close();
  }
}

describe("fixing an address that bounced", () => {
  it("confirms the same address again by a mailed link, in English", async () => {
    const email = "bounce+again@example.org";
    const page = await bouncedOnSettings("en-GB", "Email address", email);
    const fix = page.getByRole("group", { name: "Get mail again" });
    await fix.getByText(`If ${email} is right`).waitFor();
    expect(await fitsThePhone(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await fix.getByRole("button", { name: `Send a link to ${email}` }).focus();
    await page.keyboard.press("Enter");
    await fix.getByRole("status").getByText(`A link went to ${email}.`).waitFor();
    // Until the link is opened, the mark stays: nothing else is mailed to the address.
    expect((await me(page)).emailTrouble).toMatchObject({ kind: "bounce" });

    await confirmFromMail(
      email,
      /^Confirm your Turnpost address$/,
      "en-GB",
      "Confirm the address",
      `Confirmed: Turnpost writes to you at ${email} again.`,
    );
    expect((await me(page)).emailTrouble).toBeNull();
    await page.reload();
    await page.getByRole("region", { name: "Email", exact: true }).waitFor();
    expect(await page.getByRole("group", { name: "Get mail again" }).count()).toBe(0);
    await page.context().close();
  });

  it("changes to another address by a link to it, the old kept until then, in French; sign-in links to the fix", async () => {
    const email = "bounce+change@example.org";
    const page = await bouncedOnSettings("fr-FR", "Adresse e-mail", email);

    // Signed out elsewhere, sign-in says the address bounced and where to fix it.
    const stranger = await browser.newContext({ viewport: PHONE, locale: "fr-FR" });
    const signIn = await stranger.newPage();
    await signIn.goto(stack.url);
    await typeAndEnter(signIn, "Adresse e-mail", email);
    await expect.poll(() => signIn.getByRole("alert").textContent()).toContain("Cette adresse rejette nos courriels");
    const toFix = signIn.getByRole("link", { name: /dans les réglages/ });
    expect(await toFix.getAttribute("href")).toBe("/settings#settings-email");
    expect(await seriousViolations(signIn)).toEqual([]);
    await stranger.close();

    const fix = page.getByRole("group", { name: "Recevoir de nouveau nos courriels" });
    await fix.getByText(`Ou utilisez une autre adresse : elle remplace ${email}`, { exact: false }).waitFor();
    await typeAndEnter(page, "Nouvelle adresse e-mail", "lou-nouvelle@example.org");
    await fix.getByRole("status").getByText("Un lien est parti vers lou-nouvelle@example.org.", { exact: false }).waitFor();
    expect(await fitsThePhone(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await me(page)).toMatchObject({ email, emailTrouble: { kind: "bounce" } });

    await confirmFromMail(
      "lou-nouvelle@example.org",
      /^Confirmez votre nouvelle adresse Turnpost$/,
      "fr-FR",
      "Confirmer l’adresse",
      "Confirmé : Turnpost vous écrit de nouveau à lou-nouvelle@example.org.",
    );
    expect(await me(page)).toMatchObject({ email: "lou-nouvelle@example.org", emailTrouble: null });
    await page.context().close();
  });
});
