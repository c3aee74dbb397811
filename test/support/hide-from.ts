// A scrambler of secrets for the leak tests: the same game state with everything one reader may not see
// changed (other hands, unrevealed guilds and reserves, the deck order, face-down cards, others' plans,
// the random state). A reader's view, and what a move shows that reader, must not tell the two apart.
// Each game scrambles its own secrets (`scrambleHidden` in its module); the random state is every game's.
import { gameModule, type GameId, loadGames } from "../../shared/games/index";

await loadGames();

type AnyState = any;

/** A state that differs from `state` only in what `reader` may not see. */
export function hideFrom(game: GameId, state: AnyState, reader: number | null): AnyState {
  const s = gameModule(game).scrambleHidden(structuredClone(state), reader);
  return { ...s, rng: s.rng.map((w: number) => (w ^ 0x5a5a5a5a) | 0) };
}
