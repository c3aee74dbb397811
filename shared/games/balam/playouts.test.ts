// Random games reach the end, and at every step `apply` accepts every move `legalMoves` offers to every
// awaited seat, without touching the state it was given. SOAK=1 plays many more games.
import { describe, expect, it } from "vitest";
import { RuleError } from "../../engine/index";
import { randomPlayout } from "../../engine/play";
import { balam, type BalamMove, type BalamState } from "./index";

const SOAK = process.env.SOAK === "1";
const SEEDS: Record<number, number> = SOAK ? { 2: 400, 3: 400, 4: 400 } : { 2: 40, 3: 40, 4: 40 };

/** Applies every offered move of every awaited seat; returns how many, or throws naming the refused one. */
function applyEveryOffer(state: BalamState): number {
  const before = JSON.stringify(state);
  let applied = 0;
  for (const seat of balam.awaiting(state)) {
    for (const move of balam.legalMoves(state, seat) as BalamMove[]) {
      try {
        balam.apply(state, seat, move);
      } catch (e) {
        const why = e instanceof RuleError ? `${e.code}: ${e.message}` : String(e);
        throw new Error(`seat ${seat} was offered ${JSON.stringify(move)} and refused it (${why})`);
      }
      applied++;
    }
  }
  expect(JSON.stringify(state), "apply changed its input").toBe(before);
  return applied;
}

describe("Balam random games", () => {
  for (const players of [2, 3, 4]) {
    it(`accept every offered move at every step, and finish, from ${SEEDS[players]} seeds with ${players} players`, () => {
      let states = 0;
      let moves = 0;
      for (let s = 0; s < SEEDS[players]!; s++) {
        const options = { board: s % 2 === 0 ? "default" : "random" };
        const seed = `balam-playout-${players}-${s}`;
        const playout = randomPlayout(
          balam,
          { players, options, seed },
          {
            maxMoves: 50_000,
            onStep: (state) => {
              states++;
              moves += applyEveryOffer(state as BalamState);
            },
          },
        );
        expect(playout.finished, seed).toBe(true);
        const result = balam.result(playout.state as BalamState);
        expect(result?.scores).toHaveLength(players);
        expect(result?.winners.length).toBeGreaterThan(0);
      }
      // The counts show the run did what it says (and how much of it).
      console.log(`Balam, ${players} players: ${SEEDS[players]} games, ${states} states, ${moves} moves applied`);
      expect(moves).toBeGreaterThan(states);
    }, 3_600_000);
  }
});
