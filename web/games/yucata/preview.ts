import type { Card, YucataView } from "../../../shared/games/yucata/index";
import { BEIGE, BLUE, LAST_SQUARE, RED } from "../../../shared/games/yucata/data";

export interface Preview {
  to: number;
  taken: { beige: number; blue: number; red: number };
}

/**
 * Where `seat`'s amulet would land with `card`, and the stones it would take, from the view alone. A
 * preview for the board and the confirm step: the server's engine decides (preview.test.ts keeps them equal).
 */
export function preview(view: YucataView, seat: number, card: Card): Preview | null {
  const previous = (seat + view.players - 1) % view.players;
  const effect = card === "question" ? view.effects[previous] : card;
  if (effect === null) return null;
  const from = view.positions[seat];
  const to = Math.min(LAST_SQUARE, effect === "sword" ? Math.max(...view.positions) + 1 : from + effect);
  const taken = { beige: 0, blue: 0, red: 0 };
  for (let square = from + 1; square <= to; square++) {
    const stone = view.board[square];
    if (stone === BEIGE) taken.beige++;
    else if (stone === BLUE) taken.blue++;
    else if (stone === RED) taken.red++;
  }
  return { to, taken };
}
