// Reporting in the browser, on a 360-px phone and by keyboard only: Ann (English, signed in by email)
// reports Bruno's chat message and Bruno himself from the game page; Bruno (French, a guest) reports Ann
// from her profile. Once the operator resolves the reports (the admin command line on the stack's table),
// each reads in Settings, in their language, that the moderators looked at them. Every page is axe clean.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { adminDeps, runAdmin } from "../../functions/cli/admin";
import type { TestStack } from "../support/stack";
import { PHONE, axeViolations, openBrowserStack, postAs, signedInContext } from "./support";

let stack: TestStack;
let close: () => Promise<void>;
let browser: Awaited<ReturnType<typeof openBrowserStack>>["browser"];

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

/** Tabs until `name`'s control has the focus (at most 80 stops), then presses Enter on it. */
async function tabTo(page: Page, role: "button" | "link", name: string | RegExp) {
  const target = page.getByRole(role, { name }).first();
  await target.waitFor();
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${role} ${name}`);
}

/**
 * With the report form open and its first field focused (`fields`: 2 when it asks what first): the
 * reason one step down the list, a few words, sent.
 */
async function fillReport(page: Page, fields: number, words: string) {
  for (let i = 1; i < fields; i++) await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.type(words);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
}

async function expectClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe("reporting in the browser", () => {
  it("a chat message and a player, by keyboard at 360 px in both languages, then 'looked at'", { timeout: 240_000 }, async () => {
    const { context: annContext } = await signedInContext(stack, browser, "ann.report@example.com", "en-GB");
    const bruno = await browser.newContext({ viewport: PHONE, locale: "fr-FR" });
    await postAs(stack, bruno, "/api/auth/guest", { name: "Bruno" });
    const { id } = await postAs(stack, annContext, "/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 } });
    await postAs(stack, bruno, `/api/games/${id}/join`, {});
    await postAs(stack, bruno, `/api/games/${id}/chat`, { text: "Tu joues comme une patate" });
    const annId = (await (await annContext.request.get(`${stack.url}/api/me`)).json()).user.id as string;

    // Ann, on the game page: the chat's fold, then "Report this message (Bruno)".
    const a = await annContext.newPage();
    await a.goto(`${stack.url}/play/${id}`);
    const fold = a.locator("summary", { hasText: "Chat, notes and notifications" });
    await fold.focus();
    await a.keyboard.press("Enter");
    await a.getByText("Tu joues comme une patate").waitFor();
    await tabTo(a, "button", "Report this message (Bruno)");
    const form = a.getByRole("form", { name: "Report to the moderators" });
    await form.waitFor();
    // The form takes the focus once its words have loaded.
    await expect.poll(() => a.evaluate(() => document.activeElement?.tagName)).toBe("SELECT");
    await expectClean(a);
    await fillReport(a, 1, "Insults");
    await a.getByText("Thank you: the moderators will look at it.", { exact: false }).waitFor();
    await form.waitFor({ state: "detached" });

    // …and Bruno himself, from the players at the table.
    await tabTo(a, "button", "Report Bruno");
    await form.waitFor();
    await fillReport(a, 2, "Stalls every game");
    await a.getByText("Thank you: the moderators will look at it.", { exact: false }).nth(1).waitFor();

    // Bruno, in French, from Ann's profile.
    const b = await bruno.newPage();
    await b.goto(`${stack.url}/u/${annId}`);
    await tabTo(b, "button", /^Signaler /);
    await b.getByRole("form", { name: "Signaler aux modérateurs" }).waitFor();
    await expectClean(b);
    await fillReport(b, 2, "Elle triche");
    await b.getByText("Merci", { exact: false }).waitFor();

    // The operator resolves the three reports.
    const printed: string[] = [];
    const admin = adminDeps({ TURNPOST_TABLE: stack.tableName, DYNAMODB_ENDPOINT: stack.dynamoEndpoint }, (line) => printed.push(line));
    expect(await runAdmin(["queue"], admin, "ops")).toBe(0);
    const cases = printed.filter((line) => / report /.test(line)).map((line) => line.split(" ")[0]!);
    expect(printed.filter((line) => / report /.test(line))).toEqual([
      expect.stringContaining("message report (cheating) by"),
      expect.stringContaining("player report (impersonation) by"),
      expect.stringContaining("player report (impersonation) by"),
    ]);
    for (const entry of cases) expect(await runAdmin(["resolve", entry, "looked", "at"], admin, "ops")).toBe(0);

    // Each reads, in their language, that the moderators looked at the report.
    await a.goto(`${stack.url}/settings`);
    await a.getByRole("heading", { name: "From the moderators" }).waitFor();
    await a.getByText("Your report of a message has been looked at.").waitFor();
    await a.getByText("Your report of a player has been looked at.").waitFor();
    await expectClean(a);
    await b.goto(`${stack.url}/settings`);
    await b.getByRole("heading", { name: "De la part des modérateurs" }).waitFor();
    await b.getByText("Votre signalement d’un joueur a été examiné.").waitFor();
    await expectClean(b);

    // Banned, Bruno's session reads no settings any more, but still why; he appeals, by keyboard.
    const brunoId = (await (await bruno.request.get(`${stack.url}/api/me`)).json()).user.id as string;
    expect(await runAdmin(["ban", brunoId, "insultes"], admin, "ops")).toBe(0);
    await b.reload();
    await b.getByText("Votre compte est fermé").waitFor();
    const appeal = b.getByLabel("Pourquoi la décision est injuste");
    await appeal.focus();
    await b.keyboard.type("Une blague entre amis");
    await b.keyboard.press("Tab");
    await b.keyboard.press("Enter");
    await b.getByText("Votre appel a été envoyé", { exact: false }).waitFor();
    await expectClean(b);
  });
});
