// The words the Yucatàn board gives players, against the engine: every log key the rules can emit has an
// English and a French line; every legal move met in random games is described in both languages; and
// what the confirm step announces for a move (an attack, a raid, taking from a city) is what happens.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { yucatan, type YucatanMove, type YucatanState } from "../../../shared/games/yucatan/index";
import { randomPlayout } from "../../../shared/engine/play";
import { shellCatalog } from "../../../shared/i18n/catalogs";
import { joinCatalogs, translator } from "../../../shared/i18n/index";
import plugin from "./index";
import { en, fr } from "../../../shared/games/yucatan/messages";

const catalog = joinCatalogs(shellCatalog, plugin.messages);
const t = { en: translator("en", catalog), fr: translator("fr", catalog) };
const playerName = (seat: number) => ["Ana", "Bo", "Cy", "Di"][seat]!;
const broken = /undefined|NaN|\[object|yucatan\./;

describe("Yucatàn's words", () => {
  it("phrase every log key the rules emit, in English and French", () => {
    const source = ["rules.ts", "rules-apply.ts"]
      .map((file) => readFileSync(new URL(`../../../shared/games/yucatan/${file}`, import.meta.url), "utf8"))
      .join("\n");
    const keys = new Set([...source.matchAll(/"(yucatan\.[A-Za-z]+)"/g)].map((m) => m[1]));
    expect(keys.size).toBeGreaterThan(15);
    for (const key of keys) {
      expect(en, key).toHaveProperty([key!]);
      expect(fr, key).toHaveProperty([key!]);
    }
  });

  for (const players of [2, 3, 4]) {
    it(`describe every legal move and every log line of random ${players}-player games; the confirm step foretells combats and raids`, () => {
      const effects = { attack: 0, raid: 0, city: 0 };
      let checked = 0;
      randomPlayout(
        yucatan,
        { players, options: {}, seed: `words-${players}` },
        {
          maxMoves: 400,
          onStep(raw, seat) {
            const state = raw as YucatanState;
            const view = yucatan.view(state, seat);
            const legal = yucatan.legalMoves(state, seat) as YucatanMove[];
            // Every move type once a step, and every warrior move (where the consequences are).
            const sample = legal.filter((m, i) => m.type === "move" || legal.findIndex((x) => x.type === m.type) === i);
            for (const move of sample) {
              const words = {
                en: plugin.describeMove(move, { view, seat, t: t.en, playerName }),
                fr: plugin.describeMove(move, { view, seat, t: t.fr, playerName }),
              };
              expect(words.en).not.toMatch(broken);
              expect(words.fr).not.toMatch(broken);
              const log = yucatan.apply(state, seat, move).log;
              for (const entry of log) {
                for (const lang of ["en", "fr"] as const) {
                  const line = t[lang](entry.key, entry.params, playerName!);
                  expect(line, entry.key).not.toMatch(broken);
                }
              }
              if (move.type !== "move") continue;
              const happened = {
                attack: log.some((l) => l.key === "yucatan.combat"),
                raid: log.some((l) => l.key === "yucatan.villageRaided"),
                city: log.some((l) => l.key === "yucatan.cityRaided"),
              };
              expect(/attacks/.test(words.en), `${words.en}`).toBe(happened.attack);
              expect(/raids/.test(words.en), `${words.en}`).toBe(happened.raid);
              expect(/takes prisoners from/.test(words.en), `${words.en}`).toBe(happened.city);
              for (const k of ["attack", "raid", "city"] as const) if (happened[k]) effects[k]++;
              checked++;
            }
          },
        },
      );
      expect(checked).toBeGreaterThan(100);
      // The random games met each consequence, so the comparison above was not vacuous.
      expect(effects.attack).toBeGreaterThan(0);
      expect(effects.raid).toBeGreaterThan(0);
    });
  }
});
