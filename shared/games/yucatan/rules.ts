// Yucatàn's rules as pure functions over a JSON state: setup, who is awaited, movement and why a move is
// refused; rules-apply.ts carries an accepted move out. `index.ts` wraps them in the GameDefinition.
import { type LogEntry, Random, type RandomState, type Refusal, RuleError, ruleRefusal, rulesAtLeast } from "../../engine/index";
import { isSeatOf } from "../first-player";
import { type Board, greatRiverBanks } from "./board";
import {
  boardFor,
  GUILDS,
  type Guild,
  NEUTRAL_VILLAGES,
  PRISONER_TOKENS,
  PRISONERS_PER_LEVEL,
  VILLAGES_PER_PLAYER,
  WARRIORS_PER_GUILD,
} from "./data";
import type { en } from "./messages";
import type { Phase, Seat, Village, Warrior, YucatanMove, YucatanState } from "./state";

function boardOf(state: YucatanState): Board {
  return boardFor(state.players);
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
  /** The great river's bank of each hex (`greatRiverBanks`). */
  bank: number[];
}

const factsCache = new WeakMap<Board, BoardFacts>();

export function facts(board: Board): BoardFacts {
  let f = factsCache.get(board);
  if (f) return f;
  const cityAt = board.hexes.map(() => -1);
  for (const c of board.cities) cityAt[c.hex] = c.seat;
  const standable = board.hexes.map((h) => h.terrain !== "mountain" && h.terrain !== "greatRiver");
  const villageGround = board.hexes.map(
    (h) => (h.terrain === "jungle" || h.terrain === "deepJungle") && board.neighbors[h.id]!.every((n) => cityAt[n]! < 0),
  );
  const besideCity = board.cities.map((c) => board.neighbors[c.hex]!.filter((n) => standable[n]));
  f = { standable, villageGround, cityAt, besideCity, bank: greatRiverBanks(board) };
  factsCache.set(board, f);
  return f;
}

// ---- the position indexed by hex (built per call: the board has at most 217 hexes) -------------------

export interface Position {
  /** The rules revision the game plays. */
  revision: number;
  board: Board;
  facts: BoardFacts;
  villageAt: (Village | undefined)[];
  warriorAt: (Warrior | undefined)[];
  /** Per seat, the rivers its city and villages touch (filled on first use). */
  rivers: (Set<string> | undefined)[];
  /** Per warrior id, `destinations` (filled on first use). */
  reach: Map<number, Map<number, boolean>>;
}

export function position(state: YucatanState): Position {
  const board = boardOf(state);
  const villageAt: (Village | undefined)[] = new Array(board.hexes.length);
  const warriorAt: (Warrior | undefined)[] = new Array(board.hexes.length);
  for (const v of state.villages) villageAt[v.hex] = v;
  for (const w of state.warriors) warriorAt[w.hex] = w;
  return { revision: state.revision, board, facts: facts(board), villageAt, warriorAt, rivers: [], reach: new Map() };
}

/** A village may go here: village ground, free, and no village beside it. */
function villageFits(pos: Position, hex: number): boolean {
  return pos.facts.villageGround[hex]! && !pos.villageAt[hex] && pos.board.neighbors[hex]!.every((n) => !pos.villageAt[n]);
}

// ---- setup ---------------------------------------------------------------------------------------------

export function setupSeat(state: YucatanState): number {
  const n = state.players;
  // Seats as if seat 0 played first, turned to the game's first player.
  const from = (seat: number) => (seat + firstSeat(state)) % n;
  switch (state.phase) {
    case "smallVillage":
      return from((1 - state.step + 2 * n) % n);
    case "neutralVillage":
      return from(n - 1 - (state.step % n));
    default:
      return from(n - 1 - state.step);
  }
}

/** The seat that plays first: drawn at the start since revision 2, seat 0 before. */
function firstSeat(state: YucatanState): number {
  return state.firstPlayer ?? 0;
}

/**
 * Revision 2: « déterminez le premier joueur au hasard », from the game's seeded source, unless the table
 * chose one (the `firstPlayer` option). Revision 1 had seat 0, the creator, start: no draw, no field.
 */
export function drawFirstPlayer(players: number, revision: number, chosen: number | undefined, random: Random): number | undefined {
  if (!rulesAtLeast({ revision }, 2)) return undefined;
  if (!isSeatOf(chosen, players))
    throw new RuleError("bad-option", "yucatan.refused.firstPlayer", { players, last: players - 1, chosen: chosen ?? null });
  return chosen ?? random.int(0, players - 1);
}

/** Whether some hex takes `seat`'s village in the current setup phase. */
function hasVillageHex(state: YucatanState, pos: Position, seat: number): boolean {
  return pos.board.hexes.some((h) => placeVillageRefusal(state, pos, seat, h.id) === null);
}

/** Moves the setup on past finished phases and seats with nowhere to place (logged), into play. */
export function advanceSetup(state: YucatanState, log: LogEntry[]): void {
  const n = state.players;
  for (;;) {
    if (state.phase === "largeVillage" && state.step >= n) next(state, "smallVillage");
    else if (state.phase === "smallVillage" && state.step >= n) next(state, "neutralVillage");
    else if (state.phase === "neutralVillage" && state.neutralLeft === 0) next(state, "warriors");
    else if (state.phase === "warriors" && state.step >= n) {
      next(state, "play");
      state.turn = firstSeat(state);
      log.push({ key: "yucatan.started", params: { first: state.turn } });
      return;
    } else if (state.phase === "neutralVillage") {
      // Neutral villages go round until no hex can take one.
      if (!hasVillageHex(state, position(state), 0)) next(state, "warriors");
      else if (state.quickSetup) placeNeutralVillagesByLot(state, log);
      else return;
    } else if (state.phase === "largeVillage" || state.phase === "smallVillage") {
      const seat = setupSeat(state);
      if (hasVillageHex(state, position(state), seat)) return;
      log.push({ key: "yucatan.noRoomForVillage", params: { seat, stage: state.phase } });
      state.step++;
    } else return;
  }
}

/**
 * The quick setup: every neutral village the seats would place in turn, each drawn from the hexes the
 * rules allow at that turn (`placeVillageRefusal`), until none fits or none is left; one log line.
 */
function placeNeutralVillagesByLot(state: YucatanState, log: LogEntry[]): void {
  const random = Random.fromState(state.rng);
  const hexes: number[] = [];
  while (state.neutralLeft > 0) {
    const pos = position(state);
    const seat = setupSeat(state);
    const free = pos.board.hexes.filter((h) => placeVillageRefusal(state, pos, seat, h.id) === null).map((h) => h.id);
    if (free.length === 0) break;
    const hex = random.pick(free);
    state.villages.push({ hex, owner: null, large: false });
    state.neutralLeft--;
    state.step++;
    hexes.push(hex);
  }
  state.rng = random.state;
  log.push({ key: "yucatan.neutralVillagesByLot", params: { hexes } });
  next(state, "warriors");
}

function next(state: YucatanState, phase: Phase): void {
  state.phase = phase;
  state.step = 0;
}

export function initialState(players: number, revision: number, rng: RandomState, quickSetup = false, firstPlayer?: number): YucatanState {
  const state: YucatanState = {
    players,
    revision,
    rng,
    phase: "largeVillage",
    step: 0,
    turn: firstPlayer ?? 0,
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
    ...(firstPlayer === undefined ? {} : { firstPlayer }),
    ...(quickSetup ? { quickSetup: true as const } : {}),
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
  const city = pos.facts.cityAt[hex]!;
  return city >= 0 && city !== owner;
}

/** A hex where a carried prisoner is delivered: the owner's large village or city. */
export function delivers(pos: Position, hex: number, owner: number): boolean {
  const v = pos.villageAt[hex];
  return (v !== undefined && v.owner === owner && v.large) || pos.facts.cityAt[hex] === owner;
}

/**
 * Every hex the warrior may end on, with whether some path there passes through a hex that delivers its
 * prisoners: one step; two steps along hexes that all carry the river symbol (into an enemy city only since
 * revision 2); or across the great river, onto its other bank since revision 2.
 */
function destinations(pos: Position, w: Warrior): Map<number, boolean> {
  const { board, facts: f, warriorAt } = pos;
  const out = new Map<number, boolean>();
  const canEnd = (hex: number) => f.standable[hex] && warriorAt[hex]?.owner !== w.owner;
  const start = w.hex;
  // Revision 2: « Traverser le grand fleuve … le traverser » lands on another bank; revision 1 let a warrior
  // hop through the water back to its own bank.
  const landsAcross = (b: number) => !rulesAtLeast(pos, 2) || f.bank[b] !== f.bank[start];
  for (const n of board.neighbors[start]!) {
    if (canEnd(n)) out.set(n, out.get(n) ?? false);
    const mid = board.hexes[n]!;
    if (mid.terrain === "greatRiver") {
      for (const b of board.neighbors[n]!) {
        if (b !== start && board.hexes[b]!.beach && canEnd(b) && landsAcross(b)) out.set(b, out.get(b) ?? false);
      }
    }
  }
  if (board.hexes[start]!.rivers.length > 0) {
    for (const m of board.neighbors[start]!) {
      if (!f.standable[m] || warriorAt[m] || board.hexes[m]!.rivers.length === 0 || stopsMove(pos, m, w.owner)) continue;
      const drop = w.carried > 0 && delivers(pos, m, w.owner);
      for (const e of board.neighbors[m]!) {
        if (e === start || !canEnd(e) || board.hexes[e]!.rivers.length === 0) continue;
        // « Quand un guerrier entre dans une ville ennemie (à partir d'une case adjacente) »: the last step's
        // hex is beside the city since revision 2; revision 1 let only a one-hex move enter it.
        const city = f.cityAt[e]!;
        if (!rulesAtLeast(pos, 2) && city >= 0 && city !== w.owner) continue;
        out.set(e, (out.get(e) ?? false) || drop);
      }
    }
  }
  return out;
}

// ---- whether a move is legal, and why not --------------------------------------------------------------
// One function per kind of decision returns the refusal (a RuleError's code and reason), or null when the
// move is legal. `legalMovesOf` offers the candidates they accept and `applyMove` throws what they
// return: each rule is written once.

export type MoveOf<T extends YucatanMove["type"]> = Extract<YucatanMove, { type: T }>;

/** Refusals are phrased by the catalog (messages.ts), where each of these keys has its words. */
const refuse = ruleRefusal<Extract<keyof typeof en, `yucatan.refused.${string}`>>;

function hexRefusal(pos: Position, hex: number): Refusal | null {
  return hex < pos.board.hexes.length ? null : refuse("no-such-hex", "yucatan.refused.noSuchHex", { hex });
}

/** The rivers beside `seat`'s city and villages (in setup, the large village is its only one). */
function reachableRivers(state: YucatanState, pos: Position, seat: number): Set<string> {
  let rivers = pos.rivers[seat];
  if (rivers) return rivers;
  rivers = new Set(pos.board.cities[seat]!.rivers);
  for (const v of state.villages) if (v.owner === seat) for (const r of pos.board.hexes[v.hex]!.rivers) rivers.add(r);
  pos.rivers[seat] = rivers;
  return rivers;
}

function besideReachableRiver(state: YucatanState, pos: Position, seat: number, hex: number): boolean {
  const rivers = reachableRivers(state, pos, seat);
  return pos.board.hexes[hex]!.rivers.some((r) => rivers.has(r));
}

export function reachOf(pos: Position, w: Warrior): Map<number, boolean> {
  let reach = pos.reach.get(w.id);
  if (!reach) pos.reach.set(w.id, (reach = destinations(pos, w)));
  return reach;
}

function placeVillageRefusal(state: YucatanState, pos: Position, seat: number, hex: number): Refusal | null {
  const fits =
    villageFits(pos, hex) &&
    (state.phase === "neutralVillage" ? pos.board.hexes[hex]!.rivers.length === 0 : besideReachableRiver(state, pos, seat, hex));
  if (fits) return null;
  if (state.phase === "largeVillage") {
    return refuse("village-not-allowed", "yucatan.refused.largeVillagePlace");
  }
  if (state.phase === "smallVillage") {
    return refuse("village-not-allowed", "yucatan.refused.smallVillagePlace");
  }
  return refuse("village-not-allowed", "yucatan.refused.neutralVillagePlace");
}

function reserveRefusal(seat: Seat, guilds: readonly Guild[]): Refusal | null {
  const short = GUILDS.find((g) => guilds.filter((x) => x === g).length > seat.reserve[g]);
  return short ? refuse("guild-not-in-reserve", "yucatan.refused.guildNotInReserve", { guild: short }) : null;
}

function placeWarriorsRefusal(state: YucatanState, pos: Position, seat: number, move: MoveOf<"placeWarriors">): Refusal | null {
  const [a, b] = move.hexes;
  const problem = hexRefusal(pos, a) ?? hexRefusal(pos, b);
  if (problem) return problem;
  if (a === b) return refuse("same-hex", "yucatan.refused.sameHex");
  const free = (hex: number) => pos.facts.besideCity[seat]!.includes(hex) && !pos.warriorAt[hex];
  if (!free(a) || !free(b)) return refuse("not-beside-city", "yucatan.refused.notBesideCity");
  return reserveRefusal(state.seats[seat]!, move.guilds);
}

function establishRefusal(state: YucatanState, pos: Position, seat: number, hex: number): Refusal | null {
  const problem = hexRefusal(pos, hex);
  if (problem) return problem;
  if (state.seats[seat]!.villagesLeft === 0) return refuse("no-villages-left", "yucatan.refused.noVillagesLeft");
  if (!villageFits(pos, hex)) {
    return refuse("village-not-allowed", "yucatan.refused.villageNotAllowed");
  }
  // An opponent's warrior on the hex forbids nothing: the text limits a hex to one village, not to no warrior.
  if (pos.warriorAt[hex]?.owner !== seat && !besideReachableRiver(state, pos, seat, hex)) {
    return refuse("village-out-of-reach", "yucatan.refused.villageOutOfReach");
  }
  return null;
}

function enlargeRefusal(pos: Position, seat: number, hex: number): Refusal | null {
  const problem = hexRefusal(pos, hex);
  if (problem) return problem;
  const v = pos.villageAt[hex];
  if (!v || v.owner !== seat) return refuse("not-your-village", "yucatan.refused.notYourVillage");
  if (v.large) return refuse("already-large", "yucatan.refused.alreadyLarge");
  return null;
}

/** The hexes a deployed warrior may go on, before looking at the reserve: beside the city or on a large village. */
function deployCandidates(state: YucatanState, pos: Position, seat: number): number[] {
  const out = [...pos.facts.besideCity[seat]!];
  for (const v of state.villages) if (v.owner === seat && v.large) out.push(v.hex);
  return out;
}

function deployRefusal(state: YucatanState, pos: Position, seat: number, move: MoveOf<"deploy">): Refusal | null {
  const problem = hexRefusal(pos, move.hex);
  if (problem) return problem;
  const s = state.seats[seat];
  if (reserveSize(s!) === 0) return refuse("no-warrior-in-reserve", "yucatan.refused.noWarriorInReserve");
  if (warriorsOnBoard(state, seat) >= feedLimit(state, seat)) {
    return refuse("cannot-feed", "yucatan.refused.cannotFeed", { count: feedLimit(state, seat) });
  }
  const v = pos.villageAt[move.hex];
  const ground = pos.facts.besideCity[seat]!.includes(move.hex) || (v !== undefined && v.owner === seat && v.large);
  if (!ground || pos.warriorAt[move.hex]) {
    return refuse("deploy-hex", "yucatan.refused.deployHex");
  }
  return reserveRefusal(s!, [move.guild]);
}

export function ownWarrior(state: YucatanState, seat: number, id: number): Warrior | undefined {
  const w = state.warriors.find((x) => x.id === id);
  return w?.owner === seat ? w : undefined;
}

function moveRefusal(state: YucatanState, pos: Position, seat: number, move: MoveOf<"move">): Refusal | null {
  const w = ownWarrior(state, seat, move.warrior);
  if (!w) return refuse("not-your-warrior", "yucatan.refused.moveOwnWarrior");
  const problem = hexRefusal(pos, move.to);
  if (problem) return problem;
  if (!reachOf(pos, w).has(move.to)) {
    return refuse("unreachable", "yucatan.refused.unreachable");
  }
  return null;
}

function buildRefusal(state: YucatanState, seat: number): Refusal | null {
  const { cityPrisoners } = state.seats[seat]!;
  if (cityPrisoners >= PRISONERS_PER_LEVEL) return null;
  return refuse("not-enough-prisoners", "yucatan.refused.notEnoughPrisoners", { cost: PRISONERS_PER_LEVEL, count: cityPrisoners });
}

function removeWarriorRefusal(state: YucatanState, seat: number, id: number): Refusal | null {
  return ownWarrior(state, seat, id) ? null : refuse("not-your-warrior", "yucatan.refused.removeOwnWarrior");
}

/** The five actions of a turn, each candidate kept when its rule accepts it. */
function legalActions(state: YucatanState, pos: Position, seat: number): YucatanMove[] {
  const out: YucatanMove[] = [];
  const keep = (move: YucatanMove) => {
    if (refusal(state, pos, seat, move) === null) out.push(move);
  };
  if (state.seats[seat]!.villagesLeft > 0) for (const h of pos.board.hexes) keep({ type: "establish", hex: h.id });
  for (const v of state.villages) if (v.owner === seat) keep({ type: "enlarge", hex: v.hex });
  for (const guild of GUILDS) for (const hex of deployCandidates(state, pos, seat)) keep({ type: "deploy", hex, guild });
  for (const w of state.warriors) {
    // The candidates are the ends `destinations` finds, in its order: the order moves have always been offered in.
    if (w.owner === seat) for (const to of reachOf(pos, w).keys()) keep({ type: "move", warrior: w.id, to });
  }
  keep({ type: "build" });
  return out;
}

/** Why `seat` may not make `move` now, or null when it may. */
export function refusal(state: YucatanState, pos: Position, seat: number, move: YucatanMove): Refusal | null {
  if (state.phase === "over") return refuse("game-over", "yucatan.refused.gameOver");
  if (!awaited(state).includes(seat)) return refuse("not-your-turn", "yucatan.refused.notYourTurn");
  if (state.phase === "warriors") {
    if (move.type !== "placeWarriors") return refuse("wrong-step", "yucatan.refused.placeWarriorsFirst");
    return placeWarriorsRefusal(state, pos, seat, move);
  }
  if (state.phase !== "play") {
    if (move.type !== "placeVillage") return refuse("wrong-step", "yucatan.refused.placeVillageFirst");
    return hexRefusal(pos, move.hex) ?? placeVillageRefusal(state, pos, seat, move.hex);
  }
  if (state.pending) {
    if (move.type !== "removeWarrior") return refuse("must-remove-warrior", "yucatan.refused.mustRemoveWarrior");
    return removeWarriorRefusal(state, seat, move.warrior);
  }
  switch (move.type) {
    case "establish":
      return establishRefusal(state, pos, seat, move.hex);
    case "enlarge":
      return enlargeRefusal(pos, seat, move.hex);
    case "deploy":
      return deployRefusal(state, pos, seat, move);
    case "move":
      return moveRefusal(state, pos, seat, move);
    case "build":
      return buildRefusal(state, seat);
    case "pass":
      return legalActions(state, pos, seat).length > 0 ? refuse("cannot-pass", "yucatan.refused.cannotPass") : null;
    default:
      return refuse("wrong-step", "yucatan.refused.chooseAction");
  }
}

export function legalMovesOf(state: YucatanState, seat: number): YucatanMove[] {
  if (!awaited(state).includes(seat)) return [];
  const pos = position(state);
  const accepted = (move: YucatanMove) => refusal(state, pos, seat, move) === null;
  if (state.phase === "warriors") {
    const hexes = pos.facts.besideCity[seat]!;
    const out: YucatanMove[] = [];
    for (let i = 0; i < hexes.length; i++) {
      for (let j = i + 1; j < hexes.length; j++) {
        for (const g1 of GUILDS)
          for (const g2 of GUILDS) out.push({ type: "placeWarriors", hexes: [hexes[i]!, hexes[j]!], guilds: [g1, g2] });
      }
    }
    return out.filter(accepted);
  }
  if (state.phase !== "play") return pos.board.hexes.map((h): YucatanMove => ({ type: "placeVillage", hex: h.id })).filter(accepted);
  if (state.pending) return state.warriors.map((w): YucatanMove => ({ type: "removeWarrior", warrior: w.id })).filter(accepted);
  const actions = legalActions(state, pos, seat);
  return actions.length > 0 ? actions : [{ type: "pass" } as YucatanMove].filter(accepted);
}
