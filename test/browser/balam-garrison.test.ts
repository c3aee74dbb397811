// Balam's defender names, garrison by garrison, the obsidian he spends (rules revision 3, the `spend`
// moves): two guest kings build neighbouring cities on obsidian sites through the API, the defender with
// two garrisons, route the obsidian to them and go to war; the defender then makes the choice on the
// board, on a phone: he taps one garrison's button, keeps the other's obsidian and taps "defend", which
// ends his part of the turn and so goes through the confirm step.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator } from "playwright-core";
import type { TestStack } from "../support/stack";
import type { BalamMove, BalamView } from "../../shared/games/balam/index";
import { PHONE, detailAs, openBrowserStack, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

/** Neighbouring sites that both produce obsidian on the default board: seat 0 attacks from 19, seat 1 defends 20. */
const HOME = [19, 20];
const WANTED = [
  ["garrison", "village"],
  ["garrison", "village", "garrison"],
];

/** The move a king makes on the way to the war: garrisons and a village at home, obsidian to the garrisons, then attack. */
function choose(view: BalamView, legal: BalamMove[], seat: number): BalamMove {
  const of = <T extends BalamMove["type"]>(type: T) => legal.filter((m): m is Extract<BalamMove, { type: T }> => m.type === type);
  const home = view.sites[HOME[seat]!]!;
  const other = view.sites[HOME[1 - seat]!]!;
  const missing = [...WANTED[seat]!];
  for (const b of home.buildings) if (missing.includes(b.kind)) missing.splice(missing.indexOf(b.kind), 1);
  const armed = other.owner === 1 && other.buildings.filter((b) => b.kind === "garrison" && b.token === "obsidian").length === 2;
  if (view.phase === "distribution") {
    const kindAt = (to: { site: number; slot: number }) => view.sites[to.site]!.buildings.find((b) => b.slots[0] === to.slot)?.kind;
    // One more route, to a garrison, while there is one; then the plan as it is.
    const planned = (view.plan ?? []).length;
    const toGarrison = of("distribute").find(
      (m) => !m.submit && m.routes.length === planned + 1 && kindAt(m.routes.at(-1)!.to) === "garrison",
    );
    return toGarrison ?? of("distribute").find((m) => m.submit)!;
  }
  switch (view.step.kind) {
    case "start": {
      const tax = of("tax");
      const pay = tax.find((m) => m.wealth === "maize") ?? tax[0];
      return pay && (missing.length > 0 || (seat === 0 && armed)) ? pay : (of("flip")[0] ?? pay!);
    }
    case "act":
      return (
        (seat === 0 && armed ? of("attack")[0] : undefined) ??
        of("site").find((m) => m.site === HOME[seat] && missing.length > 0) ??
        of("end")[0]!
      );
    case "build":
      return (view.step.site === HOME[seat] && of("build").find((m) => m.kind === missing[0])) || of("end")[0]!;
    default: {
      const order = ["gain", "tribute", "dowry", "offer", "ruin", "end"];
      return [...legal].sort((x, y) => order.indexOf(x.type) - order.indexOf(y.type))[0]!;
    }
  }
}

describe("Balam's garrison choice in the browser", () => {
  it("the defender spends one garrison's obsidian, then defends, on the board", { timeout: 180_000 }, async () => {
    const seats: BrowserContext[] = [];
    for (const name of ["Alice", "Bruno"]) {
      const context = await browser.newContext({ viewport: PHONE, locale: "en-GB", isMobile: true, hasTouch: true });
      await postAs(stack, context, "/api/auth/guest", { name });
      seats.push(context);
    }
    const { id } = await postAs(stack, seats[0]!, "/api/games", { game: "balam", players: 2, options: {} });
    await postAs(stack, seats[1]!, `/api/games/${id}/join`, {});

    let defence: { version: number; legalMoves: BalamMove[] } | null = null;
    for (let step = 0; step < 120 && !defence; step++) {
      const details = await Promise.all(seats.map((s) => detailAs(stack, s, id)));
      const seat = details.findIndex((d) => d.legalMoves.length > 0);
      const { view, legalMoves, version } = details[seat]!;
      if ((legalMoves as BalamMove[]).filter((m) => m.type === "spend" && m.garrisons.length > 0).length === 2) {
        defence = details[seat];
        expect(seat, "Bruno defends").toBe(1);
        break;
      }
      const move = choose(view, legalMoves, seat);
      await postAs(stack, seats[seat]!, `/api/games/${id}/moves`, { version, move, clientMoveId: `garrison-${id}-${version}` });
    }
    expect(defence, "a war where the defender holds obsidian in two garrisons").not.toBeNull();
    const spend = defence!.legalMoves.find(
      (m): m is Extract<BalamMove, { type: "spend" }> => m.type === "spend" && m.garrisons.length > 0,
    )!;
    const garrison = spend.garrisons[0]!;

    const page = await seats[1]!.newPage();
    await page.goto(`${stack.url}/play/${id}`);
    await page.getByText(/attacks your city on site 20\. Choose, garrison by garrison, the obsidian you spend, then defend\./).waitFor();
    const confirm = async (button: Locator) => {
      await button.tap();
      const dialog = page.getByRole("dialog", { name: "Confirm your move" });
      await dialog.getByRole("button", { name: "Play", exact: true }).tap();
      await dialog.waitFor({ state: "detached" });
    };
    const named = page.locator(`[data-move='${JSON.stringify(spend)}']`);
    expect(await named.textContent()).toMatch(new RegExp(`^Spend the obsidian of the garrison on site ${garrison.site}`));
    await named.tap(); // a step of the turn, played at once: only what ends the turn is confirmed
    // That garrison is spent; the other may still be named, or he defends with what he spent.
    await page.getByRole("button", { name: "Defend with the 1 obsidian spent." }).waitFor();
    const between = await detailAs(stack, seats[1]!, id);
    const tokenAt = (view: BalamView, loc: { site: number; slot: number }) =>
      view.sites[loc.site]!.buildings.find((b) => b.slots[0] === loc.slot)!.token;
    expect(tokenAt(between.view, garrison), "the named garrison's obsidian is spent").toBeNull();
    const kept = (between.legalMoves as BalamMove[]).filter((m) => m.type === "spend" && m.garrisons.length > 0);
    expect(kept.length, "the other garrison may still be named").toBe(1);
    await confirm(page.getByRole("button", { name: "Defend with the 1 obsidian spent." }));
    await page.locator(".log li", { hasText: `spends the obsidian of the garrison on site ${garrison.site}` }).waitFor();
    const after = await detailAs(stack, seats[1]!, id);
    expect(after.view.war?.stage ?? "done", "the battle moved past the defence").not.toBe("defend");
    const other = (kept[0] as Extract<BalamMove, { type: "spend" }>).garrisons[0]!;
    expect(tokenAt(after.view, other), "the garrison he did not name keeps its obsidian").toBe("obsidian");
    for (const context of seats) await context.close();
  });
});
