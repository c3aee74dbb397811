// Planning ahead from the game page: Alice waits for Bruno in a Yucata' game, picks her next card in the
// "Plan ahead" panel and leaves it there; Bruno plays from his page (over the live socket), and the server
// plays Alice's card at once, which both pages show in the log as her planned move. Bruno's page never
// shows her plan. In Balam, Alice waits on a turn where Bruno may turn over a Katun card: on her 360-px phone,
// by keyboard, the panel offers his moves once per wording, says they are possibilities, and cuts none off.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { TestStack } from "../support/stack";
import { DESKTOP, PHONE, axeViolations, detailAs, openBrowserStack, postAs, waitFor } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

describe("planning ahead in the browser", () => {
  it("a premove queued from the game page is played when the turn comes", { timeout: 180_000 }, async () => {
    const alice = await browser.newContext({ viewport: PHONE, locale: "en-GB", isMobile: true, hasTouch: true });
    await postAs(stack, alice, "/api/auth/guest", { name: "Alice" });
    const { id } = await postAs(stack, alice, "/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
    const bruno = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    await postAs(stack, bruno, "/api/auth/guest", { name: "Bruno" });
    await postAs(stack, bruno, `/api/games/${id}/join`, {});

    const a = await alice.newPage();
    await a.goto(`${stack.url}/play/${id}`);
    const panel = a.getByRole("region", { name: "Plan ahead" });
    await panel.getByText("Nothing planned.").waitFor();
    const play = panel.getByRole("group", { name: "Play", exact: true });
    await play.getByRole("radio").nth(2).check();
    const chosen = (await play.locator("label", { has: a.locator("input:checked") }).textContent())!;
    expect(await panel.getByRole("radio", { name: "Whatever the others play" }).isChecked()).toBe(true);
    await panel.getByRole("button", { name: "Add to my plan" }).click();
    await panel.getByText("Plan saved.").waitFor();
    await panel.getByText(`Whatever happens: ${chosen}`).waitFor();
    expect(await a.evaluate(() => document.documentElement.scrollWidth), "nothing overflows a 360-px phone").toBeLessThanOrEqual(
      PHONE.width,
    );
    const plan = (await (await alice.request.get(`${stack.url}/api/games/${id}/queue`)).json()).branches;
    expect(plan).toHaveLength(1);

    const b = await bruno.newPage();
    const posted: string[] = [];
    b.on("request", (r) => void (r.method() === "POST" && posted.push(new URL(r.url()).pathname)));
    await b.goto(`${stack.url}/play/${id}`);
    await b.getByRole("group", { name: /The track/ }).waitFor();
    expect(await b.getByRole("region", { name: "Plan ahead" }).count(), "no plan panel on one's own turn").toBe(0);
    expect(await b.getByText(chosen).count(), "Bruno never sees Alice's plan").toBe(0);
    // Bruno plays from his page, whose move goes over the live socket once it is open.
    await b.waitForLoadState("networkidle");
    await b
      .getByRole("button", { name: /^Play the / })
      .first()
      .click();
    const confirm = b.getByRole("dialog", { name: "Confirm your move" });
    await confirm.getByRole("button", { name: "Play", exact: true }).click();
    await confirm.waitFor({ state: "detached" });

    // The stream reader plays Alice's card as soon as Bruno's move is committed.
    const after = await waitFor("Alice's planned card played", async () => {
      const detail = await detailAs(stack, alice, id);
      return detail.version === 2 ? detail : null;
    });
    expect(after.view.hand).not.toContainEqual(plan[0].play.card);
    await a.getByText("Alice had planned this move: the server played it when their turn came.").waitFor();
    await b.getByText("Alice had planned this move: the server played it when their turn came.").waitFor();
    expect(
      posted.filter((path) => path.endsWith("/moves")),
      "Bruno's move went over the socket",
    ).toEqual([]);
  });

  it("Balam: the others' possible moves are offered once each, as possibilities, whole at 360 px, by keyboard", {
    timeout: 180_000,
  }, async () => {
    const alice = await browser.newContext({ viewport: PHONE, locale: "en-GB", isMobile: true, hasTouch: true });
    await postAs(stack, alice, "/api/auth/guest", { name: "Alice" });
    const { id } = await postAs(stack, alice, "/api/games", { game: "balam", players: 2, options: {} });
    const bruno = await browser.newContext({ viewport: DESKTOP, locale: "en-GB" });
    await postAs(stack, bruno, "/api/auth/guest", { name: "Bruno" });
    await postAs(stack, bruno, `/api/games/${id}/join`, {});
    // Moves through the API, by a fixed stride, until Alice waits on a turn where Bruno may flip a Katun card.
    const seats = [alice, bruno];
    for (let step = 0; ; step++) {
      expect(step, "Bruno came to a flip while Alice waits").toBeLessThan(80);
      const [a, b] = await Promise.all(seats.map((s) => detailAs(stack, s, id)));
      if (!a.yourTurn && b.legalMoves.some((m: { type: string }) => m.type === "flip")) break;
      const mover = a.legalMoves.length > 0 ? 0 : 1;
      const { legalMoves, version } = mover === 0 ? a : b;
      const move = legalMoves[(step * 7) % legalMoves.length];
      await postAs(stack, seats[mover]!, `/api/games/${id}/moves`, { version, move, clientMoveId: `plan-balam-${step}` });
    }

    const page = await alice.newPage();
    await page.goto(`${stack.url}/play/${id}`);
    const panel = page.getByRole("region", { name: "Plan ahead" });
    const when = panel.getByRole("group", { name: "When", exact: true });
    await when.getByText(/possibilities worked out from what you can see, not knowledge of hidden cards/).waitFor();
    const conditions = await when.locator("label").allTextContents();
    expect(
      conditions.filter((text, i) => conditions.indexOf(text) !== i),
      "no two conditions read alike",
    ).toEqual([]);
    expect(
      conditions.some((text) => /^If “Bruno turns over card \d/.test(text)),
      "Bruno's flips are among them",
    ).toBe(true);
    // Every option shows its whole words: labels wrap inside the panel, none runs past its box or the page.
    const clipped = await panel
      .locator("label")
      .evaluateAll((labels) =>
        labels
          .filter((l) => l.scrollWidth > l.clientWidth || l.getBoundingClientRect().right > window.innerWidth)
          .map((l) => l.textContent),
      );
    expect(clipped, "no option cut off").toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing overflows a 360-px phone").toBeLessThanOrEqual(
      PHONE.width,
    );

    // By keyboard: into the conditions, down to a flip of Bruno's, on to the first move, then add it.
    await when.getByRole("radio").first().focus();
    const checkedText = () => when.locator("label", { has: page.locator("input:checked") }).textContent();
    for (let i = 0; i < conditions.length && !/turns over card/.test((await checkedText()) ?? ""); i++)
      await page.keyboard.press("ArrowDown");
    const condition = (await checkedText())!;
    expect(condition).toMatch(/turns over card/);
    await page.keyboard.press("Tab");
    expect(
      await panel
        .getByRole("group", { name: "Play", exact: true })
        .getByRole("radio")
        .first()
        .evaluate((r) => r === document.activeElement),
    ).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await panel.getByText("Plan saved.").waitFor();
    await panel.getByText(`${condition}, then: `, { exact: false }).waitFor();
    const plan = (await (await alice.request.get(`${stack.url}/api/games/${id}/queue`)).json()).branches;
    expect(plan).toHaveLength(1);
    expect(plan[0].if[0].seat).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
