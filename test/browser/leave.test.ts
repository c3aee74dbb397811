// Downloading my data and deleting my account from Settings on a phone, by keyboard, in both languages
// (docs/privacy.md): the download is the archive; the section mails a confirmation link, the link opened in another browser asks and then gives the
// grace period's date, Settings says when, and signing in again cancels it and says so. Axe clean.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { TestStack } from "../support/stack";
import { PHONE, axeViolations, openBrowserStack, postAs, signedInContext } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

const WORDS = {
  en: {
    locale: "en-GB",
    section: "Delete my account",
    mailed: /We mailed a link to .+: open it to confirm the deletion\./,
    subject: /^Confirm the deletion of your Turnpost account$/,
    confirm: "Delete my account",
    scheduled: /Your account will be deleted on .+\./,
    due: /Your account will be deleted on .+\. Signing in before then cancels the deletion\./,
    cancelled: "Signing in cancelled the deletion of your account.",
    download: "Download my data",
  },
  fr: {
    locale: "fr-FR",
    section: "Supprimer mon compte",
    mailed: /Nous avons envoyé un lien à .+\s:\souvrez-le pour confirmer la suppression\./,
    subject: /^Confirmez la suppression de votre compte Turnpost$/,
    confirm: "Supprimer mon compte",
    scheduled: /Votre compte sera supprimé le .+\./,
    due: /Votre compte sera supprimé le .+\. Vous connecter d’ici là annule la suppression\./,
    cancelled: "Votre connexion a annulé la suppression de votre compte.",
    download: "Télécharger mes données",
  },
} as const;

/** Presses Enter on `name`'s button once the keyboard has focused it. */
async function pressButton(page: Page, name: string): Promise<void> {
  const button = page.getByRole("button", { name, exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
}

/** Signs `context` in again by a new mailed link (the first one was used). */
async function signInAgain(context: BrowserContext, email: string): Promise<void> {
  const before = new Set((await stack.outbox()).map((m) => m.file));
  await postAs(stack, context, "/api/auth/email", { email });
  for (let wait = 0; wait < 100; wait++) {
    const mail = (await stack.outbox()).find((m) => !before.has(m.file) && m.to.includes(email) && /sign-in|connexion/.test(m.subject));
    if (mail) {
      await context.request.get(/http:\/\/\S+verify\?token=[\w-]+/.exec(mail.text)![0]);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no second sign-in link for ${email}`);
}

describe("deleting my account from Settings", () => {
  for (const lang of ["en", "fr"] as const) {
    it(`asks, is confirmed by the mailed link elsewhere, and is cancelled by signing in (${lang})`, async () => {
      const w = WORDS[lang];
      const email = `leaves-${lang}@example.org`;
      const { context } = await signedInContext(stack, browser, email, w.locale);
      await context.request.patch(`${stack.url}/api/me`, { data: { lang }, headers: { origin: stack.url } });
      const settings = await context.newPage();
      await settings.goto(`${stack.url}/settings`);
      const section = settings.getByRole("region", { name: w.section });
      await section.waitFor();
      expect(await axeViolations(settings)).toEqual([]);
      expect(await settings.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      // First, my data: the link downloads the archive (by keyboard too).
      await section.getByRole("link", { name: w.download }).focus();
      const [download] = await Promise.all([settings.waitForEvent("download"), settings.keyboard.press("Enter")]);
      const archive = JSON.parse(await readFile((await download.path())!, "utf8"));
      expect(archive).toMatchObject({ format: "turnpost-data/1", profile: { email } });
      await pressButton(settings, w.confirm);
      await section.getByText(w.mailed).waitFor();

      // The link opened in another browser, signed in nowhere: it asks, then gives the date.
      const mail = await stack.waitForMail(email, w.subject);
      const link = /http:\/\/\S+\/auth\/delete\?token=[\w-]+/.exec(mail.text)![0];
      const elsewhere = await browser.newContext({ viewport: PHONE, locale: w.locale });
      const confirming = await elsewhere.newPage();
      await confirming.goto(link);
      expect(await axeViolations(confirming)).toEqual([]);
      await pressButton(confirming, w.confirm);
      await confirming.getByRole("status").getByText(w.scheduled).waitFor();
      expect(await axeViolations(confirming)).toEqual([]);
      await elsewhere.close();

      await settings.reload();
      await section.getByText(w.due).waitFor();
      expect(await axeViolations(settings)).toEqual([]);

      await signInAgain(context, email);
      await settings.reload();
      await section.getByText(w.cancelled).waitFor();
      await section.getByRole("button", { name: w.confirm, exact: true }).waitFor();
      await context.close();
    });
  }
});
