// A night in the browser (docs/clocks.md, "Nights"): declared in Settings on a 360-px phone by keyboard,
// refused past 10 hours with the reason beside it, kept after a reload, and read by an opponent in
// French in the waiting room before he takes a seat.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack";
import { openBrowserStack, PHONE, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

describe("a night in Settings", () => {
  it("is set by keyboard on a phone, at most 10 hours, and shown to an opponent before he joins", { timeout: 90_000 }, async () => {
    const ana = await browser.newContext({ viewport: PHONE, locale: "en-GB", timezoneId: "Europe/Paris" });
    await postAs(stack, ana, "/api/auth/guest", { name: "Ana", timeZone: "Europe/Paris" });
    const page = await ana.newPage();
    await page.goto(`${stack.url}/settings`);
    const night = page.getByRole("region", { name: "Night" });
    await night.getByText("During your night, in your time zone, your clock stops").waitFor();
    await night.getByRole("checkbox", { name: "I have a night" }).focus();
    await page.keyboard.press("Space");
    await night.getByLabel("From").fill("21:00");
    await night.getByLabel("To").fill("08:00");
    await night.getByRole("alert").getByText("A night lasts at most 10 hours.").waitFor();
    await night.getByLabel("From").fill("23:00");
    await night.getByLabel("To").fill("07:00");
    await expect.poll(() => night.getByRole("alert").count()).toBe(0);
    await night.getByRole("button", { name: "Save" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => night.getByRole("status").textContent()).toBe("Saved.");
    // Nothing sticks out sideways on a 360-px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.reload();
    const from = () => page.getByRole("region", { name: "Night" }).getByLabel("From").inputValue();
    await expect.poll(from).toBe("23:00");
    const { user } = await (await ana.request.get(`${stack.url}/api/me`)).json();
    expect(user.night).toEqual({ start: "23:00", end: "07:00" });

    const { id } = await postAs(stack, ana, "/api/games", { game: "yucata", players: 2, timePerMoveDays: 1 });
    const ben = await browser.newContext({ viewport: PHONE, locale: "fr-FR", timezoneId: "Europe/Paris" });
    await postAs(stack, ben, "/api/auth/guest", { name: "Ben", timeZone: "Europe/Paris" });
    expect((await ben.request.patch(`${stack.url}/api/me`, { data: { lang: "fr" }, headers: { origin: stack.url } })).status()).toBe(200);
    const benPage = await ben.newPage();
    await benPage.goto(`${stack.url}/settings`);
    await benPage.getByRole("region", { name: "Nuit" }).getByText("Pendant votre nuit, dans votre fuseau").waitFor();
    await benPage.goto(`${stack.url}/play/${id}`);
    await benPage.getByText(/^Ana\s:\snuit de 23:00 à 07:00 \(Europe\/Paris\)$/).waitFor();
    await benPage.getByRole("button", { name: "Prendre une place dans Yucata'" }).waitFor();
    await ana.close();
    await ben.close();
  });
});
