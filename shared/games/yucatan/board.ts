// The board model and its parser. A layout is written as a hex map (see data.ts): one token per hex,
// rows top to bottom, each row's hexes west to east, so the data stays readable and reviewable.

type Terrain = "jungle" | "deepJungle" | "mountain" | "greatRiver" | "city";

/** The great river's id in a hex's `rivers`: a beach is beside it, and it counts as a river there. */
export const GREAT_RIVER = "great";

export interface Hex {
  id: number;
  /** Axial coordinates, pointy-top: q grows eastward, r grows southward. */
  q: number;
  r: number;
  terrain: Terrain;
  beach: boolean;
  /** The rivers this hex is beside (it carries the river symbol when non-empty). */
  rivers: string[];
}

interface City {
  seat: number;
  hex: number;
  /** The small rivers that cross this city. */
  rivers: string[];
}

export interface Board {
  id: string;
  players: number;
  /** How the layout maps onto itself so every seat gets the same position. */
  symmetry: "half-turn" | "third-turn" | "two mirrors";
  hexes: Hex[];
  cities: City[];
  /** For each hex id, the ids of its neighbours on the board. */
  neighbors: number[][];
  /**
   * The map it was read from, one row a line (north to south) and one token a hex (west to east, ids in
   * reading order), single-spaced: every hex in a few hundred bytes, for views sent on every move.
   */
  map: string;
}

/** Axial neighbour offsets, clockwise from east on screen. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

const TERRAIN_TOKENS: Record<string, { terrain: Terrain; beach: boolean }> = {
  ".": { terrain: "jungle", beach: false },
  ",": { terrain: "deepJungle", beach: false },
  B: { terrain: "jungle", beach: true },
  "^": { terrain: "mountain", beach: false },
  "~": { terrain: "greatRiver", beach: false },
};

/**
 * Reads a hexagon-shaped map of radius `radius`. Each token is a terrain mark (`.` jungle, `,` deep jungle,
 * `B` beach, `^` mountain, `~` great river, a digit for the city of that seat) followed by the letters of
 * the small rivers the hex is beside. Beaches are beside the great river by definition.
 */
export function parseBoard(id: string, players: number, symmetry: Board["symmetry"], radius: number, map: string): Board {
  const rows = map
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  if (rows.length !== 2 * radius + 1) throw new Error(`${id}: expected ${2 * radius + 1} rows, got ${rows.length}`);
  const hexes: Hex[] = [];
  const cities: City[] = [];
  rows.forEach((row, index) => {
    const r = index - radius;
    const tokens = row.split(/\s+/);
    const firstQ = Math.max(-radius, -r - radius);
    const lastQ = Math.min(radius, -r + radius);
    if (tokens.length !== lastQ - firstQ + 1) throw new Error(`${id}: row ${r} has ${tokens.length} hexes`);
    tokens.forEach((token, offset) => {
      const mark = token[0]!;
      const small = token.slice(1).split("");
      const id = hexes.length;
      const seat = /[0-9]/.test(mark) ? Number(mark) : null;
      const kind = seat === null ? TERRAIN_TOKENS[mark] : { terrain: "city" as const, beach: false };
      if (!kind || small.some((c) => !/[a-z]/.test(c))) throw new Error(`${id}: bad token "${token}"`);
      hexes.push({
        id,
        q: firstQ + offset,
        r,
        terrain: kind.terrain,
        beach: kind.beach,
        rivers: kind.beach ? [GREAT_RIVER, ...small] : small,
      });
      if (seat !== null) cities.push({ seat, hex: id, rivers: small });
    });
  });
  cities.sort((a, b) => a.seat - b.seat);
  const index = new Map(hexes.map((h) => [`${h.q},${h.r}`, h.id]));
  const neighbors = hexes.map((h) =>
    DIRECTIONS.map(([dq, dr]) => index.get(`${h.q + dq},${h.r + dr}`)).filter((n): n is number => n !== undefined),
  );
  return { id, players, symmetry, hexes, cities, neighbors, map: rows.map((row) => row.split(/\s+/).join(" ")).join("\n") };
}

/**
 * For each hex, the bank of the great river it lies on, or -1 on the river: « Le grand fleuve qui divise la
 * région » cuts the land into parts (2, 3 or 2 on our boards), numbered from 0 in hex order.
 */
export function greatRiverBanks(board: Board): number[] {
  const bank = board.hexes.map(() => -1);
  let next = 0;
  for (const start of board.hexes) {
    if (start.terrain === "greatRiver" || bank[start.id]! >= 0) continue;
    bank[start.id] = next;
    const stack = [start.id];
    for (let hex = stack.pop(); hex !== undefined; hex = stack.pop()) {
      for (const n of board.neighbors[hex]!) {
        if (board.hexes[n]!.terrain === "greatRiver" || bank[n]! >= 0) continue;
        bank[n] = next;
        stack.push(n);
      }
    }
    next++;
  }
  return bank;
}
