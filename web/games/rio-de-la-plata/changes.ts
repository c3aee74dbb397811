// What changed on a Rio de la Plata board between the viewer's last visit (`since`) and now: the city
// squares built on, where workers came or went, where enemies and defenders stand, the walls raised and
// the places on the ladders and fields taken. The board outlines them and says why in their names.
import type { RioView } from "../../../shared/games/rio-de-la-plata/index";
import type { LadderId } from "../../../shared/games/rio-de-la-plata/data";

/** Why a square is highlighted, in the order the words say it. */
type SquareChange = "built" | "workers" | "attacked";

export interface Changes {
  squares: Map<number, SquareChange[]>;
  walls: Set<number>;
  /** Ladder and field places taken, as `ladder:place` (`mine:2`, `palace:0`). */
  places: Set<string>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function changesSince(since: RioView | undefined, view: RioView): Changes {
  const changes: Changes = { squares: new Map(), walls: new Set(), places: new Set() };
  if (!since || since.players !== view.players) return changes;
  const cells = new Set([...Object.keys(view.buildings), ...Object.keys(view.crews), ...Object.keys(since.crews)].map(Number));
  const fought = new Set((view.combat?.groups ?? []).filter((g) => !since.combat?.groups.some((h) => same(h, g))).map((g) => g.cell));
  for (const cell of [...cells, ...fought].sort((a, b) => a - b)) {
    const found: SquareChange[] = [];
    if (view.buildings[cell] && !same(view.buildings[cell], since.buildings[cell])) found.push("built");
    if (!same(view.crews[cell] ?? [], since.crews[cell] ?? [])) found.push("workers");
    if (fought.has(cell)) found.push("attacked");
    if (found.length > 0) changes.squares.set(cell, found);
  }
  for (const [i, built] of view.walls.entries()) if (built && !since.walls[i]) changes.walls.add(i);
  const taken = (name: string, now: (number | null)[], before: (number | null)[]) => {
    for (const [i, holder] of now.entries()) if (holder !== null && holder !== before[i]) changes.places.add(`${name}:${i}`);
  };
  for (const [ladder, places] of Object.entries(view.ladders) as [LadderId, (number | null)[]][])
    taken(ladder, places, since.ladders[ladder]);
  for (const field of ["mine", "forest"] as const) taken(field, view[field], since[field]);
  return changes;
}
