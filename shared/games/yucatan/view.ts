// What a seat (or a spectator) sees of a Yucatàn game: the guilds of its own warriors and of those shown,
// its own reserve by guild, and its legal moves; never the others' hidden guilds or the random state.
import { boardFor, GUILDS, type Guild } from "./data";
import { awaited, feedLimit, legalMovesOf, villagesOnBoard, warriorsOnBoard } from "./rules";
import type { Phase, YucatanMove, YucatanState } from "./state";

export interface YucatanView {
  /** The static board's id; its hexes and cities are `boardFor(players)` in data.ts. */
  board: string;
  /**
   * Every hex of the board as its map (`Board.map`, the format of docs/games/yucatan.md): a client
   * without data.ts reads ids, coordinates, terrain, beaches and rivers from it. The hexes as objects
   * would make the view, sent after every move, four times larger.
   */
  map: string;
  players: number;
  /** The rules revision the game plays: what a bot's sampled state plays too. */
  revision: number;
  /** The seat that plays first. */
  firstPlayer: number;
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

export function yucatanView(state: YucatanState, seat: number | null): YucatanView {
  const board = boardFor(state.players);
  return {
    board: board.id,
    map: board.map,
    players: state.players,
    revision: state.revision,
    firstPlayer: state.firstPlayer ?? 0,
    phase: state.phase,
    turn: state.turn,
    awaiting: awaited(state),
    pending: state.pending ? { step: "removeWarrior", seat: state.pending.seat } : null,
    cities: board.cities.map((c) => ({ seat: c.seat, hex: c.hex, prisoners: state.seats[c.seat]!.cityPrisoners })),
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
}
