// The designed boards keep the constraints of the notes: cities and their rivers, a connected great river
// with beaches, mountains and deep jungle, fairness by symmetry, room for the villages. The pictures drawn
// from them: functions/cli/draw-yucatan-boards.test.ts.
import { describe, expect, it } from "vitest";
import { type Board, GREAT_RIVER, greatRiverBanks, type Hex } from "./board";
import { BOARD_PLAYER_COUNTS, boardFor, NEUTRAL_VILLAGES, VILLAGES_PER_PLAYER } from "./data";
import { yucatan } from "./index";
import { facts, initialState, legalMovesOf } from "./rules";
import type { YucatanState } from "./state";

type Op = (q: number, r: number) => [number, number];
const halfTurn: Op = (q, r) => [-q, -r];
const thirdTurn: Op = (q, r) => [-q - r, q];
const mirrorLeftRight: Op = (q, r) => [-q - r, r];
const mirrorTopBottom: Op = (q, r) => [q + r, -r];
const SYMMETRIES: Record<Board["symmetry"], Op[]> = {
  "half-turn": [halfTurn],
  "third-turn": [thirdTurn, (q, r) => thirdTurn(...thirdTurn(q, r))],
  "two mirrors": [mirrorLeftRight, mirrorTopBottom, halfTurn],
};

const distance = (a: Hex, b: Hex) => (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;

function connected(board: Board, ids: number[]): boolean {
  const set = new Set(ids);
  const seen = new Set([ids[0]]);
  const queue = [ids[0]];
  while (queue.length)
    for (const n of board.neighbors[queue.pop()!]!)
      if (set.has(n) && !seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
  return seen.size === set.size;
}

function smallRivers(board: Board): Map<string, number[]> {
  const rivers = new Map<string, number[]>();
  for (const h of board.hexes) for (const r of h.rivers) if (r !== GREAT_RIVER) rivers.set(r, [...(rivers.get(r) ?? []), h.id]);
  return rivers;
}

/** A state in the large-village stage with `seat` to place and the given villages already down. */
function placing(players: number, phase: "largeVillage" | "smallVillage", seat: number, villages: YucatanState["villages"]): YucatanState {
  const state = initialState(players, yucatan.revision, [1, 2, 3, 4]);
  state.phase = phase;
  state.step = phase === "largeVillage" ? players - 1 - seat : (1 - seat + players) % players;
  state.villages = villages;
  return state;
}

for (const board of BOARD_PLAYER_COUNTS.map(boardFor)) {
  const n = board.players;
  describe(`the ${n}-player board`, () => {
    const great = board.hexes.filter((h) => h.terrain === "greatRiver");

    it("has one city per player, crossed by its own river(s): one at 2-3 players, two at 4", () => {
      expect(board.cities.map((c) => c.seat)).toEqual(Array.from({ length: n }, (_, i) => i));
      const rivers = smallRivers(board);
      const owners = new Map<string, number>();
      for (const city of board.cities) {
        expect(city.rivers).toHaveLength(n === 4 ? 2 : 1);
        for (const r of city.rivers) {
          expect(rivers.get(r)).toContain(city.hex);
          expect(owners.has(r)).toBe(false);
          owners.set(r, city.seat);
        }
        expect(board.hexes[city.hex]!.terrain).toBe("city");
      }
    });

    it("has one connected great river crossing the board from edge to edge, with beaches on its banks", () => {
      expect(
        connected(
          board,
          great.map((h) => h.id),
        ),
      ).toBe(true);
      const onEdge = great.filter((h) => board.neighbors[h.id]!.length < 6);
      expect(onEdge.length).toBeGreaterThanOrEqual(2);
      for (const h of board.hexes) {
        const besideGreat = board.neighbors[h.id]!.some((x) => board.hexes[x]!.terrain === "greatRiver");
        const land = h.terrain === "jungle" || h.terrain === "deepJungle";
        expect(h.beach, `hex ${h.id}`).toBe(land && besideGreat);
        expect(h.rivers.includes(GREAT_RIVER)).toBe(h.beach);
      }
    });

    it(`has its land cut by the great river into ${n === 3 ? 3 : 2} banks, each in one piece`, () => {
      const bank = greatRiverBanks(board);
      const banks = Array.from({ length: n === 3 ? 3 : 2 }, (_, i) => board.hexes.filter((h) => bank[h.id] === i).map((h) => h.id));
      expect(banks.flat().length + great.length).toBe(board.hexes.length);
      for (const ids of banks) expect(connected(board, ids)).toBe(true);
      for (const h of board.hexes) {
        if (h.terrain === "greatRiver") continue;
        for (const x of board.neighbors[h.id]!) if (board.hexes[x]!.terrain !== "greatRiver") expect(bank[x]).toBe(bank[h.id]);
      }
    });

    it("has small rivers as tributaries of the great river, and only land beside them", () => {
      for (const [id, hexes] of smallRivers(board)) {
        expect(connected(board, hexes), `river ${id}`).toBe(true);
        expect(
          hexes.some((x) => board.hexes[x]!.beach),
          `river ${id} reaches the great river`,
        ).toBe(true);
        for (const x of hexes) expect(["jungle", "city"]).toContain(board.hexes[x]!.terrain);
      }
    });

    it("has mountains and deep jungle, the deep jungle being exactly the land beside no river", () => {
      expect(board.hexes.filter((h) => h.terrain === "mountain").length).toBeGreaterThan(0);
      for (const h of board.hexes) {
        if (h.terrain === "deepJungle") expect(h.rivers).toEqual([]);
        if (h.terrain === "jungle") expect(h.rivers.length).toBeGreaterThan(0);
        if (h.terrain === "mountain" || h.terrain === "greatRiver") expect(h.rivers).toEqual([]);
      }
      expect(board.hexes.filter((h) => h.terrain === "deepJungle").length).toBeGreaterThanOrEqual(NEUTRAL_VILLAGES);
    });

    it(`maps onto itself by its symmetry (${board.symmetry}), cities onto cities and rivers onto rivers`, () => {
      const at = new Map(board.hexes.map((h) => [`${h.q},${h.r}`, h]));
      const cityOf = new Map(board.cities.map((c) => [c.hex, c.seat]));
      for (const op of SYMMETRIES[board.symmetry]) {
        const riverImage = new Map<string, string>();
        const seatImages = new Set<number>();
        for (const h of board.hexes) {
          const image = at.get(op(h.q, h.r).join(","));
          expect(image, `image of ${h.q},${h.r}`).toBeDefined();
          expect([image!.terrain, image!.beach, image!.rivers.length]).toEqual([h.terrain, h.beach, h.rivers.length]);
          if (cityOf.has(h.id)) seatImages.add(cityOf.get(image!.id)!);
          const small = h.rivers.filter((r) => r !== GREAT_RIVER);
          const imageSmall = image!.rivers.filter((r) => r !== GREAT_RIVER);
          for (const r of small) {
            const candidates = imageSmall.filter((x) => !riverImage.has(r) || riverImage.get(r) === x);
            expect(candidates.length, `river ${r}`).toBeGreaterThan(0);
            if (small.length === 1) riverImage.set(r, imageSmall[0]!);
          }
        }
        expect(seatImages.size).toBe(n);
      }
    });

    it("gives every city the same openings: six free hexes around it, as many large-village hexes, equal distances", () => {
      const f = facts(board);
      const profile = board.cities.map((city) => {
        const hex = board.hexes[city.hex]!;
        const options = legalMovesOf(placing(n, "largeVillage", city.seat, []), city.seat).length;
        const toRiver = Math.min(...great.map((g) => distance(hex, g)));
        const toRival = Math.min(...board.cities.filter((c) => c !== city).map((c) => distance(hex, board.hexes[c.hex]!)));
        return { free: f.besideCity[city.seat]!.length, options, toRiver, toRival };
      });
      expect(profile[0]!.free).toBe(6);
      expect(profile[0]!.options).toBeGreaterThan(3);
      for (const p of profile) expect(p).toEqual(profile[0]);
    });

    it("leaves a small-village hex after any large village a player may place", () => {
      for (const city of board.cities) {
        const large = legalMovesOf(placing(n, "largeVillage", city.seat, []), city.seat);
        for (const move of large) {
          const hex = (move as { hex: number }).hex;
          const state = placing(n, "smallVillage", city.seat, [{ hex, owner: city.seat, large: true }]);
          expect(legalMovesOf(state, city.seat).length, `after a large village on ${hex}`).toBeGreaterThan(0);
        }
      }
    });

    it("has room for every player's eight villages and the twelve neutral villages at once", () => {
      const f = facts(board);
      const taken = new Set<number>();
      for (const h of board.hexes) {
        if (f.villageGround[h.id] && ![h.id, ...board.neighbors[h.id]!].some((x) => taken.has(x))) taken.add(h.id);
      }
      expect(taken.size).toBeGreaterThanOrEqual(n * VILLAGES_PER_PLAYER + NEUTRAL_VILLAGES);
    });
  });
}
