// Friends in the browser at 360 px, in French and in English, by keyboard (docs/social.md): "Add friend"
// on another player's profile, the request waiting in the other's lobby and accepted there, the
// friends on one's own profile, asking by a pasted profile address, a refusal phrased in the reader's
// language; a guest's profile saying what an address gives; and a league's link, opened signed out in a fresh browser, leading through sign-in to a
// request to join that the creator accepts on the league's page. Every page passes axe.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { LeaguePage } from "../../shared/api/index";
import { befriend } from "../support/friends";
import type { TestStack } from "../support/stack";
import type { Player } from "../support/tournament-bots";
import { PHONE, axeViolations, openBrowserStack, postAs, signedInContext } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

const stamp = Date.now().toString(36);
const me = async (player: Player) => (await player.get("/api/me")).body.user as { id: string; name: string };
const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

describe("friends", () => {
  it("are asked from a profile, accepted from the lobby, and listed on one's profile", { timeout: 90_000 }, async () => {
    const ana = await signedInContext(stack, browser, `ana-${stamp}@example.test`, "fr-FR");
    const bo = await signedInContext(stack, browser, `bo-${stamp}@example.test`, "en-GB");
    const cy = await signedInContext(stack, browser, `cy-${stamp}@example.test`, "en-GB");
    const [anaUser, boUser, cyUser] = await Promise.all([ana.player, bo.player, cy.player].map(me));

    // Ana, on Bo's profile, asks by keyboard.
    const anaPage = await ana.context.newPage();
    await anaPage.goto(`${stack.url}/u/${boUser!.id}`);
    const add = anaPage.getByRole("button", { name: `Ajouter ${boUser!.name} en ami` });
    await add.focus();
    await anaPage.keyboard.press("Enter");
    await anaPage.getByText(`Vous avez demandé ${boUser!.name} en ami.`).waitFor();
    await fitsThePhone(anaPage);
    expect(await axeViolations(anaPage)).toEqual([]);

    // Bo finds the request in the lobby and accepts it by keyboard.
    const boPage = await bo.context.newPage();
    await boPage.goto(`${stack.url}/lobby`);
    const requests = boPage.getByRole("region", { name: "Friend requests" });
    await requests.getByText(`${anaUser!.name} asked to be your friend.`).waitFor();
    await fitsThePhone(boPage);
    expect(await axeViolations(boPage)).toEqual([]);
    await requests.getByRole("button", { name: `Accept ${anaUser!.name}` }).focus();
    await boPage.keyboard.press("Enter");
    await requests.waitFor({ state: "detached" });

    // Both see it: Bo on his own profile, Ana on his.
    await boPage.goto(`${stack.url}/u/${boUser!.id}`);
    const section = boPage.getByRole("region", { name: "Friends" });
    await section.getByRole("link", { name: anaUser!.name }).waitFor();
    await section.getByRole("button", { name: `Remove ${anaUser!.name} from your friends` }).waitFor();
    await fitsThePhone(boPage);
    expect(await axeViolations(boPage)).toEqual([]);
    await anaPage.reload();
    await anaPage.getByText(`Vous êtes amis avec ${boUser!.name}.`).waitFor();

    // Bo asks Cy by pasting Cy's profile address; a second time is refused, in his language.
    const field = section.getByLabel("A player’s profile address or id");
    await field.fill(`${stack.url}/u/${cyUser!.id}`);
    await field.press("Enter");
    await section.getByText(`Request sent: ${cyUser!.name} answers it.`).waitFor();
    await section.getByRole("button", { name: `Withdraw the request to ${cyUser!.name}` }).waitFor();
    await field.fill(cyUser!.id);
    await field.press("Enter");
    await section.getByRole("alert").getByText("A request between you two waits for an answer already.").waitFor();
    expect((await cy.player.get("/api/friends")).body.incoming).toEqual([expect.objectContaining({ userId: boUser!.id })]);
    await Promise.all([ana.context.close(), bo.context.close(), cy.context.close()]);
  });
});

describe("a guest's profile", () => {
  it("says what an address gives: friends, invitations by name, competitions", { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "en-GB" });
    const { user } = await postAs(stack, context, "/api/auth/guest", { name: "Gus" });
    const page = await context.newPage();
    await page.goto(`${stack.url}/u/${user.id}`);
    const section = page.getByRole("region", { name: "Friends" });
    await section.getByText("As a guest you keep no friends, and nobody can invite you by name", { exact: false }).waitFor();
    expect(await section.getByRole("textbox").count()).toBe(0);
    await fitsThePhone(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("a league's link", () => {
  it("leads a signed-out visitor through sign-in to a request the creator accepts", { timeout: 90_000 }, async () => {
    const host = await signedInContext(stack, browser, `host-${stamp}@example.test`, "en-GB");
    const friend = await signedInContext(stack, browser, `pal-${stamp}@example.test`, "en-GB");
    const [hostUser, friendUser] = await Promise.all([host.player, friend.player].map(me));
    await befriend({ client: host.player, id: hostUser!.id }, { client: friend.player, id: friendUser!.id });
    const league = await postAs(stack, host.context, "/api/leagues", {
      name: "Open league",
      game: "yucata",
      tableSize: 2,
      timePerMoveDays: 3,
      timeoutPolicy: "bot",
      moves: 0,
      divisions: [[hostUser!.id, friendUser!.id]],
    });

    // A fresh browser, as a chat's link opens it: signed out, in French.
    const visitor = await browser.newContext({ viewport: PHONE, locale: "fr-FR" });
    const page = await visitor.newPage();
    await page.goto(`${stack.url}/l/${league.id}`);
    await page.getByText("Pour demander à la rejoindre, connectez-vous avec votre adresse e-mail", { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const email = `visitor-${stamp}@example.test`;
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Adresse e-mail").press("Enter");
    const mail = await stack.waitForMail(email, /./);
    await page.goto(/http:\/\/\S+\/auth\/verify\?token=[\w.-]+/.exec(mail.text)![0]);
    await page.waitForURL(`${stack.url}/l/${league.id}`);
    const ask = page.getByRole("button", { name: "Demander à rejoindre la ligue" });
    await ask.focus();
    await page.keyboard.press("Enter");
    await page.getByText("Vous avez demandé à la rejoindre", { exact: false }).waitFor();
    await fitsThePhone(page);

    // The creator accepts on the league's page: the visitor plays from the season that starts.
    const hostPage = await host.context.newPage();
    await hostPage.goto(`${stack.url}/l/${league.id}`);
    const requests = hostPage.getByRole("region", { name: "Asking to join" });
    const visitorName = email.split("@")[0]!;
    await requests.getByRole("link", { name: visitorName }).waitFor();
    await fitsThePhone(hostPage);
    expect(await axeViolations(hostPage)).toEqual([]);
    await requests.getByRole("button", { name: `Accept ${visitorName}` }).click();
    await requests.waitFor({ state: "detached" });
    const accepted = (await host.player.get(`/api/leagues/${league.id}`)).body as LeaguePage;
    expect(accepted.players.map((p) => p.name)).toContain(visitorName);
    await Promise.all([visitor.close(), host.context.close(), friend.context.close()]);
  });
});
