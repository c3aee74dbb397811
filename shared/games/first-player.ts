// The `firstPlayer` option of the games whose first player is drawn at random unless the table chooses
// one: a seat number, checked against the player count by the game's setup.
import * as z from "../zod";

const FIRST_PLAYER = "The first player is a seat number: 0, 1, 2 or 3.";

export const firstPlayerOption = () => z.optional(z.int(FIRST_PLAYER).check(z.minimum(0, FIRST_PLAYER), z.maximum(3, FIRST_PLAYER)));

/** Whether `chosen` (absent: none chosen) names a seat of a game of `players`. */
export const isSeatOf = (chosen: number | undefined, players: number): boolean =>
  chosen === undefined || (Number.isInteger(chosen) && chosen >= 0 && chosen < players);
