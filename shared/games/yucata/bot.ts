// Yucata': the view hides the other seats' hands. A hand and its pile always make the seven cards and
// the pile's top card is shown, so a sampled hand is `handSizes[s]` cards drawn from the seven minus the
// top card; the pile is the rest, the shown card on top. Games are short, so at two players rollouts run
// to the end.
import { Random } from "../../engine/random";
import { CARDS, type Card } from "./data";
import { yucata, type YucataMove, type YucataState, type YucataView } from "./index";
import { finalScores } from "./rules";
import { lead, type Knowledge } from "../../bots/search";

function determinizeYucata(view: YucataView, seat: number, rng: Random): YucataState {
  const hands: Card[][] = [];
  const piles: Card[][] = [];
  for (let s = 0; s < view.players; s++) {
    const top = view.topCards[s]!;
    let hand: Card[];
    if (s === seat && view.hand) hand = [...view.hand];
    else {
      const drawn = new Set(rng.shuffle(CARDS.filter((c) => c !== top)).slice(0, view.handSizes[s]));
      hand = CARDS.filter((c) => drawn.has(c));
    }
    hands.push(hand);
    const pile = CARDS.filter((c) => !hand.includes(c) && c !== top);
    piles.push(top === null ? pile : [...pile, top]);
  }
  return {
    revision: view.revision,
    board: view.board,
    positions: [...view.positions],
    stones: view.stones.map((s) => ({ ...s })),
    hands,
    piles,
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
