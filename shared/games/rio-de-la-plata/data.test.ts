// The designed data keeps the constraints the rules text and the engine rely on.
import { describe, expect, it } from "vitest";
import {
  BUILDINGS,
  CHARACTERS,
  CHARACTER_IDS,
  CITY_CELLS,
  CITY_HEIGHT,
  CITY_WIDTH,
  ENEMY_START,
  ENEMY_TRACK,
  FOREST_CELLS,
  LADDERS,
  LADDER_IDS,
  MINE_CELLS,
  MINOR_KINDS,
  NEIGHBOURS_8,
  PLAZA,
  PREBUILT_WALLS,
  QUARTER_OF,
  QUARTER_ROADS,
  START_ZONE,
  STONE_SQUARES,
  WALLS_OF_CELL,
  WALL_SEGMENTS,
  YEAR_MARKS,
  cellAt,
  cellX,
  cellY,
  ladderCells,
  roadLength,
} from "./data";

describe("Rio de la Plata data", () => {
  it("lays out a 16 × 10 city in 8 quarters of 20 squares around a 2 × 2 plaza", () => {
    expect(CITY_WIDTH * CITY_HEIGHT).toBe(CITY_CELLS);
    const sizes = Array<number>(8).fill(0);
    for (let c = 0; c < CITY_CELLS; c++) if (QUARTER_OF[c]! >= 0) sizes[QUARTER_OF[c]!]!++;
    // The plaza's four squares are taken out of the four middle quarters.
    expect(sizes).toEqual([20, 19, 19, 20, 20, 19, 19, 20]);
    expect(PLAZA.map((c) => QUARTER_OF[c])).toEqual([-1, -1, -1, -1]);
    const xs = PLAZA.map(cellX),
      ys = PLAZA.map(cellY);
    expect(Math.max(...xs) - Math.min(...xs)).toBe(1);
    expect(Math.max(...ys) - Math.min(...ys)).toBe(1);
  });

  it("puts the two stone squares right under the plaza, in two quarters", () => {
    const bottom = Math.max(...PLAZA.map(cellY));
    for (const c of STONE_SQUARES) expect(cellY(c)).toBe(bottom + 1);
    expect(new Set(STONE_SQUARES.map((c) => QUARTER_OF[c])).size).toBe(2);
  });

  it("rings the plaza with the start zone, which holds neither plaza nor stone squares", () => {
    for (const c of START_ZONE) {
      expect(PLAZA.includes(c) || STONE_SQUARES.includes(c)).toBe(false);
      expect(NEIGHBOURS_8[c]!.some((n) => PLAZA.includes(n))).toBe(true);
    }
  });

  it("puts each quarter's centre inside the quarter and runs its road to the plaza's edge", () => {
    QUARTER_ROADS.forEach((road, q) => {
      const [x, y] = road.centre;
      // A vertex inside the quarter: the squares around it belong to the quarter.
      expect(QUARTER_OF[cellAt(x, y)]).toBe(q);
      expect(QUARTER_OF[cellAt(x - 1, y - 1)]).toBe(q);
      expect(road.path[0]).toEqual(road.centre);
      const [ex, ey] = road.path[road.path.length - 1]!;
      const onPlazaEdge = (ex >= 7 && ex <= 9 && (ey === 4 || ey === 6)) || (ey >= 4 && ey <= 6 && (ex === 7 || ex === 9));
      expect(onPlazaEdge, `quarter ${q}'s road ends on the plaza`).toBe(true);
      expect(roadLength(q)).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < road.path.length; i++) {
        const [ax, ay] = road.path[i - 1]!,
          [bx, by] = road.path[i]!;
        expect(ax === bx || ay === by, "road pieces run along grid lines").toBe(true);
      }
    });
  });

  it("covers every border square, and only those, with wall segments, some pre-built", () => {
    for (let c = 0; c < CITY_CELLS; c++) {
      const border = cellX(c) === 0 || cellX(c) === CITY_WIDTH - 1 || cellY(c) === 0 || cellY(c) === CITY_HEIGHT - 1;
      expect(WALLS_OF_CELL[c]!.length > 0).toBe(border);
    }
    expect(WALL_SEGMENTS).toHaveLength(26);
    expect(PREBUILT_WALLS.length).toBeGreaterThan(0);
    expect(PREBUILT_WALLS.length).toBeLessThan(WALL_SEGMENTS.length);
  });

  it("has 18 minor building tiles and 13 habitation tiles per colour", () => {
    expect(MINOR_KINDS.reduce((n, k) => n + BUILDINGS[k].tiles, 0)).toBe(18);
    expect(BUILDINGS.hut.tiles).toBe(13);
    // Production buildings lower the houses of their quarter; gardens, monuments, churches and barracks raise them.
    for (const k of ["market", "enterprise", "carpenter", "stonemason"] as const) expect(BUILDINGS[k].quarterModifier).toBe(-1);
    for (const k of ["garden", "monument", "church", "barracks"] as const) {
      expect(BUILDINGS[k].quarterModifier).toBe(1);
      expect(BUILDINGS[k].onePerQuarter).toBe(true);
    }
    for (const k of [...MINOR_KINDS, "hut", "house"] as const) expect(BUILDINGS[k].workers).toBeLessThanOrEqual(3);
  });

  it("gives every ladder cells at two players and extra cells only from four and at five", () => {
    for (const id of LADDER_IDS) {
      const spec = LADDERS[id];
      expect(ladderCells(id, 2).length).toBeGreaterThanOrEqual(2);
      expect(ladderCells(id, 4).length).toBe(ladderCells(id, 3).length + 1);
      expect(ladderCells(id, 5).length).toBe(ladderCells(id, 4).length + 1);
      expect(ladderCells(id, 5), "every cell at five").toEqual([...spec.cells.keys()]);
      // The top of a ladder pays at least as much as the cells below it.
      for (let i = 1; i < spec.cells.length; i++) expect(spec.cells[i]!.vp).toBeLessThanOrEqual(spec.cells[i - 1]!.vp);
      expect(spec.repeatable).toBe(id === "walls" || id === "roads");
    }
  });

  it("prices mine and forest cells in workers from 1 to 3", () => {
    for (const price of [...MINE_CELLS, ...FOREST_CELLS]) expect(price >= 1 && price <= 3).toBe(true);
  });

  it("has 12 characters, the gunner among them, all affordable", () => {
    expect(CHARACTER_IDS).toHaveLength(12);
    expect(CHARACTER_IDS).toContain("gunner");
    for (const id of CHARACTER_IDS) expect(CHARACTERS[id].price).toBeGreaterThan(0);
  });

  it("marks the 20 years with skulls and feathers and keeps the enemy track rising", () => {
    expect(YEAR_MARKS).toHaveLength(20);
    expect(YEAR_MARKS.filter((m) => m === "skull").length).toBeGreaterThan(0);
    expect(YEAR_MARKS.filter((m) => m === "feather").length).toBeGreaterThan(0);
    for (let i = 1; i < ENEMY_TRACK.length; i++) {
      expect(ENEMY_TRACK[i]!.value).toBeGreaterThan(ENEMY_TRACK[i - 1]!.value);
      expect(ENEMY_TRACK[i]!.bonus).toBeGreaterThanOrEqual(ENEMY_TRACK[i - 1]!.bonus);
    }
    // The top of the track always brings a combat; the bottom never does.
    expect(ENEMY_TRACK[ENEMY_TRACK.length - 1]!.value).toBeGreaterThan(12);
    expect(ENEMY_TRACK[0]!.value).toBeLessThanOrEqual(2);
    expect(ENEMY_START.pirates).toBeLessThan(ENEMY_TRACK.length);
  });
});
