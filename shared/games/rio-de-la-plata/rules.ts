// The year of Rio de la Plata: placement, effects, the combat check and the end of the year, plus the
// bank and the trades that run beside them. Combat itself is in combat.ts, the city map in city.ts.
import { Random, type GameResult, type LogParam, type SetupInput } from "../../engine/index";
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
  ENEMY_START,
  ENEMY_TRACK,
  FOREST_CELLS,
  FULL_GAME_YEARS,
  LADDER_IDS,
  LADDERS,
  MAX_WORKERS_PER_TURN,
  MINE_CELLS,
  MINOR_KINDS,
  MONEY_PER_VP,
  PREBUILT_WALLS,
  QUARTER_COUNT,
  RESOURCES,
  SHORT_GAME_YEARS,
  START_SUPPLY,
  STONE_SQUARES,
  WALL_SEGMENTS,
  WORKERS_PER_PLAYER,
  YEAR_MARKS,
  AGRICULTURE_WORKERS_PER_COIN,
  bankPrice,
  ladderCells,
  roadLength,
  type BuildingKind,
  type CharacterId,
  type LadderId,
  type MajorKind,
  type ResourceName,
} from "./data";
import { activateProblem, buildProblem, cityCandidates, cityCounts, colourLimit, houseScore, isConnected } from "./city";
import { applyCombat, combatAwaiting, combatMoves, startCombat } from "./combat";
import {
  canPay,
  characterWorks,
  fail,
  gain,
  logKey,
  pay,
  resourceCount,
  rollDice,
  type Bundle,
  type FinalScore,
  type Log,
  type MoveOf,
  type Offer,
  type RioMove,
  type RioOptions,
  type RioState,
  type SeatState,
} from "./state";

const BUILD_KINDS: readonly BuildingKind[] = ["hut", "house", ...MINOR_KINDS];
const OPTIONAL_SPOTS = ["agriculture", "crafts", "boat", "turnOrder"] as const;

export function setup({ players, options, seed }: SetupInput<RioOptions>): RioState {
  const rng = Random.fromSeed(seed);
  const order = rng.shuffle(Array.from({ length: players }, (_, i) => i));
  const seats: SeatState[] = Array.from({ length: players }, () => ({
    ...START_SUPPLY, vp: 0, supply: WORKERS_PER_PLAYER, placed: 0, bought: 0, built: false, passed: false, attacked: false, characters: [],
  }));
  const perSeat = () => Array<number>(players).fill(0);
  return {
    players,
    years: options.shortGame ? SHORT_GAME_YEARS : FULL_GAME_YEARS,
    year: 1,
    phase: "placement",
    order,
    turn: 0,
    rng: rng.state,
    seats,
    buildings: {},
    crews: {},
    uses: {},
    stoneSquares: [null, null],
    ladders: Object.fromEntries(LADDER_IDS.map((l) => [l, LADDERS[l].cells.map(() => null)])) as RioState["ladders"],
    completed: [],
    walls: WALL_SEGMENTS.map((_, i) => PREBUILT_WALLS.includes(i)),
    roads: Array<number>(QUARTER_COUNT).fill(0),
    mine: MINE_CELLS.map(() => null),
    forest: FOREST_CELLS.map(() => null),
    agriculture: perSeat(),
    crafts: perSeat(),
    boat: perSeat(),
    turnOrder: perSeat(),
    reserved: {},
    purchasedIn: {},
    ship: { cargo: Array.from({ length: players }, () => [0, 0, 0]), returnYear: null, ordered: false, backYear: 0 },
    enemies: { ...ENEMY_START },
    pending: null,
    combat: null,
    lastRoll: null,
    offers: [],
    nextOffer: 0,
    final: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Whose turn.

/** The seat playing placement or effects now (or owing a decision); null in combat or when over. */
export function activeSeat(state: RioState): number | null {
  if (state.pending) return state.pending.seat;
  if (state.phase === "placement" || state.phase === "effects") return state.order[state.turn];
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
// Legal moves.

const room = (s: SeatState): number => Math.min(MAX_WORKERS_PER_TURN - s.placed, s.supply);
const shipDocked = (state: RioState): boolean => state.completed.includes("port") && state.ship.returnYear === null;
const shipLoad = (state: RioState): number => state.ship.cargo.reduce((n, c) => n + c[0] + c[1] + c[2], 0);
const shipSpace = (state: RioState): number => BOAT_CAPACITY_PER_PLAYER * state.players - shipLoad(state);
const ownerOf = (state: RioState, c: CharacterId): number => state.seats.findIndex((s) => s.characters.includes(c));

function ladderOpen(state: RioState, ladder: LadderId): boolean {
  if (ladder === "walls") return state.walls.some((w) => !w);
  if (ladder === "roads") return state.roads.some((_, q) => !isConnected(state, q));
  return !state.completed.includes(ladder);
}
function characterOpen(state: RioState, seat: number, c: CharacterId): boolean {
  return ownerOf(state, c) < 0 && state.reserved[c] === undefined && state.seats[seat].vp >= CHARACTERS[c].minVp;
}
const canSendBoat = (state: RioState, s: SeatState): boolean =>
  shipDocked(state) && !state.ship.ordered && state.ship.backYear !== state.year && s.money >= BOAT_EARLY_DEPARTURE_PRICE;

function placementMoves(state: RioState, seat: number): RioMove[] {
  const s = state.seats[seat];
  const out: RioMove[] = [];
  for (const cell of cityCandidates(state, seat)) for (const count of cityCounts(state, seat, cell)) out.push({ type: "placeCity", cell, count });
  if (room(s) >= 1) {
    for (const ladder of LADDER_IDS) {
      if (!ladderOpen(state, ladder) || !canPay(s, LADDERS[ladder].cost)) continue;
      for (const cell of ladderCells(ladder, state.players)) if (state.ladders[ladder][cell] === null) out.push({ type: "placeLadder", ladder, cell });
    }
    for (const c of CHARACTER_IDS) if (characterOpen(state, seat, c)) out.push({ type: "reserveCharacter", character: c });
  }
  for (const field of ["mine", "forest"] as const) {
    const prices = field === "mine" ? MINE_CELLS : FOREST_CELLS;
    state[field].forEach((holder, cell) => {
      if (holder === null && prices[cell] <= room(s)) out.push({ type: "placeField", field, cell });
    });
  }
  for (const spot of OPTIONAL_SPOTS) {
    if (spot === "boat" && !shipDocked(state)) continue;
    for (let count = 1; count <= room(s); count++) out.push({ type: "placeWorkers", spot, count });
  }
  if (canSendBoat(state, s)) out.push({ type: "sendBoat" });
  out.push({ type: "pass" });
  return out;
}

function loadOptions(state: RioState, s: SeatState): { stone: number; wood: number; precious: number }[] {
  const most = Math.min(BOAT_LOAD_PER_WORKER, shipSpace(state));
  const out = [];
  for (let stone = 0; stone <= Math.min(most, s.stone); stone++)
    for (let wood = 0; wood <= Math.min(most - stone, s.wood); wood++)
      for (let precious = 0; precious <= Math.min(most - stone - wood, s.precious); precious++)
        if (stone + wood + precious > 0) out.push({ stone, wood, precious });
  return out;
}

function effectMoves(state: RioState, seat: number): RioMove[] {
  const s = state.seats[seat];
  const out: RioMove[] = [];
  if (state.mine.includes(seat)) out.push({ type: "harvest", field: "mine" });
  if (state.forest.includes(seat)) out.push({ type: "harvest", field: "forest" });
  if (state.agriculture[seat] > 0) out.push({ type: "harvest", field: "agriculture" });
  if (state.crafts[seat] > 0) for (const give of ["stone", "wood"] as const) if (s[give] > 0) out.push({ type: "craft", give });
  if (state.boat[seat] > 0 && shipDocked(state)) for (const l of loadOptions(state, s)) out.push({ type: "load", ...l });
  for (const c of CHARACTER_IDS) if (state.reserved[c] === seat) out.push({ type: "takeCharacter", character: c });
  for (const key of Object.keys(state.crews).sort((a, b) => Number(a) - Number(b))) {
    const cell = Number(key);
    if (!state.crews[key].some((c) => c.seat === seat)) continue;
    for (const kind of BUILD_KINDS) if (!buildProblem(state, seat, cell, kind)) out.push({ type: "build", cell, kind });
    if (!activateProblem(state, seat, cell)) out.push({ type: "activate", cell });
  }
  out.push({ type: "endEffects" });
  return out;
}

function bankMoves(state: RioState, seat: number): RioMove[] {
  return state.seats[seat].money >= bankPrice(state.seats[seat].bought) ? RESOURCES.map((resource) => ({ type: "buyResource", resource })) : [];
}

const emptyBundle = (): Bundle => ({ money: 0, stone: 0, wood: 0, precious: 0, characters: [] });
/** The canonical offers listed as legal moves (any well-formed offer is accepted by `apply`). */
function simpleOffers(to: number): { to: number; give: Bundle; get: Bundle }[] {
  return [
    { to, give: { ...emptyBundle(), stone: 1 }, get: { ...emptyBundle(), wood: 1 } },
    { to, give: { ...emptyBundle(), wood: 1 }, get: { ...emptyBundle(), stone: 1 } },
    { to, give: { ...emptyBundle(), money: 2 }, get: { ...emptyBundle(), precious: 1 } },
  ];
}
const hasBundle = (s: SeatState, b: Bundle): boolean =>
  canPay(s, b) && b.characters.every((c) => s.characters.includes(c));

function tradeMoves(state: RioState, seat: number): RioMove[] {
  const out: RioMove[] = [];
  for (const o of state.offers) {
    if (o.to === seat) {
      if (offerProblem(state, o) === null) out.push({ type: "acceptOffer", offer: o.id });
      out.push({ type: "declineOffer", offer: o.id });
    }
    if (o.from === seat) out.push({ type: "withdrawOffer", offer: o.id });
  }
  if (!state.offers.some((o) => o.from === seat)) {
    for (let to = 0; to < state.players; to++) {
      if (to === seat) continue;
      for (const o of simpleOffers(to)) if (hasBundle(state.seats[seat], o.give)) out.push({ type: "offer", ...o });
    }
  }
  return out;
}

export function legalMoves(state: RioState, seat: number): RioMove[] {
  if (state.phase === "over" || seat < 0 || seat >= state.players) return [];
  const out: RioMove[] = [];
  if (state.pending) {
    if (state.pending.seat === seat) out.push(...pendingMoves(state));
  } else if (state.combat) {
    out.push(...combatMoves(state, seat));
  } else if (isActive(state, seat)) {
    out.push(...(state.phase === "placement" ? placementMoves(state, seat) : effectMoves(state, seat)), ...bankMoves(state, seat));
  }
  out.push(...tradeMoves(state, seat));
  return out;
}

function pendingMoves(state: RioState): RioMove[] {
  const p = state.pending!;
  if (p.kind === "walls") return state.walls.flatMap((built, segment) => (built ? [] : [{ type: "buildWall" as const, segment }]));
  if (p.kind === "roads") return state.roads.flatMap((_, quarter) => (isConnected(state, quarter) ? [] : [{ type: "buildRoad" as const, quarter }]));
  return majorSquares(state).map((square) => ({ type: "placeMajor" as const, square }));
}

// ---------------------------------------------------------------------------------------------
// Applying a move.

export function applyMove(state: RioState, seat: number, move: RioMove, log: Log): void {
  if (state.phase === "over") fail("game-over", "The game is over.");
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) fail("no-such-seat", "There is no such seat in this game.");
  switch (move.type) {
    case "offer": return makeOffer(state, seat, move, log);
    case "acceptOffer":
    case "declineOffer":
    case "withdrawOffer": return answerOffer(state, seat, move, log);
    case "buildWall":
    case "buildRoad":
    case "placeMajor": return decide(state, seat, move, log);
    case "placeEnemy":
    case "cannon":
    case "cannonHit":
    case "defend":
    case "endDefence":
    case "moveGroup":
    case "merge":
    case "proposeMerge":
    case "acceptMerge":
    case "declineMerge":
    case "endCombatTurn":
      if (!state.combat || state.pending) fail("no-combat", "There is no combat going on.");
      applyCombat(state, seat, move, log);
      if (!state.combat) finishYear(state, log);
      return;
  }
  if (state.pending) fail("decision-pending", "A player must first place what their completed ladder built.");
  if (!isActive(state, seat)) fail("not-your-turn", "It is not your turn.");
  if (move.type === "buyResource") return buyResource(state, seat, move.resource, log);
  if (state.phase === "placement") return place(state, seat, move, log);
  return resolveEffect(state, seat, move, log);
}

function buyResource(state: RioState, seat: number, resource: ResourceName, log: Log): void {
  const s = state.seats[seat];
  const price = bankPrice(s.bought);
  if (s.money < price) fail("cannot-pay", `The next resource from the bank costs ${price} coins.`);
  s.money -= price;
  s[resource]++;
  s.bought++;
  log.push({ key: logKey("bought"), params: { seat, resource, price } });
}

// Placement -----------------------------------------------------------------------------------

function place(state: RioState, seat: number, move: RioMove, log: Log): void {
  const s = state.seats[seat];
  let workers = 0;
  switch (move.type) {
    case "pass":
      s.passed = true;
      log.push({ key: logKey("passed"), params: { seat } });
      return advancePlacement(state, log);
    case "sendBoat":
      if (!canSendBoat(state, s)) fail("cannot-send-boat", "The boat can be sent off early only from the quay, once a year, for 2 coins, and not the year it came back.");
      s.money -= BOAT_EARLY_DEPARTURE_PRICE;
      state.ship.ordered = true;
      log.push({ key: logKey("boatOrdered"), params: { seat } });
      return;
    case "placeCity": {
      if (!cityCounts(state, seat, move.cell).includes(move.count))
        fail("cannot-place-city", "Workers go next to your own hut or house or in the start zone, at most 3 to a square, one colour per square; to displace a rival place twice their number less one.");
      let list = state.crews[move.cell] ?? [];
      if (!list.some((c) => c.seat === seat) && list.length >= colourLimit(state, move.cell)) {
        // cityCounts allowed this only as a displacement of the single colour there.
        const [rival] = list;
        state.seats[rival.seat].supply += rival.n;
        log.push({ key: logKey("displaced"), params: { seat, victim: rival.seat, cell: move.cell, count: rival.n } });
        list = [];
      }
      const own = list.find((c) => c.seat === seat);
      if (own) own.n += move.count;
      else list = [...list, { seat, n: move.count }];
      state.crews[move.cell] = list;
      workers = move.count;
      log.push({ key: logKey("placedCity"), params: { seat, cell: move.cell, count: move.count } });
      break;
    }
    case "placeLadder": {
      const spec = LADDERS[move.ladder];
      if (!ladderOpen(state, move.ladder)) fail("ladder-closed", "That building cannot be built any more.");
      if (!ladderCells(move.ladder, state.players).includes(move.cell) || state.ladders[move.ladder][move.cell] !== null)
        fail("cell-taken", "That cell of the ladder is taken or not used at this player count.");
      if (room(s) < 1) fail("no-workers", "You cannot place another worker this year.");
      if (!canPay(s, spec.cost)) fail("cannot-pay", "You lack the resources this ladder asks for each worker.");
      pay(s, spec.cost);
      state.ladders[move.ladder][move.cell] = seat;
      s.placed++;
      s.supply--;
      log.push({ key: logKey("placedLadder"), params: { seat, ladder: move.ladder, cell: move.cell } });
      if (ladderCells(move.ladder, state.players).every((c) => state.ladders[move.ladder][c] !== null)) completeLadder(state, seat, move.ladder, log);
      return afterPlacement(state, seat, log);
    }
    case "placeField": {
      const prices = move.field === "mine" ? MINE_CELLS : FOREST_CELLS;
      if (move.cell >= prices.length || state[move.field][move.cell] !== null) fail("cell-taken", "That cell is taken.");
      if (prices[move.cell] > room(s)) fail("no-workers", `That cell needs ${prices[move.cell]} workers.`);
      state[move.field][move.cell] = seat;
      workers = prices[move.cell];
      log.push({ key: logKey("placedField"), params: { seat, field: move.field, cell: move.cell, count: workers } });
      break;
    }
    case "placeWorkers": {
      if (move.spot === "boat" && !shipDocked(state)) fail("no-boat", "The boat is not at the quay (or the port is not built).");
      if (move.count > room(s)) fail("no-workers", "You cannot place that many workers this year.");
      state[move.spot][seat] += move.count;
      workers = move.count;
      log.push({ key: logKey("placedWorkers"), params: { seat, spot: move.spot, count: move.count } });
      break;
    }
    case "reserveCharacter": {
      if (room(s) < 1) fail("no-workers", "You cannot place another worker this year.");
      if (!characterOpen(state, seat, move.character))
        fail("character-unavailable", `That character is taken, or needs ${CHARACTERS[move.character].minVp} victory points.`);
      state.reserved[move.character] = seat;
      workers = 1;
      log.push({ key: logKey("reservedCharacter"), params: { seat, character: move.character } });
      break;
    }
    default:
      fail("wrong-phase", "That move belongs to another phase.");
  }
  s.placed += workers;
  s.supply -= workers;
  afterPlacement(state, seat, log);
}

function afterPlacement(state: RioState, seat: number, log: Log): void {
  const s = state.seats[seat];
  if (room(s) <= 0) s.passed = true;
  if (!state.pending) advancePlacement(state, log);
}

function advancePlacement(state: RioState, log: Log): void {
  for (let step = 1; step <= state.players; step++) {
    const i = (state.turn + step) % state.players;
    if (!state.seats[state.order[i]].passed) {
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
    awards[holder] += spec.cells[i].vp;
    state.seats[holder].supply++;
  });
  awards[seat] += spec.bonus;
  awards.forEach((vp, s) => (state.seats[s].vp += vp));
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
    if (squares.length === 1) placeMajor(state, major, squares[0], log);
    else state.pending = { kind: "major", seat, major };
  }
}

/** The stone squares a new major building may take: the free ones, or either when both are taken. */
function majorSquares(state: RioState): number[] {
  const free = STONE_SQUARES.flatMap((_, square) => (state.stoneSquares[square] === null ? [square] : []));
  return free.length > 0 ? free : STONE_SQUARES.map((_, square) => square);
}

function placeMajor(state: RioState, major: MajorKind, square: number, log: Log): void {
  log.push({ key: logKey("majorPlaced"), params: { major, square, replaced: state.stoneSquares[square] } });
  state.stoneSquares[square] = major;
}

function decide(state: RioState, seat: number, move: MoveOf<"buildWall" | "buildRoad" | "placeMajor">, log: Log): void {
  const p = state.pending;
  if (!p || p.seat !== seat) fail("no-decision", "You have nothing to build now.");
  if (move.type === "buildWall") {
    if (p.kind !== "walls") fail("wrong-decision", "You are not placing walls.");
    if (state.walls[move.segment]) fail("wall-exists", "That wall segment already stands.");
    state.walls[move.segment] = true;
    log.push({ key: logKey("wallBuilt"), params: { seat, segment: move.segment } });
    if (--p.left > 0 && state.walls.some((w) => !w)) return;
  } else if (move.type === "buildRoad") {
    if (p.kind !== "roads") fail("wrong-decision", "You are not placing roads.");
    if (isConnected(state, move.quarter)) fail("road-complete", "That quarter is already joined to the plaza.");
    state.roads[move.quarter]++;
    log.push({ key: logKey("roadBuilt"), params: { seat, quarter: move.quarter, connected: isConnected(state, move.quarter) } });
    if (--p.left > 0 && state.roads.some((_, q) => !isConnected(state, q))) return;
  } else {
    if (p.kind !== "major") fail("wrong-decision", "You are not placing a major building.");
    if (!majorSquares(state).includes(move.square)) fail("square-free", "A major building replaces another only when both stone squares are taken.");
    placeMajor(state, p.major, move.square, log);
  }
  state.pending = null;
  afterPlacement(state, seat, log);
}

// Effects -------------------------------------------------------------------------------------

const hasWork = (state: RioState, seat: number): boolean =>
  state.mine.includes(seat) || state.forest.includes(seat) || state.agriculture[seat] > 0 || state.crafts[seat] > 0 ||
  state.boat[seat] > 0 || Object.values(state.reserved).includes(seat) ||
  Object.values(state.crews).some((list) => list.some((c) => c.seat === seat));

function beginEffects(state: RioState, log: Log): void {
  state.phase = "effects";
  for (const seat of state.order) {
    for (const c of state.seats[seat].characters) {
      const income = CHARACTERS[c].income;
      if (Object.keys(income).length === 0 || !characterWorks(state, seat, c)) continue;
      gain(state.seats[seat], income);
      log.push({ key: logKey("characterIncome"), params: { seat, character: c } });
    }
  }
  state.turn = -1;
  advanceEffects(state, log);
}

function advanceEffects(state: RioState, log: Log): void {
  for (let i = state.turn + 1; i < state.players; i++) {
    if (hasWork(state, state.order[i])) {
      state.turn = i;
      return;
    }
  }
  endOfEffects(state, log);
}

function resolveEffect(state: RioState, seat: number, move: RioMove, log: Log): void {
  const s = state.seats[seat];
  switch (move.type) {
    case "harvest": {
      if (move.field === "agriculture") {
        const n = state.agriculture[seat];
        if (n === 0) fail("no-workers", "You have no workers in agriculture.");
        const coins = Math.floor(n / AGRICULTURE_WORKERS_PER_COIN);
        s.money += coins;
        s.supply += n;
        state.agriculture[seat] = 0;
        log.push({ key: logKey("harvested"), params: { seat, field: "agriculture", money: coins } });
        return;
      }
      const prices = move.field === "mine" ? MINE_CELLS : FOREST_CELLS;
      let yieldCount = 0;
      state[move.field].forEach((holder, i) => {
        if (holder !== seat) return;
        yieldCount++;
        s.supply += prices[i];
        state[move.field][i] = null;
      });
      if (yieldCount === 0) fail("no-workers", `You have no workers in the ${move.field}.`);
      s[move.field === "mine" ? "stone" : "wood"] += yieldCount;
      log.push({ key: logKey("harvested"), params: { seat, field: move.field, [move.field === "mine" ? "stone" : "wood"]: yieldCount } });
      return;
    }
    case "craft":
      if (state.crafts[seat] === 0) fail("no-workers", "You have no workers left in the crafts.");
      if (s[move.give] === 0) fail("cannot-pay", `You have no ${move.give} to exchange.`);
      s[move.give]--;
      s.precious++;
      state.crafts[seat]--;
      s.supply++;
      log.push({ key: logKey("crafted"), params: { seat, give: move.give } });
      return;
    case "load": {
      if (state.boat[seat] === 0 || !shipDocked(state)) fail("no-workers", "You have no workers on the boat.");
      const total = move.stone + move.wood + move.precious;
      if (total < 1 || total > BOAT_LOAD_PER_WORKER) fail("bad-load", "Each worker loads 1 to 3 resources.");
      if (total > shipSpace(state)) fail("boat-full", "The boat has no room for that much.");
      if (!canPay(s, move)) fail("cannot-pay", "You do not have those resources.");
      pay(s, move);
      const cargo = state.ship.cargo[seat];
      cargo[0] += move.stone;
      cargo[1] += move.wood;
      cargo[2] += move.precious;
      state.boat[seat]--;
      s.supply++;
      log.push({ key: logKey("loaded"), params: { seat, stone: move.stone, wood: move.wood, precious: move.precious } });
      return;
    }
    case "takeCharacter":
      if (state.reserved[move.character] !== seat) fail("not-reserved", "You have not reserved that character.");
      return takeCharacter(state, seat, move.character, log);
    case "build": {
      const problem = buildProblem(state, seat, move.cell, move.kind);
      if (problem) fail(problem[0], problem[1]);
      const spec = BUILDINGS[move.kind];
      pay(s, spec.cost);
      s.vp += spec.vp;
      s.built = true;
      state.buildings[move.cell] = { kind: move.kind, owner: seat };
      freeCrew(state, seat, move.cell);
      log.push({ key: logKey("built"), params: { seat, cell: move.cell, kind: move.kind, vp: spec.vp } });
      return;
    }
    case "activate": {
      const problem = activateProblem(state, seat, move.cell);
      if (problem) fail(problem[0], problem[1]);
      const b = state.buildings[move.cell];
      const effect = BUILDINGS[b.kind].effect!;
      pay(s, effect.pay);
      gain(s, effect.gain);
      state.uses[move.cell] = [...(state.uses[move.cell] ?? []), seat];
      freeCrew(state, seat, move.cell);
      log.push({ key: logKey("activated"), params: { seat, cell: move.cell, kind: b.kind, owner: b.owner } });
      return;
    }
    case "endEffects": {
      // Workers not resolved go home without effect, except in the city (they stay to defend) and on the track.
      for (const field of ["mine", "forest"] as const) {
        const prices = field === "mine" ? MINE_CELLS : FOREST_CELLS;
        state[field].forEach((holder, i) => {
          if (holder !== seat) return;
          s.supply += prices[i];
          state[field][i] = null;
        });
      }
      for (const spot of ["agriculture", "crafts", "boat"] as const) {
        s.supply += state[spot][seat];
        state[spot][seat] = 0;
      }
      for (const c of CHARACTER_IDS) if (state.reserved[c] === seat) takeCharacter(state, seat, c, log);
      log.push({ key: logKey("effectsEnded"), params: { seat } });
      return advanceEffects(state, log);
    }
    default:
      fail("wrong-phase", "That move belongs to another phase.");
  }
}

function freeCrew(state: RioState, seat: number, cell: number): void {
  const list = state.crews[cell];
  const crew = list.find((c) => c.seat === seat)!;
  state.seats[seat].supply += crew.n;
  const rest = list.filter((c) => c !== crew);
  if (rest.length) state.crews[cell] = rest;
  else delete state.crews[cell];
}

/** Paying for a reserved character, or the fine when one cannot. */
function takeCharacter(state: RioState, seat: number, c: CharacterId, log: Log): void {
  const s = state.seats[seat];
  delete state.reserved[c];
  s.supply++;
  const price = CHARACTERS[c].price;
  if (s.money >= price) {
    s.money -= price;
    s.characters.push(c);
    state.purchasedIn[c] = state.year;
    log.push({ key: logKey("characterBought"), params: { seat, character: c, price } });
  } else {
    const money = Math.min(s.money, CHARACTER_FINE.money), vp = Math.min(s.vp, CHARACTER_FINE.vp);
    s.money -= money;
    s.vp -= vp;
    log.push({ key: logKey("characterFined"), params: { seat, character: c, money, vp } });
  }
}

function endOfEffects(state: RioState, log: Log): void {
  const ship = state.ship;
  const load = shipLoad(state);
  if (ship.returnYear === null && load > 0 && ship.backYear !== state.year && (ship.ordered || load >= BOAT_CAPACITY_PER_PLAYER * state.players)) {
    ship.returnYear = state.year + BOAT_YEARS_AWAY;
    log.push({ key: logKey("boatLeft"), params: { load, returnYear: ship.returnYear } });
  }
  ship.ordered = false;
  // The combat check: two dice against the enemy track; below the pirates' value brings the pirates first.
  const dice = rollDice(state, 2);
  const total = dice[0] + dice[1];
  const enemy = total < ENEMY_TRACK[state.enemies.pirates].value ? "pirates" : total < ENEMY_TRACK[state.enemies.natives].value ? "natives" : null;
  state.lastRoll = { year: state.year, dice, enemy };
  log.push({
    key: logKey("combatCheck"),
    params: { dice, total, pirates: ENEMY_TRACK[state.enemies.pirates].value, natives: ENEMY_TRACK[state.enemies.natives].value, enemy },
  });
  if (enemy) startCombat(state, enemy, log);
  if (!state.combat) finishYear(state, log);
}

// End of the year -----------------------------------------------------------------------------

function finishYear(state: RioState, log: Log): void {
  // Turn order: most workers added to the track first (ties swap the current order). A player who added
  // none has only the disc marking its position, the text's "single piece": it gains no place.
  const rank = (s: number) => state.order.indexOf(s);
  const movers = state.order.filter((s) => state.turnOrder[s] > 0).sort((a, b) => state.turnOrder[b] - state.turnOrder[a] || rank(b) - rank(a));
  const order = [...movers, ...state.order.filter((s) => state.turnOrder[s] === 0)];
  if (order.some((s, i) => s !== state.order[i])) log.push({ key: logKey("turnOrder"), params: { order } });
  state.order = order;
  state.seats.forEach((s, i) => {
    s.supply += state.turnOrder[i];
    state.turnOrder[i] = 0;
  });
  for (const key in state.crews) for (const c of state.crews[key]) state.seats[c.seat].supply += c.n;
  state.crews = {};
  state.uses = {};
  state.phase = "placement";
  const mark = YEAR_MARKS[state.year - 1];
  if (mark) {
    const enemy = mark === "skull" ? "pirates" : "natives";
    state.enemies[enemy] = Math.min(ENEMY_TRACK.length - 1, state.enemies[enemy] + 1);
    log.push({ key: logKey("enemyAdvanced"), params: { enemy, position: state.enemies[enemy], value: ENEMY_TRACK[state.enemies[enemy]].value } });
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
  if (state.seats[state.order[0]].passed) advancePlacement(state, log);
}

function sellCargo(state: RioState, log: Log): void {
  state.ship.cargo.forEach((cargo, seat) => {
    if (cargo[0] + cargo[1] + cargo[2] === 0) return;
    let money = 0, vp = 0;
    (["stone", "wood", "precious"] as const).forEach((r, i) => {
      money += cargo[i] * BOAT_SALE[r].money;
      vp += cargo[i] * BOAT_SALE[r].vp;
    });
    state.seats[seat].money += money;
    state.seats[seat].vp += vp;
    log.push({ key: logKey("cargoSold"), params: { seat, stone: cargo[0], wood: cargo[1], precious: cargo[2], money, vp } });
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
  const keyOf = (seat: number) => [scores[seat], state.seats[seat].money % MONEY_PER_VP, resourceCount(state.seats[seat])];
  let best: number[] = [];
  for (let seat = 0; seat < state.players; seat++) {
    if (best.length === 0) {
      best = [seat];
      continue;
    }
    const a = keyOf(seat), b = keyOf(best[0]);
    const cmp = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    if (cmp > 0) best = [seat];
    else if (cmp === 0) best.push(seat);
  }
  return { winners: best, scores };
}

// Trades ----------------------------------------------------------------------------------------

function offerProblem(state: RioState, o: Offer): string | null {
  if (!hasBundle(state.seats[o.from], o.give)) return "The player making the offer no longer has what they offered.";
  if (!hasBundle(state.seats[o.to], o.get)) return "You do not have what is asked for.";
  return null;
}

function makeOffer(state: RioState, seat: number, move: MoveOf<"offer">, log: Log): void {
  if (move.to === seat || move.to >= state.players) fail("bad-partner", "Offer a trade to another player of this game.");
  if (state.offers.some((o) => o.from === seat)) fail("offer-open", "You already have an offer waiting for an answer.");
  const empty = (b: Bundle) => b.money + b.stone + b.wood + b.precious + b.characters.length === 0;
  if (empty(move.give) && empty(move.get)) fail("empty-offer", "An offer must give or ask for something.");
  if (new Set(move.give.characters).size !== move.give.characters.length || new Set(move.get.characters).size !== move.get.characters.length)
    fail("bad-offer", "A character appears twice in the offer.");
  if (!hasBundle(state.seats[seat], move.give)) fail("cannot-give", "You do not have what you offer.");
  if (!move.get.characters.every((c) => state.seats[move.to].characters.includes(c))) fail("bad-offer", "That player does not own the character you ask for.");
  const offer: Offer = { id: state.nextOffer++, from: seat, to: move.to, give: move.give, get: move.get };
  state.offers.push(offer);
  log.push({ key: logKey("offered"), params: { offer: offer.id, from: seat, to: move.to, ...bundleParams("give", move.give), ...bundleParams("get", move.get) } });
}

function bundleParams(prefix: "give" | "get", b: Bundle): Record<string, LogParam> {
  return { [prefix]: [b.money, b.stone, b.wood, b.precious], [`${prefix}Characters`]: b.characters };
}

function answerOffer(state: RioState, seat: number, move: MoveOf<"acceptOffer" | "declineOffer" | "withdrawOffer">, log: Log): void {
  const o = state.offers.find((x) => x.id === move.offer);
  if (!o) fail("no-such-offer", "That offer is no longer open.");
  if (move.type === "withdrawOffer" ? o.from !== seat : o.to !== seat) fail("not-your-offer", "That offer is not yours to answer.");
  if (move.type === "acceptOffer") {
    const problem = offerProblem(state, o);
    if (problem) fail("cannot-trade", problem);
    transfer(state, o.from, o.to, o.give);
    transfer(state, o.to, o.from, o.get);
  }
  state.offers = state.offers.filter((x) => x !== o);
  const what = move.type === "acceptOffer" ? "offerAccepted" : move.type === "declineOffer" ? "offerDeclined" : "offerWithdrawn";
  log.push({ key: logKey(what), params: { offer: o.id, from: o.from, to: o.to } });
}

function transfer(state: RioState, from: number, to: number, b: Bundle): void {
  const a = state.seats[from], z = state.seats[to];
  pay(a, b);
  gain(z, b);
  a.characters = a.characters.filter((c) => !b.characters.includes(c));
  z.characters.push(...b.characters);
}

