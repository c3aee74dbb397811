// Balam's state, its moves and options with their schemas, and the small helpers every rule module shares.
import * as z from "../../zod";
import type { LogEntry, RandomState } from "../../engine/index";
import { lazily } from "../../engine/lazy";
import { geometryOf, type Geometry } from "./board";
import { openTo, reachableFrom } from "./rules-transport";
import {
  BUILDINGS,
  BUILDING_TILE,
  BUILDING_TILES,
  CARDS,
  DIE_FACES,
  LARGE_PYRAMIDS,
  SMALL_PYRAMIDS,
  WEALTH,
  type BuildingKind,
  type DieFace,
  type Wealth,
} from "./data";

export type Purse = Record<Wealth, number>;

export interface Building {
  kind: BuildingKind;
  /** One slot, or two adjacent slots for a palace or temple; the first names the building. */
  slots: number[];
  /** A village's fresh production, a storehouse's stock, a garrison's obsidian or prisoner. */
  token: Wealth | null;
}

interface SiteState {
  owner: number | null;
  buildings: Building[];
}

interface King {
  /** The king's sheet: what he pays with. */
  wealth: Purse;
  prestige: number;
}

/** A building on the board, named by its site and first slot. */
export interface Loc {
  site: number;
  slot: number;
}
export interface Route {
  from: Loc;
  to: Loc;
}

export interface War {
  attacker: number;
  defender: number;
  from: number;
  to: number;
  /** Slots of the committed garrisons in the attacking city. */
  garrisons: number[];
  attackObsidian: number;
  stage: "defend" | "casualties" | "destroy" | "done";
  defenceObsidian: number;
  dice: DieFace[];
  attack: number;
  defence: number;
  skulls: number;
  /** attack − defence: how many points of buildings the defender loses. */
  points: number;
  destroyed: BuildingKind[];
  garrisonsLost: number;
  prisoners: number;
  devastated: boolean;
}

export type Step =
  | { kind: "start" }
  | { kind: "act" }
  /** `built`: a building went up in this step (recorded from revision 3: finishing with none asks first). */
  | { kind: "build"; site: number; free: boolean; built?: true }
  | { kind: "war"; war: War }
  | { kind: "decision"; card: number; used: number[] };

interface Plan {
  routes: Route[];
  submitted: boolean;
}

export interface BalamState {
  players: number;
  /** The rules revision the game plays (shared/engine/revision.ts). */
  revision: number;
  /** The ball game whose round ends the game. */
  ballGamesToEnd: number;
  dieFaces: DieFace[];
  /** The board layout, encoded (see board.ts). */
  board: string;
  rng: RandomState;
  sites: SiteState[];
  kings: King[];
  supply: Purse;
  /** Card indexes into CARDS, top first. Secret. */
  deck: number[];
  row: { card: number; up: boolean }[];
  /** Per seat: row positions it saw by divination this round. */
  seen: number[][];
  ballGames: number;
  eclipse: boolean;
  round: number;
  /** Who began this round (production follows turn order from here). */
  first: number;
  current: number;
  phase: "turns" | "distribution" | "over";
  step: Step;
  plans: Plan[];
  lastWar: War | null;
  /** After the end: the wealth bonus and the wealth it came from (tie-break). */
  final: { bonus: number[]; wealth: number[] } | null;
}

// ---------------------------------------------------------------------------------------------------
// A move and the options, as JSON the engine parses once

export type Move =
  | { type: "flip"; card: number }
  | { type: "tax"; wealth: Wealth }
  | { type: "site"; site: number }
  | { type: "build"; kind: BuildingKind; slots: number[]; pay: Wealth[] }
  | { type: "demolish"; slot: number }
  | { type: "attack"; from: number; to: number; garrisons: number[]; obsidian: number[] }
  | { type: "defend"; obsidian: number }
  /** Revision 3: the defender spends the obsidian of these garrisons; `submit` then defends with what he spent. */
  | { type: "spend"; garrisons: Loc[]; submit: boolean }
  | { type: "casualties"; slots: number[] }
  | { type: "destroy"; slots: number[] }
  | { type: "end" }
  | { type: "gain"; choice: Wealth | "prestige" }
  | { type: "dowry"; from: number; wealth: Wealth }
  | { type: "offer"; from: Loc; cenote: number }
  | { type: "tribute"; tokens: Loc[] }
  | { type: "ruin"; buildings: Loc[] }
  | { type: "distribute"; routes: Route[]; submit: boolean };

export interface BalamOptions {
  /** The ball game that ends the game (2–5); null: as many as players. */
  ballGames: number | null;
  board: "default" | "random";
  dieFaces: DieFace[];
}

export const optionsSchema = lazily(() => {
  const dieFace = z.union([z.int().check(z.minimum(0), z.maximum(3)), z.literal("skull")]);
  return z.strictObject({
    /** The ball game that ends the game: 2 to 5; null means as many as there are players. */
    ballGames: z._default(z.nullable(z.int().check(z.minimum(2), z.maximum(5))), null),
    board: z._default(z.enum(["default", "random"]), "default"),
    /** The six faces of a war die. */
    dieFaces: z._default(z.array(dieFace).check(z.length(6)), [...DIE_FACES]),
  }) as z.ZodMiniType<BalamOptions>;
});

export const moveSchema = lazily(() => {
  const index = z.int().check(z.minimum(0));
  const wealth = z.enum(WEALTH);
  const loc = z.object({ site: index, slot: index });
  return z.discriminatedUnion("type", [
    z.object({ type: z.literal("flip"), card: index }),
    z.object({ type: z.literal("tax"), wealth }),
    z.object({ type: z.literal("site"), site: index }),
    z.object({
      type: z.literal("build"),
      kind: z.enum(BUILDINGS),
      slots: z.array(index).check(z.minLength(1), z.maxLength(2)),
      pay: z.array(wealth).check(z.maxLength(2)),
    }),
    z.object({ type: z.literal("demolish"), slot: index }),
    z.object({
      type: z.literal("attack"),
      from: index,
      to: index,
      garrisons: z.array(index).check(z.minLength(1), z.maxLength(4)),
      obsidian: z.array(index).check(z.maxLength(4)),
    }),
    z.object({ type: z.literal("defend"), obsidian: index }),
    // The defender's garrisons: four slots in the attacked city and in each of at most four cities beside it.
    z.object({ type: z.literal("spend"), garrisons: z.array(loc).check(z.maxLength(20)), submit: z.boolean() }),
    z.object({ type: z.literal("casualties"), slots: z.array(index).check(z.maxLength(4)) }),
    z.object({ type: z.literal("destroy"), slots: z.array(index).check(z.maxLength(4)) }),
    z.object({ type: z.literal("end") }),
    z.object({ type: z.literal("gain"), choice: z.union([wealth, z.literal("prestige")]) }),
    z.object({ type: z.literal("dowry"), from: index, wealth }),
    z.object({ type: z.literal("offer"), from: loc, cenote: index }),
    z.object({ type: z.literal("tribute"), tokens: z.array(loc).check(z.maxLength(2)) }),
    z.object({ type: z.literal("ruin"), buildings: z.array(loc).check(z.maxLength(60)) }),
    z.object({
      type: z.literal("distribute"),
      routes: z.array(z.object({ from: loc, to: loc })).check(z.maxLength(200)),
      submit: z.boolean(),
    }),
  ]) as z.ZodMiniType<Move>;
});

export const emptyPurse = (): Purse => ({ maize: 0, cacao: 0, shell: 0, jade: 0, obsidian: 0, prisoner: 0 });

export const geo = (state: BalamState): Geometry => geometryOf(state.board);

export const purseTotal = (purse: Purse): number => WEALTH.reduce((n, w) => n + purse[w], 0);

export function buildingAt(state: BalamState, loc: Loc): Building | undefined {
  return state.sites[loc.site]?.buildings.find((b) => b.slots[0] === loc.slot);
}

export function countKind(state: BalamState, seat: number, kind: BuildingKind): number {
  let n = 0;
  for (const site of state.sites) if (site.owner === seat) for (const b of site.buildings) if (b.kind === kind) n++;
  return n;
}

export const citiesOf = (state: BalamState, seat: number): number => state.sites.filter((s) => s.owner === seat).length;

export const largePyramidsLeft = (state: BalamState, seat: number): number => LARGE_PYRAMIDS - citiesOf(state, seat);

/** A market sets a small pyramid on its site and on every neighbour. */
export function smallPyramidsLeft(state: BalamState, seat: number): number {
  const g = geo(state);
  let used = 0;
  state.sites.forEach((site, i) => {
    if (site.owner !== seat) return;
    for (const b of site.buildings) if (b.kind === "market") used += 1 + g.sites[i]!.neighbours.length;
  });
  return SMALL_PYRAMIDS - used;
}

/** Small pyramids per site and seat. */
export function influence(state: BalamState): number[][] {
  const g = geo(state);
  const out = state.sites.map(() => new Array<number>(state.players).fill(0));
  state.sites.forEach((site, i) => {
    if (site.owner === null) return;
    for (const b of site.buildings) {
      if (b.kind !== "market") continue;
      out[i]![site.owner]!++;
      for (const n of g.sites[i]!.neighbours) out[n]![site.owner]!++;
    }
  });
  return out;
}

/** Whether `seat`'s wealth may enter or cross each site (see `openTo`). */
export function passable(state: BalamState, seat: number): boolean[] {
  return influence(state).map((counts, i) => openTo(counts, state.sites[i]!.owner, seat, state));
}

/** Sites `seat`'s wealth can reach from `from` (itself always: goods may be used where they are). */
export function reachable(state: BalamState, open: boolean[], from: number): Set<number> {
  return reachableFrom(
    geo(state).sites.map((s) => s.neighbours),
    open,
    from,
  );
}

export function buildingTilesLeft(state: BalamState): Record<keyof typeof BUILDING_TILES, number> {
  const left = { ...BUILDING_TILES } as Record<keyof typeof BUILDING_TILES, number>;
  for (const site of state.sites) for (const b of site.buildings) left[BUILDING_TILE[b.kind]]--;
  return left;
}

/** Takes up to `count` of a wealth from the supply onto a king's sheet; returns how many came. */
export function gain(state: BalamState, seat: number, wealth: Wealth, count: number): number {
  const got = Math.min(count, state.supply[wealth]);
  state.supply[wealth] -= got;
  state.kings[seat]!.wealth[wealth] += got;
  return got;
}

/** Removes a building (its token back to the supply); a city left empty belongs to nobody. */
export function removeBuilding(state: BalamState, site: number, building: Building, log: LogEntry[], reason: string): void {
  const s = state.sites[site]!;
  if (building.token) state.supply[building.token]++;
  s.buildings = s.buildings.filter((b) => b !== building);
  if (s.buildings.length === 0 && s.owner !== null) {
    log.push({ key: "balam.city-lost", params: { seat: s.owner, site, reason } });
    s.owner = null;
  }
}

export const cardOf = (index: number) => CARDS[index]!;

export const nextSeat = (state: BalamState, seat: number): number => (seat + 1) % state.players;

/** Who the game waits for: the kings still planning, a defender deciding, or the king whose turn it is. */
export function awaitingSeats(state: BalamState): number[] {
  if (state.phase === "over") return [];
  if (state.phase === "distribution") return state.plans.flatMap((p, seat) => (p.submitted ? [] : [seat]));
  if (state.step.kind === "war" && state.step.war.stage === "defend") return [state.step.war.defender];
  return [state.current];
}

export const costOfDestroying = (kind: BuildingKind): number => (kind === "palace" || kind === "temple" ? 2 : 1);

/** Every k-subset of `items`, in order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, chosen: T[]) => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i]!);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}

/**
 * The podium used by divination and ball games: a lone leader is first and the next best may be second;
 * two tied leaders share first with no second; three or more tied leaders, nobody. A count of 0 never places.
 */
export function podium(counts: readonly number[]): { first: number[]; second: number[] } {
  const max = Math.max(...counts);
  if (max <= 0) return { first: [], second: [] };
  const first = counts.flatMap((c, i) => (c === max ? [i] : []));
  if (first.length >= 3) return { first: [], second: [] };
  if (first.length === 2) return { first, second: [] };
  const rest = counts.map((c, i) => (i === first[0] ? -1 : c));
  const next = Math.max(...rest);
  if (next <= 0) return { first, second: [] };
  const second = rest.flatMap((c, i) => (c === next ? [i] : []));
  return { first, second: second.length === 1 ? second : [] };
}
