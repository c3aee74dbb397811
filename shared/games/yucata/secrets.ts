// What a Yucata' reader may not see: the other players' hands. A hand changes only as the log tells
// everyone (a card played, the seven cards taken back), so no move reveals one and the names stay.
import { CARDS } from "./data";
import type { YucataState } from "./state";
import { copyData } from "../../engine/copy";

export function yucataSecrets(state: YucataState, reader: number | null): string[] {
  return state.hands.flatMap((_, seat) => (seat === reader ? [] : [`hand of seat ${seat}`]));
}

/** For the leak tests: `state` with every hand `reader` may not see holding other cards. */
export function scrambleYucata(state: YucataState, reader: number | null): YucataState {
  const s = copyData(state);
  const order = (c: unknown) => CARDS.indexOf(c as never);
  s.hands = s.hands.map((hand, i) =>
    i !== reader ? hand.map((c) => CARDS[(order(c) + 1) % CARDS.length]!).sort((a, b) => order(a) - order(b)) : hand,
  );
  return s;
}
