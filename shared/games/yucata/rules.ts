// What a card does on the track, apart from whose turn it is: the engine applies it and the board shows
// it before the move (no zod here, so the web client imports it without the schemas).
import { BEIGE, BLUE, LAST_SQUARE, RED, type Card, type Effect } from "./data";

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
  const effect = card === "question" ? track.effects[(seat + players - 1) % players] : card;
  if (effect === null) return null;
  const from = track.positions[seat];
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
