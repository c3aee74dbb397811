// The transport rule as pure functions of plain data, so the web board can explain a blocked route with
// the very rule the engine applies (state.ts builds `passable` and `reachable` on these).

/**
 * The kings who close a site to `seat`'s wealth, from its small pyramids per seat and its owner (none: the
 * wealth may enter or cross it). The other kings' pyramids count together against the seat's own (« plus de
 * petites pyramides ennemies que de petites pyramides personnelles »); on a tie the owner of a city keeps
 * control, while on a free site the tied seat may pass.
 */
export function closedBy(counts: readonly number[], owner: number | null, seat: number): number[] {
  const own = counts[seat]!;
  const enemies = counts.reduce((n, c, s) => (s === seat ? n : n + c), 0);
  if (enemies > own) return counts.flatMap((c, s) => (s !== seat && c > 0 ? [s] : []));
  if (enemies === own && owner !== null && owner !== seat) return [owner];
  return [];
}

/** Whether `seat`'s wealth may enter or cross a site (see `closedBy`). */
export const openTo = (counts: readonly number[], owner: number | null, seat: number): boolean =>
  closedBy(counts, owner, seat).length === 0;

/** Sites reachable from `from` through open sites along the paths (itself always: goods may be used where they are). */
export function reachableFrom(neighbours: readonly (readonly number[])[], open: readonly boolean[], from: number): Set<number> {
  const reach = new Set<number>([from]);
  if (!open[from]) return reach;
  const stack = [from];
  while (stack.length > 0) {
    for (const n of neighbours[stack.pop()!]!) {
      if (open[n] && !reach.has(n)) {
        reach.add(n);
        stack.push(n);
      }
    }
  }
  return reach;
}
