// A king's moves: the turn (flip a Katun card, or pay one wealth then build, attack or pass), war, the
// decisions some cards ask for, and the simultaneous distribution.
//
// Each kind of move has one `…Refusal` function, the only place its rule is written: it says why the move
// is refused now, or null. `legalMoves` generates candidates and keeps those their check accepts; `apply`
// refuses with the same check, then only carries the move out. `legalMoves` lists distribution routes one
// at a time; `apply` also takes a whole plan in one move.
import { Random, RuleError, ruleRefusal, rulesAtLeast, type LogEntry, type LogParam, type Refusal } from "../../engine/index";
import type { en } from "./messages";
import { DESTINATIONS, planRefusal, sameLoc, type Transport } from "./rules-distribution";
import { closedBy } from "./rules-transport";
import {
  BUILDINGS,
  BUILDING_TILE,
  CATASTROPHES,
  COSTS,
  DOUBLE,
  SACRIFICE,
  WEALTH,
  type BuildingKind,
  type CardKind,
  type Wealth,
} from "./data";
import { closeRound, produce } from "./rules-rounds";
import {
  buildingAt,
  buildingTilesLeft,
  cardOf,
  citiesOf,
  combinations,
  costOfDestroying,
  countKind,
  gain,
  geo,
  influence,
  largePyramidsLeft,
  nextSeat,
  passable,
  podium,
  reachable,
  removeBuilding,
  smallPyramidsLeft,
  type BalamState,
  type Move,
  type Building,
  type Loc,
  type War,
} from "./state";

type MoveOf<T extends Move["type"]> = Extract<Move, { type: T }>;

/** Refusals are phrased by the catalog (messages.ts), where each of these keys has its words. */
const no = ruleRefusal<Extract<keyof typeof en, `balam.refused.${string}`>>;

const locKey = (l: Loc) => `${l.site}:${l.slot}`;
/** Whether every item appears once (as told by `key`). */
function distinct<T>(items: readonly T[], key: (item: T) => unknown = (item) => item): boolean {
  return new Set(items.map(key)).size === items.length;
}

// ---------------------------------------------------------------------------------------------------
// Who is awaited

export function awaitingSeats(state: BalamState): number[] {
  if (state.phase === "over") return [];
  if (state.phase === "distribution") return state.plans.flatMap((p, seat) => (p.submitted ? [] : [seat]));
  if (state.step.kind === "war" && state.step.war.stage === "defend") return [state.step.war.defender];
  return [state.current];
}

// ---------------------------------------------------------------------------------------------------
// What the checks of one state and seat share, computed on first use and kept while the state does not
// change: `legalMoves` checks many candidates against one state.

class Facts implements Transport {
  private openSites?: boolean[];
  private readonly reaches = new Map<number, Set<number>>();
  private readonly free = new Map<number, Set<number>>();
  private tiles?: ReturnType<typeof buildingTilesLeft>;
  private small?: number;
  private large?: number;
  private awaited?: boolean;

  constructor(
    readonly state: BalamState,
    readonly seat: number,
  ) {}

  get isAwaited(): boolean {
    return (this.awaited ??= awaitingSeats(this.state).includes(this.seat));
  }
  /** Whether the seat's wealth may enter or cross each site. */
  get open(): boolean[] {
    return (this.openSites ??= passable(this.state, this.seat));
  }
  get revision(): number {
    return this.state.revision;
  }
  get sites(): BalamState["sites"] {
    return this.state.sites;
  }
  /** The kings who close `site` to the seat's wealth (only asked when it is closed, so not kept). */
  closers(site: number): number[] {
    return closedBy(influence(this.state)[site]!, this.state.sites[site]!.owner, this.seat, this.state);
  }
  /** Sites the seat's wealth on `site` can reach. */
  reach(site: number): Set<number> {
    let reach = this.reaches.get(site);
    if (!reach) this.reaches.set(site, (reach = reachable(this.state, this.open, site)));
    return reach;
  }
  freeSlots(site: number): Set<number> {
    let free = this.free.get(site);
    if (!free) {
      const used = new Set(this.state.sites[site]!.buildings.flatMap((b) => b.slots));
      free = new Set(Array.from({ length: geo(this.state).sites[site]!.slots }, (_, i) => i).filter((i) => !used.has(i)));
      this.free.set(site, free);
    }
    return free;
  }
  get tilesLeft(): ReturnType<typeof buildingTilesLeft> {
    return (this.tiles ??= buildingTilesLeft(this.state));
  }
  get smallPyramids(): number {
    return (this.small ??= smallPyramidsLeft(this.state, this.seat));
  }
  get largePyramids(): number {
    return (this.large ??= largePyramidsLeft(this.state, this.seat));
  }
}

// ---------------------------------------------------------------------------------------------------
// The rules: why each kind of move is refused now, or null

/** The one check every move goes through, `legalMoves`' candidates as much as what `apply` receives. */
function refusal(facts: Facts, move: Move): Refusal | null {
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

// War

const garrisonsAt = (state: BalamState, site: number): Building[] => state.sites[site]!.buildings.filter((b) => b.kind === "garrison");

function attackRefusal({ state, seat }: Facts, move: MoveOf<"attack">): Refusal | null {
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
function defendingSites(state: BalamState, war: War): number[] {
  const g = geo(state);
  return [war.to, ...g.sites[war.to]!.neighbours.filter((n) => state.sites[n]!.owner === war.defender)];
}

function defenceObsidianAvailable(state: BalamState, war: War): number {
  return defendingSites(state, war).reduce((n, site) => n + garrisonsAt(state, site).filter((b) => b.token === "obsidian").length, 0);
}

function defendRefusal({ state }: Facts, move: MoveOf<"defend">): Refusal | null {
  const war = warAt(state, "defend");
  if (!war) return NO_BATTLE;
  const available = defenceObsidianAvailable(state, war);
  if (move.obsidian > available) return no("bad-obsidian", "balam.refused.defenceObsidian", { count: available });
  return null;
}

/** The committed garrisons still standing in the attacking city. */
const committedGarrisons = (state: BalamState, war: War): number[] =>
  war.garrisons.filter((slot) => buildingAt(state, { site: war.from, slot })?.kind === "garrison");

function casualtiesRefusal({ state }: Facts, move: MoveOf<"casualties">): Refusal | null {
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

function destroyRefusal({ state }: Facts, move: MoveOf<"destroy">): Refusal | null {
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

// Katun decisions

/** A storehouse or garrison holding a wealth (of that kind): the Mayas' wealth catastrophes and cenotes take. */
const holdsWealth = (b: Building | undefined, wealth?: Wealth): boolean =>
  (b?.kind === "storehouse" || b?.kind === "garrison") && b.token !== null && (wealth === undefined || b.token === wealth);

/** The Mayas' wealth (of one kind) on a king's storehouses and garrisons. */
function boardTokens(state: BalamState, seat: number, wealth?: Wealth): Loc[] {
  const out: Loc[] = [];
  state.sites.forEach((s, site) => {
    if (s.owner !== seat) return;
    for (const b of s.buildings) {
      if (holdsWealth(b, wealth)) out.push({ site, slot: b.slots[0]! });
    }
  });
  return out;
}

function buildingsOf(state: BalamState, seat: number, kind: BuildingKind): Loc[] {
  const out: Loc[] = [];
  state.sites.forEach((s, site) => {
    if (s.owner === seat) for (const b of s.buildings) if (b.kind === kind) out.push({ site, slot: b.slots[0]! });
  });
  return out;
}

/** Cities a city catastrophe destroys: at the foot of a volcano, or by the sea. */
function doomedCities(state: BalamState, seat: number, where: "volcano" | "seaside"): number[] {
  const g = geo(state);
  return state.sites.flatMap((s, i) =>
    s.owner === seat && (where === "volcano" ? g.sites[i]!.tile.volcano : g.sites[i]!.seaside) ? [i] : [],
  );
}

/** Whether a catastrophe threatens the king at all: with nothing of what it destroys, no penalty. */
function threatened(state: BalamState, seat: number, kind: CardKind): boolean {
  const lose = CATASTROPHES[kind]!.lose;
  if (lose === "volcano" || lose === "seaside") return doomedCities(state, seat, lose).length > 0;
  return lose.some((l) => countKind(state, seat, l.kind) > 0);
}

function decisionRefusal(facts: Facts, move: MoveOf<"gain" | "dowry" | "offer" | "tribute" | "ruin">): Refusal | null {
  const { state, seat } = facts;
  const step = state.step;
  if (step.kind !== "decision") return no("wrong-step", "balam.refused.noDecisionCard");
  const card = cardOf(step.card);
  const refused = decisionRefusalOf(card.kind, card.wealth, card.prestige);
  switch (card.kind) {
    case "prosperous":
      if (move.type !== "gain") return refused;
      return move.choice === "prestige" || (card.wealth.includes(move.choice) && state.supply[move.choice] > 0) ? null : refused;
    case "expedition":
      return move.type === "gain" && move.choice !== "prestige" && state.supply[move.choice] > 0 ? null : refused;
    case "marriage":
      return move.type === "dowry" && move.from !== seat && (state.kings[move.from]?.wealth[move.wealth] ?? 0) > 0 ? null : refused;
    case "cenoteCult": {
      if (move.type !== "offer") return refused;
      const isToken = state.sites[move.from.site]?.owner === seat && holdsWealth(buildingAt(state, move.from));
      const cenote = geo(state).sites[move.cenote];
      if (!isToken || !cenote?.tile.cenote || step.used.includes(move.cenote)) return refused;
      return facts.reach(move.from.site).has(move.cenote) ? null : refused;
    }
    default: {
      const spec = CATASTROPHES[card.kind];
      if (!spec || !threatened(state, seat, card.kind)) return refused;
      if (move.type === "tribute") {
        const paid = move.tokens.every((loc) => state.sites[loc.site]?.owner === seat && holdsWealth(buildingAt(state, loc), spec.pay));
        return move.tokens.length === spec.count && distinct(move.tokens, locKey) && paid ? null : refused;
      }
      if (move.type !== "ruin") return refused;
      const lose = spec.lose;
      if (lose === "volcano" || lose === "seaside") return move.buildings.length === 0 ? null : refused;
      // Of each kind named, as many as the card says, or all the king has when he has fewer; nothing else.
      const named = move.buildings.map((loc) => (state.sites[loc.site]?.owner === seat ? buildingAt(state, loc)?.kind : undefined));
      const exact = lose.every((l) => named.filter((k) => k === l.kind).length === Math.min(l.count, countKind(state, seat, l.kind)));
      const onlyNamed = named.every((k) => lose.some((l) => l.kind === k));
      return exact && onlyNamed && distinct(move.buildings, locKey) ? null : refused;
    }
  }
}

/** Why a Katun card's decision is refused: what the card asks for. */
function decisionRefusalOf(kind: CardKind, wealth: readonly Wealth[], prestige: number): Refusal {
  switch (kind) {
    case "prosperous":
      return no("not-allowed", "balam.refused.prosperous", { wealth, prestige });
    case "expedition":
      return no("not-allowed", "balam.refused.expedition");
    case "marriage":
      return no("not-allowed", "balam.refused.marriage");
    case "cenoteCult":
      return no("not-allowed", "balam.refused.cenoteCult");
    default: {
      const spec = CATASTROPHES[kind];
      if (!spec) return no("not-allowed", "balam.refused.noDecisionAsked");
      const lose: Record<string, LogParam> =
        typeof spec.lose === "string"
          ? { cities: spec.lose }
          : { kinds: spec.lose.map((l) => l.kind), counts: spec.lose.map((l) => l.count) };
      return no("not-allowed", "balam.refused.catastrophe", { count: spec.count, pay: spec.pay, ...lose });
    }
  }
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

/** From each of the king's cities with garrisons to each neighbour, every set of garrisons and of their obsidian. */
function attackCandidates(state: BalamState, seat: number): Move[] {
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

function warCandidates(state: BalamState, war: War): Move[] {
  switch (war.stage) {
    case "defend":
      return Array.from({ length: defenceObsidianAvailable(state, war) + 1 }, (_, obsidian) => ({ type: "defend" as const, obsidian }));
    case "casualties":
      return subsets(committedGarrisons(state, war)).map((slots) => ({ type: "casualties" as const, slots }));
    case "destroy":
      return subsets(state.sites[war.to]!.buildings).map((chosen) => ({ type: "destroy" as const, slots: chosen.map((b) => b.slots[0]!) }));
    case "done":
      return [];
  }
}

function decisionCandidates(state: BalamState, seat: number, cardIndex: number): Move[] {
  const card = cardOf(cardIndex);
  switch (card.kind) {
    case "prosperous":
    case "expedition":
      return [...WEALTH, "prestige" as const].map((choice) => ({ type: "gain" as const, choice }));
    case "marriage":
      return state.kings.flatMap((_, from) => WEALTH.map((wealth) => ({ type: "dowry" as const, from, wealth })));
    case "cenoteCult": {
      const cenotes = geo(state)
        .sites.filter((s) => s.tile.cenote)
        .map((s) => s.index);
      const offers = boardTokens(state, seat).flatMap((from) => cenotes.map((cenote) => ({ type: "offer" as const, from, cenote })));
      return [...offers, { type: "end" }];
    }
    default: {
      const spec = CATASTROPHES[card.kind];
      if (!spec) return [];
      const tributes = combinations(boardTokens(state, seat, spec.pay), spec.count).map((tokens) => ({ type: "tribute" as const, tokens }));
      if (spec.lose === "volcano" || spec.lose === "seaside") return [...tributes, { type: "ruin", buildings: [] }];
      let ruins: Loc[][] = [[]];
      for (const { kind, count } of spec.lose) {
        const owned = buildingsOf(state, seat, kind);
        const picks = combinations(owned, Math.min(count, owned.length));
        ruins = ruins.flatMap((r) => picks.map((p) => [...r, ...p]));
      }
      return [...tributes, ...ruins.map((buildings) => ({ type: "ruin" as const, buildings }))];
    }
  }
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

// ---------------------------------------------------------------------------------------------------
// Apply: refuse by the rules above, then carry the move out

export function applyMove(state: BalamState, seat: number, move: Move, log: LogEntry[]): void {
  RuleError.throwIf(refusal(new Facts(state, seat), move));
  const step = state.step;
  switch (move.type) {
    case "flip":
      return flip(state, seat, move.card, log);
    case "tax":
      state.kings[seat]!.wealth[move.wealth]--;
      state.supply[move.wealth]++;
      state.step = { kind: "act" };
      log.push({ key: "balam.tax", params: { seat, wealth: move.wealth } });
      return;
    case "site":
      state.step = { kind: "build", site: move.site, free: false };
      if (saysEveryMove(state)) log.push({ key: "balam.site-chosen", params: { seat, site: move.site } });
      return;
    case "build":
      return build(state, seat, (step as Extract<typeof step, { kind: "build" }>).site, move, log);
    case "demolish": {
      const site = (step as Extract<typeof step, { kind: "build" }>).site;
      const b = buildingAt(state, { site, slot: move.slot })!;
      removeBuilding(state, site, b, log, "demolished");
      log.push({ key: "balam.demolished", params: { seat, site, slot: move.slot, kind: b.kind } });
      return;
    }
    case "attack":
      return attack(state, seat, move, log);
    case "defend": {
      const war = (step as Extract<typeof step, { kind: "war" }>).war;
      spendDefence(state, war, move.obsidian);
      war.defenceObsidian = move.obsidian;
      log.push({ key: "balam.defence", params: { seat: war.defender, obsidian: move.obsidian } });
      return roll(state, war, log);
    }
    case "casualties": {
      const war = (step as Extract<typeof step, { kind: "war" }>).war;
      loseGarrisons(state, war, move.slots, log);
      war.stage = "destroy";
      return continueWar(state, war, log);
    }
    case "destroy": {
      const war = (step as Extract<typeof step, { kind: "war" }>).war;
      destroy(state, war, move.slots, log);
      war.stage = "done";
      return continueWar(state, war, log);
    }
    case "end":
      if (step.kind === "act") log.push({ key: "balam.passed", params: { seat } });
      else if (saysEveryMove(state) && step.kind === "build") log.push({ key: "balam.build-finished", params: { seat, site: step.site } });
      else if (saysEveryMove(state) && step.kind === "decision") log.push({ key: "balam.offerings-ended", params: { seat } });
      return finishTurn(state, log);
    case "gain":
    case "dowry":
    case "offer":
    case "tribute":
    case "ruin":
      return decide(state, seat, move, log);
    case "distribute":
      return distribute(state, seat, move, log);
  }
}

/**
 * Revision 3: every move writes a line, so that no row of the log and no step of a turn mail is blank
 * (earlier games keep their logs as recorded, which their replays check).
 */
const saysEveryMove = (state: BalamState) => rulesAtLeast(state, 3);

function build(state: BalamState, seat: number, site: number, move: MoveOf<"build">, log: LogEntry[]): void {
  const s = state.sites[site]!;
  for (const w of move.pay) {
    state.kings[seat]!.wealth[w]--;
    state.supply[w]++;
  }
  const founded = s.owner === null;
  s.owner = seat;
  s.buildings.push({ kind: move.kind, slots: [...move.slots], token: null });
  if (saysEveryMove(state) && state.step.kind === "build") state.step.built = true;
  log.push({ key: "balam.built", params: { seat, site, slot: move.slots[0]!, kind: move.kind, paid: move.pay, founded } });
}

// ---------------------------------------------------------------------------------------------------
// War

function attack(state: BalamState, seat: number, move: MoveOf<"attack">, log: LogEntry[]): void {
  const { from, to } = move;
  for (const slot of move.obsidian) {
    buildingAt(state, { site: from, slot })!.token = null;
    state.supply.obsidian++;
  }
  const war: War = {
    attacker: seat,
    defender: state.sites[to]!.owner!,
    from,
    to,
    garrisons: [...move.garrisons],
    attackObsidian: move.obsidian.length,
    stage: "defend",
    defenceObsidian: 0,
    dice: [],
    attack: 0,
    defence: 0,
    skulls: 0,
    points: 0,
    destroyed: [],
    garrisonsLost: 0,
    prisoners: 0,
    devastated: false,
  };
  state.step = { kind: "war", war };
  log.push({
    key: "balam.attack",
    params: { seat, defender: war.defender, from, to, garrisons: war.garrisons.length, obsidian: war.attackObsidian },
  });
  if (defenceObsidianAvailable(state, war) === 0) roll(state, war, log);
}

/** The defender spends obsidian from the attacked city first, where it is most at risk. */
function spendDefence(state: BalamState, war: War, count: number): void {
  let left = count;
  for (const site of defendingSites(state, war)) {
    for (const b of garrisonsAt(state, site)) {
      if (left > 0 && b.token === "obsidian") {
        b.token = null;
        state.supply.obsidian++;
        left--;
      }
    }
  }
}

function roll(state: BalamState, war: War, log: LogEntry[]): void {
  const random = Random.fromState(state.rng);
  war.dice = war.garrisons.map(() => state.dieFaces[random.int(0, state.dieFaces.length - 1)]!);
  state.rng = random.state;
  war.skulls = war.dice.filter((d) => d === "skull").length;
  war.attack = war.dice.reduce<number>((n, d) => n + (d === "skull" ? 0 : d), 0) + war.attackObsidian;
  war.defence = defendingSites(state, war).reduce((n, site) => n + garrisonsAt(state, site).length, 0) + war.defenceObsidian;
  war.points = war.attack - war.defence;
  war.stage = "casualties";
  log.push({
    key: "balam.dice",
    params: { seat: war.attacker, faces: war.dice, attack: war.attack, defence: war.defence, points: war.points },
  });
  continueWar(state, war, log);
}

function loseGarrisons(state: BalamState, war: War, slots: number[], log: LogEntry[]): void {
  for (const slot of slots) {
    const b = buildingAt(state, { site: war.from, slot })!;
    log.push({ key: "balam.garrison-lost", params: { seat: war.attacker, site: war.from, slot, token: b.token } });
    removeBuilding(state, war.from, b, log, "war");
  }
  war.garrisonsLost = slots.length;
}

function destroy(state: BalamState, war: War, slots: number[], log: LogEntry[]): void {
  for (const slot of slots) {
    const b = buildingAt(state, { site: war.to, slot })!;
    war.destroyed.push(b.kind);
    log.push({ key: "balam.destroyed", params: { seat: war.attacker, defender: war.defender, site: war.to, slot, kind: b.kind } });
    removeBuilding(state, war.to, b, log, "war");
  }
}

/** Skull losses, then destruction (asking the attacker only when there is a real choice), then prisoners. */
function continueWar(state: BalamState, war: War, log: LogEntry[]): void {
  if (war.stage === "casualties") {
    const options = legalMoves(state, war.attacker) as MoveOf<"casualties">[];
    if (options.length > 1) return;
    loseGarrisons(state, war, options[0]!.slots, log);
    war.stage = "destroy";
  }
  if (war.stage === "destroy") {
    const options = legalMoves(state, war.attacker) as MoveOf<"destroy">[];
    if (options.length > 1) return;
    destroy(state, war, options[0]!.slots, log);
    war.stage = "done";
  }
  // One prisoner per destroyed building, onto the attacking city's free garrisons; the rest are lost.
  let prisoners = 0;
  for (const b of garrisonsAt(state, war.from)) {
    if (prisoners < war.destroyed.length && b.token === null && state.supply.prisoner > 0) {
      b.token = "prisoner";
      state.supply.prisoner--;
      prisoners++;
    }
  }
  war.prisoners = prisoners;
  if (war.destroyed.length > 0)
    log.push({ key: "balam.prisoners", params: { seat: war.attacker, taken: war.destroyed.length, kept: prisoners } });
  war.devastated = state.sites[war.to]!.buildings.length === 0;
  state.lastWar = war;
  if (war.devastated && largePyramidsLeft(state, war.attacker) > 0) {
    log.push({ key: "balam.devastated", params: { seat: war.attacker, defender: war.defender, site: war.to } });
    state.step = { kind: "build", site: war.to, free: true };
  } else finishTurn(state, log);
}

// ---------------------------------------------------------------------------------------------------
// Katun cards

function flip(state: BalamState, seat: number, position: number, log: LogEntry[]): void {
  const slot = state.row[position]!;
  slot.up = true;
  const card = cardOf(slot.card);
  log.push({ key: "balam.flipped", params: { seat, position, card: card.id, kind: card.kind } });
  switch (card.kind) {
    case "favourable": {
      const got = gain(state, seat, card.wealth[0]!, 1);
      log.push({ key: "balam.gained", params: { seat, wealth: card.wealth[0]!, count: got } });
      return finishTurn(state, log);
    }
    case "exceptional": {
      const got = gain(state, seat, "maize", 2);
      log.push({ key: "balam.gained", params: { seat, wealth: "maize", count: got } });
      return finishTurn(state, log);
    }
    case "cacaoFeast":
      for (let k = 0; k < state.players; k++) {
        const king = (seat + k) % state.players;
        log.push({ key: "balam.gained", params: { seat: king, wealth: "cacao", count: gain(state, king, "cacao", 1) } });
      }
      return finishTurn(state, log);
    case "ballGame":
      ballGame(state, log);
      return finishTurn(state, log);
    case "eclipse":
      state.eclipse = true;
      log.push({ key: "balam.eclipse", params: { seat } });
      return finishTurn(state, log);
    default:
      state.step = { kind: "decision", card: slot.card, used: [] };
      return settleDecision(state, seat, log);
  }
}

/** A ball game: the most ball courts wins as many prestige points as its cities (see `podium` for ties). */
function ballGame(state: BalamState, log: LogEntry[]): void {
  state.ballGames++;
  const { first, second } = podium(state.kings.map((_, seat) => countKind(state, seat, "ballcourt")));
  const points = state.kings.map(() => 0);
  for (const seat of first) points[seat] = first.length === 1 ? citiesOf(state, seat) : Math.floor(citiesOf(state, seat) / 2);
  for (const seat of second) points[seat] = Math.floor(citiesOf(state, seat) / 2);
  for (const [seat, p] of points.entries()) state.kings[seat]!.prestige += p;
  log.push({ key: "balam.ball-game", params: { number: state.ballGames, of: state.ballGamesToEnd, points } });
}

/** Applies a decision's only possible move at once, ends the turn if there is none, or waits. */
function settleDecision(state: BalamState, seat: number, log: LogEntry[]): void {
  const step = state.step;
  if (step.kind !== "decision") return;
  const moves = legalMoves(state, seat);
  if (moves.length === 0) {
    log.push({ key: "balam.no-effect", params: { seat, kind: cardOf(step.card).kind } });
    return finishTurn(state, log);
  }
  if (moves.length === 1) {
    if (moves[0]!.type === "end") return finishTurn(state, log);
    return decide(state, seat, moves[0] as MoveOf<"gain" | "dowry" | "offer" | "tribute" | "ruin">, log);
  }
}

function decide(state: BalamState, seat: number, move: MoveOf<"gain" | "dowry" | "offer" | "tribute" | "ruin">, log: LogEntry[]): void {
  const step = state.step as Extract<BalamState["step"], { kind: "decision" }>;
  const card = cardOf(step.card);
  switch (move.type) {
    case "gain":
      if (move.choice === "prestige") {
        state.kings[seat]!.prestige += card.prestige;
        log.push({ key: "balam.prestige", params: { seat, points: card.prestige, card: card.id } });
      } else log.push({ key: "balam.gained", params: { seat, wealth: move.choice, count: gain(state, seat, move.choice, 1) } });
      return finishTurn(state, log);
    case "dowry":
      state.kings[move.from]!.wealth[move.wealth]--;
      state.kings[seat]!.wealth[move.wealth]++;
      log.push({ key: "balam.dowry", params: { seat, from: move.from, wealth: move.wealth } });
      return finishTurn(state, log);
    case "offer": {
      const b = buildingAt(state, move.from)!;
      const w = b.token!;
      b.token = null;
      state.supply[w]++;
      const points = 2 * SACRIFICE[w];
      state.kings[seat]!.prestige += points;
      step.used.push(move.cenote);
      log.push({ key: "balam.offered", params: { seat, site: move.cenote, wealth: w, points } });
      return settleDecision(state, seat, log);
    }
    case "tribute": {
      const spec = CATASTROPHES[card.kind]!;
      for (const loc of move.tokens) {
        const b = buildingAt(state, loc)!;
        state.supply[b.token!]++;
        b.token = null;
      }
      log.push({ key: "balam.tribute", params: { seat, kind: card.kind, wealth: spec.pay, count: spec.count } });
      return finishTurn(state, log);
    }
    case "ruin": {
      const spec = CATASTROPHES[card.kind]!;
      if (spec.lose === "volcano" || spec.lose === "seaside") {
        const cities = doomedCities(state, seat, spec.lose);
        for (const site of cities) for (const b of [...state.sites[site]!.buildings]) removeBuilding(state, site, b, log, card.kind);
        log.push({ key: "balam.ruined", params: { seat, kind: card.kind, sites: cities, buildings: [] } });
      } else {
        const kinds = move.buildings.map((loc) => buildingAt(state, loc)!.kind);
        for (const loc of move.buildings) removeBuilding(state, loc.site, buildingAt(state, loc)!, log, card.kind);
        log.push({ key: "balam.ruined", params: { seat, kind: card.kind, sites: move.buildings.map((l) => l.site), buildings: kinds } });
      }
      return finishTurn(state, log);
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Distribution

function distribute(state: BalamState, seat: number, move: MoveOf<"distribute">, log: LogEntry[]): void {
  const plan = state.plans[seat]!;
  plan.routes = [...plan.routes, ...move.routes];
  if (move.submit) {
    plan.submitted = true;
    log.push({ key: "balam.plan-submitted", params: { seat } });
  } else if (saysEveryMove(state)) log.push({ key: "balam.route-planned", params: { seat } }); // where to stays hidden
  if (state.plans.every((p) => p.submitted)) resolveDistribution(state, log);
}

/** Every plan in: taxes, ceremonies, equipment and storage; then what is left on the board is lost, but for
 * storehouses' stock and garrisons' obsidian. */
function resolveDistribution(state: BalamState, log: LogEntry[]): void {
  for (let k = 0; k < state.players; k++) {
    const seat = (state.first + k) % state.players;
    const routes = state.plans[seat]!.routes;
    const carried = routes.map((r) => {
      const b = buildingAt(state, r.from)!;
      const w = b.token!;
      b.token = null;
      return w;
    });
    const taxed: Wealth[] = [];
    const sacrificed: Wealth[] = [];
    const lost: Wealth[] = [];
    let points = 0;
    routes.forEach((r, i) => {
      const dest = buildingAt(state, r.to)!;
      const w = carried[i]!;
      if (dest.kind === "temple") {
        points += SACRIFICE[w];
        state.supply[w]++;
        sacrificed.push(w);
      } else if (dest.kind === "palace") {
        state.kings[seat]!.wealth[w]++;
        taxed.push(w);
      } else {
        // What the wealth replaces (revision 2, planRefusal) is lost.
        if (dest.token) {
          lost.push(dest.token);
          state.supply[dest.token]++;
        }
        dest.token = w;
      }
    });
    state.kings[seat]!.prestige += points;
    for (const s of state.sites) {
      if (s.owner !== seat) continue;
      for (const b of s.buildings) {
        if (!b.token || b.kind === "storehouse" || (b.kind === "garrison" && b.token === "obsidian")) continue;
        lost.push(b.token);
        state.supply[b.token]++;
        b.token = null;
      }
    }
    if (taxed.length > 0) log.push({ key: "balam.taxed", params: { seat, wealth: taxed } });
    if (sacrificed.length > 0) log.push({ key: "balam.ceremony", params: { seat, wealth: sacrificed, points } });
    if (lost.length > 0) log.push({ key: "balam.lost", params: { seat, wealth: lost } });
  }
  closeRound(state, state.current, log);
}

function hasTokensOnBoard(state: BalamState, seat: number): boolean {
  return state.sites.some((s) => s.owner === seat && s.buildings.some((b) => b.token !== null));
}

/** The last Katun card is out: production, then every king with wealth on the board plans at once. */
function endRound(state: BalamState, log: LogEntry[]): void {
  produce(state, log);
  state.phase = "distribution";
  state.plans = state.kings.map((_, seat) => ({ routes: [], submitted: !hasTokensOnBoard(state, seat) }));
  if (state.plans.every((p) => p.submitted)) resolveDistribution(state, log);
}

function finishTurn(state: BalamState, log: LogEntry[]): void {
  if (state.row.every((c) => c.up)) endRound(state, log);
  else {
    state.current = nextSeat(state, state.current);
    state.step = { kind: "start" };
  }
}
