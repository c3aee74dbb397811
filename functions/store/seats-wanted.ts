// The seats wanted list (docs/clocks.md, "Substitutes"): a game with a seat offered to substitutes is
// in gsi1's partition `SEATS`, by when its seat was first offered, and leaves it when no seat is.
import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import type { GameRecord } from "../record/game";
import { offeredSeats } from "../record/substitute";

export const SEATS_WANTED = "SEATS";

/** The index keys that list a game with a seat on offer; none for any other game. */
export function seatsWantedKeys(game: GameRecord): Record<string, AttributeValue> {
  const since = offeredSeats(game)
    .map((r) => r.since)
    .sort()[0];
  return since ? { gsi1pk: { S: SEATS_WANTED }, gsi1sk: { S: `${since}#${game.id}` } } : {};
}
