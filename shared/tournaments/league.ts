// Leagues: divisions ranked from the top, each a round-robin per season. Between seasons the best `moves`
// of each division go up and the worst `moves` go down; divisions keep their sizes; newcomers join the
// lowest division.

const MAX_DIVISIONS = 8;
const MAX_DIVISION_SIZE = 32;

export interface NextSeason {
  /** The divisions of the new season, top first, each in its previous finishing order then newcomers. */
  readonly divisions: readonly (readonly string[])[];
  /** Newcomers for whom the lowest division had no room; first in line next season. */
  readonly waiting: readonly string[];
}

/**
 * `finishing` is each division's final order (top division first, winner first); `leaving` players do not
 * come back (they still count among those moving up or down, so the ones who move are the ones who earned it). A place left empty is filled from the division below (its best not already moving up), down
 * to the lowest division, which takes newcomers in their order; if too few remain the lowest division
 * runs short.
 */
export function nextSeason(
  finishing: readonly (readonly string[])[],
  moves: number,
  leaving: ReadonlySet<string> = new Set(),
  newcomers: readonly string[] = [],
): NextSeason {
  if (finishing.length < 1 || finishing.length > MAX_DIVISIONS) {
    throw new RangeError(`A league has 1 to ${MAX_DIVISIONS} divisions, not ${finishing.length}.`);
  }
  const sizes = finishing.map((division) => division.length);
  for (const size of sizes) {
    if (size < 2 || size > MAX_DIVISION_SIZE) throw new RangeError(`A division holds 2 to ${MAX_DIVISION_SIZE} players, not ${size}.`);
  }
  // A player may not be both promoted and relegated in one season, so moves stay within half a division.
  const maxMoves = Math.floor(Math.min(...sizes) / 2);
  if (!Number.isInteger(moves) || moves < 0 || moves > maxMoves) {
    throw new RangeError(`Between these divisions 0 to ${maxMoves} players move up and down, not ${moves}.`);
  }
  const everyone = finishing.flat();
  if (new Set([...everyone, ...newcomers]).size !== everyone.length + newcomers.length) {
    throw new RangeError("A player is listed twice in the league.");
  }
  if (newcomers.length > MAX_DIVISION_SIZE) throw new RangeError(`At most ${MAX_DIVISION_SIZE} newcomers join at once.`);

  const last = finishing.length - 1;
  // Who moves is decided on the finishing order, including those leaving, so leaving does not change it.
  const { up, down } = seasonMoves(finishing, moves);
  const pool: string[][] = finishing.map((division, index) =>
    [
      ...(index > 0 ? down[index - 1]! : []),
      ...division.filter((player) => !up[index]!.includes(player) && !down[index]!.includes(player)),
      ...(index < last ? up[index + 1]! : []),
    ].filter((player) => !leaving.has(player)),
  );
  // Fill gaps from the top down: the best of the division below, not one just relegated from this one.
  for (let index = 0; index < last; index++) {
    const below = pool[index + 1]!;
    while (pool[index]!.length < sizes[index]! && below.length > 0) {
      const candidate = below.find((player) => !down[index]!.includes(player)) ?? below[0]!;
      below.splice(below.indexOf(candidate), 1);
      pool[index]!.push(candidate);
    }
  }
  const room = Math.max(0, sizes[last]! - pool[last]!.length);
  pool[last]!.push(...newcomers.slice(0, room));
  return { divisions: pool, waiting: newcomers.slice(room) };
}

/**
 * Who goes up and who goes down at the season's end, by division (top first), if `finishing` is the
 * final order: the best `moves` of each division but the top, the worst `moves` of each but the lowest.
 */
export function seasonMoves(
  finishing: readonly (readonly string[])[],
  moves: number,
): { up: readonly (readonly string[])[]; down: readonly (readonly string[])[] } {
  const last = finishing.length - 1;
  return {
    up: finishing.map((division, index) => (index === 0 ? [] : division.slice(0, moves))),
    down: finishing.map((division, index) => (index === last ? [] : division.slice(division.length - moves))),
  };
}

/**
 * The divisions a season can seat when some have fewer than `min` players (a table's worth): each short
 * division joins the one below it, ahead of that division's players, and a short lowest division joins
 * the one above. Empty when everyone together is short of `min`.
 */
export function seatDivisions(divisions: readonly (readonly string[])[], min: number): string[][] {
  const seated: string[][] = [];
  let carried: string[] = [];
  for (const division of divisions) {
    const players = [...carried, ...division];
    if (players.length >= min) {
      seated.push(players);
      carried = [];
    } else carried = players;
  }
  if (carried.length > 0) seated.at(-1)?.push(...carried);
  return seated;
}

/** The players moving up and down between these divisions: `moves`, cut to half the smallest division. */
export function movesBetween(divisions: readonly (readonly string[])[], moves: number): number {
  return Math.min(moves, Math.floor(Math.min(...divisions.map((division) => division.length)) / 2));
}
