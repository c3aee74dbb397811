// Yucatàn (Wolf Fang, 2008): warriors with secret guilds raid villages for prisoners to build a pyramid.
import { Random, checkPlayerCount, type GameDefinition } from "../../engine/index";
import { applyMove, awaited, initialState, legalMovesOf } from "./rules";
import { yucatanSecrets } from "./secrets";
import { moveSchema, optionsSchema, type YucatanMove, type YucatanOptions, type YucatanState } from "./state";
import { yucatanView, type YucatanView } from "./view";

export type { YucatanMove, YucatanOptions, YucatanState } from "./state";
export type { YucatanView } from "./view";
import { estimateRemainingMoves } from "./estimate";

export const yucatan: GameDefinition<YucatanState, YucatanMove, YucatanView, YucatanOptions> = {
  id: "yucatan",
  name: "Yucatàn",
  minPlayers: 2,
  maxPlayers: 4,
  get options() {
    return optionsSchema();
  },
  get move() {
    return moveSchema();
  },
  setup({ players, seed }) {
    checkPlayerCount(yucatan, players);
    // The rules choose no first player by chance here (seat 0 starts), but the state keeps its generator.
    return initialState(players, Random.fromSeed(seed).state);
  },
  awaiting: awaited,
  legalMoves: legalMovesOf,
  apply(state, seat, move) {
    const next = structuredClone(state);
    return { state: next, log: yucatan.applyInPlace!(next, seat, move) };
  },
  applyInPlace: applyMove,
  view: yucatanView,
  secrets: yucatanSecrets,
  result(state) {
    if (state.winner === null) return null;
    return { winners: [state.winner], scores: state.seats.map((s) => s.pyramid) };
  },
  estimateRemainingMoves,
};
