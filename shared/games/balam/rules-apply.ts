// Carrying a move out, once the rules (rules-moves.ts) accept it: the turn, war, the Katun cards and the
// distribution, and how a turn and a round end.
import { Random, RuleError, rulesAtLeast, type LogEntry } from "../../engine/index";
import { CATASTROPHES, SACRIFICE, type Wealth } from "./data";
import { Facts, type MoveOf } from "./rules-facts";
import { doomedCities } from "./rules-katun";
import { legalMoves, refusal } from "./rules-moves";
import { closeRound, produce } from "./rules-rounds";
import { defenceObsidianAvailable, defendingSites, garrisonsAt } from "./rules-war";
import {
  buildingAt,
  cardOf,
  citiesOf,
  countKind,
  gain,
  largePyramidsLeft,
  nextSeat,
  podium,
  removeBuilding,
  type BalamState,
  type Move,
  type War,
} from "./state";

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
    case "spend": {
      const war = (step as Extract<typeof step, { kind: "war" }>).war;
      for (const loc of move.garrisons) {
        buildingAt(state, loc)!.token = null;
        state.supply.obsidian++;
        war.defenceObsidian++;
        log.push({ key: "balam.obsidian-spent", params: { seat, site: loc.site, slot: loc.slot } });
      }
      // Nothing left to spend: he has chosen, as today when he has no obsidian at all.
      if (!move.submit && defenceObsidianAvailable(state, war) > 0) return;
      log.push({ key: "balam.defence", params: { seat, obsidian: war.defenceObsidian } });
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
