// Yucatàn (Wolf Fang, 2008): warriors with secret guilds raid villages for prisoners to build a pyramid.
import { Random, checkPlayerCount, copyData, setupRevision, type GameDefinition } from "../../engine/index";
import { awaited, drawFirstPlayer, initialState, legalMovesOf } from "./rules";
import { applyMove } from "./rules-apply";
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
  revision: 2,
  get options() {
    return optionsSchema();
  },
  get move() {
    return moveSchema();
  },
  setup({ players, options, seed, revision }) {
    checkPlayerCount(yucatan, players);
    const played = setupRevision(yucatan, revision);
    // The generator draws the first player (revision 2), then places the neutral villages of a quick setup.
    const random = Random.fromSeed(seed);
    const first = drawFirstPlayer(players, played, options.firstPlayer, random);
    return initialState(players, played, random.state, options.quickSetup, first);
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
