// Every line Balam's engine logs, and every move it offers, must read as words in both languages: a key the
// catalogs lack would show raw (`balam.dowry`), a param the message forgets would show "undefined".
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { balam, type BalamState, type BalamMove } from "../../../shared/games/balam/index";
import { randomPlayout } from "../../../shared/engine/play";
import { shellCatalog } from "../../../shared/i18n/catalogs";
import { joinCatalogs, translator, LANGS } from "../../../shared/i18n/index";
import plugin from "./index";

const catalog = joinCatalogs(shellCatalog, plugin.messages);
const playerName = (seat: number) => `King${seat + 1}`;

function games(
  players: number,
  count: number,
  visit: (state: BalamState, seat: number, log: { key: string; params?: Record<string, unknown> }[]) => void,
) {
  for (let game = 0; game < count; game++) {
    const result = randomPlayout(
      balam,
      { players, options: { board: game % 2 ? "random" : "default" }, seed: `words-${players}-${game}` },
      {
        maxMoves: 400,
        onStep: (state, seat) => visit(state as BalamState, seat, []),
      },
    );
    visit(result.state as BalamState, 0, result.log);
  }
}

describe("Balam's words", () => {
  it("cover every log key in the engine's sources", () => {
    const dir = resolve(import.meta.dirname, "../../../shared/games/balam");
    const keys = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.includes(".test"))) {
      for (const match of readFileSync(join(dir, file), "utf8").matchAll(/key: "(balam\.[a-z-]+)"/g)) keys.add(match[1]!);
    }
    expect(keys.size).toBeGreaterThan(30);
    for (const key of keys) expect(Object.keys(plugin.messages.en), key).toContain(key);
  });

  it("phrase every log entry of random games in English and French", () => {
    const seen = new Set<string>();
    games(3, 6, (_state, _seat, log) => {
      for (const entry of log) {
        seen.add(entry.key);
        for (const lang of LANGS) {
          const text = translator(lang, catalog)(entry.key, entry.params, playerName);
          expect(text, `${lang} ${entry.key}`).not.toBe(entry.key);
          expect(text, `${lang} ${JSON.stringify(entry)}`).not.toMatch(/undefined|NaN|\{\w+\}/);
        }
      }
    });
    // The random games reach the common events; the catalogs hold every key the engine can log.
    expect(seen.size).toBeGreaterThan(20);
    expect(Object.keys(plugin.messages.en)).toEqual(Object.keys(plugin.messages.fr));
  });

  it("name the kings whose small pyramids close a site, one or several", () => {
    for (const lang of LANGS) {
      const t = translator(lang, catalog);
      const one = t("balam.refused.cannotLeave", { wealth: "jade", site: 13, by: [1] }, playerName);
      const two = t("balam.refused.cannotEnter", { site: 13, by: [1, 2] }, playerName);
      expect(one, lang).toMatch(/King2/);
      expect(two, lang).toMatch(/King2.*King3/);
      for (const text of [one, two]) expect(text, lang).not.toMatch(/undefined|NaN|\{\w+\}/);
    }
  });

  it("describe every legal move in both languages", () => {
    const types = new Set<string>();
    games(2, 4, (state, seat) => {
      const view = balam.view(state, seat);
      for (const move of balam.legalMoves(state, seat) as BalamMove[]) {
        types.add(move.type);
        for (const lang of LANGS) {
          const text = plugin.describeMove(move, { view, seat, t: translator(lang, catalog), playerName });
          expect(text, `${lang} ${JSON.stringify(move)}`).not.toMatch(/^balam\.|undefined|NaN|\{\w+\}/);
        }
      }
    });
    expect(types.size).toBeGreaterThan(8);
  });
});
