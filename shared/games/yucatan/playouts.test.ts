// Random games from many seeds finish or run 2,000 moves without an error, at every player count.
// PLAYOUT_SEEDS=1000 npx vitest run shared/games/yucatan/playouts.test.ts for the long run.
import { describe, expect, it } from "vitest";
import { randomPlayout } from "../../engine/play";
import { yucatan, type YucatanState } from "./index";

const SEEDS = Number(process.env.PLAYOUT_SEEDS ?? 30);
const MAX_MOVES = 2000;

describe("random playouts", () => {
  for (const players of [2, 3, 4]) {
    it(`complete or reach ${MAX_MOVES} moves from ${SEEDS} seeds with ${players} players`, () => {
      let finished = 0;
      for (let s = 0; s < SEEDS; s++) {
        const playout = randomPlayout(yucatan, { players, options: {}, seed: `playout-${players}-${s}` }, { maxMoves: MAX_MOVES });
        if (playout.finished) {
          finished++;
          const result = yucatan.result(playout.state as YucatanState)!;
          expect(result.scores[result.winners[0]!]).toBe(5);
        } else expect(playout.moves).toHaveLength(MAX_MOVES);
      }
      expect(finished).toBeGreaterThan(0);
    }, 600_000);
  }
});
