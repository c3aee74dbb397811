// An address SES bounced, on a phone and by keyboard: Settings says that mail to it stopped and why, in
// the player's language, and the sign-in form says why no link can be sent to it. Both pages pass axe.
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

/** Types the address into the sign-in form and sends it, by keyboard alone. */
async function askForLink(page: Page, label: string, email: string): Promise<void> {
  await page.getByLabel(label).focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
}

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("an address that bounced", () => {
  it("Settings says mail to it stopped and why, and sign-in says why no link goes to it", async () => {
    const email = "bounce+lou@example.org";
    const phone = await browser.newContext({ viewport: PHONE, locale: "fr-FR" });
    const page = await phone.newPage();
    await page.goto(stack.url);
    // The mail can land before the answer that sets this browser's sign-in cookie: wait for both.
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/email"));
    await askForLink(page, "Adresse e-mail", email);
    await answered;
    const mail = await stack.waitForMail(email, /./);
    await page.goto(/https?:\/\/\S+\/auth\/verify\?token=[\w.-]+/.exec(mail.text)![0]);
    // The local stack bounces this address's next mail, now that it has an account.
    // Asked with the page's cookies beside the page: a fetch inside it fails when it navigates meanwhile.
    const asked = await phone.request.post(`${stack.url}/api/auth/email`, { data: { email }, headers: { origin: stack.url } });
    expect(asked.status()).toBe(202);
    await expect
      .poll(async () => (await (await phone.request.get(`${stack.url}/api/me`)).json()).user.emailTrouble?.kind ?? null)
      .toBe("bounce");

    await page.goto(`${stack.url}/settings`);
    const section = page.getByRole("region", { name: "E-mail", exact: true });
    await expect.poll(() => section.getByText(/Plus aucun courriel n’est envoyé à bounce\+lou@example\.org depuis le/).count()).toBe(1);
    expect(await section.textContent()).toContain("revenu non distribué");
    expect(await fitsThePhone(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    for (const [locale, label, words] of [
      ["fr-FR", "Adresse e-mail", "Cette adresse rejette nos courriels"],
      ["en-GB", "Email address", "This address bounced"],
    ] as const) {
      const stranger = await browser.newContext({ viewport: PHONE, locale });
      const signIn = await stranger.newPage();
      await signIn.goto(stack.url);
      await askForLink(signIn, label, email);
      await expect.poll(() => signIn.getByRole("alert").textContent()).toContain(words);
      expect(await fitsThePhone(signIn)).toBe(true);
      expect(await seriousViolations(signIn)).toEqual([]);
      await stranger.close();
    }
    await phone.close();
  });
});
