// Yucata': the public log names every card played, so the view gives every pile and each hand is the rest
// of the seven cards: a bot knows the whole table and samples nothing (docs/games/yucata.md). Games are
// short, so at two players rollouts run to the end.
import { Random } from "../../engine/random";
import { CARDS } from "./data";
import { yucata, type YucataMove, type YucataState, type YucataView } from "./index";
import { finalScores } from "./rules";
import { lead, type Knowledge } from "../../bots/search";

function determinizeYucata(view: YucataView): YucataState {
  return {
    revision: view.revision,
    board: view.board,
    positions: [...view.positions],
    stones: view.stones.map((s) => ({ ...s })),
    hands: view.piles.map((pile) => CARDS.filter((c) => !pile.includes(c))),
    piles: view.piles.map((pile) => [...pile]),
    effects: [...view.effects],
    firstPlayer: view.firstPlayer,
    turn: view.turn,
    // Yucata' draws nothing after setup: the generator is a placeholder.
    rng: Random.fromSeed("determinized").state,
  };
}

export const yucataKnowledge: Knowledge<YucataState, YucataMove, YucataView> = {
  game: yucata,
  determinize: determinizeYucata,
  // Where a rollout stops short of the end: the stones as if the game ended now.
  evaluate: (state, seat) =>
    lead(
      finalScores(state.stones).map((s) => s.score),
      seat,
      3,
    ),
  rolloutPlies: Infinity,
  // With more players a rollout to the end is twice as long and, random as it is, mostly noise: two rounds
  // then the stones as if the game ended there choose better, at a third of the cost (4 players, measured).
  rolloutPliesFor: (view) => (view.players > 2 ? 2 * view.players : Infinity),
  iterations: 60,
  samples: 60,
};
