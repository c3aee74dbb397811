// Rio de la Plata (Michele Quondam, Giochix 2010): 2 to 5 colonists build Buenos Aires by placing
// workers, and take turns playing the pirates or natives who attack it. Rules:
// ../../../../shared/rules/rio-de-la-plata.fr.txt, rulings: ../../../../shared/games/rio-de-la-plata.md,
// designed data and its reasoning: data.ts and docs/games/rio-de-la-plata.md.
import { checkPlayerCount, type GameDefinition, type LogEntry } from "../../engine/index";
import { activeSeat, applyMove, awaiting, legalMoves, result, setup } from "./rules";
import { GAME_ID, moveSchema, optionsSchema, type RioMove, type RioOptions, type RioState } from "./state";

export type { RioMove, RioOptions, RioState } from "./state";

/** Everything is public except the random state; the view adds whose turn it is. */
export type RioView = Omit<RioState, "rng"> & {
  /** The seat looking, null for a spectator. */
  you: number | null;
  awaiting: number[];
  /** The player whose placement or effects turn it is (or who owes a decision); null in combat or when over. */
  active: number | null;
};

export const rioDeLaPlata: GameDefinition<RioState, RioMove, RioView, RioOptions> = {
  id: GAME_ID,
  name: "Rio de la Plata",
  minPlayers: 2,
  maxPlayers: 5,
  get options() {
    return optionsSchema();
  },
  get move() {
    return moveSchema();
  },
  setup(input) {
    checkPlayerCount(rioDeLaPlata, input.players);
    return setup(input);
  },
  awaiting,
  legalMoves,
  apply(state, seat, move) {
    const next = structuredClone(state);
    return { state: next, log: rioDeLaPlata.applyInPlace!(next, seat, move) };
  },
  applyInPlace(state, seat, move) {
    const log: LogEntry[] = [];
    applyMove(state, seat, move, log);
    return log;
  },
  view(state, seat) {
    const { rng: _secret, ...open } = state;
    void _secret;
    return { ...open, you: seat, awaiting: awaiting(state), active: activeSeat(state) };
  },
  // Nothing is hidden but the dice to come, and the engine watches the random state itself.
  secrets: () => [],
  result,
};
