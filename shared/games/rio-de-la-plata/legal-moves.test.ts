// Every move `legalMoves` offers is accepted by `apply`, for every awaited seat at every step of random
// games, without touching the state it was given; and no combat group ever holds more than 3 pieces
// (« Un groupe ne peut pas dépasser 3 pions »). SOAK=1 plays many more games.
import { describe, expect, it } from "vitest";
import { Random } from "../../engine/index";
import { rioDeLaPlata as game } from "./index";
import { ENEMY_GROUP_MAX } from "./data";
import type { RioState } from "./state";

const GAMES_PER_COUNT = process.env.SOAK ? 30 : 1;
const MAX_STEPS = 20_000;

function largestGroup(state: RioState): number {
  return Math.max(0, ...(state.combat?.groups ?? []).map((g) => g.pieces.length));
}

/** Plays one random game, trying every offered move at each step; returns the states and moves tried. */
function tryEveryMove(players: number, seed: string): { states: number; applied: number } {
  const chooser = Random.fromSeed(`every-move:${seed}`);
  let state = game.setup({ players, options: game.options.parse({}), seed });
  let states = 0,
    applied = 0;
  for (let step = 0; step < MAX_STEPS; step++) {
    const awaited = game.awaiting(state);
    if (awaited.length === 0) return { states, applied };
    states++;
    const before = JSON.stringify(state);
    for (const seat of awaited) {
      const offered = game.legalMoves(state, seat);
      expect(offered.length, `seat ${seat} is awaited with no move (${seed}, step ${step})`).toBeGreaterThan(0);
      for (const move of offered) {
        let next: RioState;
        try {
          next = game.apply(state, seat, move).state;
        } catch (e) {
          throw new Error(`${seed} step ${step}: seat ${seat} was offered ${JSON.stringify(move)} but it was refused: ${String(e)}`);
        }
        applied++;
        expect(largestGroup(next), `${seed} step ${step}: ${JSON.stringify(move)} made a group of more than 3`).toBeLessThanOrEqual(
          ENEMY_GROUP_MAX,
        );
      }
    }
    expect(JSON.stringify(state), `${seed} step ${step}: applying a move changed its input`).toBe(before);
    const seat = chooser.pick(awaited);
    state = game.apply(state, seat, chooser.pick(game.legalMoves(state, seat))).state;
  }
  throw new Error(`${seed}: not over after ${MAX_STEPS} steps`);
}

describe("Rio de la Plata: every offered move is accepted", () => {
  for (let players = 2; players <= 5; players++) {
    it(`in ${GAMES_PER_COUNT} random games of ${players} players`, () => {
      let states = 0,
        applied = 0;
      for (let g = 0; g < GAMES_PER_COUNT; g++) {
        const r = tryEveryMove(players, `rio-every-move-${players}-${g}`);
        states += r.states;
        applied += r.applied;
      }
      console.log(`rio ${players} players: ${GAMES_PER_COUNT} games, ${states} states, ${applied} moves applied`);
    }, 600_000);
  }
});
