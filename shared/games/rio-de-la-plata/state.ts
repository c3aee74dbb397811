// The state, moves and small bookkeeping helpers of Rio de la Plata. Everything survives JSON: plain
// objects keyed by cell id, arrays indexed by seat, no Map, Set or class.
import * as z from "../../zod";
import { Random, ruleRefusal, type LogEntry, type LogParam, type RandomState, type Refusal, type SetupInput } from "../../engine/index";
import type { en } from "./messages";
import { lazily } from "../../engine/lazy";
import {
  ENEMY_START,
  FULL_GAME_YEARS,
  LADDERS,
  PREBUILT_WALLS,
  QUARTER_COUNT,
  SHORT_GAME_YEARS,
  START_SUPPLY,
  WALL_SEGMENTS,
  WORKERS_PER_PLAYER,
  CHARACTER_IDS,
  FOREST_CELLS,
  LADDER_IDS,
  MINE_CELLS,
  MINOR_KINDS,
  type Amount,
  type BuildingKind,
  type CharacterId,
  type EnemyKind,
  type LadderId,
  type MajorKind,
} from "./data";

export const GAME_ID = "rio-de-la-plata";

export const optionsSchema = lazily(() =>
  z.strictObject({
    /** The short game: 15 years instead of 20. */
    shortGame: z._default(z.boolean(), false),
  }),
);
export type RioOptions = z.infer<ReturnType<typeof optionsSchema>>;

// ---------------------------------------------------------------------------------------------
// Moves: JSON objects told apart by `type`.

export const moveSchema = lazily(() => {
  const seat = z.int().check(z.minimum(0), z.maximum(4));
  const cellId = z.int().check(z.minimum(0), z.maximum(159));
  const count = z.int().check(z.minimum(1), z.maximum(5));
  const resource = z.enum(["stone", "wood", "precious"]);
  const characterId = z.enum(CHARACTER_IDS as [CharacterId, ...CharacterId[]]);
  const bundle = z.strictObject({
    money: z._default(z.int().check(z.minimum(0), z.maximum(999)), 0),
    stone: z._default(z.int().check(z.minimum(0), z.maximum(99)), 0),
    wood: z._default(z.int().check(z.minimum(0), z.maximum(99)), 0),
    precious: z._default(z.int().check(z.minimum(0), z.maximum(99)), 0),
    characters: z._default(
      z.array(characterId).check(
        z.maxLength(12),
        z.refine((cs) => new Set(cs).size === cs.length, "a character appears twice in the offer"),
      ),
      [],
    ),
  });
  return z.discriminatedUnion("type", [
    // Placement phase (the active player).
    z.strictObject({ type: z.literal("placeCity"), cell: cellId, count: z.int().check(z.minimum(1), z.maximum(3)) }),
    z.strictObject({
      type: z.literal("placeLadder"),
      ladder: z.enum(LADDER_IDS as [LadderId, ...LadderId[]]),
      cell: z.int().check(z.minimum(0), z.maximum(9)),
    }),
    z
      .strictObject({ type: z.literal("placeField"), field: z.enum(["mine", "forest"]), cell: z.int().check(z.minimum(0)) })
      .check(z.refine((m) => m.cell < (m.field === "mine" ? MINE_CELLS : FOREST_CELLS).length, "there is no such cell in that field")),
    z.strictObject({ type: z.literal("placeWorkers"), spot: z.enum(["agriculture", "crafts", "boat", "turnOrder"]), count }),
    z.strictObject({ type: z.literal("reserveCharacter"), character: characterId }),
    z.strictObject({ type: z.literal("sendBoat") }),
    z.strictObject({ type: z.literal("pass") }),
    // Decisions after completing the walls, roads or a third major building.
    z.strictObject({ type: z.literal("buildWall"), segment: z.int().check(z.minimum(0), z.maximum(25)) }),
    z.strictObject({ type: z.literal("buildRoad"), quarter: z.int().check(z.minimum(0), z.maximum(7)) }),
    z.strictObject({ type: z.literal("placeMajor"), square: z.int().check(z.minimum(0), z.maximum(1)) }),
    // Effects phase (the active player).
    z.strictObject({ type: z.literal("harvest"), field: z.enum(["mine", "forest", "agriculture"]) }),
    z.strictObject({ type: z.literal("craft"), give: z.enum(["stone", "wood"]) }),
    z
      .strictObject({
        type: z.literal("load"),
        stone: z.int().check(z.minimum(0), z.maximum(3)),
        wood: z.int().check(z.minimum(0), z.maximum(3)),
        precious: z.int().check(z.minimum(0), z.maximum(3)),
      })
      .check(
        z.refine((m) => m.stone + m.wood + m.precious >= 1 && m.stone + m.wood + m.precious <= 3, "each worker loads 1 to 3 resources"),
      ),
    z.strictObject({ type: z.literal("takeCharacter"), character: characterId }),
    z.strictObject({
      type: z.literal("build"),
      cell: cellId,
      kind: z.enum(["hut", "house", ...MINOR_KINDS] as [BuildingKind, ...BuildingKind[]]),
    }),
    z.strictObject({ type: z.literal("activate"), cell: cellId }),
    z.strictObject({ type: z.literal("endEffects") }),
    // The active player during placement and effects.
    z.strictObject({ type: z.literal("buyResource"), resource }),
    // Trades: any seat, any time.
    z.strictObject({ type: z.literal("offer"), to: seat, give: bundle, get: bundle }),
    z.strictObject({ type: z.literal("acceptOffer"), offer: z.int().check(z.minimum(0)) }),
    z.strictObject({ type: z.literal("declineOffer"), offer: z.int().check(z.minimum(0)) }),
    z.strictObject({ type: z.literal("withdrawOffer"), offer: z.int().check(z.minimum(0)) }),
    // Combat.
    z.strictObject({ type: z.literal("placeEnemy"), cell: cellId, size: z.int().check(z.minimum(1), z.maximum(3)) }),
    z.strictObject({ type: z.literal("cannon"), bet: z.int().check(z.minimum(1), z.maximum(6)) }),
    z.strictObject({ type: z.literal("cannonHit"), group: z.int().check(z.minimum(0)) }),
    z.strictObject({ type: z.literal("defend"), cell: cellId }),
    z.strictObject({ type: z.literal("endDefence") }),
    z.strictObject({ type: z.literal("moveGroup"), group: z.int().check(z.minimum(0)), to: cellId }),
    z.strictObject({ type: z.literal("merge"), group: z.int().check(z.minimum(0)), into: z.int().check(z.minimum(0)) }),
    z.strictObject({ type: z.literal("proposeMerge"), group: z.int().check(z.minimum(0)), into: z.int().check(z.minimum(0)), top: seat }),
    z.strictObject({ type: z.literal("acceptMerge") }),
    z.strictObject({ type: z.literal("declineMerge") }),
    z.strictObject({ type: z.literal("endCombatTurn") }),
    // The end of the year, from revision 3: who takes which city workers home.
    z.strictObject({ type: z.literal("sendHome"), cell: cellId, count: z.int().check(z.minimum(1), z.maximum(3)) }),
    z.strictObject({ type: z.literal("keepWorkers") }),
  ]);
});
export type RioMove = z.infer<ReturnType<typeof moveSchema>>;
type MoveOf<T extends RioMove["type"]> = Extract<RioMove, { type: T }>;
export type Bundle = MoveOf<"offer">["give"];

// ---------------------------------------------------------------------------------------------
// State.

export interface SeatState {
  money: number;
  vp: number;
  stone: number;
  wood: number;
  precious: number;
  /** Workers in hand. */
  supply: number;
  /** Workers placed this year (at most 5). */
  placed: number;
  /** Resources bought from the bank this year (sets the next price). */
  bought: number;
  /** Has built a building this year (one a year). */
  built: boolean;
  /** Done placing this year. */
  passed: boolean;
  /** Has already played the enemy. */
  attacked: boolean;
  characters: CharacterId[];
}

interface CityBuilding {
  kind: BuildingKind;
  owner: number;
}
/** Workers of one seat on one square. */
interface Crew {
  seat: number;
  n: number;
}

/** A decision the completer of the walls, roads or a major building owes before play goes on. */
export type Pending =
  | { kind: "walls"; seat: number; left: number }
  | { kind: "roads"; seat: number; left: number }
  | { kind: "major"; seat: number; major: MajorKind };

interface Ship {
  /** Goods aboard per seat: [stone, wood, precious]. */
  cargo: number[][];
  /** Year it comes back while away; null at the quay. */
  returnYear: number | null;
  /** Someone paid for an early departure this year. */
  ordered: boolean;
  /** The year it last came back (it cannot leave again that year). */
  backYear: number;
}

export interface Offer {
  id: number;
  from: number;
  to: number;
  give: Bundle;
  get: Bundle;
}

/** Pieces of a combat group, top first: a seat number for a defender's worker, -1 for an enemy piece. */
export interface Group {
  id: number;
  cell: number;
  pieces: number[];
  moved: boolean;
  /** Merged this round: from revision 2 what bars a second merge (absent before, and at revision 1). */
  merged?: boolean;
}
export const ENEMY_PIECE = -1;

interface MergeOffer {
  group: number;
  into: number;
  /** The seat whose pieces go on top and who controls the merged group. */
  top: number;
  from: number;
  to: number;
}

export interface Combat {
  enemy: EnemyKind;
  attacker: number;
  stage: "enemy" | "cannon" | "hits" | "defence" | "battle";
  /** Enemy pieces still to place. */
  toPlace: number;
  shooter: number | null;
  /** Enemy pieces the cannon still removes. */
  hits: number;
  /** The defenders in turn order. */
  defenders: number[];
  /** Defence: index into `defenders`; battle: index into [attacker, ...defenders]. */
  actor: number;
  /** Defenders placed by the current defender in the defence stage (the first ones free). */
  placedDefenders: number;
  groups: Group[];
  nextGroup: number;
  /** Rounds in a row without a battle, and whether this round had one. */
  quiet: number;
  fought: boolean;
  merge: MergeOffer | null;
}

export interface FinalScore {
  vp: number;
  money: number;
  characters: number;
  houses: number;
  total: number;
}

export interface RioState {
  players: number;
  /** The rules revision the game plays (shared/engine/revision.ts). */
  revision: number;
  years: number;
  year: number;
  /** `homecoming` (revision 3): the players choose which city workers go home at the end of the year. */
  phase: "placement" | "effects" | "combat" | "homecoming" | "over";
  /** Seats in turn-order-track order. */
  order: number[];
  /** Index into `order` of the active player in placement, effects and the homecoming. */
  turn: number;
  rng: RandomState;
  seats: SeatState[];
  /** Habitations and minor buildings by cell id. */
  buildings: Record<string, CityBuilding>;
  /** Workers in the city by cell id. */
  crews: Record<string, Crew[]>;
  /** Seats that activated the building on a cell this year. */
  uses: Record<string, number[]>;
  /** The major building on each stone square. */
  stoneSquares: (MajorKind | null)[];
  /** Ladder cells: the seat of the worker on it or null (cells of higher player counts stay null). */
  ladders: Record<LadderId, (number | null)[]>;
  /** One-time ladders already built (palace, cathedral, fort, port). */
  completed: LadderId[];
  walls: boolean[];
  /** Road pieces placed per quarter. */
  roads: number[];
  mine: (number | null)[];
  forest: (number | null)[];
  /** Workers per seat on the sections that take any number. */
  agriculture: number[];
  crafts: number[];
  boat: number[];
  turnOrder: number[];
  /** Characters reserved this year, by the seat that placed the worker. */
  reserved: Partial<Record<CharacterId, number>>;
  /**
   * The year each character was bought: it works only from the next year on, whoever owns it then.
   * Absent from games saved before this rule was followed, whose characters all work (as they did).
   */
  purchasedIn?: Partial<Record<CharacterId, number>>;
  ship: Ship;
  /** Positions on the enemy track (index into ENEMY_TRACK). */
  enemies: Record<EnemyKind, number>;
  pending: Pending | null;
  combat: Combat | null;
  /** The last combat check: the two dice and the enemy it brought. */
  lastRoll: { year: number; dice: number[]; enemy: EnemyKind | null } | null;
  offers: Offer[];
  nextOffer: number;
  final: FinalScore[] | null;
}

/** The game as the rules set it up: the supplies, the walls already built, a turn order drawn by lot. */
export function setup({ players, options, seed }: SetupInput<RioOptions>, revision: number): RioState {
  const rng = Random.fromSeed(seed);
  const order = rng.shuffle(Array.from({ length: players }, (_, i) => i));
  const seats: SeatState[] = Array.from({ length: players }, () => ({
    ...START_SUPPLY,
    vp: 0,
    supply: WORKERS_PER_PLAYER,
    placed: 0,
    bought: 0,
    built: false,
    passed: false,
    attacked: false,
    characters: [],
  }));
  const perSeat = () => Array<number>(players).fill(0);
  return {
    players,
    revision,
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
// Bookkeeping.

export type Log = LogEntry[];

/** One kind of move: whether `seat` may play it now (null when it may), and what playing it does. */
export interface MoveRule<M extends RioMove> {
  refusal(state: RioState, seat: number, move: M): Refusal | null;
  play(state: RioState, seat: number, move: M, log: Log): void;
}
export type MoveRules<T extends RioMove["type"]> = { [K in T]: MoveRule<MoveOf<K>> };
/** Refusals are phrased by the catalog (messages.ts), where each of these keys has its words. */
export type RefusalKey = Extract<keyof typeof en, `rio-de-la-plata.refused.${string}`>;
export const refuse = ruleRefusal<RefusalKey>;
export const refuseIf = (refused: boolean, code: string, key: RefusalKey, params?: Record<string, LogParam>): Refusal | null =>
  refused ? refuse(code, key, params) : null;
export const logKey = (what: string): string => `${GAME_ID}.${what}`;

export function canPay(seat: SeatState, amount: Amount): boolean {
  return (
    seat.money >= (amount.money ?? 0) &&
    seat.stone >= (amount.stone ?? 0) &&
    seat.wood >= (amount.wood ?? 0) &&
    seat.precious >= (amount.precious ?? 0) &&
    seat.vp >= (amount.vp ?? 0)
  );
}
export function pay(seat: SeatState, amount: Amount): void {
  seat.money -= amount.money ?? 0;
  seat.stone -= amount.stone ?? 0;
  seat.wood -= amount.wood ?? 0;
  seat.precious -= amount.precious ?? 0;
  seat.vp -= amount.vp ?? 0;
}
export function gain(seat: SeatState, amount: Amount): void {
  seat.money += amount.money ?? 0;
  seat.stone += amount.stone ?? 0;
  seat.wood += amount.wood ?? 0;
  seat.precious += amount.precious ?? 0;
  seat.vp += amount.vp ?? 0;
}
export const resourceCount = (seat: SeatState): number => seat.stone + seat.wood + seat.precious;

/** Whether `seat` owns character `c` and may use it this year: « seulement au tour suivant leur achat ». */
export const characterWorks = (state: RioState, seat: number, c: CharacterId): boolean =>
  state.seats[seat]!.characters.includes(c) && (state.purchasedIn?.[c] ?? 0) < state.year;

/** Dice rolled by the server from the generator kept in the state. */
export function rollDice(state: RioState, count: number): number[] {
  const rng = Random.fromState(state.rng);
  const dice = Array.from({ length: count }, () => rng.int(1, 6));
  state.rng = rng.state;
  return dice;
}
