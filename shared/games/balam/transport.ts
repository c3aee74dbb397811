// The transport rule as pure functions of plain data, so the web board can explain a blocked route with
// the very rule the engine applies (state.ts builds `passable` and `reachable` on these).

/**
 * Whether `seat`'s wealth may enter or cross a site, from its small pyramids per seat and its owner: the
 * commercial controller is the seat with the most small pyramids; on a tie the owner of a city keeps
 * control, while on a free site every tied seat may pass.
 */
export function openTo(counts: readonly number[], owner: number | null, seat: number): boolean {
  const max = Math.max(...counts);
  const leaders = counts.filter((c) => c === max).length;
  if (counts[seat] === max && leaders === 1) return true;
  if (owner !== null) return leaders > 1 && owner === seat;
  return counts[seat] === max;
}

/** Sites reachable from `from` through open sites along the paths (itself always: goods may be used where they are). */
export function reachableFrom(neighbours: readonly (readonly number[])[], open: readonly boolean[], from: number): Set<number> {
  const reach = new Set<number>([from]);
  if (!open[from]) return reach;
  const stack = [from];
  while (stack.length > 0) {
    for (const n of neighbours[stack.pop()!]) {
      if (open[n] && !reach.has(n)) {
        reach.add(n);
        stack.push(n);
      }
    }
  }
  return reach;
}
