// The year of Rio de la Plata: placement, the bank, the completers' decisions, the end of the effects, the
// combat check and the end of the year, and the table of every move's rule. Whose turn it is is in
// rules-turn.ts, the effects in rules-effects.ts, trades in rules-trades.ts, the final scoring in
// rules-scoring.ts, combat in rules-combat.ts and the city map in rules-city.ts.
import { RuleError, type Refusal } from "../../engine/index";
import {
  BOAT_CAPACITY_PER_PLAYER,
  BOAT_EARLY_DEPARTURE_PRICE,
  BOAT_YEARS_AWAY,
  CHARACTER_IDS,
  CHARACTERS,
  ENEMY_TRACK,
  LADDER_IDS,
  LADDERS,
  MAX_WORKERS_PER_TURN,
  RESOURCES,
  STONE_SQUARES,
  WORKERS_PER_SQUARE,
  YEAR_MARKS,
  bankPrice,
  ladderCells,
  roadLength,
  type LadderId,
  type MajorKind,
} from "./data";
import { cityCandidates, cityCounts, colourLimit, isConnected } from "./rules-city";
import { COMBAT, combatCandidates, startCombat } from "./rules-combat";
import { EFFECTS, effectCandidates, takeCharacter } from "./rules-effects";
import { endGame, sellCargo } from "./rules-scoring";
import {
  cityWorkersOf,
  homecomingCandidates,
  homecomingRefusal,
  nextHomecomer,
  sendHome,
  sendHomeRefusal,
  workersMayStay,
} from "./rules-homecoming";
import { TRADES, tradeCandidates } from "./rules-trades";
import { canSendBoat, characterOpen, fieldPrices, ladderOpen, room, shipDocked, shipLoad, turnRefusal } from "./rules-turn";
import {
  canPay,
  characterWorks,
  gain,
  logKey,
  pay,
  refuseIf,
  rollDice,
  type Log,
  type MoveRule,
  type MoveRules,
  type Pending,
  type RioMove,
  type RioState,
  refuse,
} from "./state";

const OPTIONAL_SPOTS = ["agriculture", "crafts", "boat", "turnOrder"] as const;

// ---------------------------------------------------------------------------------------------
// One rule per kind of move: `refusal` says whether `seat` may play it now (null) or why not, and is
// the only such check: `legalMoves` keeps the candidates it accepts, `applyMove` refuses what it does
// not, then `play` changes the state.

/** Workers placed by a placement move leave the hand and count towards the 5 of the year. */
function commitWorkers(state: RioState, seat: number, workers: number, log: Log): void {
  const s = state.seats[seat]!;
  s.placed += workers;
  s.supply -= workers;
  afterPlacement(state, seat, log);
}

// Placement -----------------------------------------------------------------------------------

type PlacementMove = "pass" | "sendBoat" | "placeCity" | "placeLadder" | "placeField" | "placeWorkers" | "reserveCharacter";

const PLACEMENT: MoveRules<PlacementMove> = {
  pass: {
    refusal: (state, seat) => turnRefusal(state, seat, "placement"),
    play(state, seat, _move, log) {
      state.seats[seat]!.passed = true;
      log.push({ key: logKey("passed"), params: { seat } });
      advancePlacement(state, log);
    },
  },
  sendBoat: {
    refusal: (state, seat) =>
      turnRefusal(state, seat, "placement") ??
      refuseIf(!canSendBoat(state, state.seats[seat]!), "cannot-send-boat", "rio-de-la-plata.refused.cannotSendBoat"),
    play(state, seat, _move, log) {
      state.seats[seat]!.money -= BOAT_EARLY_DEPARTURE_PRICE;
      state.ship.ordered = true;
      log.push({ key: logKey("boatOrdered"), params: { seat } });
    },
  },
  placeCity: {
    refusal: (state, seat, move) =>
      turnRefusal(state, seat, "placement") ??
      refuseIf(!cityCounts(state, seat, move.cell).includes(move.count), "cannot-place-city", "rio-de-la-plata.refused.cannotPlaceCity"),
    play(state, seat, move, log) {
      let list = state.crews[move.cell] ?? [];
      if (!list.some((c) => c.seat === seat) && list.length >= colourLimit(state, move.cell)) {
        // cityCounts allowed this only as a displacement of the single colour there.
        const [rival] = list;
        state.seats[rival!.seat]!.supply += rival!.n;
        log.push({ key: logKey("displaced"), params: { seat, victim: rival!.seat, cell: move.cell, count: rival!.n } });
        list = [];
      }
      const own = list.find((c) => c.seat === seat);
      if (own) own.n += move.count;
      else list = [...list, { seat, n: move.count }];
      state.crews[move.cell] = list;
      log.push({ key: logKey("placedCity"), params: { seat, cell: move.cell, count: move.count } });
      commitWorkers(state, seat, move.count, log);
    },
  },
  placeLadder: {
    refusal: (state, seat, move) =>
      turnRefusal(state, seat, "placement") ??
      refuseIf(!ladderOpen(state, move.ladder), "ladder-closed", "rio-de-la-plata.refused.ladderClosed") ??
      refuseIf(
        !ladderCells(move.ladder, state.players).includes(move.cell) || state.ladders[move.ladder][move.cell] !== null,
        "cell-taken",
        "rio-de-la-plata.refused.cellTaken",
      ) ??
      refuseIf(room(state.seats[seat]!) < 1, "no-workers", "rio-de-la-plata.refused.noWorkerLeft") ??
      refuseIf(!canPay(state.seats[seat]!, LADDERS[move.ladder].cost), "cannot-pay", "rio-de-la-plata.refused.cannotPayLadder"),
    play(state, seat, move, log) {
      pay(state.seats[seat]!, LADDERS[move.ladder].cost);
      state.ladders[move.ladder][move.cell] = seat;
      log.push({ key: logKey("placedLadder"), params: { seat, ladder: move.ladder, cell: move.cell } });
      const s = state.seats[seat]!;
      s.placed++;
      s.supply--;
      if (ladderCells(move.ladder, state.players).every((c) => state.ladders[move.ladder][c] !== null))
        completeLadder(state, seat, move.ladder, log);
      afterPlacement(state, seat, log);
    },
  },
  placeField: {
    refusal: (state, seat, move) =>
      turnRefusal(state, seat, "placement") ??
      refuseIf(state[move.field][move.cell] !== null, "cell-taken", "rio-de-la-plata.refused.cellTaken") ??
      refuseIf(fieldPrices(move.field)[move.cell]! > room(state.seats[seat]!), "no-workers", "rio-de-la-plata.refused.cellPrice", {
        count: fieldPrices(move.field)[move.cell]!,
      }),
    play(state, seat, move, log) {
      state[move.field][move.cell] = seat;
      const count = fieldPrices(move.field)[move.cell]!;
      log.push({ key: logKey("placedField"), params: { seat, field: move.field, cell: move.cell, count } });
      commitWorkers(state, seat, count, log);
    },
  },
  placeWorkers: {
    refusal: (state, seat, move) =>
      turnRefusal(state, seat, "placement") ??
      refuseIf(move.spot === "boat" && !shipDocked(state), "no-boat", "rio-de-la-plata.refused.noBoat") ??
      refuseIf(move.count > room(state.seats[seat]!), "no-workers", "rio-de-la-plata.refused.tooManyWorkers"),
    play(state, seat, move, log) {
      state[move.spot][seat]! += move.count;
      log.push({ key: logKey("placedWorkers"), params: { seat, spot: move.spot, count: move.count } });
      commitWorkers(state, seat, move.count, log);
    },
  },
  reserveCharacter: {
    refusal: (state, seat, move) =>
      turnRefusal(state, seat, "placement") ??
      refuseIf(room(state.seats[seat]!) < 1, "no-workers", "rio-de-la-plata.refused.noWorkerLeft") ??
      refuseIf(!characterOpen(state, seat, move.character), "character-unavailable", "rio-de-la-plata.refused.characterUnavailable", {
        vp: CHARACTERS[move.character].minVp,
      }),
    play(state, seat, move, log) {
      state.reserved[move.character] = seat;
      log.push({ key: logKey("reservedCharacter"), params: { seat, character: move.character } });
      commitWorkers(state, seat, 1, log);
    },
  },
};

function placementCandidates(state: RioState, seat: number): RioMove[] {
  const out: RioMove[] = [];
  for (const cell of cityCandidates(state, seat))
    for (let count = 1; count <= WORKERS_PER_SQUARE; count++) out.push({ type: "placeCity", cell, count });
  for (const ladder of LADDER_IDS) for (const cell of LADDERS[ladder].cells.keys()) out.push({ type: "placeLadder", ladder, cell });
  for (const field of ["mine", "forest"] as const)
    for (const cell of fieldPrices(field).keys()) out.push({ type: "placeField", field, cell });
  for (const spot of OPTIONAL_SPOTS)
    for (let count = 1; count <= MAX_WORKERS_PER_TURN; count++) out.push({ type: "placeWorkers", spot, count });
  for (const character of CHARACTER_IDS) out.push({ type: "reserveCharacter", character });
  out.push({ type: "sendBoat" }, { type: "pass" });
  return out;
}

// The bank ------------------------------------------------------------------------------------

const BANK: MoveRules<"buyResource"> = {
  buyResource: {
    refusal: (state, seat) =>
      turnRefusal(state, seat) ??
      refuseIf(state.seats[seat]!.money < bankPrice(state.seats[seat]!.bought), "cannot-pay", "rio-de-la-plata.refused.bankPrice", {
        count: bankPrice(state.seats[seat]!.bought),
      }),
    play(state, seat, move, log) {
      const s = state.seats[seat]!;
      const price = bankPrice(s.bought);
      s.money -= price;
      s[move.resource]++;
      s.bought++;
      log.push({ key: logKey("bought"), params: { seat, resource: move.resource, price } });
    },
  },
};

// Decisions of the completer of the walls, roads or a major building --------------------------

const DECISION_OF = { buildWall: "walls", buildRoad: "roads", placeMajor: "major" } as const;
const NOT_DECIDING = {
  walls: "rio-de-la-plata.refused.notPlacingWalls",
  roads: "rio-de-la-plata.refused.notPlacingRoads",
  major: "rio-de-la-plata.refused.notPlacingMajor",
} as const;

function decisionRefusal(state: RioState, seat: number, type: keyof typeof DECISION_OF): Refusal | null {
  const p = state.pending;
  if (!p || p.seat !== seat) return refuse("no-decision", "rio-de-la-plata.refused.noDecision");
  return refuseIf(p.kind !== DECISION_OF[type], "wrong-decision", NOT_DECIDING[DECISION_OF[type]]);
}

/** Once the last piece is placed, play goes on where the ladder's completion stopped it. */
function decided(state: RioState, seat: number, log: Log): void {
  state.pending = null;
  afterPlacement(state, seat, log);
}

const DECISIONS: MoveRules<keyof typeof DECISION_OF> = {
  buildWall: {
    refusal: (state, seat, move) =>
      decisionRefusal(state, seat, "buildWall") ??
      refuseIf(state.walls[move.segment]!, "wall-exists", "rio-de-la-plata.refused.wallExists"),
    play(state, seat, move, log) {
      const p = state.pending as Extract<Pending, { kind: "walls" }>;
      state.walls[move.segment] = true;
      log.push({ key: logKey("wallBuilt"), params: { seat, segment: move.segment } });
      if (--p.left === 0 || state.walls.every((w) => w)) decided(state, seat, log);
    },
  },
  buildRoad: {
    refusal: (state, seat, move) =>
      decisionRefusal(state, seat, "buildRoad") ??
      refuseIf(isConnected(state, move.quarter), "road-complete", "rio-de-la-plata.refused.roadComplete"),
    play(state, seat, move, log) {
      const p = state.pending as Extract<Pending, { kind: "roads" }>;
      state.roads[move.quarter]!++;
      log.push({ key: logKey("roadBuilt"), params: { seat, quarter: move.quarter, connected: isConnected(state, move.quarter) } });
      if (--p.left === 0 || state.roads.every((_, q) => isConnected(state, q))) decided(state, seat, log);
    },
  },
  placeMajor: {
    refusal: (state, seat, move) =>
      decisionRefusal(state, seat, "placeMajor") ??
      refuseIf(!majorSquares(state).includes(move.square), "square-free", "rio-de-la-plata.refused.squareFree"),
    play(state, seat, move, log) {
      placeMajor(state, (state.pending as Extract<Pending, { kind: "major" }>).major, move.square, log);
      decided(state, seat, log);
    },
  },
};

function decisionCandidates(state: RioState): RioMove[] {
  return [
    ...state.walls.map((_, segment) => ({ type: "buildWall" as const, segment })),
    ...state.roads.map((_, quarter) => ({ type: "buildRoad" as const, quarter })),
    ...STONE_SQUARES.map((_, square) => ({ type: "placeMajor" as const, square })),
  ];
}

function afterPlacement(state: RioState, seat: number, log: Log): void {
  const s = state.seats[seat]!;
  if (room(s) <= 0) s.passed = true;
  if (!state.pending) advancePlacement(state, log);
}

function advancePlacement(state: RioState, log: Log): void {
  for (let step = 1; step <= state.players; step++) {
    const i = (state.turn + step) % state.players;
    if (!state.seats[state.order[i]!]!.passed) {
      state.turn = i;
      return;
    }
  }
  beginEffects(state, log);
}

function completeLadder(state: RioState, seat: number, ladder: LadderId, log: Log): void {
  const spec = LADDERS[ladder];
  const cells = state.ladders[ladder];
  const awards: number[] = Array<number>(state.players).fill(0);
  cells.forEach((holder, i) => {
    if (holder === null) return;
    awards[holder]! += spec.cells[i]!.vp;
    state.seats[holder]!.supply++;
  });
  awards[seat]! += spec.bonus;
  for (const [s, vp] of awards.entries()) state.seats[s]!.vp += vp;
  state.ladders[ladder] = cells.map(() => null);
  log.push({ key: logKey("ladderCompleted"), params: { ladder, seat, bonus: spec.bonus, awards } });
  if (ladder === "walls") state.pending = { kind: "walls", seat, left: Math.min(spec.pieces, state.walls.filter((w) => !w).length) };
  else if (ladder === "roads") {
    const missing = state.roads.reduce((n, r, q) => n + Math.max(0, roadLength(q) - r), 0);
    state.pending = { kind: "roads", seat, left: Math.min(spec.pieces, missing) };
  } else {
    state.completed.push(ladder);
    if (ladder === "port") return;
    const major = ladder as MajorKind;
    const squares = majorSquares(state);
    if (squares.length === 1) placeMajor(state, major, squares[0]!, log);
    else state.pending = { kind: "major", seat, major };
  }
}

/** The stone squares a new major building may take: the free ones, or either when both are taken. */
function majorSquares(state: RioState): number[] {
  const free = STONE_SQUARES.flatMap((_, square) => (state.stoneSquares[square] === null ? [square] : []));
  return free.length > 0 ? free : STONE_SQUARES.map((_, square) => square);
}

function placeMajor(state: RioState, major: MajorKind, square: number, log: Log): void {
  log.push({ key: logKey("majorPlaced"), params: { major, square, replaced: state.stoneSquares[square]! } });
  state.stoneSquares[square] = major;
}

// Effects -------------------------------------------------------------------------------------

const hasWork = (state: RioState, seat: number): boolean =>
  state.mine.includes(seat) ||
  state.forest.includes(seat) ||
  state.agriculture[seat]! > 0 ||
  state.crafts[seat]! > 0 ||
  state.boat[seat]! > 0 ||
  Object.values(state.reserved).includes(seat) ||
  Object.values(state.crews).some((list) => list.some((c) => c.seat === seat));

function beginEffects(state: RioState, log: Log): void {
  state.phase = "effects";
  for (const seat of state.order) {
    for (const c of state.seats[seat]!.characters) {
      const income = CHARACTERS[c].income;
      if (Object.keys(income).length === 0 || !characterWorks(state, seat, c)) continue;
      gain(state.seats[seat]!, income);
      log.push({ key: logKey("characterIncome"), params: { seat, character: c } });
    }
  }
  state.turn = -1;
  advanceEffects(state, log);
}

function advanceEffects(state: RioState, log: Log): void {
  for (let i = state.turn + 1; i < state.players; i++) {
    if (hasWork(state, state.order[i]!)) {
      state.turn = i;
      return;
    }
  }
  endOfEffects(state, log);
}

const END_OF_EFFECTS: MoveRules<"endEffects"> = {
  endEffects: {
    refusal: (state, seat) => turnRefusal(state, seat, "effects"),
    play(state, seat, _move, log) {
      const s = state.seats[seat]!;
      // Workers not resolved go home without effect, except in the city (they stay to defend) and on the track.
      for (const field of ["mine", "forest"] as const) {
        state[field].forEach((holder, i) => {
          if (holder !== seat) return;
          s.supply += fieldPrices(field)[i]!;
          state[field][i] = null;
        });
      }
      for (const spot of ["agriculture", "crafts", "boat"] as const) {
        s.supply += state[spot][seat]!;
        state[spot][seat] = 0;
      }
      for (const c of CHARACTER_IDS) if (state.reserved[c] === seat) takeCharacter(state, seat, c, log);
      log.push({ key: logKey("effectsEnded"), params: { seat } });
      advanceEffects(state, log);
    },
  },
};

function endOfEffects(state: RioState, log: Log): void {
  const ship = state.ship;
  const load = shipLoad(state);
  if (
    ship.returnYear === null &&
    load > 0 &&
    ship.backYear !== state.year &&
    (ship.ordered || load >= BOAT_CAPACITY_PER_PLAYER * state.players)
  ) {
    ship.returnYear = state.year + BOAT_YEARS_AWAY;
    log.push({ key: logKey("boatLeft"), params: { load, returnYear: ship.returnYear } });
  }
  ship.ordered = false;
  // The combat check: two dice against the enemy track; below the pirates' value brings the pirates first.
  const dice = rollDice(state, 2);
  const total = dice[0]! + dice[1]!;
  const enemy =
    total < ENEMY_TRACK[state.enemies.pirates]!.value ? "pirates" : total < ENEMY_TRACK[state.enemies.natives]!.value ? "natives" : null;
  state.lastRoll = { year: state.year, dice, enemy };
  log.push({
    key: logKey("combatCheck"),
    params: { dice, total, pirates: ENEMY_TRACK[state.enemies.pirates]!.value, natives: ENEMY_TRACK[state.enemies.natives]!.value, enemy },
  });
  if (enemy) startCombat(state, enemy, log);
  if (!state.combat) closeYear(state, log);
}

/**
 * After the effects and any combat: from revision 3 each player with city workers, in turn order, chooses
 * which go home (rules-homecoming.ts) before the year ends; before, they all go home as it ends.
 */
function closeYear(state: RioState, log: Log): void {
  const first = workersMayStay(state) ? nextHomecomer(state, -1) : -1;
  if (first < 0) return finishYear(state, log);
  state.phase = "homecoming";
  state.turn = first;
}

function advanceHomecoming(state: RioState, log: Log): void {
  const next = nextHomecomer(state, state.turn);
  if (next < 0) finishYear(state, log);
  else state.turn = next;
}

const HOMECOMING: MoveRules<"sendHome" | "keepWorkers"> = {
  sendHome: {
    refusal: (state, seat, move) => sendHomeRefusal(state, seat, move.cell, move.count),
    play(state, seat, move, log) {
      sendHome(state, seat, move.cell, move.count, log);
      if (cityWorkersOf(state, seat) === 0) advanceHomecoming(state, log);
    },
  },
  keepWorkers: {
    refusal: (state, seat) => homecomingRefusal(state, seat),
    play(state, seat, _move, log) {
      log.push({ key: logKey("workersStay"), params: { seat, count: cityWorkersOf(state, seat) } });
      advanceHomecoming(state, log);
    },
  },
};

// End of the year -----------------------------------------------------------------------------

function finishYear(state: RioState, log: Log): void {
  // Turn order: most workers added to the track first (ties swap the current order). A player who added
  // none has only the disc marking its position, the text's "single piece": it gains no place.
  const rank = (s: number) => state.order.indexOf(s);
  const movers = state.order
    .filter((s) => state.turnOrder[s]! > 0)
    .sort((a, b) => state.turnOrder[b]! - state.turnOrder[a]! || rank(b) - rank(a));
  const order = [...movers, ...state.order.filter((s) => state.turnOrder[s] === 0)];
  if (order.some((s, i) => s !== state.order[i])) log.push({ key: logKey("turnOrder"), params: { order } });
  state.order = order;
  state.seats.forEach((s, i) => {
    s.supply += state.turnOrder[i]!;
    state.turnOrder[i] = 0;
  });
  // Those its owners left in the city stay from revision 3 (they chose in the homecoming).
  if (!workersMayStay(state)) {
    for (const key in state.crews) for (const c of state.crews[key]!) state.seats[c.seat]!.supply += c.n;
    state.crews = {};
  }
  state.uses = {};
  state.phase = "placement";
  const mark = YEAR_MARKS[state.year - 1];
  if (mark) {
    const enemy = mark === "skull" ? "pirates" : "natives";
    state.enemies[enemy] = Math.min(ENEMY_TRACK.length - 1, state.enemies[enemy] + 1);
    log.push({
      key: logKey("enemyAdvanced"),
      params: { enemy, position: state.enemies[enemy], value: ENEMY_TRACK[state.enemies[enemy]]!.value },
    });
  }
  for (const s of state.seats) Object.assign(s, { placed: 0, bought: 0, built: false, passed: s.supply === 0 });
  if (state.year >= state.years) return endGame(state, log);
  state.year++;
  state.turn = 0;
  log.push({ key: logKey("yearStarted"), params: { year: state.year } });
  if (state.ship.returnYear === state.year) {
    sellCargo(state, log);
    state.ship.returnYear = null;
    state.ship.backYear = state.year;
  }
  if (state.seats[state.order[0]!]!.passed) advancePlacement(state, log);
}

// Legal moves and applying one ------------------------------------------------------------------

const RULES: MoveRules<RioMove["type"]> = {
  ...PLACEMENT,
  ...BANK,
  ...DECISIONS,
  ...EFFECTS,
  ...END_OF_EFFECTS,
  ...HOMECOMING,
  ...TRADES,
  ...COMBAT,
};
// A table indexed by the move's type loses the link between a type and its move: the cast restores it.
const ruleOf = <M extends RioMove>(move: M): MoveRule<M> => RULES[move.type] as unknown as MoveRule<M>;

/** Why `seat` may play nothing at all now, or null. */
function seatRefusal(state: RioState, seat: number): Refusal | null {
  if (state.phase === "over") return refuse("game-over", "rio-de-la-plata.refused.gameOver");
  return refuseIf(!Number.isInteger(seat) || seat < 0 || seat >= state.players, "no-such-seat", "rio-de-la-plata.refused.noSuchSeat");
}

/** Why `seat` may not play `move` now, or null when it may. */
function moveRefusal(state: RioState, seat: number, move: RioMove): Refusal | null {
  return seatRefusal(state, seat) ?? ruleOf(move).refusal(state, seat, move);
}

/** Moves worth asking `moveRefusal` about: every move of the kinds the current step can take. */
function candidates(state: RioState, seat: number): RioMove[] {
  const bank = RESOURCES.map((resource): RioMove => ({ type: "buyResource", resource }));
  const step = state.pending
    ? decisionCandidates(state)
    : state.combat
      ? combatCandidates(state, seat)
      : state.phase === "placement"
        ? [...placementCandidates(state, seat), ...bank]
        : state.phase === "homecoming"
          ? homecomingCandidates(state, seat)
          : [...effectCandidates(state), ...bank];
  return [...step, ...tradeCandidates(state)];
}

export function legalMoves(state: RioState, seat: number): RioMove[] {
  if (seatRefusal(state, seat)) return [];
  return candidates(state, seat).filter((move) => moveRefusal(state, seat, move) === null);
}

export function applyMove(state: RioState, seat: number, move: RioMove, log: Log): void {
  RuleError.throwIf(moveRefusal(state, seat, move));
  const inCombat = state.combat !== null;
  ruleOf(move).play(state, seat, move, log);
  // The year closes once its combat is over.
  if (inCombat && !state.combat) closeYear(state, log);
}
