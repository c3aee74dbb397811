// The city map: where workers may stand, what may be built or activated, and what a quarter is worth.
import { rulesAtLeast, type Refusal } from "../../engine/index";
import {
  BUILDINGS,
  HABITATION_TILES,
  HOUSE_BASE_VP,
  MAJOR_QUARTER_MODIFIER,
  MAX_WORKERS_PER_TURN,
  NEIGHBOURS_8,
  PLAZA,
  QUARTER_COUNT,
  QUARTER_OF,
  ROAD_QUARTER_MODIFIER,
  START_ZONE,
  STONE_SQUARES,
  WORKERS_PER_SQUARE,
  roadLength,
  type BuildingKind,
} from "./data";
import { canPay, refuse, type RioState } from "./state";

const START = new Set(START_ZONE);
/** Squares no worker ever stands on. */
export const CLOSED = new Set([...PLAZA, ...STONE_SQUARES]);

export const isHabitation = (kind: BuildingKind): boolean => kind === "hut" || kind === "house";
export const isConnected = (state: RioState, quarter: number): boolean => state.roads[quarter]! >= roadLength(quarter);

function ownsHabitationNear(state: RioState, seat: number, cell: number, kinds: readonly BuildingKind[]): boolean {
  for (const n of NEIGHBOURS_8[cell]!) {
    const b = state.buildings[n];
    if (b && b.owner === seat && kinds.includes(b.kind)) return true;
  }
  return false;
}
const HABITATIONS: readonly BuildingKind[] = ["hut", "house"];
const HOUSE: readonly BuildingKind[] = ["house"];

/** A minor building in a quarter joined to the plaza by road takes workers of two colours. */
export function colourLimit(state: RioState, cell: number): number {
  const b = state.buildings[cell];
  return b && !isHabitation(b.kind) && isConnected(state, QUARTER_OF[cell]!) ? 2 : 1;
}

/**
 * Worker counts `seat` may place on `cell` now (ignores whose turn it is). Revision 2 decides three silences:
 * workers never stand on another player's hut or house, they may always stand on their own hut (to upgrade
 * it), and a displacement needs at least, not exactly, twice the rival's workers less one.
 */
export function cityCounts(state: RioState, seat: number, cell: number): number[] {
  if (CLOSED.has(cell)) return [];
  const revision2 = rulesAtLeast(state, 2);
  const home = state.buildings[cell];
  const ownHut = revision2 && home?.kind === "hut" && home.owner === seat;
  if (!ownHut && !START.has(cell) && !ownsHabitationNear(state, seat, cell, HABITATIONS)) return [];
  if (revision2 && home && isHabitation(home.kind) && home.owner !== seat) return [];
  const s = state.seats[seat]!;
  const most = Math.min(MAX_WORKERS_PER_TURN - s.placed, s.supply);
  const crews = state.crews[cell] ?? [];
  const own = crews.find((c) => c.seat === seat)?.n ?? 0;
  const others = crews.filter((c) => c.seat !== seat);
  const room = Math.min(most, WORKERS_PER_SQUARE - own);
  if (own > 0 || others.length < colourLimit(state, cell)) return Array.from({ length: Math.max(0, room) }, (_, i) => i + 1);
  // Displacing the one colour there: twice its workers less one (or more, from revision 2).
  if (others.length === 1) {
    const needed = 2 * others[0]!.n - 1;
    if (revision2) return Array.from({ length: Math.max(0, room - needed + 1) }, (_, i) => needed + i);
    if (needed <= room) return [needed];
  }
  return [];
}

/** Squares worth checking for `seat`'s placement: the start zone, its huts and around its habitations. */
export function cityCandidates(state: RioState, seat: number): number[] {
  const out = new Set<number>(START_ZONE);
  for (const key in state.buildings) {
    const b = state.buildings[key]!;
    if (b.owner !== seat || !isHabitation(b.kind)) continue;
    if (b.kind === "hut") out.add(Number(key));
    for (const n of NEIGHBOURS_8[Number(key)]!) out.add(n);
  }
  return [...out].sort((a, b) => a - b);
}

function countOnBoard(state: RioState, kind: BuildingKind, owner?: number): number {
  let n = 0;
  for (const key in state.buildings) {
    const b = state.buildings[key]!;
    if (b.kind === kind && (owner === undefined || b.owner === owner)) n++;
  }
  return n;
}

/** Why `seat` may not build `kind` on `cell` now, or null when it may (ignores whose turn it is). */
export function buildRefusal(state: RioState, seat: number, cell: number, kind: BuildingKind): Refusal | null {
  const s = state.seats[seat]!;
  const spec = BUILDINGS[kind];
  const crew = state.crews[cell]?.find((c) => c.seat === seat);
  if (!crew) return refuse("no-workers", "rio-de-la-plata.refused.noWorkers");
  if (s.built) return refuse("already-built", "rio-de-la-plata.refused.alreadyBuilt");
  if (crew.n < spec.workers) return refuse("too-few-workers", "rio-de-la-plata.refused.tooFewWorkers", { count: spec.workers });
  const here = state.buildings[cell];
  if (kind === "house") {
    if (here?.kind !== "hut" || here.owner !== seat) return refuse("not-your-hut", "rio-de-la-plata.refused.notYourHut");
  } else {
    if (here) return refuse("occupied", "rio-de-la-plata.refused.occupied");
    if (kind === "hut") {
      if (countOnBoard(state, "hut", seat) + countOnBoard(state, "house", seat) >= HABITATION_TILES)
        return refuse("no-tiles", "rio-de-la-plata.refused.noTiles");
    } else {
      if (countOnBoard(state, kind) >= spec.tiles) return refuse("no-tiles", "rio-de-la-plata.refused.noTilesOfKind");
      if (spec.onePerQuarter && quarterHas(state, QUARTER_OF[cell]!, kind))
        return refuse("one-per-quarter", "rio-de-la-plata.refused.onePerQuarter");
      if (countOnBoard(state, "house", seat) < spec.housesRequired) return refuse("needs-house", "rio-de-la-plata.refused.needsHouse");
    }
  }
  if (!canPay(s, spec.cost)) return refuse("cannot-pay", "rio-de-la-plata.refused.cannotPay");
  return null;
}

function quarterHas(state: RioState, quarter: number, kind: BuildingKind): boolean {
  for (const key in state.buildings) if (state.buildings[key]!.kind === kind && QUARTER_OF[Number(key)] === quarter) return true;
  return false;
}

/** Why `seat` may not activate the building on `cell` now, or null. */
export function activateRefusal(state: RioState, seat: number, cell: number): Refusal | null {
  const b = state.buildings[cell];
  if (!state.crews[cell]?.some((c) => c.seat === seat)) return refuse("no-workers", "rio-de-la-plata.refused.noWorkers");
  if (!b || isHabitation(b.kind)) return refuse("no-building", "rio-de-la-plata.refused.noBuilding");
  const effect = BUILDINGS[b.kind].effect;
  if (!effect) return refuse("no-effect", "rio-de-la-plata.refused.noEffect");
  if (!ownsHabitationNear(state, seat, cell, HOUSE)) return refuse("needs-house", "rio-de-la-plata.refused.needsHouseBeside");
  const used = state.uses[cell] ?? [];
  if (used.includes(seat)) return refuse("used", "rio-de-la-plata.refused.used");
  if (used.length >= colourLimit(state, cell)) return refuse("used", "rio-de-la-plata.refused.usedUp");
  if (!canPay(state.seats[seat]!, effect.pay)) return refuse("cannot-pay", "rio-de-la-plata.refused.cannotPayEffect");
  return null;
}

/** The score modifier of the houses of each quarter, in one walk of the board. */
export function quarterModifiers(state: RioState): number[] {
  const modifiers = Array.from({ length: QUARTER_COUNT }, (_, q) => (isConnected(state, q) ? ROAD_QUARTER_MODIFIER : 0));
  for (const key in state.buildings) modifiers[QUARTER_OF[Number(key)]!]! += BUILDINGS[state.buildings[key]!.kind].quarterModifier;
  STONE_SQUARES.forEach((cell, i) => {
    const major = state.stoneSquares[i];
    if (major) modifiers[QUARTER_OF[cell]!]! += MAJOR_QUARTER_MODIFIER[major];
  });
  return modifiers;
}

/** A seat's houses at the end: each worth 2 plus its quarter's modifier, never below 0. */
export function houseScore(state: RioState, seat: number): { houses: number; vp: number } {
  const modifiers = quarterModifiers(state);
  let houses = 0,
    vp = 0;
  for (const key in state.buildings) {
    const b = state.buildings[key]!;
    if (b.owner !== seat || b.kind !== "house") continue;
    houses++;
    vp += Math.max(0, HOUSE_BASE_VP + modifiers[QUARTER_OF[Number(key)]!]!);
  }
  return { houses, vp };
}

export const workersInCity = (state: RioState): number => {
  let n = 0;
  for (const key in state.crews) for (const c of state.crews[key]!) n += c.n;
  return n;
};
