// Test helpers: a position in play built by hand on a designed board, addressed by axial coordinates, and
// the short names the rules' tests play and check moves with.
import { expect } from "vitest";
import { RuleError } from "../../engine/index";
import { parseMove } from "../../engine/parse";
import { boardFor, GUILDS, type Guild } from "./data";
import { type YucatanMove, yucatan } from "./index";
import { initialState } from "./rules";
import type { YucatanState } from "./state";

export function hexAt(players: number, q: number, r: number): number {
  const hex = boardFor(players).hexes.find((h) => h.q === q && h.r === r);
  if (!hex) throw new Error(`no hex ${q},${r} on the ${players}-player board`);
  return hex.id;
}

interface ScenarioWarrior {
  owner: number;
  at: [number, number];
  guild: Guild;
  carried?: number;
}

export interface Scenario {
  players?: number;
  turn?: number;
  villages?: { owner: number | null; at: [number, number]; large?: boolean }[];
  warriors?: ScenarioWarrior[];
  cityPrisoners?: number[];
  pyramid?: number[];
  /** The rules revision played; absent: the current one. */
  revision?: number;
}

/** Warriors get ids 1, 2, … in the order given; their guilds leave their owner's reserve. */
export function scenario(s: Scenario): YucatanState {
  const players = s.players ?? 2;
  const state = initialState(players, s.revision ?? yucatan.revision, [1, 2, 3, 4]);
  state.phase = "play";
  state.turn = s.turn ?? 0;
  state.neutralLeft = 0;
  state.villages = (s.villages ?? []).map((v) => ({ hex: hexAt(players, ...v.at), owner: v.owner, large: v.large ?? false }));
  for (const v of state.villages) if (v.owner !== null) state.seats[v.owner]!.villagesLeft--;
  state.warriors = (s.warriors ?? []).map((w, i) => {
    state.seats[w.owner]!.reserve[w.guild]--;
    return { id: i + 1, owner: w.owner, hex: hexAt(players, ...w.at), guild: w.guild, carried: w.carried ?? 0, shown: false };
  });
  state.nextWarrior = state.warriors.length + 1;
  const carried = state.warriors.reduce((n, w) => n + w.carried, 0);
  state.seats.forEach((seat, i) => {
    seat.cityPrisoners = s.cityPrisoners?.[i] ?? 0;
    seat.pyramid = s.pyramid?.[i] ?? 0;
  });
  state.prisonerSupply -= carried + state.seats.reduce((n, seat) => n + seat.cityPrisoners, 0);
  if (GUILDS.some((g) => state.seats.some((seat) => seat.reserve[g] < 0))) throw new Error("more than three warriors of a guild");
  return state;
}

export const h = (q: number, r: number, players = 2) => hexAt(players, q, r);
export const legal = (state: YucatanState, seat: number) => yucatan.legalMoves(state, seat);
export const play = (state: YucatanState, seat: number, move: YucatanMove) => yucatan.apply(state, seat, move);
export const destinations = (state: YucatanState, warrior: number) =>
  new Set(legal(state, state.turn).flatMap((m) => (m.type === "move" && m.warrior === warrior ? [m.to] : [])));
export const warrior = (state: YucatanState, id: number) => state.warriors.find((w) => w.id === id);
export const villageOn = (state: YucatanState, hex: number) => state.villages.find((v) => v.hex === hex);

/** Checks that `move`, parsed at the engine's edge as the server does, is refused with `code`. */
export function rejects(state: YucatanState, seat: number, move: unknown, code: string): void {
  let error: unknown;
  try {
    yucatan.apply(state, seat, parseMove(yucatan, move));
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(RuleError);
  expect((error as RuleError).code).toBe(code);
}
