// Every log line the engine writes and every move it offers reads as a sentence in both languages: no raw
// key, no "undefined" or "NaN" hole. The engine's sources name every log key; random games exercise the
// params each message receives.
import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { rioDeLaPlata, type RioMove, type RioState } from "../../../shared/games/rio-de-la-plata/index";
import { Random } from "../../../shared/engine/index";
import { shellCatalog } from "../../../shared/i18n/catalogs";
import { joinCatalogs, translator, type Lang } from "../../../shared/i18n/index";
import plugin from "./index";

const catalog = joinCatalogs(shellCatalog, plugin.messages);
const ENGINE = resolve(import.meta.dirname, "../../../shared/games/rio-de-la-plata");
const player = (seat: number) => ["Ana", "Bea", "Ciro"][seat] ?? `P${seat}`;
const BROKEN = /rio-de-la-plata\.|undefined|NaN|\{\w+\}/;

describe("Rio de la Plata's words", () => {
  it("phrase every log key of the engine in English and French", () => {
    const sources = readdirSync(ENGINE)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .map((f) => readFileSync(resolve(ENGINE, f), "utf8"))
      .join("\n");
    const keys = new Set([...sources.matchAll(/logKey\("(\w+)"\)/g)].map((m) => m[1]));
    // The answers to an offer pick their key at run time.
    for (const m of sources.matchAll(/"(offer(?:Accepted|Declined|Withdrawn))"/g)) keys.add(m[1]);
    expect(keys.size).toBeGreaterThan(40);
    for (const lang of ["en", "fr"] as const)
      for (const key of keys) expect(plugin.messages[lang], `${lang}: ${key}`).toHaveProperty(`rio-de-la-plata.${key}`);
  });

  it("read every log line and legal move of random games as words", () => {
    const seen = new Set<string>();
    for (const seed of ["words-1", "words-2", "words-3"]) {
      const rng = Random.fromSeed(seed);
      let state: RioState = rioDeLaPlata.setup({ players: 3, options: { shortGame: true }, seed });
      for (let step = 0; step < 4000 && state.phase !== "over"; step++) {
        const seat = rng.pick(rioDeLaPlata.awaiting(state));
        const moves = rioDeLaPlata.legalMoves(state, seat);
        const view = rioDeLaPlata.view(state, seat);
        for (const lang of ["en", "fr"] as Lang[]) {
          const t = translator(lang, catalog);
          for (const move of moves) {
            const text = plugin.describeMove(move, { view, seat, t, playerName: player });
            expect(text, `${lang} ${JSON.stringify(move)}`).not.toMatch(BROKEN);
            seen.add(`move.${move.type}`);
          }
        }
        // Ending moves are drawn rarely so that the year's work happens; offers are answered at once.
        const pool = moves.filter(
          (m: RioMove) => m.type !== "pass" && m.type !== "endEffects" && m.type !== "endCombatTurn" && m.type !== "endDefence",
        );
        const move = pool.length && rng.int(1, 4) > 1 ? rng.pick(pool) : rng.pick(moves);
        const { state: next, log } = rioDeLaPlata.apply(state, seat, move);
        for (const entry of log) {
          seen.add(entry.key);
          for (const lang of ["en", "fr"] as Lang[])
            expect(translator(lang, catalog)(entry.key, entry.params, player), `${lang} ${entry.key}`).not.toMatch(BROKEN);
        }
        state = next;
      }
    }
    // The games went through a year's main events, a trade and a combat.
    for (const key of ["placedCity", "built", "offered", "offerAccepted", "combatCheck", "combatStarted", "enemyPlaced", "yearStarted"])
      expect(seen, key).toContain(`rio-de-la-plata.${key}`);
  });
});
