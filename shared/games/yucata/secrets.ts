// What a Yucata' reader may not see: the other players' hands. A hand changes only as the log tells
// everyone (a card played, the seven cards taken back), so no move reveals one and the names stay.
import type { YucataState } from "./state";

export function yucataSecrets(state: YucataState, reader: number | null): string[] {
  return state.hands.flatMap((_, seat) => (seat === reader ? [] : [`hand of seat ${seat}`]));
}
