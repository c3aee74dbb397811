import { describe, expect, it } from "vitest";
import type { MessageContext } from "../../i18n/index";
import { en } from "./messages";

const ctx: MessageContext = { lang: "en", player: (seat) => ["Ann", "Ben"][seat] ?? `Player ${seat + 1}`, t: (key) => key };
const say = (key: keyof typeof en, params: Record<string, unknown>) => {
  const message = en[key];
  return typeof message === "function" ? message(params as never, ctx) : message;
};

describe("Balam's English names one building with the right article", () => {
  it("says an observatory before a vowel and a palace before a consonant", () => {
    const built = { seat: 0, site: 4, slot: 0, paid: { maize: 1 } };
    expect(say("balam.built", { ...built, kind: "observatory" })).toMatch(/^Ann builds an observatory on site 4/);
    expect(say("balam.built", { ...built, kind: "palace" })).toMatch(/^Ann builds a palace on site 4/);
    expect(say("balam.move.build", { kind: "observatory", slots: [0], site: 4, pay: { maize: 1 } })).toMatch(/^Build an observatory on/);
  });
});
