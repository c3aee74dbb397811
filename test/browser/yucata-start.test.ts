// Yucata's first square says "Start" ("Départ") where it can be read: over nothing, neither the square's
// number nor the four amulets that stand there when the game begins, in both languages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { TestStack } from "../support/stack";
import { PHONE, openBrowserStack, postAs } from "./support";

let stack: TestStack;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => void ({ stack, browser, close } = await openBrowserStack()));
afterAll(() => close?.());

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("Yucata's start square", () => {
  for (const { locale, label } of [
    { locale: "en-GB", label: "Start" },
    { locale: "fr-FR", label: "Départ" },
  ]) {
    it(`shows "${label}" clear of the number and the amulets`, { timeout: 60_000 }, async () => {
      const context = await browser.newContext({ viewport: PHONE, locale });
      await postAs(stack, context, "/api/auth/guest", { name: "Ana" });
      const bots = [1, 2, 3].map((seat) => ({ seat, level: "random" }));
      const created = await postAs(stack, context, "/api/games", { game: "yucata", players: 4, options: { firstPlayer: 0 }, bots });
      const page = await context.newPage();
      await page.goto(`${stack.url}/play/${created.id}`);
      const start = page.locator("svg.yucata-track g.cell").first();
      await start.locator(".amulet").nth(3).waitFor();
      const words = start.locator("text:not(.amulet-mark)");
      const texts = await words.allTextContents();
      expect(texts).toContain(label);
      const boxes = (await Promise.all((await words.all()).map((w) => w.boundingBox()))) as Box[];
      const amulets = (await Promise.all((await start.locator(".amulet").all()).map((a) => a.boundingBox()))) as Box[];
      for (const [i, box] of boxes.entries()) {
        for (const [j, other] of boxes.entries())
          if (i < j) expect(overlap(box, other), `"${texts[i]}" and "${texts[j]}" overlap`).toBe(false);
        for (const amulet of amulets) expect(overlap(box, amulet), `an amulet covers "${texts[i]}"`).toBe(false);
      }
    });
  }
});
