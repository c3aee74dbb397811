// Yucatàn (Wolf Fang, 2008): warriors with secret guilds raid villages for prisoners to build a pyramid.
import { Random, checkPlayerCount, copyData, setupRevision, type GameDefinition } from "../../engine/index";
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
  revision: 1,
  get options() {
    return optionsSchema();
  },
  get move() {
    return moveSchema();
  },
  setup({ players, options, seed, revision }) {
    checkPlayerCount(yucatan, players);
    const played = setupRevision(yucatan, revision);
    // The rules choose no first player by chance here (seat 0 starts); the generator places the neutral
    // villages of a quick setup.
    return initialState(players, played, Random.fromSeed(seed).state, options.quickSetup);
  },
  awaiting: awaited,
  legalMoves: legalMovesOf,
  apply(state, seat, move) {
    const next = copyData(state);
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
