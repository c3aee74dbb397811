// Every log line any game writes reads as words in both languages (mail, push and chat phrase them
// with the web client's catalogs), never as a bare message key; and every move says in words what it
// did to every reader, so no row of the log and no step of "Since your last move" is blank.
import { describe, expect, it } from "vitest";
import { GAME_IDS, gameRules, loadGames } from "../../shared/games/index";

await loadGames();
import { isLogVisibleTo, Random } from "../../shared/engine/index";
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

describe("every move in words", () => {
  for (const game of GAME_IDS.map(gameRules)) {
    it(`gives every reader of every ${game.name} move at least one line, in English and French`, async () => {
      const phrasers = await Promise.all((["en", "fr"] as const).map((lang) => phraser(lang, ["Ann", "Ben", "Cy", "Di", "Ed"])));
      let moves = 0;
      for (let g = 0; g < 4; g++) {
        const players = game.minPlayers + (g % (game.maxPlayers - game.minPlayers + 1));
        const chooser = Random.fromSeed(`words-${g}`);
        let state = game.setup({ players, options: game.options.parse({}), seed: `words-${g}` });
        for (let step = 0; step < 600 && game.awaiting(state).length > 0; step++) {
          const seat = chooser.pick(game.awaiting(state));
          const move = chooser.pick(game.legalMoves(state, seat));
          const { state: next, log } = game.apply(state, seat, move);
          for (const reader of [null, ...Array.from({ length: players }, (_, s) => s)]) {
            for (const { t } of phrasers) {
              const words = log
                .filter((entry) => isLogVisibleTo(entry, reader))
                .map((entry) => t(entry.key, entry.params ?? {}))
                .join(" ")
                .trim();
              expect(words, `${game.name}: seat ${seat}'s ${JSON.stringify(move)} as seat ${reader} reads it`).not.toBe("");
            }
          }
          state = next;
          moves++;
        }
      }
      expect(moves).toBeGreaterThan(100);
    });
  }
});
