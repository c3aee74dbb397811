// Yucata' (Stefan Dorra): a race along a 40-square track driven by seven cards per player; every
// stone passed is taken, blue stones cost beige ones at the end. Rules: ../../../../shared/rules/yucata.fr.txt
// and the rulings in ../../../../shared/games/yucata.md.
import { checkPlayerCount, copyData, setupRevision, type GameDefinition } from "../../engine/index";
import { CARDS } from "./data";
import { applyMove, cardRefusal, finalScores, winnersOf } from "./rules";
import { yucataSecrets } from "./secrets";
import { moveSchema, optionsSchema, setupState, type YucataMove, type YucataOptions, type YucataState } from "./state";
import { yucataView, type YucataView } from "./view";

export type { Card } from "./data";
export { optionsSchema, type YucataMove, type YucataOptions, type YucataState } from "./state";
export type { YucataView } from "./view";
import { estimateRemainingMoves } from "./estimate";

export const yucata: GameDefinition<YucataState, YucataMove, YucataView, YucataOptions> = {
  id: "yucata",
  name: "Yucata'",
  minPlayers: 2,
  maxPlayers: 4,
  revision: 1,
  get options() {
    return optionsSchema();
  },
  get move() {
    return moveSchema();
  },
  setup({ players, options, seed, revision }) {
    checkPlayerCount(yucata, players);
    return setupState(players, options, seed, setupRevision(yucata, revision));
  },
  awaiting(state) {
    return state.turn === null ? [] : [state.turn];
  },
  legalMoves(state, seat) {
    return CARDS.filter((card) => cardRefusal(state, seat, card) === null).map((card) => ({ card }));
  },
  apply(input, seat, move) {
    const state = copyData(input);
    return { state, log: applyMove(state, seat, move) };
  },
  applyInPlace: applyMove,
  view: yucataView,
  secrets: yucataSecrets,
  result(state) {
    if (state.turn !== null) return null;
    const scores = finalScores(state.stones);
    return { winners: winnersOf(scores), scores: scores.map((s) => s.score) };
  },
  estimateRemainingMoves,
};
