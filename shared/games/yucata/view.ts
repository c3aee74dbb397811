// What a seat (or a spectator) sees of a Yucata' game: everything the public log tells, so every pile (and
// so every hand, the rest of the seven cards), the top cards as the table shows them, and its own hand.
import type { Card, Effect } from "./data";
import { finalScores, playerCount, previousSeat, topCard, winnersOf, type FinalScore } from "./rules";
import type { Stones, YucataState } from "./state";

export interface YucataView {
  players: number;
  /** The rules revision the game plays: what a bot's sampled state plays too. */
  revision: number;
  board: string;
  positions: number[];
  stones: Stones[];
  handSizes: number[];
  /** The top card of each seat's pile (null when empty): all the table shows. */
  topCards: (Card | null)[];
  /** Each seat's pile, the most recent card last: what the public log told it played since its last pick-up. */
  piles: Card[][];
  /** What each seat's most recent card did; a question played now does what the previous seat's entry says. */
  effects: (Effect | null)[];
  /** The viewer's own hand; absent for a spectator. */
  hand?: Card[];
  turn: number | null;
  firstPlayer: number;
  /** The previous seat's most recent card: the seat to play may not play it unless nothing else is left. */
  previousCard: Card | null;
  finalScores: FinalScore[] | null;
  winners: number[] | null;
}

export function yucataView(state: YucataState, seat: number | null): YucataView {
  const over = state.turn === null;
  const scores = over ? finalScores(state.stones) : null;
  const view: YucataView = {
    players: playerCount(state),
    revision: state.revision,
    board: state.board,
    positions: [...state.positions],
    stones: state.stones.map((s) => ({ ...s })),
    handSizes: state.hands.map((h) => h.length),
    topCards: state.piles.map(topCard),
    piles: state.piles.map((pile) => [...pile]),
    effects: [...state.effects],
    turn: state.turn,
    firstPlayer: state.firstPlayer,
    previousCard: state.turn === null ? null : topCard(state.piles[previousSeat(state, state.turn)]!),
    finalScores: scores,
    winners: scores && winnersOf(scores),
  };
  if (seat !== null && seat >= 0 && seat < playerCount(state)) view.hand = [...state.hands[seat]!];
  return view;
}
