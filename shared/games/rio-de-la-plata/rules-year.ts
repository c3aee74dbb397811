// The year of Rio de la Plata: placement, effects, the combat check and the end of the year, plus the
// bank and the trades that run beside them. Combat itself is in rules-combat.ts, the city map in rules-city.ts.
import { RuleError, type GameResult, type LogParam, type Refusal } from "../../engine/index";
import {
  BOAT_CAPACITY_PER_PLAYER,
  BOAT_EARLY_DEPARTURE_PRICE,
  BOAT_LOAD_PER_WORKER,
  BOAT_SALE,
  BOAT_YEARS_AWAY,
  BUILDINGS,
  CHARACTER_FINE,
  CHARACTER_IDS,
  CHARACTERS,
  ENEMY_TRACK,
  FOREST_CELLS,
  LADDER_IDS,
  LADDERS,
  MAX_WORKERS_PER_TURN,
  MINE_CELLS,
  MINOR_KINDS,
  MONEY_PER_VP,
  RESOURCES,
  STONE_SQUARES,
  WORKERS_PER_SQUARE,
  YEAR_MARKS,
  AGRICULTURE_WORKERS_PER_COIN,
  bankPrice,
  ladderCells,
  roadLength,
  type BuildingKind,
  type CharacterId,
  type LadderId,
  type MajorKind,
} from "./data";
import { activateRefusal, buildRefusal, cityCandidates, cityCounts, colourLimit, houseScore, isConnected } from "./rules-city";
import { COMBAT, combatAwaiting, combatCandidates, startCombat } from "./rules-combat";
import {
  canPay,
  characterWorks,
  gain,
  logKey,
  pay,
  refuseIf,
  resourceCount,
  rollDice,
  type Bundle,
  type FinalScore,
  type Log,
  type MoveRule,
  type MoveRules,
  type Offer,
  type Pending,
  type RioMove,
  type RioState,
  type SeatState,
  refuse,
} from "./state";

const BUILD_KINDS: readonly BuildingKind[] = ["hut", "house", ...MINOR_KINDS];
const OPTIONAL_SPOTS = ["agriculture", "crafts", "boat", "turnOrder"] as const;

// ---------------------------------------------------------------------------------------------
// Whose turn.

/** The seat playing placement or effects now (or owing a decision); null in combat or when over. */
export function activeSeat(state: RioState): number | null {
  if (state.pending) return state.pending.seat;
  if (state.phase === "placement" || state.phase === "effects") return state.order[state.turn]!;
  return null;
}

export function awaiting(state: RioState): number[] {
  if (state.phase === "over") return [];
  const seats = new Set<number>(state.combat && !state.pending ? combatAwaiting(state.combat) : [activeSeat(state)!]);
  for (const o of state.offers) seats.add(o.to);
  return [...seats].sort((a, b) => a - b);
}

const isActive = (state: RioState, seat: number): boolean =>
  !state.pending && (state.phase === "placement" || state.phase === "effects") && state.order[state.turn] === seat;

// ---------------------------------------------------------------------------------------------
// One rule per kind of move: `refusal` says whether `seat` may play it now (null) or why not, and is
// the only such check: `legalMoves` keeps the candidates it accepts, `applyMove` refuses what it does
// not, then `play` changes the state.

const room = (s: SeatState): number => Math.min(MAX_WORKERS_PER_TURN - s.placed, s.supply);
const shipDocked = (state: RioState): boolean => state.completed.includes("port") && state.ship.returnYear === null;
const shipLoad = (state: RioState): number => state.ship.cargo.reduce((n, c) => n + c[0]! + c[1]! + c[2]!, 0);
const shipSpace = (state: RioState): number => BOAT_CAPACITY_PER_PLAYER * state.players - shipLoad(state);
const ownerOf = (state: RioState, c: CharacterId): number => state.seats.findIndex((s) => s.characters.includes(c));

function ladderOpen(state: RioState, ladder: LadderId): boolean {
  if (ladder === "walls") return state.walls.some((w) => !w);
  if (ladder === "roads") return state.roads.some((_, q) => !isConnected(state, q));
  return !state.completed.includes(ladder);
}
function characterOpen(state: RioState, seat: number, c: CharacterId): boolean {
  return ownerOf(state, c) < 0 && state.reserved[c] === undefined && state.seats[seat]!.vp >= CHARACTERS[c].minVp;
}
const canSendBoat = (state: RioState, s: SeatState): boolean =>
  shipDocked(state) && !state.ship.ordered && state.ship.backYear !== state.year && s.money >= BOAT_EARLY_DEPARTURE_PRICE;

const fieldPrices = (field: "mine" | "forest"): readonly number[] => (field === "mine" ? MINE_CELLS : FOREST_CELLS);

/** The active player's turn in the placement or effects phase (the bank serves in either). */
function turnRefusal(state: RioState, seat: number, phase?: "placement" | "effects"): Refusal | null {
  if (state.pending) return refuse("decision-pending", "rio-de-la-plata.refused.decisionPending");
  if (!isActive(state, seat)) return refuse("not-your-turn", "rio-de-la-plata.refused.notYourTurn");
  return refuseIf(phase !== undefined && state.phase !== phase, "wrong-phase", "rio-de-la-plata.refused.wrongPhase");
}

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

type EffectMove = "harvest" | "craft" | "load" | "takeCharacter" | "build" | "activate" | "endEffects";

const EFFECTS: MoveRules<EffectMove> = {
  harvest: {
    refusal: (state, seat, move) =>
      turnRefusal(state, seat, "effects") ??
      refuseIf(
        move.field === "agriculture" ? state.agriculture[seat] === 0 : !state[move.field].includes(seat),
        "no-workers",
        "rio-de-la-plata.refused.noWorkersIn",
        { field: move.field },
      ),
    play(state, seat, move, log) {
      const s = state.seats[seat]!;
      if (move.field === "agriculture") {
        const n = state.agriculture[seat]!;
        const coins = Math.floor(n / AGRICULTURE_WORKERS_PER_COIN);
        s.money += coins;
        s.supply += n;
        state.agriculture[seat] = 0;
        log.push({ key: logKey("harvested"), params: { seat, field: "agriculture", money: coins } });
        return;
      }
      const field = move.field;
      let yieldCount = 0;
      state[field].forEach((holder, i) => {
        if (holder !== seat) return;
        yieldCount++;
        s.supply += fieldPrices(field)[i]!;
        state[field][i] = null;
      });
      const resource = field === "mine" ? "stone" : "wood";
      s[resource] += yieldCount;
      log.push({ key: logKey("harvested"), params: { seat, field, [resource]: yieldCount } });
    },
  },
  craft: {
    refusal: (state, seat, move) =>
      turnRefusal(state, seat, "effects") ??
      refuseIf(state.crafts[seat] === 0, "no-workers", "rio-de-la-plata.refused.noCrafts") ??
      refuseIf(state.seats[seat]![move.give] === 0, "cannot-pay", "rio-de-la-plata.refused.nothingToExchange", { resource: move.give }),
    play(state, seat, move, log) {
      const s = state.seats[seat]!;
      s[move.give]--;
      s.precious++;
      state.crafts[seat]!--;
      s.supply++;
      log.push({ key: logKey("crafted"), params: { seat, give: move.give } });
    },
  },
  load: {
    refusal: (state, seat, move) =>
      turnRefusal(state, seat, "effects") ??
      refuseIf(state.boat[seat] === 0 || !shipDocked(state), "no-workers", "rio-de-la-plata.refused.noBoatWorkers") ??
      refuseIf(move.stone + move.wood + move.precious > shipSpace(state), "boat-full", "rio-de-la-plata.refused.boatFull") ??
      refuseIf(!canPay(state.seats[seat]!, move), "cannot-pay", "rio-de-la-plata.refused.lackResources"),
    play(state, seat, move, log) {
      const s = state.seats[seat]!;
      pay(s, move);
      const cargo = state.ship.cargo[seat]!;
      cargo[0]! += move.stone;
      cargo[1]! += move.wood;
      cargo[2]! += move.precious;
      state.boat[seat]!--;
      s.supply++;
      log.push({ key: logKey("loaded"), params: { seat, stone: move.stone, wood: move.wood, precious: move.precious } });
    },
  },
  takeCharacter: {
    refusal: (state, seat, move) =>
      turnRefusal(state, seat, "effects") ??
      refuseIf(state.reserved[move.character] !== seat, "not-reserved", "rio-de-la-plata.refused.notReserved"),
    play: (state, seat, move, log) => takeCharacter(state, seat, move.character, log),
  },
  build: {
    refusal: (state, seat, move) => turnRefusal(state, seat, "effects") ?? buildRefusal(state, seat, move.cell, move.kind),
    play(state, seat, move, log) {
      const s = state.seats[seat]!;
      const spec = BUILDINGS[move.kind];
      pay(s, spec.cost);
      s.vp += spec.vp;
      s.built = true;
      state.buildings[move.cell] = { kind: move.kind, owner: seat };
      freeCrew(state, seat, move.cell);
      log.push({ key: logKey("built"), params: { seat, cell: move.cell, kind: move.kind, vp: spec.vp } });
    },
  },
  activate: {
    refusal: (state, seat, move) => turnRefusal(state, seat, "effects") ?? activateRefusal(state, seat, move.cell),
    play(state, seat, move, log) {
      const s = state.seats[seat]!;
      const b = state.buildings[move.cell]!;
      const effect = BUILDINGS[b.kind].effect!;
      pay(s, effect.pay);
      gain(s, effect.gain);
      state.uses[move.cell] = [...(state.uses[move.cell] ?? []), seat];
      freeCrew(state, seat, move.cell);
      log.push({ key: logKey("activated"), params: { seat, cell: move.cell, kind: b.kind, owner: b.owner } });
    },
  },
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

/** Every load of 1 to 3 goods a worker may carry. */
const LOADS = (() => {
  const out: { stone: number; wood: number; precious: number }[] = [];
  for (let stone = 0; stone <= BOAT_LOAD_PER_WORKER; stone++)
    for (let wood = 0; stone + wood <= BOAT_LOAD_PER_WORKER; wood++)
      for (let precious = 0; stone + wood + precious <= BOAT_LOAD_PER_WORKER; precious++)
        if (stone + wood + precious > 0) out.push({ stone, wood, precious });
  return out;
})();

function effectCandidates(state: RioState): RioMove[] {
  const out: RioMove[] = [];
  for (const field of ["mine", "forest", "agriculture"] as const) out.push({ type: "harvest", field });
  for (const give of ["stone", "wood"] as const) out.push({ type: "craft", give });
  for (const l of LOADS) out.push({ type: "load", ...l });
  for (const character of CHARACTER_IDS) out.push({ type: "takeCharacter", character });
  for (const key of Object.keys(state.crews).sort((a, b) => Number(a) - Number(b))) {
    const cell = Number(key);
    for (const kind of BUILD_KINDS) out.push({ type: "build", cell, kind });
    out.push({ type: "activate", cell });
  }
  out.push({ type: "endEffects" });
  return out;
}

function freeCrew(state: RioState, seat: number, cell: number): void {
  const list = state.crews[cell]!;
  const crew = list.find((c) => c.seat === seat)!;
  state.seats[seat]!.supply += crew.n;
  const rest = list.filter((c) => c !== crew);
  if (rest.length) state.crews[cell] = rest;
  else delete state.crews[cell];
}

/** Paying for a reserved character, or the fine when one cannot. */
function takeCharacter(state: RioState, seat: number, c: CharacterId, log: Log): void {
  const s = state.seats[seat]!;
  delete state.reserved[c];
  s.supply++;
  const price = CHARACTERS[c].price;
  if (s.money >= price) {
    s.money -= price;
    s.characters.push(c);
    (state.purchasedIn ??= {})[c] = state.year;
    log.push({ key: logKey("characterBought"), params: { seat, character: c, price } });
  } else {
    const money = Math.min(s.money, CHARACTER_FINE.money),
      vp = Math.min(s.vp, CHARACTER_FINE.vp);
    s.money -= money;
    s.vp -= vp;
    log.push({ key: logKey("characterFined"), params: { seat, character: c, money, vp } });
  }
}

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
  if (!state.combat) finishYear(state, log);
}

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
  for (const key in state.crews) for (const c of state.crews[key]!) state.seats[c.seat]!.supply += c.n;
  state.crews = {};
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

function sellCargo(state: RioState, log: Log): void {
  state.ship.cargo.forEach((cargo, seat) => {
    if (cargo[0]! + cargo[1]! + cargo[2]! === 0) return;
    let money = 0,
      vp = 0;
    (["stone", "wood", "precious"] as const).forEach((r, i) => {
      money += cargo[i]! * BOAT_SALE[r].money;
      vp += cargo[i]! * BOAT_SALE[r].vp;
    });
    state.seats[seat]!.money += money;
    state.seats[seat]!.vp += vp;
    log.push({ key: logKey("cargoSold"), params: { seat, stone: cargo[0]!, wood: cargo[1]!, precious: cargo[2]!, money, vp } });
  });
  state.ship.cargo = state.ship.cargo.map(() => [0, 0, 0]);
}

function endGame(state: RioState, log: Log): void {
  if (state.ship.returnYear !== null) sellCargo(state, log);
  state.phase = "over";
  state.offers = [];
  state.final = state.seats.map((s, seat): FinalScore => {
    const houses = houseScore(state, seat);
    const characters = s.characters.reduce((n, c) => n + CHARACTERS[c].finalVp + CHARACTERS[c].finalVpPerHouse * houses.houses, 0);
    const money = Math.floor(s.money / MONEY_PER_VP);
    return { vp: s.vp, money, characters, houses: houses.vp, total: s.vp + money + characters + houses.vp };
  });
  const r = result(state)!;
  log.push({ key: logKey("gameEnded"), params: { scores: r.scores, winners: r.winners } });
}

/** Scores and winners: most VP, then most money left over from the exchange for VP, then most resources. */
export function result(state: RioState): GameResult | null {
  if (!state.final) return null;
  const scores = state.final.map((f) => f.total);
  const keyOf = (seat: number) => [scores[seat], state.seats[seat]!.money % MONEY_PER_VP, resourceCount(state.seats[seat]!)];
  let best: number[] = [];
  for (let seat = 0; seat < state.players; seat++) {
    if (best.length === 0) {
      best = [seat];
      continue;
    }
    const a = keyOf(seat),
      b = keyOf(best[0]!);
    const cmp = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
    if (cmp > 0) best = [seat];
    else if (cmp === 0) best.push(seat);
  }
  return { winners: best, scores };
}

// Trades ----------------------------------------------------------------------------------------

const hasBundle = (s: SeatState, b: Bundle): boolean => canPay(s, b) && b.characters.every((c) => s.characters.includes(c));
const isEmpty = (b: Bundle): boolean => b.money + b.stone + b.wood + b.precious + b.characters.length === 0;

function offerRefusal(state: RioState, o: Offer): Refusal | null {
  return (
    refuseIf(!hasBundle(state.seats[o.from]!, o.give), "cannot-trade", "rio-de-la-plata.refused.cannotTrade") ??
    refuseIf(!hasBundle(state.seats[o.to]!, o.get), "cannot-trade", "rio-de-la-plata.refused.cannotTradeAsked")
  );
}

/** The open offer an answer names, and whether `seat` may give that answer. */
function answerRefusal(state: RioState, seat: number, id: number, side: "from" | "to"): Refusal | null {
  const o = state.offers.find((x) => x.id === id);
  if (!o) return refuse("no-such-offer", "rio-de-la-plata.refused.noSuchOffer");
  return refuseIf(o[side] !== seat, "not-your-offer", "rio-de-la-plata.refused.notYourOffer");
}

function closeOffer(state: RioState, id: number, what: "offerAccepted" | "offerDeclined" | "offerWithdrawn", log: Log): void {
  const o = state.offers.find((x) => x.id === id)!;
  state.offers = state.offers.filter((x) => x !== o);
  log.push({ key: logKey(what), params: { offer: o.id, from: o.from, to: o.to } });
}

const TRADES: MoveRules<"offer" | "acceptOffer" | "declineOffer" | "withdrawOffer"> = {
  offer: {
    refusal: (state, seat, move) =>
      refuseIf(move.to === seat || move.to >= state.players, "bad-partner", "rio-de-la-plata.refused.badPartner") ??
      refuseIf(
        state.offers.some((o) => o.from === seat),
        "offer-open",
        "rio-de-la-plata.refused.offerOpen",
      ) ??
      refuseIf(isEmpty(move.give) && isEmpty(move.get), "empty-offer", "rio-de-la-plata.refused.emptyOffer") ??
      refuseIf(!hasBundle(state.seats[seat]!, move.give), "cannot-give", "rio-de-la-plata.refused.cannotGive") ??
      refuseIf(
        !move.get.characters.every((c) => state.seats[move.to]!.characters.includes(c)),
        "bad-offer",
        "rio-de-la-plata.refused.badOffer",
      ),
    play(state, seat, move, log) {
      const offer: Offer = { id: state.nextOffer++, from: seat, to: move.to, give: move.give, get: move.get };
      state.offers.push(offer);
      log.push({
        key: logKey("offered"),
        params: { offer: offer.id, from: seat, to: move.to, ...bundleParams("give", move.give), ...bundleParams("get", move.get) },
      });
    },
  },
  acceptOffer: {
    refusal: (state, seat, move) =>
      answerRefusal(state, seat, move.offer, "to") ?? offerRefusal(state, state.offers.find((x) => x.id === move.offer)!),
    play(state, _seat, move, log) {
      const o = state.offers.find((x) => x.id === move.offer)!;
      transfer(state, o.from, o.to, o.give);
      transfer(state, o.to, o.from, o.get);
      closeOffer(state, move.offer, "offerAccepted", log);
    },
  },
  declineOffer: {
    refusal: (state, seat, move) => answerRefusal(state, seat, move.offer, "to"),
    play: (state, _seat, move, log) => closeOffer(state, move.offer, "offerDeclined", log),
  },
  withdrawOffer: {
    refusal: (state, seat, move) => answerRefusal(state, seat, move.offer, "from"),
    play: (state, _seat, move, log) => closeOffer(state, move.offer, "offerWithdrawn", log),
  },
};

const emptyBundle = (): Bundle => ({ money: 0, stone: 0, wood: 0, precious: 0, characters: [] });
/** The answers to open offers, and the simple offers listed to every other seat (any well-formed offer may be made). */
function tradeCandidates(state: RioState): RioMove[] {
  const out: RioMove[] = [];
  for (const o of state.offers)
    out.push({ type: "acceptOffer", offer: o.id }, { type: "declineOffer", offer: o.id }, { type: "withdrawOffer", offer: o.id });
  for (let to = 0; to < state.players; to++) {
    out.push(
      { type: "offer", to, give: { ...emptyBundle(), stone: 1 }, get: { ...emptyBundle(), wood: 1 } },
      { type: "offer", to, give: { ...emptyBundle(), wood: 1 }, get: { ...emptyBundle(), stone: 1 } },
      { type: "offer", to, give: { ...emptyBundle(), money: 2 }, get: { ...emptyBundle(), precious: 1 } },
    );
  }
  return out;
}

function bundleParams(prefix: "give" | "get", b: Bundle): Record<string, LogParam> {
  return { [prefix]: [b.money, b.stone, b.wood, b.precious], [`${prefix}Characters`]: b.characters };
}

function transfer(state: RioState, from: number, to: number, b: Bundle): void {
  const a = state.seats[from]!,
    z = state.seats[to]!;
  pay(a, b);
  gain(z, b);
  a.characters = a.characters.filter((c) => !b.characters.includes(c));
  z.characters.push(...b.characters);
}

// Legal moves and applying one ------------------------------------------------------------------

const RULES: MoveRules<RioMove["type"]> = { ...PLACEMENT, ...BANK, ...DECISIONS, ...EFFECTS, ...TRADES, ...COMBAT };
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
  // The year ends once its combat is over.
  if (inCombat && !state.combat) finishYear(state, log);
}
