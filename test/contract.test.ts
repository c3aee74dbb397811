// The engine contract, checked for every registered game: at every step of random playouts over seeds
// and every player count, EVERY move legalMoves offers to EVERY awaited seat is applied and accepted,
// without changing the input state; offered moves survive the engine's parse unchanged; a move that is
// not legal now is refused with a RuleError; the game replays to the same state, survives JSON, and
// never shows the random state in a view. `npm run soak` (SOAK=1) plays many more states.
import { afterAll, describe, expect, it } from "vitest";
import { GAME_IDS, gameRules, loadGames } from "../shared/games/index";

await loadGames();
import { RuleError, type LogEntry } from "../shared/engine/index";
import { parseMove } from "../shared/engine/parse";
import { randomPlayout, replay, type AnyGame } from "../shared/engine/play";
import { reportFigures } from "./support/figures";

const SOAK = process.env.SOAK === "1";
// Each player count plays seeds until it has visited this many states, so short games get many seeds;
// CONTRACT_STATES sets it.
const STATES_PER_COUNT = Number(process.env.CONTRACT_STATES ?? (SOAK ? 50_000 : 1_200));
const MAX_MOVES = SOAK ? 3000 : 600;
const key = (value: unknown) => JSON.stringify(value);

/** States visited and legal moves applied, by game and player count, for the closing figures. */
const figures: Record<string, number> = { games: 0, states: 0, movesApplied: 0 };
const count = (name: string, played: number, states: number, moves: number) => {
  figures[`${name}.games`] = played;
  figures[`${name}.states`] = states;
  figures[`${name}.movesApplied`] = moves;
  figures.games! += played;
  figures.states! += states;
  figures.movesApplied! += moves;
};

afterAll(async () => {
  await reportFigures(SOAK ? "contract-soak" : "contract", { statesPerCount: STATES_PER_COUNT, maxMoves: MAX_MOVES, ...figures });
});

/** Applies every legal move of every awaited seat in `state`; returns how many were applied. */
function applyEveryLegalMove(game: AnyGame, seed: string, state: unknown, seen: Map<string, unknown>): number {
  const before = key(state);
  let applied = 0;
  for (const seat of game.awaiting(state)) {
    const legal = game.legalMoves(state, seat);
    expect(legal.length, `awaited seat ${seat} has a legal move`).toBeGreaterThan(0);
    const legalKeys = new Set<string>();
    for (const move of legal) {
      const moveKey = key(move);
      legalKeys.add(moveKey);
      seen.set(moveKey, move);
      expect(key(parseMove(game, move)), "an offered move is a well-formed move").toBe(moveKey);
      let result: { state: unknown; log: LogEntry[] };
      try {
        result = game.apply(state, seat, move);
      } catch (error) {
        throw new Error(
          `${game.id} (seed ${seed}): seat ${seat}'s offered move ${moveKey} is refused (${(error as Error).message}) in ${before}`,
        );
      }
      for (const entry of result.log) expect(typeof entry.key).toBe("string");
      applied++;
    }
    // A move offered at another step but not now is refused with the rule's reason.
    for (const [seenKey, seenMove] of seen) {
      if (legalKeys.has(seenKey)) continue;
      expect(() => game.apply(state, seat, seenMove)).toThrow(RuleError);
      break;
    }
  }
  expect(key(state), "apply must not mutate its input").toBe(before);
  return applied;
}

for (const game of GAME_IDS.map(gameRules)) {
  describe(`${game.name} (${game.id}) keeps the engine contract`, () => {
    it("declares a sane definition with defaults from an empty options object", () => {
      expect(game.minPlayers).toBeGreaterThanOrEqual(1);
      expect(game.maxPlayers).toBeGreaterThanOrEqual(game.minPlayers);
      expect(() => game.options.parse({})).not.toThrow();
    });

    it("refuses a player count it is not played by with the engine's RangeError (checkPlayerCount)", () => {
      for (const players of [game.minPlayers - 1, game.maxPlayers + 1, 2.5]) {
        const setup = () => game.setup({ players, options: game.options.parse({}), seed: "count" });
        expect(setup).toThrow(new RangeError(`${game.name} is for ${game.minPlayers} to ${game.maxPlayers} players, not ${players}.`));
      }
    });

    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      it(
        `applies every legal move at every step of random games with ${players} players (${STATES_PER_COUNT} states)`,
        () => {
          let states = 0;
          let applied = 0;
          let s = 0;
          for (; states < STATES_PER_COUNT; s++) {
            const setup = { players, options: {}, seed: `contract-${game.id}-${players}-${s}` };
            const seen = new Map<string, unknown>();
            const playout = randomPlayout(game, setup, {
              maxMoves: MAX_MOVES,
              onStep(state, seat, move) {
                states++;
                const before = key(state);
                expect(key(JSON.parse(before))).toBe(before);
                // Every seat's and the spectator's view hides the random state.
                const rng = (state as { rng?: unknown }).rng;
                expect(rng, "the random state lives in state.rng").toBeDefined();
                for (const viewer of [null, ...Array.from({ length: players }, (_, i) => i)]) {
                  const view = key(game.view(state, viewer));
                  expect(view).not.toContain(key(rng));
                  expect(view).not.toContain(setup.seed);
                }
                applied += applyEveryLegalMove(game, setup.seed, state, seen);
                if (game.applyInPlace) {
                  // The in-place apply that replays use is apply without the copy: same state, same log.
                  const copy = structuredClone(state);
                  const result = game.apply(state, seat, move);
                  expect(key(game.applyInPlace(copy, seat, move))).toBe(key(result.log));
                  expect(key(copy)).toBe(key(result.state));
                }
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
          count(`${game.id}-${players}`, s, states, applied);
          expect(applied).toBeGreaterThanOrEqual(states);
        },
        STATES_PER_COUNT * 50,
      );
    }
  });
}

describe("the registry", () => {
  it("lists every game under its own id", () => {
    for (const id of GAME_IDS) expect(gameRules(id).id).toBe(id);
  });
});
