// Every log line any game writes reads as words in both languages (mail, push and chat phrase them
// with the web client's catalogs), never as a bare message key.
import { describe, expect, it } from "vitest";
import { GAME_IDS, gameRules, loadGames } from "../../shared/games/index";

await loadGames();
import { randomPlayout } from "../../shared/engine/play";
import { phraser } from "../../functions/notifier/phrase";

describe("log lines in words", () => {
  for (const game of GAME_IDS.map(gameRules)) {
    it(`phrases every ${game.name} log key in English and French`, async () => {
      const entries = new Map<string, Record<string, unknown>>();
      for (let s = 0; s < 6; s++) {
        const players = game.minPlayers + (s % (game.maxPlayers - game.minPlayers + 1));
        const playout = randomPlayout(game, { players, options: {}, seed: `phrase-${s}` }, { maxMoves: 1500 });
        for (const entry of playout.log) entries.set(entry.key, (entry.params ?? {}) as Record<string, unknown>);
      }
      expect(entries.size).toBeGreaterThan(2);
      for (const lang of ["en", "fr"] as const) {
        const { t } = await phraser(lang, ["Ann", "Ben", "Cy", "Di", "Ed"]);
        for (const [key, params] of entries) {
          const text = t(key, params);
          expect(text, `${lang} ${key}`).not.toBe(key);
          expect(text, `${lang} ${key}`).not.toMatch(/\{\w+\}|undefined|NaN/);
        }
      }
    });
  }
});
