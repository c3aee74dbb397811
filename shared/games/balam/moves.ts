// A king's moves: the turn (flip a Katun card, or pay one wealth then build, attack or pass), war, the
// decisions some cards ask for, and the simultaneous distribution. `legalMoves` lists every move `apply`
// accepts, except whole distribution plans, which `apply` takes in one move as well as route by route.
import { Random, type LogEntry } from "../../engine/index";
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
import { closeRound, produce } from "./rounds";
import {
  buildingAt,
  buildingTilesLeft,
  cardOf,
  citiesOf,
  combinations,
  costOfDestroying,
  countKind,
  fail,
  gain,
  geo,
  largePyramidsLeft,
  nextSeat,
  passable,
  podium,
  reachable,
  removeBuilding,
  smallPyramidsLeft,
  type BalamState,
  type Building,
  type Loc,
  type Route,
  type War,
} from "./state";

export type Move =
  | { type: "flip"; card: number }
  | { type: "tax"; wealth: Wealth }
  | { type: "site"; site: number }
  | { type: "build"; kind: BuildingKind; slots: number[]; pay: Wealth[] }
  | { type: "demolish"; slot: number }
  | { type: "attack"; from: number; to: number; garrisons: number[]; obsidian: number[] }
  | { type: "defend"; obsidian: number }
  | { type: "casualties"; slots: number[] }
  | { type: "destroy"; slots: number[] }
  | { type: "end" }
  | { type: "gain"; choice: Wealth | "prestige" }
  | { type: "dowry"; from: number; wealth: Wealth }
  | { type: "offer"; from: Loc; cenote: number }
  | { type: "tribute"; tokens: Loc[] }
  | { type: "ruin"; buildings: Loc[] }
  | { type: "distribute"; routes: Route[]; submit: boolean };

const key = (value: unknown) => JSON.stringify(value);
const sameLoc = (a: Loc, b: Loc) => a.site === b.site && a.slot === b.slot;

// ---------------------------------------------------------------------------------------------------
// Who is awaited

export function awaitingSeats(state: BalamState): number[] {
  if (state.phase === "over") return [];
  if (state.phase === "distribution") return state.plans.flatMap((p, seat) => (p.submitted ? [] : [seat]));
  if (state.step.kind === "war" && state.step.war.stage === "defend") return [state.step.war.defender];
  return [state.current];
}

// ---------------------------------------------------------------------------------------------------
// Legal moves

export function legalMoves(state: BalamState, seat: number): Move[] {
  if (!awaitingSeats(state).includes(seat)) return [];
  if (state.phase === "distribution") return distributionMoves(state, seat);
  const step = state.step;
  switch (step.kind) {
    case "start": {
      const moves: Move[] = state.row.flatMap((c, card) => (c.up ? [] : [{ type: "flip" as const, card }]));
      for (const wealth of WEALTH) if (state.kings[seat].wealth[wealth] > 0) moves.push({ type: "tax", wealth });
      return moves;
    }
    case "act":
      return [...siteMoves(state, seat), ...attackMoves(state, seat), { type: "end" }];
    case "build":
      return [...buildMoves(state, seat, step.site), ...demolishMoves(state, seat, step.site), { type: "end" }];
    case "war":
      return warMoves(state, step.war);
    case "decision":
      return decisionMoves(state, seat, step.card, step.used);
  }
}

function siteMoves(state: BalamState, seat: number): Move[] {
  const canFound = largePyramidsLeft(state, seat) > 0;
  return state.sites.flatMap((s, site) =>
    s.owner === seat || (s.owner === null && canFound) ? [{ type: "site" as const, site }] : [],
  );
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

function freeSlots(state: BalamState, site: number): Set<number> {
  const info = geo(state).sites[site];
  const used = new Set(state.sites[site].buildings.flatMap((b) => b.slots));
  return new Set(Array.from({ length: info.slots }, (_, i) => i).filter((i) => !used.has(i)));
}

function buildMoves(state: BalamState, seat: number, site: number): Move[] {
  const s = state.sites[site];
  if (s.owner === null && largePyramidsLeft(state, seat) === 0) return [];
  const info = geo(state).sites[site];
  const free = freeSlots(state, site);
  const tiles = buildingTilesLeft(state);
  const purse = state.kings[seat].wealth;
  const marketRoom = smallPyramidsLeft(state, seat) >= 1 + info.neighbours.length;
  const moves: Move[] = [];
  for (const kind of BUILDINGS) {
    if (tiles[BUILDING_TILE[kind]] === 0 || (kind === "market" && !marketRoom)) continue;
    const pays = payments(purse, COSTS[kind]);
    if (pays.length === 0) continue;
    const placements: number[][] = DOUBLE.has(kind)
      ? info.links.flatMap(([a, b]) => (free.has(a) && free.has(b) ? [[a, b]] : []))
      : [...free].map((a) => [a]);
    for (const slots of placements) for (const pay of pays) moves.push({ type: "build", kind, slots, pay });
  }
  return moves;
}

function demolishMoves(state: BalamState, seat: number, site: number): Move[] {
  const s = state.sites[site];
  return s.owner === seat ? s.buildings.map((b) => ({ type: "demolish" as const, slot: b.slots[0] })) : [];
}

const garrisonsAt = (state: BalamState, site: number): Building[] =>
  state.sites[site].buildings.filter((b) => b.kind === "garrison");

function attackMoves(state: BalamState, seat: number): Move[] {
  const g = geo(state);
  const moves: Move[] = [];
  state.sites.forEach((s, from) => {
    if (s.owner !== seat) return;
    const garrisons = garrisonsAt(state, from);
    if (garrisons.length === 0) return;
    const targets = g.sites[from].neighbours.filter((n) => {
      const owner = state.sites[n].owner;
      return owner !== null && owner !== seat;
    });
    if (targets.length === 0) return;
    const commitments: { garrisons: number[]; obsidian: number[] }[] = [];
    for (let mask = 1; mask < 1 << garrisons.length; mask++) {
      const chosen = garrisons.filter((_, i) => mask & (1 << i));
      const armed = chosen.filter((b) => b.token === "obsidian");
      for (let spend = 0; spend < 1 << armed.length; spend++) {
        commitments.push({
          garrisons: chosen.map((b) => b.slots[0]),
          obsidian: armed.filter((_, i) => spend & (1 << i)).map((b) => b.slots[0]),
        });
      }
    }
    for (const to of targets) for (const c of commitments) moves.push({ type: "attack", from, to, ...c });
  });
  return moves;
}

/** The defender's garrisons that count: in the attacked city and in his cities next to it. */
function defendingSites(state: BalamState, war: War): number[] {
  const g = geo(state);
  return [war.to, ...g.sites[war.to].neighbours.filter((n) => state.sites[n].owner === war.defender)];
}

function defenceObsidianAvailable(state: BalamState, war: War): number {
  return defendingSites(state, war).reduce(
    (n, site) => n + garrisonsAt(state, site).filter((b) => b.token === "obsidian").length,
    0,
  );
}

function casualtyOptions(state: BalamState, war: War): number[][] {
  // Sorted like the key `apply` compares: garrisons may have been committed in any order.
  const committed = war.garrisons.filter((slot) => buildingAt(state, { site: war.from, slot })?.kind === "garrison").sort((a, b) => a - b);
  const lose = Math.min(war.skulls, committed.length);
  if (lose === 0) return [];
  return combinations(committed, lose);
}

/** Sets of the defender's buildings the attacker may destroy: within the points, and nothing more fits. */
function destroyOptions(state: BalamState, war: War): number[][] {
  if (war.points <= 0) return [];
  const buildings = state.sites[war.to].buildings;
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << buildings.length; mask++) {
    const chosen = buildings.filter((_, i) => mask & (1 << i));
    const cost = chosen.reduce((n, b) => n + costOfDestroying(b.kind), 0);
    if (cost > war.points) continue;
    const room = war.points - cost;
    if (buildings.some((b, i) => !(mask & (1 << i)) && costOfDestroying(b.kind) <= room)) continue;
    out.push(chosen.map((b) => b.slots[0]).sort((a, b) => a - b));
  }
  return out;
}

function warMoves(state: BalamState, war: War): Move[] {
  switch (war.stage) {
    case "defend":
      return Array.from({ length: defenceObsidianAvailable(state, war) + 1 }, (_, obsidian) => ({ type: "defend" as const, obsidian }));
    case "casualties":
      return casualtyOptions(state, war).map((slots) => ({ type: "casualties" as const, slots }));
    case "destroy":
      return destroyOptions(state, war).map((slots) => ({ type: "destroy" as const, slots }));
    case "done":
      return [];
  }
}

// ---------------------------------------------------------------------------------------------------
// Katun decisions

/** The Mayas' wealth of one kind on a king's storehouses and garrisons (catastrophes, cenotes). */
function boardTokens(state: BalamState, seat: number, wealth?: Wealth): Loc[] {
  const out: Loc[] = [];
  state.sites.forEach((s, site) => {
    if (s.owner !== seat) return;
    for (const b of s.buildings) {
      if ((b.kind === "storehouse" || b.kind === "garrison") && b.token && (wealth === undefined || b.token === wealth)) {
        out.push({ site, slot: b.slots[0] });
      }
    }
  });
  return out;
}

function buildingsOf(state: BalamState, seat: number, kind: BuildingKind): Loc[] {
  const out: Loc[] = [];
  state.sites.forEach((s, site) => {
    if (s.owner === seat) for (const b of s.buildings) if (b.kind === kind) out.push({ site, slot: b.slots[0] });
  });
  return out;
}

/** Cities a city catastrophe destroys: at the foot of a volcano, or by the sea. */
function doomedCities(state: BalamState, seat: number, where: "volcano" | "seaside"): number[] {
  const g = geo(state);
  return state.sites.flatMap((s, i) =>
    s.owner === seat && (where === "volcano" ? g.sites[i].tile.volcano : g.sites[i].seaside) ? [i] : [],
  );
}

function ruinOptions(state: BalamState, seat: number, kind: CardKind): Loc[][] {
  const spec = CATASTROPHES[kind]!;
  if (spec.lose === "volcano" || spec.lose === "seaside") return doomedCities(state, seat, spec.lose).length > 0 ? [[]] : [];
  let options: Loc[][] = [[]];
  for (const { kind: building, count } of spec.lose) {
    const owned = buildingsOf(state, seat, building);
    const picks = combinations(owned, Math.min(count, owned.length));
    options = options.flatMap((o) => picks.map((p) => [...o, ...p]));
  }
  return options[0].length === 0 ? [] : options;
}

function decisionMoves(state: BalamState, seat: number, cardIndex: number, used: number[]): Move[] {
  const card = cardOf(cardIndex);
  switch (card.kind) {
    case "prosperous":
      return [
        ...card.wealth.filter((w) => state.supply[w] > 0).map((choice) => ({ type: "gain" as const, choice })),
        { type: "gain", choice: "prestige" },
      ];
    case "expedition":
      return WEALTH.filter((w) => state.supply[w] > 0).map((choice) => ({ type: "gain" as const, choice }));
    case "marriage":
      return state.kings.flatMap((k, from) =>
        from === seat ? [] : WEALTH.filter((w) => k.wealth[w] > 0).map((wealth) => ({ type: "dowry" as const, from, wealth })),
      );
    case "cenoteCult": {
      const g = geo(state);
      const open = passable(state, seat);
      const cenotes = g.sites.filter((s) => s.tile.cenote && !used.includes(s.index)).map((s) => s.index);
      const moves: Move[] = [];
      for (const from of boardTokens(state, seat)) {
        const reach = reachable(state, open, from.site);
        for (const cenote of cenotes) if (reach.has(cenote) && (cenote === from.site || open[cenote])) moves.push({ type: "offer", from, cenote });
      }
      moves.push({ type: "end" });
      return moves;
    }
    default: {
      const spec = CATASTROPHES[card.kind];
      if (!spec) return [];
      const tokens = boardTokens(state, seat, spec.pay);
      const tributes = combinations(tokens, spec.count).map((t) => ({ type: "tribute" as const, tokens: t }));
      const ruins = ruinOptions(state, seat, card.kind).map((buildings) => ({ type: "ruin" as const, buildings }));
      // No building of the kind the card names: no penalty at all.
      return ruins.length === 0 ? [] : [...tributes, ...ruins];
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Distribution

interface PlanCheck {
  state: BalamState;
  seat: number;
  open: boolean[];
  reach: Map<number, Set<number>>;
}

const DESTINATIONS: ReadonlySet<BuildingKind> = new Set(["temple", "palace", "garrison", "storehouse"]);

/** Why one route is refused on its own (capacity aside), or null. */
function routeProblem(check: PlanCheck, route: Route): { code: string; reason: string } | null {
  const { state, seat } = check;
  const source = buildingAt(state, route.from);
  if (!source || state.sites[route.from.site].owner !== seat || !source.token) {
    return { code: "no-wealth", reason: `There is none of your wealth on site ${route.from.site}, slot ${route.from.slot}.` };
  }
  const dest = buildingAt(state, route.to);
  if (!dest || state.sites[route.to.site].owner !== seat || !DESTINATIONS.has(dest.kind)) {
    return { code: "bad-destination", reason: "Wealth goes to one of your temples, palaces, garrisons or storehouses." };
  }
  if (sameLoc(route.from, route.to)) return { code: "bad-destination", reason: "That wealth is already there." };
  if (dest.kind === "garrison" && source.token !== "obsidian") {
    return { code: "bad-destination", reason: "A garrison is equipped with obsidian only." };
  }
  let reach = check.reach.get(route.from.site);
  if (!reach) {
    reach = reachable(state, check.open, route.from.site);
    check.reach.set(route.from.site, reach);
  }
  if (route.from.site !== route.to.site) {
    if (!check.open[route.from.site]) {
      return { code: "transport-blocked", reason: `The ${source.token} cannot leave site ${route.from.site}: another king's markets control it.` };
    }
    if (!check.open[route.to.site]) {
      return { code: "transport-blocked", reason: `No wealth of yours may enter site ${route.to.site}: another king's markets control it.` };
    }
    if (!reach.has(route.to.site)) {
      return {
        code: "transport-blocked",
        reason: `The ${source.token} from site ${route.from.site} cannot reach site ${route.to.site} without crossing a site another king's markets control.`,
      };
    }
  }
  return null;
}

/** Room left at a destination given the routes already planned. */
function roomLeft(state: BalamState, routes: readonly Route[], to: Loc): number {
  const dest = buildingAt(state, to)!;
  const incoming = routes.filter((r) => sameLoc(r.to, to)).length;
  if (dest.kind === "temple" || dest.kind === "palace") return 2 - incoming;
  const stays = dest.token !== null && !routes.some((r) => sameLoc(r.from, to));
  return 1 - incoming - (stays ? 1 : 0);
}

function distributionMoves(state: BalamState, seat: number): Move[] {
  const plan = state.plans[seat];
  const check: PlanCheck = { state, seat, open: passable(state, seat), reach: new Map() };
  const sources: Loc[] = [];
  const dests: Loc[] = [];
  state.sites.forEach((s, site) => {
    if (s.owner !== seat) return;
    for (const b of s.buildings) {
      const loc = { site, slot: b.slots[0] };
      if (b.token && !plan.routes.some((r) => sameLoc(r.from, loc))) sources.push(loc);
      if (DESTINATIONS.has(b.kind)) dests.push(loc);
    }
  });
  const room = new Map(dests.map((d) => [key(d), roomLeft(state, plan.routes, d)]));
  const moves: Move[] = [];
  for (const from of sources) {
    for (const to of dests) {
      if (sameLoc(from, to)) continue;
      const route = { from, to };
      if (room.get(key(to))! <= 0) continue;
      if (routeProblem(check, route) === null) moves.push({ type: "distribute", routes: [route], submit: false });
    }
  }
  moves.push({ type: "distribute", routes: [], submit: true });
  return moves;
}

function applyDistribute(state: BalamState, seat: number, move: Extract<Move, { type: "distribute" }>, log: LogEntry[]): void {
  const plan = state.plans[seat];
  const check: PlanCheck = { state, seat, open: passable(state, seat), reach: new Map() };
  const routes = [...plan.routes];
  for (const route of move.routes) {
    const problem = routeProblem(check, route);
    if (problem) fail(problem.code, problem.reason);
    if (routes.some((r) => sameLoc(r.from, route.from))) fail("twice", "Each wealth travels once.");
    routes.push(route);
  }
  for (const route of routes) {
    if (roomLeft(state, routes, route.to) < 0) {
      const kind = buildingAt(state, route.to)!.kind;
      fail(
        "full",
        kind === "temple" || kind === "palace"
          ? `A ${kind} takes at most 2 wealth.`
          : `A ${kind} holds a single wealth (site ${route.to.site}, slot ${route.to.slot}).`,
      );
    }
  }
  plan.routes = routes;
  if (move.submit) {
    plan.submitted = true;
    log.push({ key: "balam.plan-submitted", params: { seat } });
  }
  if (state.plans.every((p) => p.submitted)) resolveDistribution(state, log);
}

/** Every plan in: taxes, ceremonies, equipment and storage, then everything else on the board is lost. */
function resolveDistribution(state: BalamState, log: LogEntry[]): void {
  for (let k = 0; k < state.players; k++) {
    const seat = (state.first + k) % state.players;
    const routes = state.plans[seat].routes;
    const carried = routes.map((r) => {
      const b = buildingAt(state, r.from)!;
      const w = b.token!;
      b.token = null;
      return w;
    });
    const taxed: Wealth[] = [];
    const sacrificed: Wealth[] = [];
    let points = 0;
    routes.forEach((r, i) => {
      const dest = buildingAt(state, r.to)!;
      const w = carried[i];
      if (dest.kind === "temple") {
        points += SACRIFICE[w];
        state.supply[w]++;
        sacrificed.push(w);
      } else if (dest.kind === "palace") {
        state.kings[seat].wealth[w]++;
        taxed.push(w);
      } else dest.token = w;
    });
    state.kings[seat].prestige += points;
    const lost: Wealth[] = [];
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

// ---------------------------------------------------------------------------------------------------
// Apply

export function applyMove(state: BalamState, seat: number, move: Move, log: LogEntry[]): void {
  if (state.phase === "over") fail("game-over", "The game is over.");
  if (!awaitingSeats(state).includes(seat)) fail("not-your-turn", "It is not your turn.");
  if (state.phase === "distribution") {
    if (move.type !== "distribute") fail("distribution", "Every king is planning the distribution: send your plan.");
    applyDistribute(state, seat, move as Extract<Move, { type: "distribute" }>, log);
    return;
  }
  const step = state.step;
  switch (move.type) {
    case "flip":
      if (step.kind !== "start") fail("wrong-step", "You flip a Katun card instead of paying a wealth, at the start of your turn.");
      return flip(state, seat, move.card, log);
    case "tax":
      if (step.kind !== "start") fail("wrong-step", "You pay one wealth at the start of your turn only.");
      if (state.kings[seat].wealth[move.wealth] === 0) fail("cannot-pay", `You have no ${move.wealth} on your sheet.`);
      state.kings[seat].wealth[move.wealth]--;
      state.supply[move.wealth]++;
      state.step = { kind: "act" };
      log.push({ key: "balam.tax", params: { seat, wealth: move.wealth } });
      return;
    case "site":
      return chooseSite(state, seat, move.site);
    case "build":
      if (step.kind !== "build") fail("wrong-step", "Choose the site you build on first, after paying your wealth.");
      return build(state, seat, step as Extract<typeof step, { kind: "build" }>, move, log);
    case "demolish": {
      if (step.kind !== "build") fail("wrong-step", "You may remove buildings only while building on that site.");
      const site = (step as Extract<typeof step, { kind: "build" }>).site;
      const b = buildingAt(state, { site, slot: move.slot });
      if (!b || state.sites[site].owner !== seat) fail("no-building", "None of your buildings starts at that slot.");
      removeBuilding(state, site, b!, log, "demolished");
      log.push({ key: "balam.demolished", params: { seat, site, slot: move.slot, kind: b!.kind } });
      return;
    }
    case "attack":
      return attack(state, seat, move, log);
    case "defend":
    case "casualties":
    case "destroy":
      return warDecision(state, move, log);
    case "end":
      if (step.kind === "act") log.push({ key: "balam.passed", params: { seat } });
      else if (step.kind === "decision" && cardOf(step.card).kind === "cenoteCult") {
        /* the king stops offering */
      } else if (step.kind !== "build") fail("wrong-step", "There is nothing to finish now.");
      return finishTurn(state, log);
    case "gain":
    case "dowry":
    case "offer":
    case "tribute":
    case "ruin":
      if (step.kind !== "decision") fail("wrong-step", "No Katun card is waiting for your decision.");
      return decide(state, seat, move, log);
    case "distribute":
      fail("wrong-step", "The distribution comes at the end of the round.");
  }
}

function chooseSite(state: BalamState, seat: number, site: number): void {
  if (state.step.kind !== "act") fail("wrong-step", "Pay one wealth first; then choose where to build.");
  const s = state.sites[site];
  if (!s) fail("no-site", "There is no such site.");
  if (s.owner !== null && s.owner !== seat) fail("not-yours", "You build on your own cities or on free sites only.");
  if (s.owner === null && largePyramidsLeft(state, seat) === 0) fail("no-pyramid", "You have no large pyramid left to found a city.");
  state.step = { kind: "build", site, free: false };
}

function build(
  state: BalamState,
  seat: number,
  step: { site: number; free: boolean },
  move: Extract<Move, { type: "build" }>,
  log: LogEntry[],
): void {
  const { site } = step;
  const s = state.sites[site];
  const info = geo(state).sites[site];
  const { kind, slots, pay } = move;
  if (s.owner === null && largePyramidsLeft(state, seat) === 0) fail("no-pyramid", "You have no large pyramid left to found a city.");
  if (slots.length !== (DOUBLE.has(kind) ? 2 : 1)) fail("bad-slots", DOUBLE.has(kind) ? `A ${kind} covers two adjacent slots.` : `A ${kind} covers one slot.`);
  const free = freeSlots(state, site);
  if (!slots.every((x) => free.has(x))) fail("slot-taken", "That slot is taken or does not exist on this site.");
  if (slots.length === 2 && !info.links.some(([a, b]) => (a === slots[0] && b === slots[1]) || (a === slots[1] && b === slots[0]))) {
    fail("bad-slots", "A palace or temple needs two adjacent slots.");
  }
  if (buildingTilesLeft(state)[BUILDING_TILE[kind]] === 0) fail("no-tile", `No ${BUILDING_TILE[kind]} tile is left.`);
  if (kind === "market" && smallPyramidsLeft(state, seat) < 1 + info.neighbours.length) {
    fail("no-pyramid", "You have too few small pyramids left for a market here.");
  }
  const cost = COSTS[kind];
  const purse = { ...state.kings[seat].wealth };
  const anyLeft = cost.filter((c) => c === "any").length;
  const specific = cost.filter((c): c is Wealth => c !== "any");
  const paid = [...pay];
  for (const w of specific) {
    const i = paid.indexOf(w);
    if (i < 0) fail("wrong-payment", `A ${kind} costs ${specific.join(" and ")}.`);
    paid.splice(i, 1);
  }
  if (paid.length !== anyLeft) fail("wrong-payment", `A ${kind} costs ${cost.length} wealth.`);
  for (const w of pay) {
    if (purse[w] === 0) fail("cannot-pay", `You do not have enough ${w} on your sheet.`);
    purse[w]--;
  }
  state.kings[seat].wealth = purse;
  for (const w of pay) state.supply[w]++;
  const founded = s.owner === null;
  s.owner = seat;
  s.buildings.push({ kind, slots: [...slots], token: null });
  log.push({ key: "balam.built", params: { seat, site, slot: slots[0], kind, paid: pay, founded } });
}

// ---------------------------------------------------------------------------------------------------
// War

function attack(state: BalamState, seat: number, move: Extract<Move, { type: "attack" }>, log: LogEntry[]): void {
  if (state.step.kind !== "act") fail("wrong-step", "Pay one wealth first; then you may attack (instead of building).");
  const { from, to } = move;
  const source = state.sites[from];
  const target = state.sites[to];
  if (!source || source.owner !== seat) fail("not-yours", "You attack from one of your own cities.");
  if (!target || target.owner === null || target.owner === seat) fail("no-enemy", "You attack an enemy city.");
  if (!geo(state).sites[from].neighbours.includes(to)) fail("not-neighbour", "The enemy city must be at the end of a path from yours.");
  const slots = [...new Set(move.garrisons)];
  if (slots.length === 0 || slots.length !== move.garrisons.length) fail("bad-garrisons", "Name each committed garrison once.");
  const committed = slots.map((slot) => buildingAt(state, { site: from, slot }));
  if (committed.some((b) => b?.kind !== "garrison")) fail("bad-garrisons", "You commit garrisons of the attacking city only.");
  const spent = [...new Set(move.obsidian)];
  if (spent.length !== move.obsidian.length || !spent.every((slot) => slots.includes(slot) && buildingAt(state, { site: from, slot })!.token === "obsidian")) {
    fail("bad-obsidian", "Only obsidian on the committed garrisons can be spent, once each.");
  }
  for (const slot of spent) {
    buildingAt(state, { site: from, slot })!.token = null;
    state.supply.obsidian++;
  }
  const war: War = {
    attacker: seat,
    defender: target!.owner!,
    from,
    to,
    garrisons: slots,
    attackObsidian: spent.length,
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
  log.push({ key: "balam.attack", params: { seat, defender: war.defender, from, to, garrisons: slots.length, obsidian: spent.length } });
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
  war.dice = war.garrisons.map(() => state.dieFaces[random.int(0, state.dieFaces.length - 1)]);
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
    const options = casualtyOptions(state, war);
    if (options.length > 1) return;
    if (options.length === 1) loseGarrisons(state, war, options[0], log);
    war.stage = "destroy";
  }
  if (war.stage === "destroy") {
    const options = destroyOptions(state, war);
    if (options.length > 1) return;
    if (options.length === 1) destroy(state, war, options[0], log);
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
  if (war.destroyed.length > 0) log.push({ key: "balam.prisoners", params: { seat: war.attacker, taken: war.destroyed.length, kept: prisoners } });
  war.devastated = state.sites[war.to].buildings.length === 0;
  state.lastWar = war;
  if (war.devastated && largePyramidsLeft(state, war.attacker) > 0) {
    log.push({ key: "balam.devastated", params: { seat: war.attacker, defender: war.defender, site: war.to } });
    state.step = { kind: "build", site: war.to, free: true };
  } else finishTurn(state, log);
}

function warDecision(state: BalamState, move: Extract<Move, { type: "defend" | "casualties" | "destroy" }>, log: LogEntry[]): void {
  const step = state.step;
  if (step.kind !== "war" || step.war.stage !== move.type) fail("wrong-step", "No battle is waiting for that decision.");
  const war = (step as Extract<typeof step, { kind: "war" }>).war;
  if (move.type === "defend") {
    const available = defenceObsidianAvailable(state, war);
    if (!Number.isInteger(move.obsidian) || move.obsidian < 0 || move.obsidian > available) {
      fail("bad-obsidian", `You can spend from 0 to ${available} obsidian on the defending garrisons.`);
    }
    spendDefence(state, war, move.obsidian);
    war.defenceObsidian = move.obsidian;
    log.push({ key: "balam.defence", params: { seat: war.defender, obsidian: move.obsidian } });
    roll(state, war, log);
    return;
  }
  const chosen = key([...move.slots].sort((a, b) => a - b));
  if (move.type === "casualties") {
    if (!casualtyOptions(state, war).some((o) => key(o) === chosen)) {
      fail("bad-casualties", `Choose ${Math.min(war.skulls, war.garrisons.length)} of the committed garrisons to lose.`);
    }
    loseGarrisons(state, war, [...move.slots], log);
    war.stage = "destroy";
  } else {
    if (!destroyOptions(state, war).some((o) => key(o) === chosen)) {
      fail("bad-destruction", `Destroy buildings worth up to ${war.points} points (temples and palaces count 2) until nothing more fits.`);
    }
    destroy(state, war, [...move.slots], log);
    war.stage = "done";
  }
  continueWar(state, war, log);
}

// ---------------------------------------------------------------------------------------------------
// Katun cards

function flip(state: BalamState, seat: number, position: number, log: LogEntry[]): void {
  const slot = state.row[position];
  if (!slot || slot.up) fail("no-card", "Flip one of the face-down Katun cards of this round.");
  slot!.up = true;
  const card = cardOf(slot!.card);
  log.push({ key: "balam.flipped", params: { seat, position, card: card.id, kind: card.kind } });
  switch (card.kind) {
    case "favourable": {
      const got = gain(state, seat, card.wealth[0], 1);
      log.push({ key: "balam.gained", params: { seat, wealth: card.wealth[0], count: got } });
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
      state.step = { kind: "decision", card: slot!.card, used: [] };
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
  points.forEach((p, seat) => (state.kings[seat].prestige += p));
  log.push({ key: "balam.ball-game", params: { number: state.ballGames, of: state.ballGamesToEnd, points } });
}

/** Applies a decision's only possible move at once, ends the turn if there is none, or waits. */
function settleDecision(state: BalamState, seat: number, log: LogEntry[]): void {
  const step = state.step;
  if (step.kind !== "decision") return;
  const moves = decisionMoves(state, seat, step.card, step.used);
  if (moves.length === 0) {
    log.push({ key: "balam.no-effect", params: { seat, kind: cardOf(step.card).kind } });
    return finishTurn(state, log);
  }
  if (moves.length === 1) {
    if (moves[0].type === "end") return finishTurn(state, log);
    return decide(state, seat, moves[0], log);
  }
}

function decide(state: BalamState, seat: number, move: Move, log: LogEntry[]): void {
  const step = state.step as Extract<BalamState["step"], { kind: "decision" }>;
  const card = cardOf(step.card);
  const allowed = decisionMoves(state, seat, step.card, step.used);
  const wanted = key(normal(move));
  if (!allowed.some((m) => key(normal(m)) === wanted)) fail("not-allowed", decisionReason(card.kind, card.wealth, card.prestige));
  switch (move.type) {
    case "gain":
      if (move.choice === "prestige") {
        state.kings[seat].prestige += card.prestige;
        log.push({ key: "balam.prestige", params: { seat, points: card.prestige, card: card.id } });
      } else log.push({ key: "balam.gained", params: { seat, wealth: move.choice, count: gain(state, seat, move.choice, 1) } });
      return finishTurn(state, log);
    case "dowry":
      state.kings[move.from].wealth[move.wealth]--;
      state.kings[seat].wealth[move.wealth]++;
      log.push({ key: "balam.dowry", params: { seat, from: move.from, wealth: move.wealth } });
      return finishTurn(state, log);
    case "offer": {
      const b = buildingAt(state, move.from)!;
      const w = b.token!;
      b.token = null;
      state.supply[w]++;
      const points = 2 * SACRIFICE[w];
      state.kings[seat].prestige += points;
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
        for (const site of cities) for (const b of [...state.sites[site].buildings]) removeBuilding(state, site, b, log, card.kind);
        log.push({ key: "balam.ruined", params: { seat, kind: card.kind, sites: cities, buildings: [] } });
      } else {
        const kinds = move.buildings.map((loc) => buildingAt(state, loc)!.kind);
        for (const loc of move.buildings) removeBuilding(state, loc.site, buildingAt(state, loc)!, log, card.kind);
        log.push({ key: "balam.ruined", params: { seat, kind: card.kind, sites: move.buildings.map((l) => l.site), buildings: kinds } });
      }
      return finishTurn(state, log);
    }
    default:
      fail("not-allowed", decisionReason(card.kind, card.wealth, card.prestige));
  }
}

/** Tribute and ruin name buildings in any order. */
function normal(move: Move): Move {
  const sorted = (locs: Loc[]) => [...locs].sort((a, b) => a.site - b.site || a.slot - b.slot);
  if (move.type === "tribute") return { ...move, tokens: sorted(move.tokens) };
  if (move.type === "ruin") return { ...move, buildings: sorted(move.buildings) };
  return move;
}

function decisionReason(kind: CardKind, wealth: readonly Wealth[], prestige: number): string {
  switch (kind) {
    case "prosperous":
      return `This card gives ${wealth.join(" or ")} (while the supply has some) or ${prestige} prestige.`;
    case "expedition":
      return "Choose one wealth the supply still has.";
    case "marriage":
      return "Take one wealth another king has on his sheet.";
    case "cenoteCult":
      return "Send one wealth from your storehouses or garrisons to each cenote it can reach by your transport rules, or stop.";
    default: {
      const spec = CATASTROPHES[kind]!;
      const lose = typeof spec.lose === "string" ? `your cities ${spec.lose === "volcano" ? "next to a volcano" : "by the sea"}` : spec.lose.map((l) => `${l.count} ${l.kind}`).join(" and ");
      return `Pay ${spec.count} ${spec.pay} from your storehouses or garrisons, or lose ${lose} (of your choice).`;
    }
  }
}
