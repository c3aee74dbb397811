// Random playouts from many seeds reach the end of the last year at every player count without an
// error. PLAYOUT_SEEDS sets the number of seeds per player count (default 20 to keep `npm test` fast).
import { describe, expect, it } from "vitest";
import { randomPlayout } from "../../engine/play";
import { rioDeLaPlata } from "./index";
import type { RioState } from "./state";

const SEEDS = Number(process.env.PLAYOUT_SEEDS ?? 20);
const MAX_MOVES = 100_000;

describe("Rio de la Plata random playouts", () => {
  for (let players = 2; players <= 5; players++) {
    it(`finish year 20 from ${SEEDS} seeds with ${players} players`, () => {
      for (let s = 0; s < SEEDS; s++) {
        const playout = randomPlayout(rioDeLaPlata, { players, options: {}, seed: `rio-playout-${players}-${s}` }, { maxMoves: MAX_MOVES });
        const state = playout.state as RioState;
        expect(playout.finished, `seed ${s} did not finish`).toBe(true);
        expect(state.year).toBe(20);
        expect(state.phase).toBe("over");
        expect(rioDeLaPlata.result(state)!.scores).toHaveLength(players);
      }
    }, 3_600_000);
  }

  // A game created before revision 2 or 3 keeps its revision's rules to its end (docs/games/rio-de-la-plata.md).
  for (const revision of [1, 2]) {
    it(`finish year 20 at revision ${revision} with 2 to 5 players`, () => {
      for (let players = 2; players <= 5; players++) {
        const setup = { players, options: {}, seed: `rio-revision-${revision}-${players}`, revision };
        const playout = randomPlayout(rioDeLaPlata, setup, { maxMoves: MAX_MOVES });
        const state = playout.state as RioState;
        expect(playout.finished, `${players} players did not finish`).toBe(true);
        expect([state.revision, state.year, state.phase]).toEqual([revision, 20, "over"]);
      }
    }, 600_000);
  }

  it("finish year 15 in the short game", () => {
    const playout = randomPlayout(rioDeLaPlata, { players: 3, options: { shortGame: true }, seed: "rio-short" }, { maxMoves: MAX_MOVES });
    expect(playout.finished).toBe(true);
    expect((playout.state as RioState).year).toBe(15);
  });
});
