// Whose turn it is in Rio de la Plata's year, and the small facts about the board that the placement and
// effects rules (rules-year.ts, rules-effects.ts) both ask.
import type { Refusal } from "../../engine/index";
import {
  BOAT_CAPACITY_PER_PLAYER,
  BOAT_EARLY_DEPARTURE_PRICE,
  CHARACTERS,
  FOREST_CELLS,
  MAX_WORKERS_PER_TURN,
  MINE_CELLS,
  type CharacterId,
  type LadderId,
} from "./data";
import { isConnected } from "./rules-city";
import { combatAwaiting } from "./rules-combat";
import { refuseIf, type RioState, type SeatState, refuse } from "./state";

// ---------------------------------------------------------------------------------------------
// Whose turn.

/** The seat playing placement, effects or the homecoming now (or owing a decision); null in combat or when over. */
export function activeSeat(state: RioState): number | null {
  if (state.pending) return state.pending.seat;
  if (state.phase === "placement" || state.phase === "effects" || state.phase === "homecoming") return state.order[state.turn]!;
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

export const room = (s: SeatState): number => Math.min(MAX_WORKERS_PER_TURN - s.placed, s.supply);
export const shipDocked = (state: RioState): boolean => state.completed.includes("port") && state.ship.returnYear === null;
export const shipLoad = (state: RioState): number => state.ship.cargo.reduce((n, c) => n + c[0]! + c[1]! + c[2]!, 0);
export const shipSpace = (state: RioState): number => BOAT_CAPACITY_PER_PLAYER * state.players - shipLoad(state);
const ownerOf = (state: RioState, c: CharacterId): number => state.seats.findIndex((s) => s.characters.includes(c));

export function ladderOpen(state: RioState, ladder: LadderId): boolean {
  if (ladder === "walls") return state.walls.some((w) => !w);
  if (ladder === "roads") return state.roads.some((_, q) => !isConnected(state, q));
  return !state.completed.includes(ladder);
}
export function characterOpen(state: RioState, seat: number, c: CharacterId): boolean {
  return ownerOf(state, c) < 0 && state.reserved[c] === undefined && state.seats[seat]!.vp >= CHARACTERS[c].minVp;
}
export const canSendBoat = (state: RioState, s: SeatState): boolean =>
  shipDocked(state) && !state.ship.ordered && state.ship.backYear !== state.year && s.money >= BOAT_EARLY_DEPARTURE_PRICE;

export const fieldPrices = (field: "mine" | "forest"): readonly number[] => (field === "mine" ? MINE_CELLS : FOREST_CELLS);

/** The active player's turn in the placement or effects phase (the bank serves in either). */
export function turnRefusal(state: RioState, seat: number, phase?: "placement" | "effects"): Refusal | null {
  if (state.pending) return refuse("decision-pending", "rio-de-la-plata.refused.decisionPending");
  if (!isActive(state, seat)) return refuse("not-your-turn", "rio-de-la-plata.refused.notYourTurn");
  return refuseIf(phase !== undefined && state.phase !== phase, "wrong-phase", "rio-de-la-plata.refused.wrongPhase");
}
