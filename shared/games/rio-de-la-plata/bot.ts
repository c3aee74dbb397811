// Rio de la Plata: everything is public but the future dice, so a sampled state is the view itself with
// a fresh generator from the bot's own Random. Games are long (hundreds of moves), so a tried move is
// scored at once by what each seat would end with: the points it holds, what its money, resources,
// huts and characters will still score in the years left, and what its workers placed this year will
// bring in the effects phase. Without that last part every placement looks the same as passing.
import { buildRefusal, houseScore, quarterModifiers } from "./rules-city";
import {
  BOAT_SALE,
  BUILDINGS,
  CHARACTERS,
  HOUSE_BASE_VP,
  LADDER_IDS,
  LADDERS,
  MONEY_PER_VP,
  QUARTER_OF,
  ladderCells,
  type BuildingKind,
  type CharacterId,
  type MinorKind,
  type ResourceName,
} from "./data";
import { rioDeLaPlata, type RioMove, type RioState } from "./index";
import type { RioView } from "./index";
import type { SeatState } from "./state";
import { Random } from "../../engine/random";
import { lead, type Knowledge } from "../../bots/search";
import { copyData } from "../../engine/copy";

function determinizeRio(view: RioView, _seat: number, rng: Random): RioState {
  const { you: _you, awaiting: _awaiting, active: _active, ...open } = copyData(view);
  return { ...open, rng: Random.fromSeed(`rio:${rng.int(0, 2 ** 31 - 1)}`).state };
}

/** What one unit of each good is worth in final points, given the effects phases still to come. */
interface Prices {
  money: number;
  stone: number;
  wood: number;
  precious: number;
  /** Effects phases still to come, this year's included. */
  phases: number;
}

function pricesAt(state: RioState): Prices {
  const phases = state.years - state.year + (state.phase === "placement" ? 1 : 0);
  // Goods turn into points through houses, ladders and the boat while there is time; at the end money
  // counts a third of a point and resources nothing.
  const useful = Math.min(1, phases / 3);
  return { money: 1 / MONEY_PER_VP + 0.15 * useful, stone: 0.8 * useful, wood: 0.8 * useful, precious: 1.6 * useful, phases };
}

const goods = (p: Prices, a: { money?: number; stone?: number; wood?: number; precious?: number }): number =>
  (a.money ?? 0) * p.money + (a.stone ?? 0) * p.stone + (a.wood ?? 0) * p.wood + (a.precious ?? 0) * p.precious;

/** A character's worth to an owner with `houses` houses, from `incomes` more effects phases on, not counting its price. */
function characterWorth(c: CharacterId, houses: number, incomes: number, p: Prices): number {
  const spec = CHARACTERS[c];
  const special = c === "gunner" ? 1.5 : c === "sergeant" ? 0.5 : 0;
  return (goods(p, spec.income) + (spec.income.vp ?? 0)) * incomes + spec.finalVp + spec.finalVpPerHouse * houses + special;
}

function ownHuts(state: RioState, seat: number): number {
  let n = 0;
  for (const key in state.buildings) if (state.buildings[key]!.owner === seat && state.buildings[key]!.kind === "hut") n++;
  return n;
}

/** A production building's later uses, on top of its points. */
const PRODUCTION: Partial<Record<MinorKind, number>> = {
  market: 1,
  stonemason: 1,
  carpenter: 1,
  enterprise: 1,
  garden: 0.5,
  church: 0.5,
  monument: 0.5,
};

/** The best single building `seat`'s crews could put up this year (one build a year), net of its cost. */
function bestBuild(state: RioState, seat: number, p: Prices): number {
  const s = state.seats[seat]!;
  if (s.built || p.phases === 0) return 0;
  let best = 0;
  let modifiers: number[] | undefined;
  for (const key in state.crews) {
    if (!state.crews[key]!.some((c) => c.seat === seat)) continue;
    const cell = Number(key);
    for (const kind of BUILD_KINDS) {
      if (buildRefusal(state, seat, cell, kind)) continue;
      const spec = BUILDINGS[kind];
      let value = spec.vp - goods(p, spec.cost);
      if (kind === "hut") value += hutPromise(p);
      else if (kind === "house")
        value += Math.max(0, HOUSE_BASE_VP + (modifiers ??= quarterModifiers(state))[QUARTER_OF[cell]!]!) - hutPromise(p);
      else value += (PRODUCTION[kind as MinorKind] ?? 0) * Math.min(1, p.phases / 4);
      best = Math.max(best, value);
    }
  }
  return best;
}
const BUILD_KINDS: readonly BuildingKind[] = Object.keys(BUILDINGS) as BuildingKind[];
/** A hut may be turned into a house later: worth part of a house's points while there is time. */
const hutPromise = (p: Prices): number => 1.2 * Math.min(1, Math.max(0, p.phases - 1) / 2);

/** What the seat's workers placed this year will bring when resolved, and its points waiting on ladders. */
function pending(state: RioState, seat: number, p: Prices, houses: number): number {
  const s = state.seats[seat]!;
  let value = 0;
  const stone = state.mine.filter((h) => h === seat).length;
  const wood = state.forest.filter((h) => h === seat).length;
  value += stone * p.stone + wood * p.wood;
  value += Math.floor(state.agriculture[seat]! / 2) * p.money;
  value += Math.min(state.crafts[seat]!, s.stone + s.wood + stone + wood) * (p.precious - p.stone);
  if (state.boat[seat]! > 0)
    value +=
      Math.min(3 * state.boat[seat]!, s.stone + s.wood + stone + wood) *
      Math.max(0, BOAT_SALE.stone.vp + BOAT_SALE.stone.money * p.money - p.stone);
  for (const c of Object.keys(state.reserved) as CharacterId[]) {
    if (state.reserved[c] !== seat) continue;
    const price = CHARACTERS[c].price;
    const income = Math.floor(state.agriculture[seat]! / 2);
    if (s.money + income >= price) value += characterWorth(c, houses, p.phases - 1, p) - price * p.money;
    else value -= Math.min(s.money, 3) * p.money + Math.min(s.vp, 5);
  }
  value += 0.9 * bestBuild(state, seat, p);
  for (const ladder of LADDER_IDS) {
    const cells = ladderCells(ladder, state.players);
    const row = state.ladders[ladder];
    const filled = cells.filter((c) => row[c] !== null).length;
    const chance = 0.4 + (0.5 * filled) / cells.length;
    for (const c of cells) if (row[c] === seat) value += LADDERS[ladder].cells[c]!.vp * chance;
  }
  return value;
}

/** Final points the seat can count on, as the game would score them, plus what its assets will still bring. */
function worth(state: RioState, seat: number, p: Prices): number {
  const s: SeatState = state.seats[seat]!;
  const houses = houseScore(state, seat);
  let characters = 0;
  for (const c of s.characters) characters += characterWorth(c, houses.houses, p.phases, p);
  const resources = (["stone", "wood", "precious"] as ResourceName[]).reduce((n, r) => n + s[r] * p[r], 0);
  return (
    s.vp +
    s.money * p.money +
    resources +
    characters +
    houses.vp +
    ownHuts(state, seat) * hutPromise(p) +
    pending(state, seat, p, houses.houses)
  );
}

export const rioKnowledge: Knowledge<RioState, RioMove, RioView> = {
  game: rioDeLaPlata,
  determinize: determinizeRio,
  evaluate(state, seat) {
    const p = pricesAt(state);
    // A wide scale: far ahead or far behind, the squashed scores must still tell moves apart.
    return lead(
      state.seats.map((_, s) => worth(state, s, p)),
      seat,
      25,
    );
  },
  // Proposing and withdrawing trades changes nothing a score sees and never ends a turn: the bot leaves
  // them out (it still answers offers made to it).
  candidates(legal) {
    const kept = legal.filter((m) => m.type !== "offer" && m.type !== "withdrawOffer");
    return kept.length > 0 ? kept : legal;
  },
  rolloutPlies: 0,
  iterations: 1,
  samples: 2,
};
