// Random playouts reach the end without an error. `PLAYOUT_SEEDS=1000 npx vitest run shared/games/balam`
// runs the long version; the default stays quick for `npm test`.
import { describe, expect, it } from "vitest";
import { randomPlayout } from "../../engine/play";
import { balam } from "./index";

const SEEDS = Number(process.env.PLAYOUT_SEEDS ?? 30);

describe("Balam random playouts", () => {
  for (const players of [2, 3, 4]) {
    it(`finish from ${SEEDS} seeds with ${players} players, on the default and random boards`, () => {
      for (let s = 0; s < SEEDS; s++) {
        const options = { board: s % 2 === 0 ? "default" : "random" };
        const playout = randomPlayout(balam, { players, options, seed: `balam-playout-${players}-${s}` }, { maxMoves: 50_000 });
        expect(playout.finished, `seed ${s}`).toBe(true);
        const result = balam.result(playout.state as never);
        expect(result?.scores).toHaveLength(players);
        expect(result?.winners.length).toBeGreaterThan(0);
      }
    }, 3_600_000);
  }
});
