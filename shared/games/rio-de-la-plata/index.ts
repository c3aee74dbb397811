// Rio de la Plata (Michele Quondam, Giochix 2010): 2 to 5 colonists build Buenos Aires by placing
// workers, and take turns playing the pirates or natives who attack it. Rules:
// ../../../../shared/rules/rio-de-la-plata.fr.txt, rulings: ../../../../shared/games/rio-de-la-plata.md,
// designed data and its reasoning: data.ts and docs/games/rio-de-la-plata.md.
import { checkPlayerCount, copyData, setupRevision, type GameDefinition, type LogEntry } from "../../engine/index";
import { applyMove, awaiting, legalMoves, result } from "./rules-year";
import { rioSecrets } from "./secrets";
import { GAME_ID, moveSchema, optionsSchema, setup, type RioMove, type RioOptions, type RioState } from "./state";
import { rioView, type RioView } from "./view";

export type { RioMove, RioOptions, RioState } from "./state";
export type { RioView } from "./view";
import { estimateRemainingMoves } from "./estimate";

export const rioDeLaPlata: GameDefinition<RioState, RioMove, RioView, RioOptions> = {
  id: GAME_ID,
  name: "Rio de la Plata",
  minPlayers: 2,
  maxPlayers: 5,
  revision: 3,
  get options() {
    return optionsSchema();
  },
  get move() {
    return moveSchema();
  },
  setup(input) {
    checkPlayerCount(rioDeLaPlata, input.players);
    return setup(input, setupRevision(rioDeLaPlata, input.revision));
  },
  awaiting,
  legalMoves,
  apply(state, seat, move) {
    const next = copyData(state);
    return { state: next, log: rioDeLaPlata.applyInPlace!(next, seat, move) };
  },
  applyInPlace(state, seat, move) {
    const log: LogEntry[] = [];
    applyMove(state, seat, move, log);
    return log;
  },
  view: rioView,
  secrets: rioSecrets,
  result,
  estimateRemainingMoves,
};
