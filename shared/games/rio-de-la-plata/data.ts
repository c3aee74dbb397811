// Rio de la Plata: every number the rules text leaves to the board picture and the reference sheets,
// designed in one place. The reasoning behind each table is in docs/games/rio-de-la-plata.md; the
// constraints the engine relies on are checked in data.test.ts. Everything here is static and may be
// imported by the web client to draw the board.

export type ResourceName = "stone" | "wood" | "precious";
export const RESOURCES: readonly ResourceName[] = ["stone", "wood", "precious"];

/** A price or a gain in money, resources and victory points; absent fields are 0. */
export interface Amount {
  money?: number;
  stone?: number;
  wood?: number;
  precious?: number;
  vp?: number;
}

// ---------------------------------------------------------------------------------------------
// The city: a 16 × 10 grid of squares, cell id = y * 16 + x, x to the east, y to the south.

export const CITY_WIDTH = 16;
export const CITY_HEIGHT = 10;
export const CITY_CELLS = CITY_WIDTH * CITY_HEIGHT;
export const cellAt = (x: number, y: number): number => y * CITY_WIDTH + x;
export const cellX = (cell: number): number => cell % CITY_WIDTH;
export const cellY = (cell: number): number => Math.floor(cell / CITY_WIDTH);

/** The plaza mayor, 2 × 2 in the middle: it never holds anything, not even a piece passing through. */
export const PLAZA: readonly number[] = [cellAt(7, 4), cellAt(8, 4), cellAt(7, 5), cellAt(8, 5)];
/** The two stone squares under the plaza where the Palace, Cathedral and Fort stand. Index = square. */
export const STONE_SQUARES: readonly number[] = [cellAt(7, 6), cellAt(8, 6)];
/** Where anyone may place workers without owning a habitation nearby: the ring around the plaza. */
export const START_ZONE: readonly number[] = [
  cellAt(6, 3),
  cellAt(7, 3),
  cellAt(8, 3),
  cellAt(9, 3),
  cellAt(6, 4),
  cellAt(9, 4),
  cellAt(6, 5),
  cellAt(9, 5),
  cellAt(6, 6),
  cellAt(9, 6),
];

/** Eight quarters of 4 × 5 squares: 0–3 north from west to east, 4–7 south. */
export const QUARTER_COUNT = 8;
const QUARTER_WIDTH = 4;
const QUARTER_HEIGHT = 5;

/** The quarter of a square, or -1 for the plaza. */
function quarterOf(cell: number): number {
  if (PLAZA.includes(cell)) return -1;
  return (cellY(cell) < QUARTER_HEIGHT ? 0 : 4) + Math.floor(cellX(cell) / QUARTER_WIDTH);
}
/** QUARTER_OF[cell], precomputed for the hot paths. */
export const QUARTER_OF: readonly number[] = Array.from({ length: CITY_CELLS }, (_, c) => quarterOf(c));

function around(cell: number, diagonals: boolean): number[] {
  const x = cellX(cell),
    y = cellY(cell);
  const out: number[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if ((dx === 0 && dy === 0) || (!diagonals && dx !== 0 && dy !== 0)) continue;
      const nx = x + dx,
        ny = y + dy;
      if (nx >= 0 && nx < CITY_WIDTH && ny >= 0 && ny < CITY_HEIGHT) out.push(cellAt(nx, ny));
    }
  }
  return out;
}
/** The up-to-8 squares around a square (placement and activation adjacency). */
export const NEIGHBOURS_8: readonly (readonly number[])[] = Array.from({ length: CITY_CELLS }, (_, c) => around(c, true));
/** The up-to-4 squares sharing a side (combat movement: never diagonal). */
export const NEIGHBOURS_4: readonly (readonly number[])[] = Array.from({ length: CITY_CELLS }, (_, c) => around(c, false));

/**
 * Each quarter's centre (the black dot), as a grid vertex (x from 0 to 16, y from 0 to 10), and the road
 * from it to the plaza as a polyline of vertices: each stretch between two listed vertices is one road
 * piece, so a quarter is connected once it holds `path.length - 1` road pieces.
 */
export interface QuarterRoad {
  centre: readonly [number, number];
  path: readonly (readonly [number, number])[];
}
export const QUARTER_ROADS: readonly QuarterRoad[] = [
  {
    centre: [2, 2],
    path: [
      [2, 2],
      [2, 4],
      [5, 4],
      [7, 4],
    ],
  },
  {
    centre: [6, 2],
    path: [
      [6, 2],
      [7, 2],
      [7, 4],
    ],
  },
  {
    centre: [10, 2],
    path: [
      [10, 2],
      [9, 2],
      [9, 4],
    ],
  },
  {
    centre: [14, 2],
    path: [
      [14, 2],
      [14, 4],
      [11, 4],
      [9, 4],
    ],
  },
  {
    centre: [2, 8],
    path: [
      [2, 8],
      [2, 6],
      [5, 6],
      [7, 6],
    ],
  },
  {
    centre: [6, 8],
    path: [
      [6, 8],
      [7, 8],
      [7, 6],
    ],
  },
  {
    centre: [10, 8],
    path: [
      [10, 8],
      [9, 8],
      [9, 6],
    ],
  },
  {
    centre: [14, 8],
    path: [
      [14, 8],
      [14, 6],
      [11, 6],
      [9, 6],
    ],
  },
];
export const roadLength = (quarter: number): number => QUARTER_ROADS[quarter]!.path.length - 1;

/**
 * The wall segments along the outer edge, each guarding the outer side of two border squares: 8 north,
 * 8 south, 5 west, 5 east. A border square is an entry point for the enemy while any segment covering it
 * is unbuilt (a corner square has two).
 */
export interface WallSegment {
  side: "north" | "south" | "west" | "east";
  cells: readonly number[];
}
function wallSegments(): WallSegment[] {
  const out: WallSegment[] = [];
  for (let i = 0; i < 8; i++) out.push({ side: "north", cells: [cellAt(2 * i, 0), cellAt(2 * i + 1, 0)] });
  for (let i = 0; i < 8; i++) out.push({ side: "south", cells: [cellAt(2 * i, 9), cellAt(2 * i + 1, 9)] });
  for (let i = 0; i < 5; i++) out.push({ side: "west", cells: [cellAt(0, 2 * i), cellAt(0, 2 * i + 1)] });
  for (let i = 0; i < 5; i++) out.push({ side: "east", cells: [cellAt(15, 2 * i), cellAt(15, 2 * i + 1)] });
  return out;
}
export const WALL_SEGMENTS: readonly WallSegment[] = wallSegments();
/** Segments standing from the start: the middle of each side, facing the plaza. */
export const PREBUILT_WALLS: readonly number[] = [3, 4, 11, 12, 18, 23];
/** The segments covering each square (empty for inner squares). */
export const WALLS_OF_CELL: readonly (readonly number[])[] = wallsOfCells();
// Segment by segment, not square by square: this runs at every cold start of a server (0.5 ms the other way).
function wallsOfCells(): number[][] {
  const walls = Array.from({ length: CITY_CELLS }, (): number[] => []);
  WALL_SEGMENTS.forEach((segment, i) => {
    for (const cell of segment.cells) walls[cell]!.push(i);
  });
  return walls;
}

// ---------------------------------------------------------------------------------------------
// Buildings of the city.

type HabitationKind = "hut" | "house";
export type MinorKind = "garden" | "monument" | "church" | "market" | "stonemason" | "carpenter" | "enterprise" | "barracks";
export type BuildingKind = HabitationKind | MinorKind;
export type MajorKind = "palace" | "cathedral" | "fort";

export interface BuildingSpec {
  /** Victory points on building it. */
  vp: number;
  /** Workers of the builder that must stand on the square. */
  workers: number;
  cost: Amount;
  /** What a worker removed from it gives in the effects phase (needs an own house next to it); null: none. */
  effect: null | { pay: Amount; gain: Amount };
  /** Own houses needed anywhere in the city before building it. */
  housesRequired: number;
  /** Tiles in the box (for habitations: per player, huts and houses together, one tile flipped). */
  tiles: number;
  /** At most one per quarter (garden, church, monument, barracks). */
  onePerQuarter: boolean;
  /** Score modifier for every house of its quarter at the end. */
  quarterModifier: number;
}

export const HABITATION_TILES = 13;
export const MINOR_KINDS: readonly MinorKind[] = [
  "garden",
  "monument",
  "church",
  "market",
  "stonemason",
  "carpenter",
  "enterprise",
  "barracks",
];
export const BUILDINGS: Readonly<Record<BuildingKind, BuildingSpec>> = {
  hut: {
    vp: 1,
    workers: 1,
    cost: { wood: 1 },
    effect: null,
    housesRequired: 0,
    tiles: HABITATION_TILES,
    onePerQuarter: false,
    quarterModifier: 0,
  },
  house: {
    vp: 2,
    workers: 2,
    cost: { wood: 1, stone: 1 },
    effect: null,
    housesRequired: 0,
    tiles: HABITATION_TILES,
    onePerQuarter: false,
    quarterModifier: 0,
  },
  garden: {
    vp: 2,
    workers: 1,
    cost: { wood: 1 },
    effect: { pay: {}, gain: { vp: 1 } },
    housesRequired: 0,
    tiles: 3,
    onePerQuarter: true,
    quarterModifier: 1,
  },
  monument: {
    vp: 5,
    workers: 3,
    cost: { stone: 2, precious: 1 },
    effect: { pay: { precious: 1 }, gain: { vp: 3 } },
    housesRequired: 1,
    tiles: 2,
    onePerQuarter: true,
    quarterModifier: 1,
  },
  church: {
    vp: 4,
    workers: 2,
    cost: { stone: 2, wood: 1 },
    effect: { pay: { money: 1 }, gain: { vp: 2 } },
    housesRequired: 1,
    tiles: 2,
    onePerQuarter: true,
    quarterModifier: 1,
  },
  market: {
    vp: 2,
    workers: 2,
    cost: { wood: 1, stone: 1 },
    effect: { pay: {}, gain: { money: 2 } },
    housesRequired: 0,
    tiles: 3,
    onePerQuarter: false,
    quarterModifier: -1,
  },
  stonemason: {
    vp: 2,
    workers: 2,
    cost: { wood: 2 },
    effect: { pay: {}, gain: { stone: 2 } },
    housesRequired: 0,
    tiles: 2,
    onePerQuarter: false,
    quarterModifier: -1,
  },
  carpenter: {
    vp: 2,
    workers: 2,
    cost: { stone: 2 },
    effect: { pay: {}, gain: { wood: 2 } },
    housesRequired: 0,
    tiles: 2,
    onePerQuarter: false,
    quarterModifier: -1,
  },
  enterprise: {
    vp: 3,
    workers: 2,
    cost: { wood: 1, stone: 1, precious: 1 },
    effect: { pay: { wood: 1 }, gain: { precious: 1, money: 1 } },
    housesRequired: 1,
    tiles: 2,
    onePerQuarter: false,
    quarterModifier: -1,
  },
  barracks: {
    vp: 3,
    workers: 2,
    cost: { wood: 1, stone: 1 },
    effect: null,
    housesRequired: 0,
    tiles: 2,
    onePerQuarter: true,
    quarterModifier: 1,
  },
};
/** Score modifiers of the major buildings for the houses of their quarter, and of a road connection. */
export const MAJOR_QUARTER_MODIFIER: Readonly<Record<MajorKind, number>> = { palace: 3, cathedral: 2, fort: 0 };
export const ROAD_QUARTER_MODIFIER = 1;
export const HOUSE_BASE_VP = 2;
/** Most workers of one colour on a square. */
export const WORKERS_PER_SQUARE = 3;

// ---------------------------------------------------------------------------------------------
// Ladders of the major buildings.

export type LadderId = "palace" | "cathedral" | "fort" | "walls" | "port" | "roads";
export const LADDER_IDS: readonly LadderId[] = ["palace", "cathedral", "fort", "walls", "port", "roads"];
interface LadderCell {
  vp: number;
  /** 2: always; 4: orange, from four players; 5: green, only at five. */
  minPlayers: 2 | 4 | 5;
}
export interface LadderSpec {
  /** Resources paid for each worker placed on it. */
  cost: Amount;
  /** VP for the worker filling the last free cell. */
  bonus: number;
  /** Top of the ladder first. */
  cells: readonly LadderCell[];
  /** Walls and roads are built again and again; the others once. */
  repeatable: boolean;
  /** Walls and roads: pieces placed on completion. */
  pieces: number;
}
const cell = (vp: number, minPlayers: 2 | 4 | 5 = 2): LadderCell => ({ vp, minPlayers });
export const LADDERS: Readonly<Record<LadderId, LadderSpec>> = {
  palace: {
    cost: { stone: 1, precious: 1 },
    bonus: 4,
    cells: [cell(6), cell(4), cell(3), cell(2), cell(2, 4), cell(2, 5)],
    repeatable: false,
    pieces: 0,
  },
  cathedral: {
    cost: { stone: 2 },
    bonus: 3,
    cells: [cell(5), cell(3), cell(2), cell(2), cell(1, 4), cell(1, 5)],
    repeatable: false,
    pieces: 0,
  },
  fort: { cost: { stone: 1, wood: 1 }, bonus: 2, cells: [cell(3), cell(2), cell(2), cell(1, 4), cell(1, 5)], repeatable: false, pieces: 0 },
  port: { cost: { wood: 2 }, bonus: 2, cells: [cell(3), cell(2), cell(1), cell(1, 4), cell(1, 5)], repeatable: false, pieces: 0 },
  walls: { cost: { stone: 1 }, bonus: 1, cells: [cell(2), cell(1), cell(1, 4), cell(1, 5)], repeatable: true, pieces: 3 },
  roads: { cost: { wood: 1 }, bonus: 1, cells: [cell(2), cell(1), cell(1, 4), cell(1, 5)], repeatable: true, pieces: 3 },
};
/** The ladders that raise a major building, in the board's order (the legend draws the three). */
export const MAJOR_LADDERS: readonly MajorKind[] = ["palace", "cathedral", "fort"];
/** From this many players on, every cell of every ladder is in play (the green cells are for five). */
const EVERY_LADDER_CELL_AT = 5;
/** Each ladder's cells at 0 to 5 players, worked out once: every placement check and bot estimate asks. */
const LADDER_CELLS_AT: Readonly<Record<LadderId, readonly (readonly number[])[]>> = {
  palace: cellsAt("palace"),
  cathedral: cellsAt("cathedral"),
  fort: cellsAt("fort"),
  walls: cellsAt("walls"),
  port: cellsAt("port"),
  roads: cellsAt("roads"),
};
function cellsAt(id: LadderId): number[][] {
  return Array.from({ length: EVERY_LADDER_CELL_AT + 1 }, (_, players) =>
    LADDERS[id].cells.flatMap((c, i) => (c.minPlayers <= players ? [i] : [])),
  );
}
/** The ladder's cells at this player count (indices into `cells`). */
export function ladderCells(ladder: LadderId, players: number): readonly number[] {
  return LADDER_CELLS_AT[ladder][Math.min(players, EVERY_LADDER_CELL_AT)]!;
}

// ---------------------------------------------------------------------------------------------
// The other sections.

/** Mine (stone) and forest (wood): workers needed to hold each cell; each cell yields one resource. */
export const MINE_CELLS: readonly number[] = [1, 1, 2, 2, 3, 3];
export const FOREST_CELLS: readonly number[] = [1, 1, 1, 2, 2, 3];
/** Agriculture: one coin for each full pair of workers. */
export const AGRICULTURE_WORKERS_PER_COIN = 2;
/** Workers a player may place in one action on a section that takes many (agriculture, crafts, boat, turn order). */
export const MAX_WORKERS_PER_TURN = 5;
export const WORKERS_PER_PLAYER = 9;

/** Buying from the bank: the n-th resource a player buys in a year costs n coins. */
export const bankPrice = (alreadyBought: number): number => alreadyBought + 1;

export const START_SUPPLY = { money: 5, stone: 1, wood: 2, precious: 0 } as const;

// ---------------------------------------------------------------------------------------------
// The port and the boat.

export const BOAT_CAPACITY_PER_PLAYER = 7;
export const BOAT_LOAD_PER_WORKER = 3;
/** The boat leaves at the end of an effects phase and is back at the start of the year after next. */
export const BOAT_YEARS_AWAY = 2;
export const BOAT_EARLY_DEPARTURE_PRICE = 2;
/** What each resource fetches when the boat comes back. */
export const BOAT_SALE: Readonly<Record<ResourceName, { money: number; vp: number }>> = {
  stone: { money: 1, vp: 1 },
  wood: { money: 1, vp: 1 },
  precious: { money: 2, vp: 2 },
};

// ---------------------------------------------------------------------------------------------
// Characters.

export type CharacterId =
  | "gunner"
  | "farmer"
  | "quarryman"
  | "woodcutter"
  | "goldsmith"
  | "merchant"
  | "priest"
  | "sergeant"
  | "architect"
  | "notary"
  | "explorer"
  | "governor";
export interface CharacterSpec {
  price: number;
  /** VP a player needs to reserve it. */
  minVp: number;
  /** Gained at the start of every effects phase after the year of purchase. */
  income: Amount;
  /** VP at the final scoring, plus per own house standing. */
  finalVp: number;
  finalVpPerHouse: number;
  /** Free defenders placed in a combat on top of the two everyone has. */
  extraDefenders: number;
}
const character = (price: number, minVp: number, rest: Partial<Omit<CharacterSpec, "price" | "minVp">> = {}): CharacterSpec => ({
  price,
  minVp,
  income: {},
  finalVp: 0,
  finalVpPerHouse: 0,
  extraDefenders: 0,
  ...rest,
});
export const CHARACTER_IDS: readonly CharacterId[] = [
  "gunner",
  "farmer",
  "quarryman",
  "woodcutter",
  "goldsmith",
  "merchant",
  "priest",
  "sergeant",
  "architect",
  "notary",
  "explorer",
  "governor",
];
export const CHARACTERS: Readonly<Record<CharacterId, CharacterSpec>> = {
  /** Fires the fort's cannon and takes GUNNER_HIT_VP when it hits. */
  gunner: character(4, 0),
  farmer: character(3, 0, { income: { money: 1 } }),
  quarryman: character(4, 2, { income: { stone: 1 } }),
  woodcutter: character(4, 2, { income: { wood: 1 } }),
  goldsmith: character(6, 6, { income: { precious: 1 } }),
  merchant: character(5, 4, { income: { money: 2 } }),
  priest: character(5, 8, { income: { vp: 1 } }),
  sergeant: character(4, 0, { extraDefenders: 1 }),
  architect: character(6, 10, { finalVpPerHouse: 1 }),
  notary: character(7, 12, { finalVp: 6 }),
  explorer: character(7, 10, { income: { stone: 1, wood: 1 } }),
  governor: character(9, 18, { finalVp: 10 }),
};
/** Reserving a character one cannot pay for. */
export const CHARACTER_FINE = { money: 3, vp: 5 } as const;

// ---------------------------------------------------------------------------------------------
// Time and enemies.

export type YearMark = "skull" | "feather" | null;
/** Years 1 to 20: a skull advances the pirates, a feather the natives, at the end of that year. */
export const YEAR_MARKS: readonly YearMark[] = Array.from({ length: 20 }, (_, i) =>
  (i + 1) % 3 === 1 ? "skull" : (i + 1) % 3 === 2 ? "feather" : null,
);
export const FULL_GAME_YEARS = 20;
export const SHORT_GAME_YEARS = 15;

export type EnemyKind = "pirates" | "natives";
/** The enemy track: a roll of two dice below the value of an enemy's position brings it; bonus = extra pieces. */
export const ENEMY_TRACK: readonly { value: number; bonus: number }[] = [
  { value: 2, bonus: 0 },
  { value: 3, bonus: 0 },
  { value: 4, bonus: 1 },
  { value: 5, bonus: 1 },
  { value: 6, bonus: 1 },
  { value: 7, bonus: 2 },
  { value: 8, bonus: 2 },
  { value: 9, bonus: 3 },
  { value: 10, bonus: 3 },
  { value: 11, bonus: 4 },
  { value: 12, bonus: 4 },
  { value: 13, bonus: 5 },
];
export const ENEMY_START: Readonly<Record<EnemyKind, number>> = { pirates: 3, natives: 4 };
export const ENEMY_RETREAT = 4;

// ---------------------------------------------------------------------------------------------
// Combat.

/** Enemy pieces available in the box for an attack (the other violet pawns mark the track, roles, boat). */
export const ENEMY_PIECES_MAX = 15;
export const ENEMY_GROUP_MAX = 3;
export const FREE_DEFENDERS = 2;
/** Squares a group moves: 3 pieces 1, 2 pieces 2, 1 piece 3. */
export const groupReach = (size: number): number => 4 - size;
export const QUIET_ROUNDS_TO_END = 3;
/** At revision 1 the fort stood for the defence: it could not be destroyed and no enemy entered its square. */
export const INDESTRUCTIBLE = "fort" satisfies MajorKind;
/** The text lists no VP for the fort, destructible from revision 2. */
export const DESTROY_VP: Readonly<Record<BuildingKind | MajorKind, number>> = {
  hut: 2,
  house: 4,
  garden: 6,
  monument: 6,
  church: 6,
  market: 6,
  stonemason: 6,
  carpenter: 6,
  enterprise: 6,
  barracks: 6,
  palace: 12,
  cathedral: 12,
  fort: 0,
};
export const ENEMY_KILLED_VP = 2;
export const DEFENDER_KILLED_VP = 2;
export const GUNNER_HIT_VP = 6;
/** The cannon hits when two dice reach the bet + 6. */
export const CANNON_MARGIN = 6;

// ---------------------------------------------------------------------------------------------
// Final scoring.

export const MONEY_PER_VP = 3;
