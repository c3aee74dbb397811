// Our Yucata' engine as a boardgame.io game, for the peer comparison only: boardgame.io runs the turn
// order and the match, our engine decides everything else. Each seat's view carries what our API's
// answer carries (the game's view for that seat, its legal moves, who is awaited), so both servers do
// the same work per update.
import { INVALID_MOVE } from "boardgame.io/core";
import type { Game } from "boardgame.io";
import { RuleError } from "../shared/engine/index";
import { parseMove } from "../shared/engine/parse";
import { yucata, type YucataState } from "../shared/games/yucata/index";

export interface BgioView {
  view: unknown;
  legalMoves: unknown[];
  awaiting: number[];
  over: boolean;
}

const awaited = (G: YucataState) => yucata.awaiting(G)[0] ?? 0;

export const yucataForBgio: Game<YucataState> = {
  name: "yucata",
  minPlayers: 2,
  maxPlayers: 4,
  setup: ({ ctx, random }) => yucata.setup({ players: ctx.numPlayers, options: yucata.options.parse({}), seed: `bgio-${random.Number()}` }),
  turn: {
    order: { first: ({ G }) => awaited(G), next: ({ G }) => awaited(G) },
    minMoves: 1,
    maxMoves: 1,
  },
  moves: {
    play: {
      // Only the server runs a move: a client holds a seat's view, not the state.
      client: false,
      move: ({ G, playerID }, move: unknown) => {
        // boardgame.io hands moves an immer draft (a Proxy), and our apply expects plain data: take a plain
        // snapshot first. This copy is boardgame.io's cost only (µs for Yucata's small state).
        const state = JSON.parse(JSON.stringify(G)) as YucataState;
        try {
          return yucata.apply(state, Number(playerID), parseMove(yucata, move)).state;
        } catch (error) {
          if (error instanceof RuleError) return INVALID_MOVE;
          throw error;
        }
      },
    },
  },
  endIf: ({ G }) => yucata.result(G) ?? undefined,
  playerView: ({ G, playerID }) => {
    const seat = playerID === null || playerID === undefined ? null : Number(playerID);
    const awaiting = yucata.awaiting(G);
    const view: BgioView = {
      view: yucata.view(G, seat),
      legalMoves: seat !== null && awaiting.includes(seat) ? yucata.legalMoves(G, seat) : [],
      awaiting,
      over: awaiting.length === 0,
    };
    return view as unknown as YucataState;
  },
};
