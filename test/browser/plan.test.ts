// Planning ahead from the game page: Alice waits for Bruno in a Yucata' game, picks her next card in the
// "Plan ahead" panel and leaves it there; Bruno plays from his page (over the live socket), and the server
// plays Alice's card at once, which both pages show in the log as her planned move. Bruno's page never
// shows her plan.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { TestStack } from "../support/stack";
import { DESKTOP, PHONE, detailAs, openBrowserStack, postAs, waitFor } from "./support";

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
    const play = panel.getByRole("combobox", { name: "Play", exact: true });
    await play.selectOption({ index: 2 });
    const chosen = (await play.locator("option:checked").textContent())!;
    expect(await panel.getByRole("combobox", { name: "When", exact: true }).inputValue()).toBe("any");
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
});
