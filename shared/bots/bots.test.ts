// The bots choose from the seat's view only, play legal moves, repeat themselves given the same seed,
// and the strong bot beats random play.
import { describe, expect, it } from "vitest";
import { Random } from "../engine/random";
import type { AnyGame } from "../engine/play";
import { GAME_IDS, gameModule, gameRules, type GameId, loadGames } from "../games/index";
import { botFor } from "./index";
import { botLevelsFor } from "./levels";

await loadGames();

/** A position `plies` random moves into a seeded game, and the seat awaited there. */
function position(game: AnyGame, players: number, seed: string, plies: number): { state: unknown; seat: number } {
  const rng = Random.fromSeed(`position:${seed}`);
  let state = game.setup({ players, options: game.options.parse({}), seed });
  for (let i = 0; i < plies && game.awaiting(state).length > 0; i++) {
    const seat = rng.pick(game.awaiting(state));
    state = game.apply(state, seat, rng.pick(game.legalMoves(state, seat))).state;
  }
  return { state, seat: game.awaiting(state)[0]! };
}

// Positions deep enough for something to be hidden: cards played, warriors on the board, a deck in use.
const DEPTH: Record<GameId, number> = { yucata: 5, yucatan: 60, balam: 30, "rio-de-la-plata": 40 };

describe.each(GAME_IDS)("bots for %s", (gameId) => {
  const game = gameRules(gameId);
  const k = gameModule(gameId).bot;

  it("a sampled state shows the seat exactly what its view showed", () => {
    for (let n = 0; n < 6; n++) {
      const { state, seat } = position(game, 2 + (n % 2), `sample-${n}`, DEPTH[gameId] + n * 7);
      if (seat === undefined) continue;
      const view = game.view(state, seat);
      const sampled = k.determinize(structuredClone(view), seat, Random.fromSeed(`d${n}`));
      expect(game.view(sampled, seat)).toEqual(view);
      expect(game.legalMoves(sampled, seat)).toEqual(game.legalMoves(state, seat));
    }
  });

  const searching = botLevelsFor(gameId).filter((level) => level !== "random");
  it.each(searching)("the %s bot's move depends on the view only, not on what the view hides", (level) => {
    let changed = 0;
    for (let n = 0; n < 4; n++) {
      const { state, seat } = position(game, 2, `hidden-${n}`, DEPTH[gameId] + n * 5);
      if (seat === undefined) continue;
      // What the seat may not see changed, the future dice too.
      const other = {
        ...gameModule(gameId).scrambleHidden(structuredClone(state) as never, seat),
        rng: Random.fromSeed("other dice").state,
      };
      if (JSON.stringify(other) !== JSON.stringify(state)) changed++;
      expect(game.view(other, seat)).toEqual(game.view(state, seat));
      const choose = (s: unknown) =>
        botFor(gameId, level).choose({
          view: game.view(s, seat),
          legal: game.legalMoves(s, seat),
          seat,
          rng: Random.fromSeed(`same-${n}`),
        });
      expect(choose(other)).toEqual(choose(state));
    }
    expect(changed, "the hidden parts really differed").toBeGreaterThan(0);
  });

  it.each(botLevelsFor(gameId))("the %s bot picks one of the legal moves, the same one again with the same seed", (level) => {
    for (let n = 0; n < 4; n++) {
      const { state, seat } = position(game, 2, `legal-${n}`, DEPTH[gameId] + n);
      if (seat === undefined) continue;
      const legal = game.legalMoves(state, seat);
      const choose = (seed: string) =>
        // The expert at its own budget (the bigger budget is all that sets it apart), the strong bot at a small one.
        botFor(gameId, level).choose({
          view: game.view(state, seat),
          legal,
          seat,
          rng: Random.fromSeed(seed),
          budget: level === "expert" ? undefined : 20,
        });
      const move = choose(`seed-${n}`);
      expect(legal).toContainEqual(move);
      expect(choose(`seed-${n}`)).toEqual(move);
    }
  });
});

/** Whole games, the strong bot in a rotating seat against random: how many it wins alone. */
function strongWins(gameId: GameId, count: number): number {
  const game = gameRules(gameId);
  let wins = 0;
  for (let index = 0; index < count; index++) {
    const strongSeat = index % 2;
    const rng = Random.fromSeed(`strength:${index}`);
    let state = game.setup({ players: 2, options: game.options.parse({}), seed: `strength:${index}` });
    while (game.awaiting(state).length > 0) {
      const seat = rng.pick(game.awaiting(state));
      const legal = game.legalMoves(state, seat);
      const move = botFor(gameId, seat === strongSeat ? "strong" : "random").choose({ view: game.view(state, seat), legal, seat, rng });
      state = game.apply(state, seat, move).state;
    }
    const { winners } = game.result(state)!;
    if (winners.length === 1 && winners[0] === strongSeat) wins++;
  }
  return wins;
}

describe("the strong bot against random play (the full figures are in docs/benchmarks.md)", () => {
  it("wins most of 20 seeded two-player games of Yucata'", { timeout: 60_000 }, () => {
    expect(strongWins("yucata", 20)).toBeGreaterThan(10);
  });
  it("wins most of 10 seeded two-player games of Balam", { timeout: 60_000 }, () => {
    expect(strongWins("balam", 10)).toBeGreaterThan(5);
  });
});
