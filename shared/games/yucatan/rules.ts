// Yucatàn's rules as pure functions over a JSON state. `index.ts` wraps them in the GameDefinition.
import { RuleError, type LogEntry, type RandomState } from "../../engine/index";
import { GREAT_RIVER, type Board } from "./board";
import {
  BEATS, BOARDS, CARRY_LIMIT, GUILDS, NEUTRAL_VILLAGES, PRISONER_TOKENS, PRISONERS_PER_LEVEL, PYRAMID_LEVELS,
  VILLAGES_PER_PLAYER, WARRIORS_PER_GUILD, type Guild,
} from "./data";

export type Phase = "largeVillage" | "smallVillage" | "neutralVillage" | "warriors" | "play" | "over";

export interface Village {
  hex: number;
  /** null for a neutral village. */
  owner: number | null;
  large: boolean;
}

export interface Warrior {
  id: number;
  owner: number;
  hex: number;
  guild: Guild;
  /** Prisoner tokens under the warrior (0 to 3). */
  carried: number;
  /** Shown to everyone by a combat it survived. */
  shown: boolean;
}

export interface Seat {
  /** Warriors off the board, by guild. */
  reserve: Record<Guild, number>;
  villagesLeft: number;
  cityPrisoners: number;
  pyramid: number;
}

export interface YucatanState {
  players: number;
  rng: RandomState;
  phase: Phase;
  /** Placements made so far in the current setup phase. */
  step: number;
  /** The seat taking its action while playing. */
  turn: number;
  /** A seat that must take a warrior off the board before the game goes on (it lost a village). */
  pending: null | { seat: number };
  villages: Village[];
  warriors: Warrior[];
  seats: Seat[];
  prisonerSupply: number;
  neutralLeft: number;
  nextWarrior: number;
  winner: number | null;
}

export type YucatanMove =
  | { type: "placeVillage"; hex: number }
  | { type: "placeWarriors"; hexes: [number, number]; guilds: [Guild, Guild] }
  | { type: "establish"; hex: number }
  | { type: "enlarge"; hex: number }
  | { type: "deploy"; hex: number; guild: Guild }
  | { type: "move"; warrior: number; to: number }
  | { type: "build" }
  | { type: "removeWarrior"; warrior: number }
  | { type: "pass" };

export function boardOf(state: YucatanState): Board {
  return BOARDS[state.players];
}

// ---- static facts about a board, computed once ------------------------------------------------------

interface BoardFacts {
  /** Hex ids a warrior may stand on (not mountain, not great river). */
  standable: boolean[];
  /** Hex ids a village may ever stand on: jungle, not beside a city. */
  villageGround: boolean[];
  /** City seat on a hex, or -1. */
  cityAt: number[];
  /** For each seat, the hexes beside its city. */
  besideCity: number[][];
}

const factsCache = new WeakMap<Board, BoardFacts>();

export function facts(board: Board): BoardFacts {
  let f = factsCache.get(board);
  if (f) return f;
  const cityAt = board.hexes.map(() => -1);
  for (const c of board.cities) cityAt[c.hex] = c.seat;
  const standable = board.hexes.map((h) => h.terrain !== "mountain" && h.terrain !== "greatRiver");
  const villageGround = board.hexes.map(
    (h) => (h.terrain === "jungle" || h.terrain === "deepJungle") && board.neighbors[h.id].every((n) => cityAt[n] < 0),
  );
  const besideCity = board.cities.map((c) => board.neighbors[c.hex].filter((n) => standable[n]));
  f = { standable, villageGround, cityAt, besideCity };
  factsCache.set(board, f);
  return f;
}

// ---- the position indexed by hex (built per call: the board has at most 217 hexes) -------------------

interface Position {
  board: Board;
  facts: BoardFacts;
  villageAt: (Village | undefined)[];
  warriorAt: (Warrior | undefined)[];
}

function position(state: YucatanState): Position {
  const board = boardOf(state);
  const villageAt: (Village | undefined)[] = new Array(board.hexes.length);
  const warriorAt: (Warrior | undefined)[] = new Array(board.hexes.length);
  for (const v of state.villages) villageAt[v.hex] = v;
  for (const w of state.warriors) warriorAt[w.hex] = w;
  return { board, facts: facts(board), villageAt, warriorAt };
}

/** A village may go here: village ground, free, and no village beside it. */
function villageFits(pos: Position, hex: number): boolean {
  return pos.facts.villageGround[hex] && !pos.villageAt[hex] && pos.board.neighbors[hex].every((n) => !pos.villageAt[n]);
}

// ---- setup ---------------------------------------------------------------------------------------------

export function setupSeat(state: YucatanState): number {
  const n = state.players;
  switch (state.phase) {
    case "smallVillage":
      return (1 - state.step + 2 * n) % n;
    case "neutralVillage":
      return n - 1 - (state.step % n);
    default:
      return n - 1 - state.step;
  }
}

export function villageHexes(state: YucatanState, pos: Position, seat: number): number[] {
  const board = pos.board;
  const city = board.cities[seat];
  const out: number[] = [];
  if (state.phase === "largeVillage") {
    for (const h of board.hexes) {
      if (villageFits(pos, h.id) && h.rivers.some((r) => city.rivers.includes(r))) out.push(h.id);
    }
  } else if (state.phase === "smallVillage") {
    const large = state.villages.find((v) => v.owner === seat && v.large);
    const rivers = new Set([...city.rivers, ...(large ? board.hexes[large.hex].rivers : [])]);
    for (const h of board.hexes) if (villageFits(pos, h.id) && h.rivers.some((r) => rivers.has(r))) out.push(h.id);
  } else if (state.phase === "neutralVillage") {
    for (const h of board.hexes) if (villageFits(pos, h.id) && h.rivers.length === 0) out.push(h.id);
  }
  return out;
}

/** Moves the setup on past finished phases and seats with nowhere to place (logged), into play. */
function advanceSetup(state: YucatanState, log: LogEntry[]): void {
  const n = state.players;
  for (;;) {
    if (state.phase === "largeVillage" && state.step >= n) next(state, "smallVillage");
    else if (state.phase === "smallVillage" && state.step >= n) next(state, "neutralVillage");
    else if (state.phase === "neutralVillage" && state.neutralLeft === 0) next(state, "warriors");
    else if (state.phase === "warriors" && state.step >= n) {
      next(state, "play");
      state.turn = 0;
      log.push({ key: "yucatan.started", params: { first: 0 } });
      return;
    } else if (state.phase === "neutralVillage") {
      // Neutral villages go round until no hex can take one.
      if (villageHexes(state, position(state), 0).length === 0) next(state, "warriors");
      else return;
    } else if (state.phase === "largeVillage" || state.phase === "smallVillage") {
      const seat = setupSeat(state);
      if (villageHexes(state, position(state), seat).length > 0) return;
      log.push({ key: "yucatan.noRoomForVillage", params: { seat, stage: state.phase } });
      state.step++;
    } else return;
  }
}

function next(state: YucatanState, phase: Phase): void {
  state.phase = phase;
  state.step = 0;
}

export function initialState(players: number, rng: RandomState): YucatanState {
  const state: YucatanState = {
    players,
    rng,
    phase: "largeVillage",
    step: 0,
    turn: 0,
    pending: null,
    villages: [],
    warriors: [],
    seats: Array.from({ length: players }, () => ({
      reserve: { jaguar: WARRIORS_PER_GUILD, hummingbird: WARRIORS_PER_GUILD, snake: WARRIORS_PER_GUILD },
      villagesLeft: VILLAGES_PER_PLAYER,
      cityPrisoners: 0,
      pyramid: 0,
    })),
    prisonerSupply: PRISONER_TOKENS,
    neutralLeft: NEUTRAL_VILLAGES,
    nextWarrior: 1,
    winner: null,
  };
  advanceSetup(state, []);
  return state;
}

// ---- who is awaited -------------------------------------------------------------------------------------

export function awaited(state: YucatanState): number[] {
  if (state.phase === "over") return [];
  if (state.phase !== "play") return [setupSeat(state)];
  return [state.pending ? state.pending.seat : state.turn];
}

// ---- counting -------------------------------------------------------------------------------------------

export function villagesOnBoard(state: YucatanState, seat: number): number {
  return state.villages.reduce((n, v) => n + (v.owner === seat ? 1 : 0), 0);
}

export function warriorsOnBoard(state: YucatanState, seat: number): number {
  return state.warriors.reduce((n, w) => n + (w.owner === seat ? 1 : 0), 0);
}

/** Warriors a seat can feed: one per village on the board plus one for its city. */
export function feedLimit(state: YucatanState, seat: number): number {
  return villagesOnBoard(state, seat) + 1;
}

function reserveSize(seat: Seat): number {
  return GUILDS.reduce((n, g) => n + seat.reserve[g], 0);
}

// ---- movement -------------------------------------------------------------------------------------------

/** Entering this hex ends a warrior's move: a neutral or opponent village, or an opponent's city. */
function stopsMove(pos: Position, hex: number, owner: number): boolean {
  const v = pos.villageAt[hex];
  if (v && v.owner !== owner) return true;
  const city = pos.facts.cityAt[hex];
  return city >= 0 && city !== owner;
}

/** A hex where a carried prisoner is delivered: the owner's large village or city. */
function delivers(pos: Position, hex: number, owner: number): boolean {
  const v = pos.villageAt[hex];
  return (v !== undefined && v.owner === owner && v.large) || pos.facts.cityAt[hex] === owner;
}

/**
 * Every hex the warrior may end on, with whether some path there passes through a hex that delivers its
 * prisoners: one step; two steps along hexes that all carry the river symbol (never into an enemy city);
 * or across the great river.
 */
export function destinations(state: YucatanState, pos: Position, w: Warrior): Map<number, boolean> {
  const { board, facts: f, warriorAt } = pos;
  const out = new Map<number, boolean>();
  const canEnd = (hex: number) => f.standable[hex] && warriorAt[hex]?.owner !== w.owner;
  const start = w.hex;
  for (const n of board.neighbors[start]) {
    if (canEnd(n)) out.set(n, out.get(n) ?? false);
    const mid = board.hexes[n];
    if (mid.terrain === "greatRiver") {
      for (const b of board.neighbors[n]) if (b !== start && board.hexes[b].beach && canEnd(b)) out.set(b, out.get(b) ?? false);
    }
  }
  if (board.hexes[start].rivers.length > 0) {
    for (const m of board.neighbors[start]) {
      if (!f.standable[m] || warriorAt[m] || board.hexes[m].rivers.length === 0 || stopsMove(pos, m, w.owner)) continue;
      const drop = w.carried > 0 && delivers(pos, m, w.owner);
      for (const e of board.neighbors[m]) {
        if (e === start || !canEnd(e) || board.hexes[e].rivers.length === 0) continue;
        // An enemy city is entered only from a hex beside it (rules: "à partir d'une case adjacente").
        const city = f.cityAt[e];
        if (city >= 0 && city !== w.owner) continue;
        out.set(e, (out.get(e) ?? false) || drop);
      }
    }
  }
  return out;
}

// ---- legal moves ----------------------------------------------------------------------------------------

function reachableRivers(state: YucatanState, pos: Position, seat: number): Set<string> {
  const rivers = new Set(pos.board.cities[seat].rivers);
  for (const v of state.villages) if (v.owner === seat) for (const r of pos.board.hexes[v.hex].rivers) rivers.add(r);
  return rivers;
}

function establishHexes(state: YucatanState, pos: Position, seat: number): number[] {
  if (state.seats[seat].villagesLeft === 0) return [];
  const rivers = reachableRivers(state, pos, seat);
  const out: number[] = [];
  for (const h of pos.board.hexes) {
    if (!villageFits(pos, h.id)) continue;
    const w = pos.warriorAt[h.id];
    if (w?.owner === seat || (!w && h.rivers.some((r) => rivers.has(r)))) out.push(h.id);
  }
  return out;
}

function deployHexes(state: YucatanState, pos: Position, seat: number): number[] {
  if (reserveSize(state.seats[seat]) === 0 || warriorsOnBoard(state, seat) >= feedLimit(state, seat)) return [];
  const out = pos.facts.besideCity[seat].filter((h) => !pos.warriorAt[h]);
  for (const v of state.villages) if (v.owner === seat && v.large && !pos.warriorAt[v.hex]) out.push(v.hex);
  return out;
}

export function legalMovesOf(state: YucatanState, seat: number): YucatanMove[] {
  if (!awaited(state).includes(seat)) return [];
  const pos = position(state);
  if (state.phase === "warriors") {
    const hexes = pos.facts.besideCity[seat].filter((h) => !pos.warriorAt[h]);
    const out: YucatanMove[] = [];
    for (let i = 0; i < hexes.length; i++) {
      for (let j = i + 1; j < hexes.length; j++) {
        for (const g1 of GUILDS) for (const g2 of GUILDS) out.push({ type: "placeWarriors", hexes: [hexes[i], hexes[j]], guilds: [g1, g2] });
      }
    }
    return out;
  }
  if (state.phase !== "play") return villageHexes(state, pos, seat).map((hex) => ({ type: "placeVillage", hex }));
  if (state.pending) return state.warriors.filter((w) => w.owner === seat).map((w) => ({ type: "removeWarrior", warrior: w.id }));
  const out: YucatanMove[] = [];
  for (const hex of establishHexes(state, pos, seat)) out.push({ type: "establish", hex });
  for (const v of state.villages) if (v.owner === seat && !v.large) out.push({ type: "enlarge", hex: v.hex });
  const deploy = deployHexes(state, pos, seat);
  for (const guild of GUILDS) {
    if (state.seats[seat].reserve[guild] > 0) for (const hex of deploy) out.push({ type: "deploy", hex, guild });
  }
  for (const w of state.warriors) {
    if (w.owner === seat) for (const to of destinations(state, pos, w).keys()) out.push({ type: "move", warrior: w.id, to });
  }
  if (state.seats[seat].cityPrisoners >= PRISONERS_PER_LEVEL) out.push({ type: "build" });
  if (out.length === 0) out.push({ type: "pass" });
  return out;
}

// ---- applying a move ------------------------------------------------------------------------------------

function fail(code: string, message: string): never {
  throw new RuleError(code, message);
}

function checkHex(pos: Position, hex: number): void {
  if (!Number.isInteger(hex) || hex < 0 || hex >= pos.board.hexes.length) fail("no-such-hex", `There is no hex ${hex} on this board.`);
}

/** Mutates `state` (a copy made by the caller) and returns the log of what happened. */
export function applyMove(state: YucatanState, seat: number, move: YucatanMove): LogEntry[] {
  if (state.phase === "over") fail("game-over", "The game is over.");
  if (!awaited(state).includes(seat)) fail("not-your-turn", "It is not your decision now.");
  const log: LogEntry[] = [];
  const pos = position(state);
  if (state.phase === "warriors") {
    if (move.type !== "placeWarriors") fail("wrong-step", "Place your two starting warriors beside your city.");
    placeWarriors(state, pos, seat, move, log);
    state.step++;
    advanceSetup(state, log);
    return log;
  }
  if (state.phase !== "play") {
    if (move.type !== "placeVillage") fail("wrong-step", "Place a village: the game has not started yet.");
    checkHex(pos, move.hex);
    if (!villageHexes(state, pos, seat).includes(move.hex)) fail("village-not-allowed", villageReason(state.phase));
    if (state.phase === "neutralVillage") {
      state.villages.push({ hex: move.hex, owner: null, large: false });
      state.neutralLeft--;
      log.push({ key: "yucatan.neutralVillagePlaced", params: { seat, hex: move.hex } });
    } else {
      const large = state.phase === "largeVillage";
      state.villages.push({ hex: move.hex, owner: seat, large });
      state.seats[seat].villagesLeft--;
      log.push({ key: large ? "yucatan.largeVillagePlaced" : "yucatan.smallVillagePlaced", params: { seat, hex: move.hex } });
    }
    state.step++;
    advanceSetup(state, log);
    return log;
  }
  if (state.pending) {
    if (move.type !== "removeWarrior") fail("must-remove-warrior", "You lost a village and must first take one of your warriors off the board.");
    removeWarrior(state, seat, move.warrior, log);
    return log;
  }
  switch (move.type) {
    case "establish":
      establish(state, pos, seat, move.hex, log);
      break;
    case "enlarge":
      enlarge(state, pos, seat, move.hex, log);
      break;
    case "deploy":
      deploy(state, pos, seat, move.hex, move.guild, log);
      break;
    case "move":
      moveWarrior(state, pos, seat, move.warrior, move.to, log);
      break;
    case "build":
      build(state, seat, log);
      break;
    case "pass":
      if (legalMovesOf(state, seat).some((m) => m.type !== "pass")) fail("cannot-pass", "You may only pass when no action is possible.");
      log.push({ key: "yucatan.passed", params: { seat } });
      break;
    default:
      fail("wrong-step", "Choose one of the five actions: establish, enlarge, deploy, move or build.");
  }
  if (state.phase === "play" && !state.pending) state.turn = (state.turn + 1) % state.players;
  return log;
}

function villageReason(phase: Phase): string {
  if (phase === "largeVillage") return "Your large village must be beside your city's river, not beside your city, and not beside another village.";
  if (phase === "smallVillage") return "Your small village must be beside your city's river or a river beside your large village, and not beside a village or a city.";
  return "A neutral village must be beside no river, off the mountains and the great river, and not beside a village or a city.";
}

function placeWarriors(state: YucatanState, pos: Position, seat: number, move: Extract<YucatanMove, { type: "placeWarriors" }>, log: LogEntry[]): void {
  const [a, b] = move.hexes;
  checkHex(pos, a);
  checkHex(pos, b);
  const free = pos.facts.besideCity[seat].filter((h) => !pos.warriorAt[h]);
  if (a === b) fail("same-hex", "Your two warriors need two different hexes.");
  if (!free.includes(a) || !free.includes(b)) fail("not-beside-city", "Starting warriors go on free hexes beside your city.");
  const ids: number[] = [];
  move.hexes.forEach((hex, i) => {
    const guild = move.guilds[i];
    takeFromReserve(state.seats[seat], guild);
    const id = state.nextWarrior++;
    state.warriors.push({ id, owner: seat, hex, guild, carried: 0, shown: false });
    ids.push(id);
  });
  log.push({ key: "yucatan.warriorsPlaced", params: { seat, warriors: ids, hexes: [a, b] } });
  log.push({ key: "yucatan.guildsChosen", params: { seat, warriors: ids, guilds: [...move.guilds] }, seats: [seat] });
}

function takeFromReserve(seat: Seat, guild: Guild): void {
  if (!GUILDS.includes(guild)) fail("no-such-guild", `There is no guild called ${String(guild)}.`);
  if (seat.reserve[guild] === 0) fail("guild-not-in-reserve", `You have no ${guild} warrior left in your reserve.`);
  seat.reserve[guild]--;
}

function establish(state: YucatanState, pos: Position, seat: number, hex: number, log: LogEntry[]): void {
  checkHex(pos, hex);
  if (state.seats[seat].villagesLeft === 0) fail("no-villages-left", "All your village tokens are on the board.");
  if (!villageFits(pos, hex)) fail("village-not-allowed", "A village cannot stand there: not on mountains, the great river or a city, and never beside a village or a city.");
  if (!establishHexes(state, pos, seat).includes(hex)) {
    fail("village-out-of-reach", "A new village goes beside a river that touches one of your villages or your city, or under one of your warriors.");
  }
  state.villages.push({ hex, owner: seat, large: false });
  state.seats[seat].villagesLeft--;
  log.push({ key: "yucatan.established", params: { seat, hex } });
}

function enlarge(state: YucatanState, pos: Position, seat: number, hex: number, log: LogEntry[]): void {
  checkHex(pos, hex);
  const v = pos.villageAt[hex];
  if (!v || v.owner !== seat) fail("not-your-village", "You can only enlarge one of your own villages.");
  if (v.large) fail("already-large", "That village is already large.");
  v.large = true;
  log.push({ key: "yucatan.enlarged", params: { seat, hex } });
  const w = pos.warriorAt[hex];
  if (w && w.owner === seat) deliver(state, w, log);
}

function deploy(state: YucatanState, pos: Position, seat: number, hex: number, guild: Guild, log: LogEntry[]): void {
  checkHex(pos, hex);
  const s = state.seats[seat];
  if (reserveSize(s) === 0) fail("no-warrior-in-reserve", "All your warriors are on the board.");
  if (warriorsOnBoard(state, seat) >= feedLimit(state, seat)) {
    fail("cannot-feed", `Your city and villages feed ${feedLimit(state, seat)} warriors, and that many are already on the board.`);
  }
  if (!deployHexes(state, pos, seat).includes(hex)) {
    fail("deploy-hex", "A new warrior goes on a free hex beside your city or on one of your large villages with no warrior on it.");
  }
  takeFromReserve(s, guild);
  const v = pos.villageAt[hex];
  if (v) v.large = false;
  const id = state.nextWarrior++;
  state.warriors.push({ id, owner: seat, hex, guild, carried: 0, shown: false });
  log.push({ key: "yucatan.deployed", params: { seat, warrior: id, hex, fromVillage: v !== undefined } });
  log.push({ key: "yucatan.deployedGuild", params: { seat, warrior: id, guild }, seats: [seat] });
}

function moveWarrior(state: YucatanState, pos: Position, seat: number, id: number, to: number, log: LogEntry[]): void {
  const w = state.warriors.find((x) => x.id === id);
  if (!w || w.owner !== seat) fail("not-your-warrior", "Move one of your own warriors on the board.");
  checkHex(pos, to);
  const reach = destinations(state, pos, w);
  if (!reach.has(to)) {
    fail("unreachable", "A warrior moves one hex, two along river hexes, or across the great river onto a beach; never through mountains, the great river or another warrior.");
  }
  const from = w.hex;
  log.push({ key: "yucatan.moved", params: { seat, warrior: id, from, to } });
  if (reach.get(to)) deliver(state, w, log);
  const defender = pos.warriorAt[to];
  if (defender) {
    combat(state, w, defender, log);
    if (!state.warriors.includes(w)) return;
    w.hex = to;
    if (delivers(pos, to, seat)) deliver(state, w, log);
    return;
  }
  w.hex = to;
  const v = pos.villageAt[to];
  const city = pos.facts.cityAt[to];
  if (v && v.owner !== seat) raid(state, w, v, log);
  else if (city >= 0 && city !== seat) {
    const taken = Math.min(CARRY_LIMIT - w.carried, state.seats[city].cityPrisoners);
    state.seats[city].cityPrisoners -= taken;
    w.carried += taken;
    log.push({ key: "yucatan.cityRaided", params: { seat, warrior: id, city, taken, carried: w.carried } });
  } else if (delivers(pos, to, seat)) deliver(state, w, log);
}

/** One prisoner from the supply, if the warrior has room and the supply has tokens. */
function capture(state: YucatanState, w: Warrior): number {
  if (w.carried >= CARRY_LIMIT || state.prisonerSupply === 0) return 0;
  w.carried++;
  state.prisonerSupply--;
  return 1;
}

function raid(state: YucatanState, w: Warrior, v: Village, log: LogEntry[]): void {
  const captured = capture(state, w);
  const removed = !v.large;
  if (v.large) v.large = false;
  else {
    state.villages.splice(state.villages.indexOf(v), 1);
    if (v.owner !== null) state.seats[v.owner].villagesLeft++;
  }
  log.push({
    key: "yucatan.villageRaided",
    params: { seat: w.owner, warrior: w.id, hex: v.hex, villageOwner: v.owner, removed, captured, carried: w.carried },
  });
  if (removed && v.owner !== null && warriorsOnBoard(state, v.owner) > feedLimit(state, v.owner)) {
    state.pending = { seat: v.owner };
    log.push({ key: "yucatan.mustRemoveWarrior", params: { seat: v.owner } });
  }
}

function combat(state: YucatanState, attacker: Warrior, defender: Warrior, log: LogEntry[]): void {
  const attackerWins = BEATS[attacker.guild] === defender.guild;
  const [winner, loser] = attackerWins ? [attacker, defender] : [defender, attacker];
  state.warriors.splice(state.warriors.indexOf(loser), 1);
  state.seats[loser.owner].reserve[loser.guild]++;
  const taken = Math.min(CARRY_LIMIT - winner.carried, loser.carried);
  winner.carried += taken;
  state.prisonerSupply += loser.carried - taken;
  const captured = capture(state, winner);
  winner.shown = true;
  log.push({
    key: "yucatan.combat",
    params: {
      hex: defender.hex,
      attacker: attacker.id, attackerSeat: attacker.owner, attackerGuild: attacker.guild,
      defender: defender.id, defenderSeat: defender.owner, defenderGuild: defender.guild,
      winner: winner.id, winnerSeat: winner.owner, taken, captured, carried: winner.carried,
    },
  });
}

function deliver(state: YucatanState, w: Warrior, log: LogEntry[]): void {
  if (w.carried === 0) return;
  const city = state.seats[w.owner];
  city.cityPrisoners += w.carried;
  log.push({ key: "yucatan.delivered", params: { seat: w.owner, warrior: w.id, count: w.carried, cityPrisoners: city.cityPrisoners } });
  w.carried = 0;
}

function removeWarrior(state: YucatanState, seat: number, id: number, log: LogEntry[]): void {
  const w = state.warriors.find((x) => x.id === id);
  if (!w || w.owner !== seat) fail("not-your-warrior", "Take one of your own warriors off the board.");
  state.warriors.splice(state.warriors.indexOf(w), 1);
  state.seats[seat].reserve[w.guild]++;
  state.prisonerSupply += w.carried;
  log.push({ key: "yucatan.warriorRemoved", params: { seat, warrior: id, hex: w.hex, discarded: w.carried } });
  if (warriorsOnBoard(state, seat) <= feedLimit(state, seat)) {
    state.pending = null;
    state.turn = (state.turn + 1) % state.players;
  }
}

function build(state: YucatanState, seat: number, log: LogEntry[]): void {
  const s = state.seats[seat];
  if (s.cityPrisoners < PRISONERS_PER_LEVEL) fail("not-enough-prisoners", `A pyramid level costs ${PRISONERS_PER_LEVEL} prisoners from your city; you have ${s.cityPrisoners}.`);
  s.cityPrisoners -= PRISONERS_PER_LEVEL;
  state.prisonerSupply += PRISONERS_PER_LEVEL;
  s.pyramid++;
  log.push({ key: "yucatan.pyramidBuilt", params: { seat, level: s.pyramid } });
  if (s.pyramid === PYRAMID_LEVELS) {
    state.phase = "over";
    state.winner = seat;
    log.push({ key: "yucatan.won", params: { seat } });
  }
}
