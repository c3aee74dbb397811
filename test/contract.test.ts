// The engine contract, checked for every registered game: random playouts over many seeds and every
// player count stay within legalMoves, never throw on a legal move, reject what is not legal, replay to
// the same state, survive JSON, never mutate their input and never show the random state in a view.
import { describe, expect, it } from "vitest";
import { games } from "../shared/games/index";
import { RuleError, type LogEntry } from "../shared/engine/index";
import { randomPlayout, replay } from "../shared/engine/play";

const SEEDS_PER_COUNT = 12;
const MAX_MOVES = 3000;
const key = (value: unknown) => JSON.stringify(value);

for (const game of Object.values(games)) {
  describe(`${game.name} (${game.id}) keeps the engine contract`, () => {
    it("declares a sane definition with defaults from an empty options object", () => {
      expect(game.minPlayers).toBeGreaterThanOrEqual(1);
      expect(game.maxPlayers).toBeGreaterThanOrEqual(game.minPlayers);
      expect(() => game.options.parse({})).not.toThrow();
    });

    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      it(`plays ${SEEDS_PER_COUNT} random games with ${players} players within the contract`, () => {
        for (let s = 0; s < SEEDS_PER_COUNT; s++) {
          const setup = { players, options: {}, seed: `contract-${game.id}-${players}-${s}` };
          const seen = new Map<string, unknown>();
          let checked = 0;
          const playout = randomPlayout(game, setup, {
            maxMoves: MAX_MOVES,
            onStep(state, seat, move) {
              const before = key(state);
              expect(key(JSON.parse(before))).toBe(before);
              for (const m of game.legalMoves(state, seat)) seen.set(key(m), m);
              // Every seat's and the spectator's view hides the random state.
              const rng = (state as { rng?: unknown }).rng;
              expect(rng, "the random state lives in state.rng").toBeDefined();
              const views = [null, ...Array.from({ length: players }, (_, i) => i)].map((v) => key(game.view(state, v)));
              for (const v of views) {
                expect(v).not.toContain(key(rng));
                expect(v).not.toContain(setup.seed);
              }
              // A move outside the seat's legal moves is refused with a RuleError, now and then.
              if (checked++ % 7 === 0) {
                const legal = new Set(game.legalMoves(state, seat).map(key));
                const illegal = [...seen.values()].find((m) => !legal.has(key(m)));
                if (illegal !== undefined) expect(() => game.apply(state, seat, illegal)).toThrow(RuleError);
              }
              const result = game.apply(state, seat, move);
              expect(key(state), "apply must not mutate its input").toBe(before);
              if (game.applyInPlace && checked % 7 === 1) {
                // The in-place apply that replays use is apply without the copy: same state, same log.
                const copy = structuredClone(state);
                expect(key(game.applyInPlace(copy, seat, move))).toBe(key(result.log));
                expect(key(copy)).toBe(key(result.state));
              }
              for (const entry of result.log as LogEntry[]) expect(typeof entry.key).toBe("string");
            },
          });
          if (playout.finished) {
            const result = game.result(playout.state);
            expect(result).not.toBeNull();
            expect(result!.scores).toHaveLength(players);
            expect(result!.winners.length).toBeGreaterThan(0);
          } else {
            expect(playout.moves).toHaveLength(MAX_MOVES);
          }
          expect(key(replay(game, setup, playout.moves))).toBe(key(playout.state));
        }
      });
    }
  });
}

describe("the registry", () => {
  it("lists every game under its own id", () => {
    for (const [id, game] of Object.entries(games)) expect(game.id).toBe(id);
  });
});
