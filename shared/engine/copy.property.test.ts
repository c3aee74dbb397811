// The property half of ./copy.test.ts: `copyData` on every state and view of random games.
import { describe, expect, it } from "vitest";
import { GAME_IDS, gameRules, loadGames } from "../games/index";
import { copyData } from "./copy";
import { Random } from "./random";
import { expectFullCopy } from "./test-helpers";

await loadGames();

describe("copyData", () => {
  for (const id of GAME_IDS) {
    const game = gameRules(id);
    it(`copies every state and every seat's view of ${game.name} exactly, through random games`, () => {
      let positions = 0;
      for (let g = 0; g < 3; g++) {
        const players = game.minPlayers + (g % (game.maxPlayers - game.minPlayers + 1));
        const chooser = Random.fromSeed(`copy-${id}-${g}`);
        let state = game.setup({ players, options: game.options.parse({}), seed: `copy-${id}-${g}` });
        for (let step = 0; step < 300 && game.awaiting(state).length > 0; step++) {
          expectFullCopy(state, copyData(state), `${id} state after ${step} moves`);
          for (const seat of [null, ...Array.from({ length: players }, (_, s) => s)]) {
            const view = game.view(state, seat);
            expectFullCopy(view, copyData(view), `${id} view of ${seat} after ${step} moves`);
          }
          positions++;
          const seat = chooser.pick(game.awaiting(state));
          state = game.apply(state, seat, chooser.pick(game.legalMoves(state, seat))).state;
        }
      }
      expect(positions).toBeGreaterThan(100);
    });
  }
});
