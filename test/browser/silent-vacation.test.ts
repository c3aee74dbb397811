// The consent to spend vacation days when going silent (docs/clocks.md, "A silent seat"), in Settings'
// vacations section: off until the player says so, set by keyboard on a 360-px phone, kept after a
// reload, and worded in French too.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack";
import { axeViolations, openBrowserStack, PHONE, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

describe("holding my seat on my vacation days", () => {
  it("is off until I tick it, by keyboard on a phone, and read in both languages", { timeout: 90_000 }, async () => {
    const ana = await browser.newContext({ viewport: PHONE, locale: "en-GB" });
    await postAs(stack, ana, "/api/auth/guest", { name: "Ana" });
    const page = await ana.newPage();
    await page.goto(`${stack.url}/settings`);
    const vacations = page.getByRole("region", { name: "Vacations" });
    const consent = vacations.getByRole("checkbox", { name: "If I go silent in a game, hold my seat on my vacation days first" });
    await vacations.getByText("up to 7 days left of this year's allowance become a vacation from that day").waitFor();
    expect(await consent.isChecked()).toBe(false);
    await consent.focus();
    await page.keyboard.press("Space");
    await vacations.getByRole("button", { name: "Save" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await (await ana.request.get(`${stack.url}/api/me`)).json()).user.vacationWhenSilent).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole("region", { name: "Vacations" })
          .getByRole("checkbox", { name: /^If I go silent/ })
          .isChecked(),
      )
      .toBe(true);

    const french = await browser.newContext({ viewport: PHONE, locale: "fr-FR", storageState: await ana.storageState() });
    const frPage = await french.newPage();
    await frPage.goto(`${stack.url}/settings`);
    const vacances = frPage.getByRole("region", { name: "Vacances" });
    await vacances
      .getByRole("checkbox", {
        name: "Si je ne donne plus signe de vie dans une partie, garder d’abord ma place sur mes jours de vacances",
      })
      .waitFor();
    await vacances.getByText("jusqu’à 7 jours restants de votre quota de l’année deviennent des vacances").waitFor();
    await ana.close();
    await french.close();
  });
});
