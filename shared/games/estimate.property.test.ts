// Each game's estimate of the moves it has left (docs/games/<id>.md, "How long a game lasts"), checked
// against whole random playouts: on a fresh game it is of the order of the moves a game takes, near the
// end it is small (a round of moves, or a tenth of a game), and once over it is nothing.
import { describe, expect, it } from "vitest";
import { randomPlayout } from "../engine/play";
import { GAME_IDS, gameRules, loadGames } from "./index";

await loadGames();

const PLAYOUTS = 3;

describe.each(GAME_IDS)("%s's estimate of the moves left", (id) => {
  const game = gameRules(id);
  const counts = [game.minPlayers, Math.min(game.minPlayers + 1, game.maxPlayers)].filter((n, i, all) => all.indexOf(n) === i);
  it.each(counts)("is of the right size with %i players, fresh and three moves from the end", (players) => {
    for (let i = 0; i < PLAYOUTS; i++) {
      const setup = { players, options: {}, seed: `estimate-${id}-${players}-${i}` };
      const fresh = game.setup({ ...setup, options: game.options.parse({}) });
      const recent: unknown[] = [];
      const playout = randomPlayout(game, setup, {
        maxMoves: 5000,
        onStep: (state) => {
          recent.push(state);
          if (recent.length > 3) recent.shift();
        },
      });
      expect(playout.finished, "the playout reached the end").toBe(true);
      const total = playout.moves.length;
      const atStart = game.estimateRemainingMoves(fresh);
      expect(atStart, `a fresh game that took ${total} moves`).toBeGreaterThanOrEqual(total / 2.5);
      expect(atStart, `a fresh game that took ${total} moves`).toBeLessThanOrEqual(total * 2.5);
      const nearEnd = game.estimateRemainingMoves(recent[0]);
      expect(nearEnd, "three moves from the end").toBeGreaterThanOrEqual(1);
      expect(nearEnd, "three moves from the end").toBeLessThanOrEqual(Math.max(players + 1, atStart * 0.1));
      expect(game.estimateRemainingMoves(playout.state), "over").toBe(0);
    }
  });
});
