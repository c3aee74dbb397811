// The rules of a king's moves and the legal moves: the turn (flip a Katun card, or pay one wealth then
// build, attack or pass) and building here, war in rules-war.ts, the cards' decisions in rules-katun.ts,
// the distribution's routes in rules-distribution.ts; rules-apply.ts carries an accepted move out.
//
// Each kind of move has one `…Refusal` function, the only place its rule is written: it says why the move
// is refused now, or null. `legalMoves` generates candidates and keeps those their check accepts; `apply`
// refuses with the same check, then only carries the move out. `legalMoves` lists distribution routes one
// at a time; `apply` also takes a whole plan in one move.
import type { Refusal } from "../../engine/index";
import { BUILDINGS, BUILDING_TILE, COSTS, DOUBLE, WEALTH, type Wealth } from "./data";
import { DESTINATIONS, planRefusal, sameLoc } from "./rules-distribution";
import { Facts, no, type MoveOf } from "./rules-facts";
import { decisionCandidates, decisionRefusal } from "./rules-katun";
import {
  attackCandidates,
  attackRefusal,
  casualtiesRefusal,
  defendRefusal,
  destroyRefusal,
  spendRefusal,
  warCandidates,
} from "./rules-war";
import { buildingAt, cardOf, geo, type BalamState, type Loc, type Move } from "./state";

// ---------------------------------------------------------------------------------------------------
// The rules: why each kind of move is refused now, or null

/** The one check every move goes through, `legalMoves`' candidates as much as what `apply` receives. */
export function refusal(facts: Facts, move: Move): Refusal | null {
  const { state } = facts;
  if (state.phase === "over") return no("game-over", "balam.refused.gameOver");
  if (!facts.isAwaited) return no("not-your-turn", "balam.refused.notYourTurn");
  if (state.phase === "distribution" && move.type !== "distribute") {
    return no("distribution", "balam.refused.distribution");
  }
  return (REFUSALS[move.type] as (facts: Facts, move: Move) => Refusal | null)(facts, move);
}

const REFUSALS: { [T in Move["type"]]: (facts: Facts, move: MoveOf<T>) => Refusal | null } = {
  flip: flipRefusal,
  tax: taxRefusal,
  site: siteRefusal,
  build: buildRefusal,
  demolish: demolishRefusal,
  attack: attackRefusal,
  defend: defendRefusal,
  spend: spendRefusal,
  casualties: casualtiesRefusal,
  destroy: destroyRefusal,
  end: endRefusal,
  gain: decisionRefusal,
  dowry: decisionRefusal,
  offer: decisionRefusal,
  tribute: decisionRefusal,
  ruin: decisionRefusal,
  distribute: distributeRefusal,
};

// The turn

function flipRefusal({ state }: Facts, move: MoveOf<"flip">): Refusal | null {
  if (state.step.kind !== "start") return no("wrong-step", "balam.refused.flipAtStart");
  const slot = state.row[move.card];
  if (!slot || slot.up) return no("no-card", "balam.refused.noCard");
  return null;
}

function taxRefusal({ state, seat }: Facts, move: MoveOf<"tax">): Refusal | null {
  if (state.step.kind !== "start") return no("wrong-step", "balam.refused.taxAtStart");
  if (state.kings[seat]!.wealth[move.wealth] === 0) return no("cannot-pay", "balam.refused.noneOnSheet", { wealth: move.wealth });
  return null;
}

function siteRefusal(facts: Facts, move: MoveOf<"site">): Refusal | null {
  const { state, seat } = facts;
  if (state.step.kind !== "act") return no("wrong-step", "balam.refused.taxBeforeBuilding");
  const s = state.sites[move.site];
  if (!s) return no("no-site", "balam.refused.noSite");
  if (s.owner !== null && s.owner !== seat) return no("not-yours", "balam.refused.buildOnOwn");
  if (s.owner === null && facts.largePyramids === 0) return no("no-pyramid", "balam.refused.noPyramid");
  return null;
}

function endRefusal({ state }: Facts): Refusal | null {
  const step = state.step;
  if (step.kind === "act" || step.kind === "build") return null;
  if (step.kind === "decision" && cardOf(step.card).kind === "cenoteCult") return null;
  return no("wrong-step", "balam.refused.nothingToEnd");
}

// Building

function buildRefusal(facts: Facts, move: MoveOf<"build">): Refusal | null {
  const { state, seat } = facts;
  const step = state.step;
  if (step.kind !== "build") return no("wrong-step", "balam.refused.siteFirst");
  const s = state.sites[step.site];
  const info = geo(state).sites[step.site];
  const { kind, slots, pay } = move;
  if (s!.owner === null && facts.largePyramids === 0) return no("no-pyramid", "balam.refused.noPyramid");
  if (slots.length !== (DOUBLE.has(kind) ? 2 : 1)) {
    return no("bad-slots", DOUBLE.has(kind) ? "balam.refused.twoSlots" : "balam.refused.oneSlot", { kind });
  }
  const free = facts.freeSlots(step.site);
  if (!slots.every((x) => free.has(x))) return no("slot-taken", "balam.refused.slotTaken");
  if (slots.length === 2 && !info!.links.some(([a, b]) => (a === slots[0] && b === slots[1]) || (a === slots[1] && b === slots[0]))) {
    return no("bad-slots", "balam.refused.twoSlotsForTemple");
  }
  if (facts.tilesLeft[BUILDING_TILE[kind]] === 0) return no("no-tile", "balam.refused.noTile", { tile: BUILDING_TILE[kind] });
  if (kind === "market" && facts.smallPyramids < 1 + info!.neighbours.length) {
    return no("no-pyramid", "balam.refused.noSmallPyramids");
  }
  const cost = COSTS[kind];
  const specific = cost.filter((c): c is Wealth => c !== "any");
  const paid = [...pay];
  for (const w of specific) {
    const i = paid.indexOf(w);
    if (i < 0) return no("wrong-payment", "balam.refused.costsWealth", { kind, wealth: specific });
    paid.splice(i, 1);
  }
  if (paid.length !== cost.length - specific.length) return no("wrong-payment", "balam.refused.costsCount", { kind, count: cost.length });
  const purse = state.kings[seat]!.wealth;
  for (const w of new Set(pay)) {
    if (pay.filter((p) => p === w).length > purse[w]) return no("cannot-pay", "balam.refused.notEnoughOnSheet", { wealth: w });
  }
  return null;
}

function demolishRefusal({ state, seat }: Facts, move: MoveOf<"demolish">): Refusal | null {
  const step = state.step;
  if (step.kind !== "build") return no("wrong-step", "balam.refused.demolishWhileBuilding");
  if (state.sites[step.site]!.owner !== seat || !buildingAt(state, { site: step.site, slot: move.slot })) {
    return no("no-building", "balam.refused.noBuilding");
  }
  return null;
}

// Distribution

function distributeRefusal(facts: Facts, move: MoveOf<"distribute">): Refusal | null {
  if (facts.state.phase !== "distribution") return no("wrong-step", "balam.refused.distributionLater");
  return planRefusal(facts, facts.state.plans[facts.seat]!.routes, move.routes);
}

// ---------------------------------------------------------------------------------------------------
// Legal moves: candidates for the step, kept when the rules above accept them

export function legalMoves(state: BalamState, seat: number): Move[] {
  const facts = new Facts(state, seat);
  return candidates(facts).filter((move) => refusal(facts, move) === null);
}

/** Moves worth checking now: every move the step could take, generated without judging them. */
function candidates(facts: Facts): Move[] {
  const { state, seat } = facts;
  if (!facts.isAwaited) return [];
  if (state.phase === "distribution") return routeCandidates(state, seat);
  const step = state.step;
  switch (step.kind) {
    case "start":
      return [
        ...state.row.map((_, card) => ({ type: "flip" as const, card })),
        ...WEALTH.map((wealth) => ({ type: "tax" as const, wealth })),
      ];
    case "act":
      return [...state.sites.map((_, site) => ({ type: "site" as const, site })), ...attackCandidates(state, seat), { type: "end" }];
    case "build":
      return [
        ...buildCandidates(facts, step.site),
        ...state.sites[step.site]!.buildings.map((b) => ({ type: "demolish" as const, slot: b.slots[0]! })),
        { type: "end" },
      ];
    case "war":
      return warCandidates(state, step.war);
    case "decision":
      return decisionCandidates(state, seat, step.card);
  }
}

/** The distinct payments (sorted) a king can make for a cost. */
function payments(purse: Record<Wealth, number>, cost: readonly (Wealth | "any")[]): Wealth[][] {
  const out: Wealth[][] = [];
  const take = (i: number, left: Record<Wealth, number>, chosen: Wealth[], min: number) => {
    if (i === cost.length) {
      out.push([...chosen]);
      return;
    }
    const need = cost[i];
    WEALTH.forEach((w, wi) => {
      if (left[w] === 0) return;
      if (need !== "any" && need !== w) return;
      // "any" slots take wealth in WEALTH order so each multiset appears once.
      if (need === "any" && wi < min) return;
      left[w]--;
      chosen.push(w);
      take(i + 1, left, chosen, need === "any" ? wi : min);
      chosen.pop();
      left[w]++;
    });
  };
  take(0, { ...purse }, [], 0);
  return out;
}

/** Every kind on the free slots (linked pairs for palaces and temples), paid each way the purse allows. */
function buildCandidates(facts: Facts, site: number): Move[] {
  const { state, seat } = facts;
  const info = geo(state).sites[site]!;
  const free = facts.freeSlots(site);
  const moves: Move[] = [];
  for (const kind of BUILDINGS) {
    const pays = payments(state.kings[seat]!.wealth, COSTS[kind]);
    const placements: number[][] = DOUBLE.has(kind)
      ? info.links.flatMap(([a, b]) => (free.has(a) && free.has(b) ? [[a, b]] : []))
      : [...free].map((a) => [a]);
    for (const slots of placements) for (const pay of pays) moves.push({ type: "build", kind, slots, pay });
  }
  return moves;
}

/** Each wealth of the king's on the board, not yet routed, to each of his buildings, one route a move. */
function routeCandidates(state: BalamState, seat: number): Move[] {
  const routed = state.plans[seat]!.routes;
  const sources: Loc[] = [];
  const dests: Loc[] = [];
  state.sites.forEach((s, site) => {
    if (s.owner !== seat) return;
    for (const b of s.buildings) {
      const loc = { site, slot: b.slots[0]! };
      if (b.token && !routed.some((r) => sameLoc(r.from, loc!))) sources.push(loc!);
      if (DESTINATIONS.has(b.kind)) dests.push(loc!);
    }
  });
  const moves: Move[] = sources.flatMap((from) =>
    dests.map((to) => ({ type: "distribute" as const, routes: [{ from, to }], submit: false })),
  );
  moves.push({ type: "distribute", routes: [], submit: true });
  return moves;
}
