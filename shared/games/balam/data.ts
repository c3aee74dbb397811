// Balam's designed data: the 33 site tiles, the default 5×6 board, the 72 Katun cards and the supplies.
// docs/games/balam.md explains the design; data.test.ts proves the constraints the notes ask for.

export const WEALTH = ["maize", "cacao", "shell", "jade", "obsidian", "prisoner"] as const;
export type Wealth = (typeof WEALTH)[number];
/** Colours a village can produce: prisoners are captured, never produced. */
export type Produce = Exclude<Wealth, "prisoner">;

export const BUILDINGS = ["village", "garrison", "palace", "temple", "storehouse", "market", "ballcourt", "observatory"] as const;
export type BuildingKind = (typeof BUILDINGS)[number];

/** Cost of each building: "any" means one wealth of the king's choice (prisoners included). */
export const COSTS: Record<BuildingKind, readonly (Wealth | "any")[]> = {
  village: ["any"],
  garrison: ["any"],
  palace: ["any", "any"],
  temple: ["any", "any"],
  storehouse: ["maize"],
  market: ["cacao"],
  observatory: ["jade"],
  ballcourt: ["shell"],
};

/** Palaces and temples cover two adjacent slots. */
export const DOUBLE: ReadonlySet<BuildingKind> = new Set(["palace", "temple"]);

/** The double-sided building tiles: each kind is printed on one face of a tile type. */
export const BUILDING_TILE: Record<BuildingKind, "village-garrison" | "palace-temple" | "market-storehouse" | "ballcourt-observatory"> = {
  village: "village-garrison",
  garrison: "village-garrison",
  palace: "palace-temple",
  temple: "palace-temple",
  market: "market-storehouse",
  storehouse: "market-storehouse",
  ballcourt: "ballcourt-observatory",
  observatory: "ballcourt-observatory",
};
/** 99 tiles in all. */
export const BUILDING_TILES = {
  "village-garrison": 40,
  "palace-temple": 20,
  "market-storehouse": 22,
  "ballcourt-observatory": 17,
} as const;

/** The wealth tokens in the box (82). */
export const SUPPLY: Record<Wealth, number> = { maize: 30, cacao: 10, shell: 8, jade: 8, obsidian: 16, prisoner: 10 };

/** Prestige for one wealth sacrificed in a temple (a cenote doubles it). */
export const SACRIFICE: Record<Wealth, number> = { maize: 1, cacao: 2, shell: 2, jade: 2, obsidian: 2, prisoner: 3 };

/** 13 large and 16 small pyramids per king; one of each marks the score track. */
export const LARGE_PYRAMIDS = 12;
export const SMALL_PYRAMIDS = 15;
export const START_MAIZE = 6;
export const CLEMENCY_MAIZE = 2;

/** Die faces (ruling): blank, 1, 1, 2, 3, skull. */
export type DieFace = number | "skull";
export const DIE_FACES: readonly DieFace[] = [0, 1, 1, 2, 3, "skull"];

// ---------------------------------------------------------------------------------------------------
// Site tiles

/** Slot arrangements: which slots touch, for the palaces and temples that cover two. */
export const SLOT_LAYOUTS = {
  pair: { slots: 2, links: [[0, 1]] },
  line3: {
    slots: 3,
    links: [
      [0, 1],
      [1, 2],
    ],
  },
  triangle: {
    slots: 3,
    links: [
      [0, 1],
      [1, 2],
      [0, 2],
    ],
  },
  line4: {
    slots: 4,
    links: [
      [0, 1],
      [1, 2],
      [2, 3],
    ],
  },
  ring4: {
    slots: 4,
    links: [
      [0, 1],
      [1, 2],
      [2, 3],
      [0, 3],
    ],
  },
} as const satisfies Record<string, { slots: number; links: readonly (readonly [number, number])[] }>;
type SlotLayout = keyof typeof SLOT_LAYOUTS;

/** Path exits of a tile as printed (rotation 0): N, E, S, W. */
export type Side = "N" | "E" | "S" | "W";
export const SIDES: readonly Side[] = ["N", "E", "S", "W"];

export interface SiteTile {
  id: string;
  kind: "site";
  production: Produce;
  layout: SlotLayout;
  exits: readonly Side[];
  volcano: boolean;
  cenote: boolean;
  /** Set aside on the default board (a red cross at the centre of the tile). */
  redCross: boolean;
}
interface SeaTile {
  id: string;
  kind: "sea";
}
export type Tile = SiteTile | SeaTile;

function site(
  id: string,
  production: Produce,
  layout: SlotLayout,
  exits: string,
  features: { volcano?: true; cenote?: true; redCross?: true } = {},
): SiteTile {
  return {
    id,
    kind: "site",
    production,
    layout,
    exits: exits.split("") as Side[],
    volcano: features.volcano ?? false,
    cenote: features.cenote ?? false,
    redCross: features.redCross ?? false,
  };
}

export const TILES: readonly Tile[] = [
  site("S01", "maize", "pair", "NES"),
  site("S02", "maize", "line3", "NES"),
  site("S03", "maize", "line3", "NS"),
  site("S04", "maize", "triangle", "NESW"),
  site("S05", "maize", "ring4", "NES", { cenote: true }),
  site("S06", "maize", "line4", "NE"),
  site("S07", "maize", "pair", "NES"),
  site("S08", "maize", "line3", "NESW"),
  site("S09", "maize", "line4", "NESW", { cenote: true }),
  site("S10", "maize", "triangle", "NES"),
  site("S11", "obsidian", "pair", "NES", { volcano: true }),
  site("S12", "obsidian", "line3", "NESW", { volcano: true }),
  site("S13", "obsidian", "triangle", "NE", { volcano: true }),
  site("S14", "obsidian", "ring4", "NES"),
  site("S15", "obsidian", "line3", "NESW"),
  site("S16", "obsidian", "pair", "NES"),
  site("S17", "cacao", "line3", "NES"),
  site("S18", "cacao", "ring4", "NESW"),
  site("S19", "cacao", "pair", "NS"),
  site("S20", "cacao", "line4", "NES", { volcano: true }),
  site("S21", "shell", "line3", "NES"),
  site("S22", "shell", "pair", "NESW"),
  site("S23", "shell", "ring4", "NES"),
  site("S24", "jade", "triangle", "NESW", { cenote: true }),
  site("S25", "jade", "line3", "NES"),
  site("S26", "jade", "line4", "NE"),
  site("X01", "maize", "ring4", "NES", { redCross: true }),
  site("X02", "shell", "line3", "NESW", { redCross: true, cenote: true }),
  site("X03", "jade", "pair", "NE", { redCross: true, volcano: true }),
  { id: "M01", kind: "sea" },
  { id: "M02", kind: "sea" },
  { id: "M03", kind: "sea" },
  { id: "M04", kind: "sea" },
];

export const TILE_BY_ID: ReadonlyMap<string, Tile> = new Map(TILES.map((t) => [t.id, t]));

/** A placed tile: its id and quarter turns clockwise. */
export interface Placement {
  tile: string;
  rotation: number;
}
export interface BoardLayout {
  rows: number;
  cols: number;
  /** Row by row, `rows × cols` cells. */
  cells: readonly Placement[];
}

// The default board: 5 rows of 6 tiles, the 3 red-cross tiles set aside, the seas in the corners.
const DEFAULT_CELLS: readonly [string, number][] = [
  ["M01", 0],
  ["S20", 0],
  ["S05", 1],
  ["S13", 1],
  ["S01", 2],
  ["M02", 0],
  ["S18", 3],
  ["S17", 3],
  ["S21", 3],
  ["S07", 3],
  ["S04", 3],
  ["S24", 3],
  ["S02", 0],
  ["S03", 3],
  ["S19", 1],
  ["S09", 2],
  ["S23", 2],
  ["S08", 0],
  ["S11", 3],
  ["S16", 1],
  ["S10", 1],
  ["S12", 2],
  ["S15", 1],
  ["S22", 3],
  ["M03", 0],
  ["S26", 0],
  ["S25", 2],
  ["S06", 0],
  ["S14", 2],
  ["M04", 0],
];
export const DEFAULT_BOARD: BoardLayout = {
  rows: 5,
  cols: 6,
  cells: DEFAULT_CELLS.map(([tile, rotation]) => ({ tile, rotation })),
};

// ---------------------------------------------------------------------------------------------------
// Katun cards

const CARD_KINDS = [
  "prosperous",
  "favourable",
  "exceptional",
  "expedition",
  "cacaoFeast",
  "marriage",
  "cenoteCult",
  "ballGame",
  "eclipse",
  "drought",
  "insurrection",
  "earthquake",
  "pochtecas",
  "toltecRaid",
  "decadence",
  "eruption",
  "tidalWave",
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export interface KatunCard {
  /** Stable id, e.g. "katun-07": the views name a card only when the reader may see it. */
  id: string;
  kind: CardKind;
  /** Favourable: the wealth gained. Prosperous: the wealths on offer. */
  wealth: readonly Wealth[];
  /** Prosperous: the prestige on offer instead of a wealth. */
  prestige: number;
}

/** The number of cards of each kind (72). */
export const CARD_COUNTS: Record<CardKind, number> = {
  prosperous: 10,
  favourable: 14,
  exceptional: 2,
  expedition: 2,
  cacaoFeast: 1,
  marriage: 2,
  cenoteCult: 3,
  ballGame: 5,
  eclipse: 1,
  drought: 6,
  insurrection: 4,
  earthquake: 4,
  pochtecas: 4,
  toltecRaid: 4,
  decadence: 4,
  eruption: 3,
  tidalWave: 3,
};

/** What the ten prosperous cards offer: one of two wealths, or prestige. */
const PROSPEROUS: readonly { wealth: readonly [Wealth, Wealth]; prestige: number }[] = [
  { wealth: ["maize", "cacao"], prestige: 2 },
  { wealth: ["maize", "shell"], prestige: 2 },
  { wealth: ["maize", "jade"], prestige: 2 },
  { wealth: ["maize", "obsidian"], prestige: 2 },
  { wealth: ["maize", "prisoner"], prestige: 3 },
  { wealth: ["cacao", "obsidian"], prestige: 3 },
  { wealth: ["cacao", "shell"], prestige: 3 },
  { wealth: ["shell", "jade"], prestige: 3 },
  { wealth: ["jade", "obsidian"], prestige: 3 },
  { wealth: ["cacao", "jade"], prestige: 4 },
];

/** The wealth printed on the fourteen favourable cards. */
const FAVOURABLE: readonly Wealth[] = [
  "maize",
  "maize",
  "maize",
  "maize",
  "maize",
  "obsidian",
  "obsidian",
  "obsidian",
  "cacao",
  "cacao",
  "shell",
  "shell",
  "jade",
  "jade",
];

function buildCards(): KatunCard[] {
  const cards: KatunCard[] = [];
  for (const kind of CARD_KINDS) {
    for (let i = 0; i < CARD_COUNTS[kind]; i++) {
      const id = `katun-${String(cards.length + 1).padStart(2, "0")}`;
      if (kind === "prosperous") cards.push({ id, kind, wealth: PROSPEROUS[i]!.wealth, prestige: PROSPEROUS[i]!.prestige });
      else if (kind === "favourable") cards.push({ id, kind, wealth: [FAVOURABLE[i]!], prestige: 0 });
      else cards.push({ id, kind, wealth: [], prestige: 0 });
    }
  }
  return cards;
}

export const CARDS: readonly KatunCard[] = buildCards();

/** Catastrophes: what the Mayas may pay from the board, or what the king loses instead. */
export const CATASTROPHES: Partial<
  Record<CardKind, { pay: Wealth; count: number; lose: { kind: BuildingKind; count: number }[] | "volcano" | "seaside" }>
> = {
  drought: { pay: "maize", count: 1, lose: [{ kind: "village", count: 2 }] },
  insurrection: { pay: "maize", count: 1, lose: [{ kind: "palace", count: 1 }] },
  earthquake: { pay: "prisoner", count: 1, lose: [{ kind: "temple", count: 1 }] },
  pochtecas: { pay: "prisoner", count: 1, lose: [{ kind: "market", count: 2 }] },
  toltecRaid: { pay: "prisoner", count: 1, lose: [{ kind: "garrison", count: 2 }] },
  decadence: {
    pay: "prisoner",
    count: 1,
    lose: [
      { kind: "ballcourt", count: 1 },
      { kind: "observatory", count: 1 },
    ],
  },
  eruption: { pay: "prisoner", count: 2, lose: "volcano" },
  tidalWave: { pay: "prisoner", count: 2, lose: "seaside" },
};
