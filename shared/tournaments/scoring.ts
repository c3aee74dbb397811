// What a finished table is worth. Points are kept as whole numbers of POINT_UNITS per point so that
// shared places (averages over up to five places at tables of up to five) compare exactly.

/** Hundredths would round; 720 is divisible by every place-share denominator at tables of 2 to 5. */
export const POINT_UNITS = 720;

const MIN_TABLE_SIZE = 2;
const MAX_TABLE_SIZE = 5;

/** One game of a tournament: its seats in play order and, once it ended, each seat's place (1 = best). */
export interface TableGame {
  readonly seats: readonly string[];
  /** Places by seat; equal places are a shared rank (a draw at two seats). Null while not finished. */
  readonly places: readonly number[] | null;
}

export function checkTableSize(tableSize: number): void {
  if (!Number.isInteger(tableSize) || tableSize < MIN_TABLE_SIZE || tableSize > MAX_TABLE_SIZE) {
    throw new RangeError(`A table seats ${MIN_TABLE_SIZE} to ${MAX_TABLE_SIZE} players, not ${tableSize}.`);
  }
}

function checkPlaces(game: TableGame): readonly number[] {
  const { seats, places } = game;
  if (places === null) throw new RangeError("This game has no result yet.");
  if (places.length !== seats.length)
    throw new RangeError(`A game at ${seats.length} seats needs ${seats.length} places, not ${places.length}.`);
  for (const place of places) {
    if (!Number.isInteger(place) || place < 1 || place > seats.length) {
      throw new RangeError(`A place at a table of ${seats.length} is from 1 to ${seats.length}, not ${place}.`);
    }
    // Competition ranking: two players tied for 1st leave no 2nd, so a place counts the seats strictly ahead.
    const ahead = places.filter((other) => other < place).length;
    if (ahead !== place - 1)
      throw new RangeError(`Places ${places.join(", ")} are not a ranking: ${place} must follow ${ahead} better seats.`);
  }
  return places;
}

/**
 * Points in POINT_UNITS for each seat: place i of k is worth (k - i) / (k - 1) of a point, so a win is 1,
 * last place 0, and at two seats a draw is ½. Seats tied for a place share the average of the places they
 * cover, so a table always hands out k / 2 points in all.
 */
export function seatPoints(game: TableGame): number[] {
  const places = checkPlaces(game);
  const size = places.length;
  const placeValue = (place: number) => (POINT_UNITS * (size - place)) / (size - 1);
  return places.map((place) => {
    const tied = places.filter((other) => other === place).length;
    let sum = 0;
    for (let covered = place; covered < place + tied; covered++) sum += placeValue(covered);
    return sum / tied;
  });
}

/** Against another seat of the same table: 2 when ahead, 1 when level, 0 when behind (half-points). */
export function halfPointsAgainst(places: readonly number[], seat: number, other: number): number {
  const mine = places[seat]!;
  const theirs = places[other]!;
  return mine < theirs ? 2 : mine === theirs ? 1 : 0;
}
