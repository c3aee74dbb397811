// The designed data keeps the constraints of the notes (../../../../shared/games/balam.md, beside the repository).
import { describe, expect, it } from "vitest";
import { Random } from "../../engine/random";
import { buildGeometry, layoutProblem, randomLayout } from "./board";
import { BUILDING_TILES, CARDS, CARD_COUNTS, DEFAULT_BOARD, SLOT_LAYOUTS, SUPPLY, TILES, type Produce, type SiteTile } from "./data";

const PRODUCED: Produce[] = ["maize", "cacao", "shell", "jade", "obsidian"];
const producedSupply = PRODUCED.reduce((n, w) => n + SUPPLY[w], 0);

/** Largest gap between a colour's share of sites and its share of the produced tokens. */
function weightGap(sites: SiteTile[]): number {
  return Math.max(
    ...PRODUCED.map((w) => Math.abs(sites.filter((s) => s.production === w).length / sites.length - SUPPLY[w] / producedSupply)),
  );
}

describe("Balam site tiles", () => {
  const sites = TILES.filter((t): t is SiteTile => t.kind === "site");

  // « 33 tuiles site »
  it("are 33: 29 sites (3 with a red cross) and 4 seas, each id once", () => {
    expect(TILES).toHaveLength(33);
    expect(sites).toHaveLength(29);
    expect(sites.filter((s) => s.redCross)).toHaveLength(3);
    expect(TILES.filter((t) => t.kind === "sea")).toHaveLength(4);
    expect(new Set(TILES.map((t) => t.id)).size).toBe(33);
  });

  it("have 2 to 4 slots, always with two adjacent slots for a palace or temple, and at least one path exit", () => {
    for (const s of sites) {
      const layout = SLOT_LAYOUTS[s.layout];
      expect(layout.slots).toBeGreaterThanOrEqual(2);
      expect(layout.slots).toBeLessThanOrEqual(4);
      expect(layout.links.length).toBeGreaterThan(0);
      expect(s.exits.length).toBeGreaterThan(0);
    }
  });

  it("weight production like the token supply, never prisoners", () => {
    expect(weightGap(sites)).toBeLessThan(0.05);
    const counts = PRODUCED.map((w) => sites.filter((s) => s.production === w).length);
    // The ordering of the supply (maize > obsidian > cacao > shell, jade) holds.
    expect(counts[0]).toBeGreaterThan(counts[4]!);
    expect(counts[4]).toBeGreaterThan(counts[1]!);
    expect(counts[1]).toBeGreaterThanOrEqual(counts[2]!);
  });

  it("include volcanoes and cenotes for the eruptions and the cenote cult", () => {
    expect(sites.filter((s) => s.volcano && !s.redCross).length).toBeGreaterThanOrEqual(3);
    expect(sites.filter((s) => s.cenote && !s.redCross).length).toBeGreaterThanOrEqual(3);
  });
});

describe("the default board", () => {
  const g = buildGeometry(DEFAULT_BOARD);

  // « Par défaut, faites un rectangle de 5 tuiles sur 6, en écartant les 3 tuiles qui ont une croix rouge en
  // leur centre, et en veillant à ce que les 4 tuiles "mer" soient placées dans les coins. »
  it("is 5×6 with the seas in the corners and the red-cross tiles set aside, each tile once", () => {
    expect(DEFAULT_BOARD.rows).toBe(5);
    expect(DEFAULT_BOARD.cols).toBe(6);
    expect(DEFAULT_BOARD.cells).toHaveLength(30);
    const ids = DEFAULT_BOARD.cells.map((c) => c.tile);
    expect(new Set(ids).size).toBe(30);
    expect([0, 5, 24, 29].map((i) => ids[i]).sort()).toEqual(["M01", "M02", "M03", "M04"]);
    expect(ids.some((id) => id.startsWith("X"))).toBe(false);
  });

  it("has a connected path network where every site has a path", () => {
    expect(layoutProblem(g)).toBeNull();
    expect(g.sites).toHaveLength(26);
    for (const s of g.sites) expect(s.neighbours.length).toBeGreaterThanOrEqual(2);
    // Paths are symmetric.
    for (const s of g.sites) for (const n of s.neighbours) expect(g.sites[n]!.neighbours).toContain(s.index);
  });

  it("weights production like the supply and has seaside sites next to the seas", () => {
    expect(weightGap(g.sites.map((s) => s.tile))).toBeLessThan(0.05);
    expect(g.sites.filter((s) => s.seaside)).toHaveLength(8);
  });

  it("notices a broken network", () => {
    const isolated = { ...DEFAULT_BOARD, cells: DEFAULT_BOARD.cells.map((c) => (c.tile === "S06" ? { ...c, rotation: 2 } : c)) };
    expect(layoutProblem(buildGeometry(isolated))).not.toBeNull();
  });
});

describe("the random board", () => {
  it("keeps the constraints for many seeds and depends on the seed", () => {
    const codes = new Set<string>();
    for (let s = 0; s < 60; s++) {
      const layout = randomLayout(Random.fromSeed(`board-${s}`));
      const g = buildGeometry(layout);
      expect(layoutProblem(g)).toBeNull();
      expect(g.sites).toHaveLength(26);
      expect([0, 5, 24, 29].every((i) => layout.cells[i]!.tile.startsWith("M"))).toBe(true);
      expect(weightGap(g.sites.map((x) => x.tile))).toBeLessThan(0.05);
      codes.add(JSON.stringify(layout));
    }
    expect(codes.size).toBe(60);
    expect(JSON.stringify(randomLayout(Random.fromSeed("same")))).toBe(JSON.stringify(randomLayout(Random.fromSeed("same"))));
  });
});

describe("Katun cards and supplies", () => {
  // « 72 cartes Katun »
  it("are the 72 cards of the text, in 17 kinds", () => {
    expect(CARDS).toHaveLength(72);
    expect(Object.keys(CARD_COUNTS)).toHaveLength(17);
    for (const [kind, n] of Object.entries(CARD_COUNTS)) expect(CARDS.filter((c) => c.kind === kind)).toHaveLength(n);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(72);
  });

  it("print a choice of two wealths or prestige on prosperous cards and one wealth on favourable cards", () => {
    for (const c of CARDS.filter((c) => c.kind === "prosperous")) {
      expect(c.wealth).toHaveLength(2);
      expect(c.prestige).toBeGreaterThan(0);
    }
    for (const c of CARDS.filter((c) => c.kind === "favourable")) {
      expect(c.wealth).toHaveLength(1);
      expect(c.wealth[0]).not.toBe("prisoner");
    }
  });

  // « 82 jetons richesse de 6 types (30 maïs jaune, 10 cacao marron, 8 coquillage bleu, 8 jade vert, 16
  // obsidienne noire, 10 prisonnier rouge) »
  // « 99 tuiles bâtiment double face de 4 types »
  it("count 82 wealth tokens and 99 building tiles", () => {
    expect(Object.values(SUPPLY).reduce((a, b) => a + b, 0)).toBe(82);
    expect(Object.values(BUILDING_TILES).reduce((a, b) => a + b, 0)).toBe(99);
  });
});
