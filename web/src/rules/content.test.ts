// The facts the new-game form and the rules pages give of a game agree with the game's own definition:
// the player range a reader is promised is the one the server accepts.
import { describe, expect, it } from "vitest";
import { gameRules, loadGames } from "../../../shared/games/index";
import { GAME_FACTS, RULES_GAMES } from "./facts";

await loadGames();

describe("each game's facts", () => {
  for (const id of RULES_GAMES) {
    it(`${id}: the player range is the registry's`, () => {
      const { minPlayers, maxPlayers } = gameRules(id);
      expect({ minPlayers: GAME_FACTS[id].minPlayers, maxPlayers: GAME_FACTS[id].maxPlayers }).toEqual({ minPlayers, maxPlayers });
    });
  }
});
