// Yucatàn (Wolf Fang, 2008): warriors with secret guilds raid villages for prisoners to build a pyramid.
import * as z from "zod";
import { Random, checkPlayerCount, type GameDefinition } from "../../engine/index";
import { lazily } from "../../engine/lazy";
import { BOARDS, GUILDS, type Guild } from "./data";
import {
  applyMove, awaited, feedLimit, initialState, legalMovesOf, villagesOnBoard, warriorsOnBoard,
  type Phase, type YucatanMove, type YucatanState,
} from "./rules";
import { yucatanSecrets } from "./secrets";

export type { YucatanMove, YucatanState } from "./rules";

export type YucatanOptions = Record<string, never>;

export const moveSchema = lazily(() => {
  const hex = z.number().int().nonnegative();
  const guild = z.enum(GUILDS);
  return z.discriminatedUnion("type", [
    z.object({ type: z.literal("placeVillage"), hex }),
    z.object({ type: z.literal("placeWarriors"), hexes: z.tuple([hex, hex]), guilds: z.tuple([guild, guild]) }),
    z.object({ type: z.literal("establish"), hex }),
    z.object({ type: z.literal("enlarge"), hex }),
    z.object({ type: z.literal("deploy"), hex, guild }),
    z.object({ type: z.literal("move"), warrior: z.number().int().positive(), to: hex }),
    z.object({ type: z.literal("build") }),
    z.object({ type: z.literal("removeWarrior"), warrior: z.number().int().positive() }),
    z.object({ type: z.literal("pass") }),
  ]);
});
export const optionsSchema = lazily(() => z.object({}).strict() as unknown as z.ZodType<YucatanOptions>);

export interface YucatanView {
  /** The static board's id; its hexes and cities are `BOARDS[players]` in data.ts. */
  board: string;
  /**
   * Every hex of the board as its map (`Board.map`, the format of docs/games/yucatan.md): a client
   * without data.ts reads ids, coordinates, terrain, beaches and rivers from it. The hexes as objects
   * would make the view, sent after every move, four times larger.
   */
  map: string;
  players: number;
  phase: Phase;
  /** The seat whose action it is once play has begun. */
  turn: number;
  /** Seats the game waits for (a seat removing a warrior out of turn included). */
  awaiting: number[];
  /** An out-of-turn decision the game waits for, if any. */
  pending: null | { step: "removeWarrior"; seat: number };
  cities: { seat: number; hex: number; prisoners: number }[];
  villages: { hex: number; owner: number | null; size: "small" | "large" }[];
  /** `guild` is null when the viewer may not know it. */
  warriors: { id: number; owner: number; hex: number; prisoners: number; guild: Guild | null; revealed: boolean }[];
  seats: {
    seat: number;
    reserve: number;
    /** The viewer's own reserve by guild; null for the others. */
    reserveGuilds: Record<Guild, number> | null;
    villagesLeft: number;
    villagesOnBoard: number;
    warriorsOnBoard: number;
    canFeed: number;
    pyramid: number;
  }[];
  prisonerSupply: number;
  neutralVillagesLeft: number;
  winner: number | null;
  /** The viewer's legal moves now ([] for a spectator or a seat not awaited). */
  legalMoves: YucatanMove[];
}

export const yucatan: GameDefinition<YucatanState, YucatanMove, YucatanView, YucatanOptions> = {
  id: "yucatan",
  name: "Yucatàn",
  minPlayers: 2,
  maxPlayers: 4,
  get options() {
    return optionsSchema();
  },
  get move() {
    return moveSchema() as z.ZodType<YucatanMove>;
  },
  setup({ players, seed }) {
    checkPlayerCount(yucatan, players);
    // The rules choose no first player by chance here (seat 0 starts), but the state keeps its generator.
    return initialState(players, Random.fromSeed(seed).state);
  },
  awaiting: awaited,
  legalMoves: legalMovesOf,
  apply(state, seat, move) {
    const next = structuredClone(state);
    return { state: next, log: yucatan.applyInPlace!(next, seat, move) };
  },
  applyInPlace: applyMove,
  view(state, seat) {
    const board = BOARDS[state.players];
    return {
      board: board.id,
      map: board.map,
      players: state.players,
      phase: state.phase,
      turn: state.turn,
      awaiting: awaited(state),
      pending: state.pending ? { step: "removeWarrior", seat: state.pending.seat } : null,
      cities: board.cities.map((c) => ({ seat: c.seat, hex: c.hex, prisoners: state.seats[c.seat].cityPrisoners })),
      villages: state.villages.map((v) => ({ hex: v.hex, owner: v.owner, size: v.large ? "large" : "small" })),
      warriors: state.warriors.map((w) => ({
        id: w.id,
        owner: w.owner,
        hex: w.hex,
        prisoners: w.carried,
        guild: w.shown || w.owner === seat ? w.guild : null,
        revealed: w.shown,
      })),
      seats: state.seats.map((s, i) => ({
        seat: i,
        reserve: GUILDS.reduce((n, g) => n + s.reserve[g], 0),
        reserveGuilds: i === seat ? { ...s.reserve } : null,
        villagesLeft: s.villagesLeft,
        villagesOnBoard: villagesOnBoard(state, i),
        warriorsOnBoard: warriorsOnBoard(state, i),
        canFeed: feedLimit(state, i),
        pyramid: s.pyramid,
      })),
      prisonerSupply: state.prisonerSupply,
      neutralVillagesLeft: state.neutralLeft,
      winner: state.winner,
      legalMoves: seat === null ? [] : legalMovesOf(state, seat),
    };
  },
  secrets: yucatanSecrets,
  result(state) {
    if (state.winner === null) return null;
    return { winners: [state.winner], scores: state.seats.map((s) => s.pyramid) };
  },
};
