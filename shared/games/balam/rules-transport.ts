// The transport rule as pure functions of plain data, so the web board can explain a blocked route with
// the very rule the engine applies (state.ts builds `passable` and `reachable` on these).
import { rulesAtLeast } from "../../engine/index";

/**
 * The kings who close a site to `seat`'s wealth, from its small pyramids per seat and its owner (none: the
 * wealth may enter or cross it); `rules` is the game's state or view, whose revision decides.
 *
 * From revision 2 one king holds a site's market control (« Les petites indiquent qui détient le contrôle
 * commercial du site »): the king with the most small pyramids there. On a tie for the most the owner of a
 * city keeps it (« le propriétaire du site en garde entièrement le contrôle »), and on a free site the tied
 * kings may all pass (« les joueurs concernés peuvent tous emprunter ce site »).
 *
 * Revision 1 counted the other kings' pyramids together against the seat's own (« plus de petites
 * pyramides ennemies que de petites pyramides personnelles »), the owner keeping a tied city.
 */
export function closedBy(counts: readonly number[], owner: number | null, seat: number, rules: { revision?: number }): number[] {
  const own = counts[seat]!;
  if (!rulesAtLeast(rules, 2)) {
    const enemies = counts.reduce((n, c, s) => (s === seat ? n : n + c), 0);
    if (enemies > own) return counts.flatMap((c, s) => (s !== seat && c > 0 ? [s] : []));
    if (enemies === own && owner !== null && owner !== seat) return [owner];
    return [];
  }
  const most = Math.max(...counts);
  const leaders = counts.flatMap((c, s) => (c === most ? [s] : []));
  if (owner === null) return leaders.includes(seat) ? [] : leaders;
  const controller = leaders.length === 1 ? leaders[0]! : owner;
  return controller === seat ? [] : [controller];
}

/** Whether `seat`'s wealth may enter or cross a site (see `closedBy`). */
export const openTo = (counts: readonly number[], owner: number | null, seat: number, rules: { revision?: number }): boolean =>
  closedBy(counts, owner, seat, rules).length === 0;

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
