// The board's geometry: sites, paths (a path joins two touching tiles whose exits face each other),
// seaside sites, and the seeded random board. The state stores the layout as a short string; the geometry
// derived from it is cached because every rule asks for neighbours.
import type { Random } from "../../engine/random";
import { DEFAULT_BOARD, SIDES, SLOT_LAYOUTS, TILE_BY_ID, TILES, type BoardLayout, type Placement, type SiteTile } from "./data";

interface SiteInfo {
  index: number;
  tile: SiteTile;
  row: number;
  col: number;
  rotation: number;
  /** Sites at the end of a path from this one. */
  neighbours: number[];
  /** Touches a sea tile (tidal waves). */
  seaside: boolean;
  slots: number;
  /** Pairs of adjacent slots (where a palace or temple may stand). */
  links: readonly (readonly [number, number])[];
}

export interface Geometry {
  layout: BoardLayout;
  /** Per cell (row by row): the site index there, or null for a sea. */
  cellSite: (number | null)[];
  sites: SiteInfo[];
  /** Each path once, as [lower site, higher site]. */
  paths: [number, number][];
}

const STEP: Record<string, [number, number]> = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };

/** The sides of a placed tile that carry a path exit. */
export function exitsOf(placement: Placement): string[] {
  const tile = TILE_BY_ID.get(placement.tile);
  if (tile?.kind !== "site") return [];
  return tile.exits.map((side) => SIDES[(SIDES.indexOf(side) + placement.rotation) % 4]!);
}

export function encodeLayout(layout: BoardLayout): string {
  return `${layout.rows}x${layout.cols}:${layout.cells.map((c) => `${c.tile}.${c.rotation}`).join(",")}`;
}

function decodeLayout(code: string): BoardLayout {
  const [size, cells] = code.split(":");
  const [rows, cols] = size!.split("x").map(Number);
  return {
    rows: rows!,
    cols: cols!,
    cells: cells!.split(",").map((c) => {
      const [tile, rotation] = c.split(".");
      return { tile: tile!, rotation: Number(rotation) };
    }),
  };
}

export function buildGeometry(layout: BoardLayout): Geometry {
  const { rows, cols, cells } = layout;
  const cellSite: (number | null)[] = [];
  const sites: SiteInfo[] = [];
  cells.forEach((placement, i) => {
    const tile = TILE_BY_ID.get(placement.tile);
    if (!tile) throw new Error(`unknown tile ${placement.tile}`);
    if (tile.kind === "sea") {
      cellSite.push(null);
      return;
    }
    const layoutInfo = SLOT_LAYOUTS[tile.layout];
    cellSite.push(sites.length);
    sites.push({
      index: sites.length,
      tile,
      row: Math.floor(i / cols),
      col: i % cols,
      rotation: placement.rotation,
      neighbours: [],
      seaside: false,
      slots: layoutInfo.slots,
      links: layoutInfo.links,
    });
  });
  const paths: [number, number][] = [];
  for (const s of sites) {
    const exits = exitsOf(cells[s.row * cols + s.col]!);
    for (const side of SIDES) {
      const [dr, dc] = STEP[side]!;
      const r = s.row + dr,
        c = s.col + dc;
      if (r < 0 || r >= rows || c < 0 || c >= cols) continue;
      const other = cellSite[r * cols + c]!;
      if (other === null) {
        s.seaside = true;
        continue;
      }
      const opposite = SIDES[(SIDES.indexOf(side) + 2) % 4]!;
      if (exits.includes(side) && exitsOf(cells[r * cols + c]!).includes(opposite)) {
        s.neighbours.push(other);
        if (s.index < other) paths.push([s.index, other]);
      }
    }
  }
  return { layout, cellSite, sites, paths };
}

const cache = new Map<string, Geometry>();

export function geometryOf(code: string): Geometry {
  let geometry = cache.get(code);
  if (!geometry) {
    geometry = buildGeometry(decodeLayout(code));
    cache.set(code, geometry);
  }
  return geometry;
}

/** Why a layout breaks the notes' constraints, or null: every site has a path and the network is connected. */
export function layoutProblem(geometry: Geometry): string | null {
  const { sites } = geometry;
  const lonely = sites.find((s) => s.neighbours.length === 0);
  if (lonely) return `site ${lonely.tile.id} has no path`;
  const seen = new Set<number>([0]);
  const stack = [0];
  while (stack.length > 0) {
    for (const n of sites[stack.pop()!]!.neighbours) {
      if (!seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen.size === sites.length ? null : "the path network is not connected";
}

/**
 * A random board: the default board's tiles (seas in the corners, red-cross tiles set aside), shuffled and
 * turned at random until every site has a path and the network is connected.
 */
export function randomLayout(random: Random): BoardLayout {
  const { rows, cols } = DEFAULT_BOARD;
  const seas = TILES.filter((t) => t.kind === "sea").map((t) => t.id);
  const lands = TILES.filter((t) => t.kind === "site" && !t.redCross).map((t) => t.id);
  const corners = new Set([0, cols - 1, (rows - 1) * cols, rows * cols - 1]);
  for (;;) {
    const order = random.shuffle(lands);
    for (let attempt = 0; attempt < 50; attempt++) {
      let land = 0,
        sea = 0;
      const cells: Placement[] = [];
      for (let i = 0; i < rows * cols; i++) {
        cells.push(corners.has(i) ? { tile: seas[sea++]!, rotation: 0 } : { tile: order[land++]!, rotation: random.int(0, 3) });
      }
      const layout = { rows, cols, cells };
      if (layoutProblem(buildGeometry(layout)) === null) return layout;
    }
  }
}
