// Yucata' (Stefan Dorra): a race along a 40-square track driven by seven cards per player; every
// stone passed is taken, blue stones cost beige ones at the end. Rules: ../../../../shared/rules/yucata.fr.txt
// and the rulings in ../../../../shared/games/yucata.md.
import * as z from "zod";
import { Random, RuleError, checkPlayerCount, type GameDefinition, type LogEntry, type RandomState, type Refusal } from "../../engine/index";
import { lazily } from "../../engine/lazy";
import { cardOutcome } from "./rules";
import {
  CARDS,
  DEFAULT_LAYOUT,
  EMPTY,
  LAST_SQUARE,
  bluePenalty,
  layoutProblems,
  randomLayout,
  type Card,
  type Effect,
} from "./data";
import { yucataSecrets } from "./secrets";

export type { Card, Effect } from "./data";

export const optionsSchema = lazily(() =>
  z.strictObject({
    /** "default", "random" (seeded, drawn at setup) or a custom 40-character layout. */
    layout: z
      .string()
      .superRefine((layout, ctx) => {
        if (layout === "default" || layout === "random") return;
        for (const message of layoutProblems(layout)) ctx.addIssue({ code: "custom", message });
      })
      .default("default"),
    /** The seat that plays first; without it the seeded random source picks. */
    firstPlayer: z
      .int("The first player is a seat number: 0, 1, 2 or 3.")
      .min(0, "The first player is a seat number: 0, 1, 2 or 3.")
      .max(3, "The first player is a seat number: 0, 1, 2 or 3.")
      .optional(),
  }),
);
export type YucataOptions = z.infer<ReturnType<typeof optionsSchema>>;

export const moveSchema = lazily(() => z.strictObject({ card: z.literal(CARDS) }));
export type YucataMove = z.infer<ReturnType<typeof moveSchema>>;

export interface Stones {
  beige: number;
  blue: number;
  /** 1 for the player who took the red stone on square 39, else 0. */
  red: number;
}

export interface YucataState {
  /** The layout as it stands: a taken stone is ".". */
  board: string;
  positions: number[];
  stones: Stones[];
  /** Cards in hand, in the order of CARDS. */
  hands: Card[][];
  /** Cards played since the last pick-up, the most recent last. */
  piles: Card[][];
  /** What each seat's most recent card did (a question takes on what it copied); null before its first card. */
  effects: (Effect | null)[];
  firstPlayer: number;
  /** The seat to play; null once an amulet has reached the temple. */
  turn: number | null;
  rng: RandomState;
}

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

export interface YucataView {
  players: number;
  board: string;
  positions: number[];
  stones: Stones[];
  handSizes: number[];
  /** The top card of each seat's pile (null when empty); the rest of a pile is hidden. */
  topCards: (Card | null)[];
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

const playerCount = (state: YucataState) => state.positions.length;
const previousSeat = (state: YucataState, seat: number) => (seat + playerCount(state) - 1) % playerCount(state);
const topCard = (pile: readonly Card[]): Card | null => (pile.length > 0 ? pile[pile.length - 1] : null);

function cardName(card: Card): string {
  return typeof card === "number" ? `"${card}"` : card === "sword" ? "sword" : "question";
}

/** Why `seat` may not play `card` now, or null when it may: the one rule `legalMoves` and `apply` share. */
function cardRefusal(state: YucataState, seat: number, card: Card): Refusal | null {
  if (state.turn === null) return { code: "game-over", message: "The game is over: an amulet has reached the temple." };
  if (seat !== state.turn) return { code: "not-your-turn", message: "It is not your turn." };
  const hand = state.hands[seat];
  if (!hand.includes(card)) {
    return { code: "not-in-hand", message: `Your ${cardName(card)} card is already on your pile; you get it back once all seven are played.` };
  }
  const previous = previousSeat(state, seat);
  // A question repeats the previous card, so it cannot open the game (the hand is full then: never empty).
  const firstOfGame = state.effects[previous] === null;
  if (card === "question" && firstOfGame) {
    return { code: "question-first", message: "The question card cannot be the first card of the game: there is no card to repeat yet." };
  }
  // Ruling: a player is never stuck, so the previous player's card is allowed when nothing else is.
  const forbidden = topCard(state.piles[previous]);
  const otherwise = hand.some((c) => c !== forbidden && !(c === "question" && firstOfGame));
  if (card === forbidden && otherwise) {
    return {
      code: "same-card",
      message: `The previous player just played the ${cardName(card)} card; you may play it only when it is your last card.`,
    };
  }
  return null;
}

export function finalScores(stones: readonly Stones[]): FinalScore[] {
  return stones.map(({ beige, blue, red }) => {
    const blueReturned = red > 0 && blue > 0 ? 1 : 0;
    const penalty = Math.min(beige, bluePenalty(blue - blueReturned));
    return { beige, blue, red: red > 0, blueReturned, penalty, score: beige - penalty };
  });
}

function winnersOf(scores: readonly FinalScore[]): number[] {
  const best = Math.max(...scores.map((s) => s.score));
  return scores.flatMap((s, seat) => (s.score === best ? [seat] : []));
}

export const yucata: GameDefinition<YucataState, YucataMove, YucataView, YucataOptions> = {
  id: "yucata",
  name: "Yucata'",
  minPlayers: 2,
  maxPlayers: 4,
  get options() {
    return optionsSchema();
  },
  get move() {
    return moveSchema();
  },

  setup({ players, options, seed }) {
    checkPlayerCount(yucata, players);
    const layoutOption = options.layout ?? "default";
    if (layoutOption !== "default" && layoutOption !== "random") {
      const problems = layoutProblems(layoutOption);
      if (problems.length > 0) throw new RuleError("bad-option", problems.join(" "));
    }
    const { firstPlayer: chosen } = options;
    if (chosen !== undefined && !(Number.isInteger(chosen) && chosen >= 0 && chosen < players)) {
      throw new RuleError("bad-option", `With ${players} players the first player is a seat from 0 to ${players - 1}, not ${chosen}.`);
    }
    const random = Random.fromSeed(seed);
    // The rules choose the first player after the track is built.
    const board = layoutOption === "default" ? DEFAULT_LAYOUT : layoutOption === "random" ? randomLayout(random) : layoutOption;
    const firstPlayer = chosen ?? random.int(0, players - 1);
    return {
      board,
      positions: Array(players).fill(0),
      stones: Array.from({ length: players }, () => ({ beige: 0, blue: 0, red: 0 })),
      hands: Array.from({ length: players }, () => [...CARDS]),
      piles: Array.from({ length: players }, () => []),
      effects: Array(players).fill(null),
      firstPlayer,
      turn: firstPlayer,
      rng: random.state,
    };
  },

  awaiting(state) {
    return state.turn === null ? [] : [state.turn];
  },

  legalMoves(state, seat) {
    return CARDS.filter((card) => cardRefusal(state, seat, card) === null).map((card) => ({ card }));
  },

  apply(input, seat, { card }) {
    RuleError.throwIf(cardRefusal(input, seat, card));
    const state = structuredClone(input);
    const log: LogEntry[] = [];
    const { effect, from, to, taken } = cardOutcome(state, seat, card)!;

    state.hands[seat] = state.hands[seat].filter((c) => c !== card);
    state.piles[seat].push(card);
    state.effects[seat] = effect;
    state.positions[seat] = to;
    log.push({ key: "yucata.played", params: { seat, card, effect, from, to } });

    if (taken.beige + taken.blue + taken.red > 0) {
      state.board = state.board.slice(0, from + 1) + EMPTY.repeat(to - from) + state.board.slice(to + 1);
      const mine = state.stones[seat];
      mine.beige += taken.beige;
      mine.blue += taken.blue;
      mine.red += taken.red;
      log.push({ key: "yucata.took", params: { seat, ...taken } });
    }

    if (to === LAST_SQUARE) {
      state.turn = null;
      log.push({ key: "yucata.ended", params: { seat } });
      const scores = finalScores(state.stones);
      scores.forEach((s, scoredSeat) =>
        log.push({
          key: "yucata.scored",
          params: { seat: scoredSeat, beige: s.beige, blue: s.blue, red: s.red, blueReturned: s.blueReturned, penalty: s.penalty, score: s.score },
        }),
      );
      log.push({ key: "yucata.won", params: { winners: winnersOf(scores) } });
      return { state, log };
    }

    const next = (seat + 1) % playerCount(state);
    state.turn = next;
    // A player who has played all seven cards takes them back when its turn comes round again, so its
    // seventh card stays on top of its pile (and restricts the next player) until then.
    if (state.hands[next].length === 0) {
      state.hands[next] = [...CARDS];
      state.piles[next] = [];
      log.push({ key: "yucata.pickedUp", params: { seat: next } });
    }
    return { state, log };
  },

  view(state, seat) {
    const over = state.turn === null;
    const scores = over ? finalScores(state.stones) : null;
    const view: YucataView = {
      players: playerCount(state),
      board: state.board,
      positions: [...state.positions],
      stones: state.stones.map((s) => ({ ...s })),
      handSizes: state.hands.map((h) => h.length),
      topCards: state.piles.map(topCard),
      effects: [...state.effects],
      turn: state.turn,
      firstPlayer: state.firstPlayer,
      previousCard: state.turn === null ? null : topCard(state.piles[previousSeat(state, state.turn)]),
      finalScores: scores,
      winners: scores && winnersOf(scores),
    };
    if (seat !== null && seat >= 0 && seat < playerCount(state)) view.hand = [...state.hands[seat]];
    return view;
  },

  secrets: yucataSecrets,

  result(state) {
    if (state.turn !== null) return null;
    const scores = finalScores(state.stones);
    return { winners: winnersOf(scores), scores: scores.map((s) => s.score) };
  },
};
