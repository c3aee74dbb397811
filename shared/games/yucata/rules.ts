// Yucata's rules: what a card does on the track (the board shows it before the move), who may play which
// card, the turn and the final count. No zod here, so the web client imports it without the schemas.
import { RuleError, ruleRefusal, type LogEntry, type Refusal } from "../../engine/index";
import type { en } from "./messages";
import { BEIGE, BLUE, CARDS, EMPTY, LAST_SQUARE, RED, bluePenalty, type Card, type Effect } from "./data";
import type { Stones, YucataMove, YucataState } from "./state";

/** What a state and a view both carry of the track. */
export interface Track {
  board: string;
  positions: readonly number[];
  /** What each seat's most recent card did; null before its first card. */
  effects: readonly (Effect | null)[];
}

export interface CardOutcome {
  /** What the card does: a question does what the previous seat's last card did. */
  effect: Effect;
  from: number;
  to: number;
  /** The stones on the squares passed, the landing square included. */
  taken: { beige: number; blue: number; red: number };
}

/** Where `seat`'s amulet goes with `card` and what it takes; null for a question with nothing to repeat. */
export function cardOutcome(track: Track, seat: number, card: Card): CardOutcome | null {
  const players = track.positions.length;
  const effect = card === "question" ? track.effects[(seat + players - 1) % players]! : card;
  if (effect === null) return null;
  const from = track.positions[seat]!;
  const to = Math.min(LAST_SQUARE, effect === "sword" ? Math.max(...track.positions) + 1 : from + effect);
  const taken = { beige: 0, blue: 0, red: 0 };
  for (let square = from + 1; square <= to; square++) {
    const stone = track.board[square];
    if (stone === BEIGE) taken.beige++;
    else if (stone === BLUE) taken.blue++;
    else if (stone === RED) taken.red++;
  }
  return { effect, from, to, taken };
}

export const playerCount = (state: YucataState) => state.positions.length;
export const previousSeat = (state: YucataState, seat: number) => (seat + playerCount(state) - 1) % playerCount(state);
export const topCard = (pile: readonly Card[]): Card | null => (pile.length > 0 ? pile[pile.length - 1]! : null);

/** Refusals are phrased by the catalog (messages.ts), where each of these keys has its words. */
const refuse = ruleRefusal<Extract<keyof typeof en, `yucata.refused.${string}`>>;

/** Why `seat` may not play `card` now, or null when it may: the one rule `legalMoves` and `apply` share. */
export function cardRefusal(state: YucataState, seat: number, card: Card): Refusal | null {
  if (state.turn === null) return refuse("game-over", "yucata.refused.gameOver");
  if (seat !== state.turn) return refuse("not-your-turn", "yucata.refused.notYourTurn");
  const hand = state.hands[seat];
  if (!hand!.includes(card)) {
    return refuse("not-in-hand", "yucata.refused.notInHand", { card });
  }
  const previous = previousSeat(state, seat);
  // A question repeats the previous card, so it cannot open the game (the hand is full then: never empty).
  const firstOfGame = state.effects[previous] === null;
  if (card === "question" && firstOfGame) {
    return refuse("question-first", "yucata.refused.questionFirst");
  }
  // Ruling: a player is never stuck, so the previous player's card is allowed when nothing else is.
  const forbidden = topCard(state.piles[previous]!);
  const otherwise = hand!.some((c) => c !== forbidden && !(c === "question" && firstOfGame));
  if (card === forbidden && otherwise) {
    return refuse("same-card", "yucata.refused.sameCard", { card });
  }
  return null;
}

/** Plays `move` for `seat` on `state` itself, or throws the RuleError that refuses it. */
export function applyMove(state: YucataState, seat: number, { card }: YucataMove): LogEntry[] {
  RuleError.throwIf(cardRefusal(state, seat, card));
  const log: LogEntry[] = [];
  const { effect, from, to, taken } = cardOutcome(state, seat, card)!;

  state.hands[seat] = state.hands[seat]!.filter((c) => c !== card);
  state.piles[seat]!.push(card);
  state.effects[seat] = effect;
  state.positions[seat] = to;
  log.push({ key: "yucata.played", params: { seat, card, effect, from, to } });

  if (taken.beige + taken.blue + taken.red > 0) {
    state.board = state.board.slice(0, from + 1) + EMPTY.repeat(to - from) + state.board.slice(to + 1);
    const mine = state.stones[seat]!;
    mine.beige += taken.beige;
    mine.blue += taken.blue;
    mine.red += taken.red;
    log.push({ key: "yucata.took", params: { seat, ...taken } });
  }

  if (to === LAST_SQUARE) {
    state.turn = null;
    log.push({ key: "yucata.ended", params: { seat } });
    const scores = finalScores(state.stones);
    for (const [scoredSeat, s] of scores.entries()) {
      log.push({
        key: "yucata.scored",
        params: {
          seat: scoredSeat,
          beige: s.beige,
          blue: s.blue,
          red: s.red,
          blueReturned: s.blueReturned,
          penalty: s.penalty,
          score: s.score,
        },
      });
    }
    log.push({ key: "yucata.won", params: { winners: winnersOf(scores) } });
    return log;
  }

  const next = (seat + 1) % playerCount(state);
  state.turn = next;
  // A player who has played all seven cards takes them back when its turn comes round again, so its
  // seventh card stays on top of its pile (and restricts the next player) until then.
  if (state.hands[next]!.length === 0) {
    state.hands[next] = [...CARDS];
    state.piles[next] = [];
    log.push({ key: "yucata.pickedUp", params: { seat: next } });
  }
  return log;
}

// The end: the final count.

export interface FinalScore {
  /** Beige stones collected. */
  beige: number;
  /** Blue stones collected. */
  blue: number;
  red: boolean;
  /** Blue stones returned for the red one (0 or 1). */
  blueReturned: number;
  /** Beige stones returned for the blue ones kept: n(n+1)/2, at most all of them. */
  penalty: number;
  /** Beige stones left: the score. */
  score: number;
}

export function finalScores(stones: readonly Stones[]): FinalScore[] {
  return stones.map(({ beige, blue, red }) => {
    const blueReturned = red > 0 && blue > 0 ? 1 : 0;
    const penalty = Math.min(beige, bluePenalty(blue - blueReturned));
    return { beige, blue, red: red > 0, blueReturned, penalty, score: beige - penalty };
  });
}

export function winnersOf(scores: readonly FinalScore[]): number[] {
  const best = Math.max(...scores.map((s) => s.score));
  return scores.flatMap((s, seat) => (s.score === best ? [seat] : []));
}
