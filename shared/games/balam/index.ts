// Balam (Patrice Vernet, Neuroludic 2006): Maya kings build cities, wage war and live through Katun cards.
// Rules: ../../../../shared/rules/balam.fr.txt; rulings: ../../../../shared/games/balam.md.
import { checkPlayerCount, copyData, setupRevision, type GameDefinition, type LogEntry } from "../../engine/index";
import { applyMove, awaitingSeats, legalMoves } from "./rules-moves";
import { setupState, winners } from "./rules-rounds";
import { balamSecrets } from "./secrets";
import { moveSchema, optionsSchema, type BalamOptions, type BalamState, type Move } from "./state";
import { balamView, type BalamView } from "./view";
import { estimateRemainingMoves } from "./estimate";

export type { BalamState, BalamView, Move as BalamMove, BalamOptions };

export const balam: GameDefinition<BalamState, Move, BalamView, BalamOptions> = {
  id: "balam",
  name: "Balam",
  minPlayers: 2,
  maxPlayers: 4,
  revision: 3,
  get options() {
    return optionsSchema();
  },
  get move() {
    return moveSchema();
  },
  setup({ players, options, seed, revision }) {
    checkPlayerCount(balam, players);
    return setupState(players, optionsSchema().parse(options), seed, [], setupRevision(balam, revision));
  },
  awaiting: awaitingSeats,
  legalMoves,
  apply(input, seat, move) {
    const state = copyData(input);
    return { state, log: balam.applyInPlace!(state, seat, move) };
  },
  applyInPlace(state, seat, move) {
    const log: LogEntry[] = [];
    applyMove(state, seat, move, log);
    return log;
  },
  view: balamView,
  secrets: balamSecrets,
  result(state) {
    if (state.phase !== "over") return null;
    return { winners: winners(state), scores: state.kings.map((k) => k.prestige) };
  },
  estimateRemainingMoves,
};
