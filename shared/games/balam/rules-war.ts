// War's checks: why an attack, a defence, the skull losses and the destruction are refused, and the
// candidates `legalMoves` offers for each.
import { rulesAtLeast, type Refusal } from "../../engine/index";
import { sameLoc } from "./rules-distribution";
import { distinct, locKey, no, type Facts, type MoveOf } from "./rules-facts";
import { buildingAt, costOfDestroying, geo, type BalamState, type Building, type Loc, type Move, type War } from "./state";

export const garrisonsAt = (state: BalamState, site: number): Building[] =>
  state.sites[site]!.buildings.filter((b) => b.kind === "garrison");

export function attackRefusal({ state, seat }: Facts, move: MoveOf<"attack">): Refusal | null {
  if (state.step.kind !== "act") return no("wrong-step", "balam.refused.taxBeforeAttack");
  const { from, to, garrisons, obsidian } = move;
  const target = state.sites[to];
  if (state.sites[from]?.owner !== seat) return no("not-yours", "balam.refused.attackFromOwn");
  if (!target || target.owner === null || target.owner === seat) return no("no-enemy", "balam.refused.noEnemy");
  if (!geo(state).sites[from]!.neighbours.includes(to)) return no("not-neighbour", "balam.refused.notNeighbour");
  if (!distinct(garrisons) || garrisons.some((slot) => buildingAt(state, { site: from, slot })?.kind !== "garrison")) {
    return no("bad-garrisons", "balam.refused.badGarrisons");
  }
  if (
    !distinct(obsidian) ||
    !obsidian.every((slot) => garrisons.includes(slot) && buildingAt(state, { site: from, slot })!.token === "obsidian")
  ) {
    return no("bad-obsidian", "balam.refused.badObsidian");
  }
  return null;
}

/** The war waiting for a decision at `stage`, if any. */
function warAt(state: BalamState, stage: War["stage"]): War | null {
  const step = state.step;
  return step.kind === "war" && step.war.stage === stage ? step.war : null;
}
const NO_BATTLE = no("wrong-step", "balam.refused.noBattle");

/** The defender's garrisons that count: in the attacked city and in his cities next to it. */
export function defendingSites(state: BalamState, war: War): number[] {
  const g = geo(state);
  return [war.to, ...g.sites[war.to]!.neighbours.filter((n) => state.sites[n]!.owner === war.defender)];
}

/** The defender's garrisons holding obsidian he may spend, the attacked city's first. */
function defenceGarrisons(state: BalamState, war: War): Loc[] {
  return defendingSites(state, war).flatMap((site) =>
    garrisonsAt(state, site).flatMap((b) => (b.token === "obsidian" ? [{ site, slot: b.slots[0]! }] : [])),
  );
}

export const defenceObsidianAvailable = (state: BalamState, war: War): number => defenceGarrisons(state, war).length;

export function defendRefusal({ state }: Facts, move: MoveOf<"defend">): Refusal | null {
  const war = warAt(state, "defend");
  if (!war) return NO_BATTLE;
  if (rulesAtLeast(state, 3)) return no("bad-obsidian", "balam.refused.nameGarrisons");
  const available = defenceObsidianAvailable(state, war);
  if (move.obsidian > available) return no("bad-obsidian", "balam.refused.defenceObsidian", { count: available });
  return null;
}

/**
 * Revision 3: « doit choisir d'utiliser ou de ne pas utiliser les obsidiennes qui équipent les garnisons de
 * sa cité attaquée, ainsi que celles des garnisons de ses cités voisines »: the defender names the garrisons
 * whose obsidian he spends. Before, he said how many, taken first from the attacked city (`defendRefusal`).
 */
export function spendRefusal({ state }: Facts, move: MoveOf<"spend">): Refusal | null {
  const war = warAt(state, "defend");
  if (!war) return NO_BATTLE;
  if (!rulesAtLeast(state, 3)) return no("bad-obsidian", "balam.refused.defenceCount");
  const offered = defenceGarrisons(state, war);
  if (!distinct(move.garrisons, locKey) || !move.garrisons.every((g) => offered.some((o) => sameLoc(o, g)))) {
    return no("bad-obsidian", "balam.refused.defenceGarrisons");
  }
  if (move.garrisons.length === 0 && !move.submit) return no("bad-obsidian", "balam.refused.spendNothing");
  return null;
}

/** The committed garrisons still standing in the attacking city. */
const committedGarrisons = (state: BalamState, war: War): number[] =>
  war.garrisons.filter((slot) => buildingAt(state, { site: war.from, slot })?.kind === "garrison");

export function casualtiesRefusal({ state }: Facts, move: MoveOf<"casualties">): Refusal | null {
  const war = warAt(state, "casualties");
  if (!war) return NO_BATTLE;
  const committed = committedGarrisons(state, war);
  const lose = Math.min(war.skulls, committed.length);
  // A set of garrisons: the order they are named in does not matter.
  if (move.slots.length !== lose || !distinct(move.slots) || !move.slots.every((slot) => committed.includes(slot))) {
    return no("bad-casualties", "balam.refused.casualties", { count: lose });
  }
  return null;
}

export function destroyRefusal({ state }: Facts, move: MoveOf<"destroy">): Refusal | null {
  const war = warAt(state, "destroy");
  if (!war) return NO_BATTLE;
  const buildings = state.sites[war.to]!.buildings;
  const chosen = move.slots.map((slot) => buildings.find((b) => b.slots[0] === slot));
  const cost = chosen.reduce((n, b) => n + (b ? costOfDestroying(b.kind) : 0), 0);
  const room = Math.max(war.points, 0) - cost;
  const fits = buildings.some((b) => !chosen.includes(b) && costOfDestroying(b.kind) <= room);
  if (!distinct(move.slots) || chosen.some((b) => !b) || room < 0 || fits) {
    return no("bad-destruction", "balam.refused.destruction", { points: Math.max(war.points, 0) });
  }
  return null;
}

/** From each of the king's cities with garrisons to each neighbour, every set of garrisons and of their obsidian. */
export function attackCandidates(state: BalamState, seat: number): Move[] {
  const g = geo(state);
  const moves: Move[] = [];
  state.sites.forEach((s, from) => {
    if (s.owner !== seat) return;
    const garrisons = garrisonsAt(state, from);
    for (const chosen of subsets(garrisons)) {
      if (chosen.length === 0) continue;
      for (const spent of subsets(chosen.filter((b) => b.token === "obsidian"))) {
        const commitment = { garrisons: chosen.map((b) => b.slots[0]!), obsidian: spent.map((b) => b.slots[0]!) };
        for (const to of g.sites[from]!.neighbours) moves.push({ type: "attack", from, to, ...commitment });
      }
    }
  });
  return moves;
}

/** Every subset of a few items (a city holds at most four buildings). */
function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 0; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

export function warCandidates(state: BalamState, war: War): Move[] {
  switch (war.stage) {
    case "defend":
      // Revision 3: one decision per garrison (at most the box's 16 obsidian), then defending with what was spent.
      if (rulesAtLeast(state, 3)) {
        return [
          ...defenceGarrisons(state, war).map((g) => ({ type: "spend" as const, garrisons: [g], submit: false })),
          { type: "spend", garrisons: [], submit: true },
        ];
      }
      return Array.from({ length: defenceObsidianAvailable(state, war) + 1 }, (_, obsidian) => ({ type: "defend" as const, obsidian }));
    case "casualties":
      return subsets(committedGarrisons(state, war)).map((slots) => ({ type: "casualties" as const, slots }));
    case "destroy":
      return subsets(state.sites[war.to]!.buildings).map((chosen) => ({ type: "destroy" as const, slots: chosen.map((b) => b.slots[0]!) }));
    case "done":
      return [];
  }
}
