// City workers that stay, from revision 3 (docs/games/rio-de-la-plata.md, "Revision 3"): « Chaque pion
// ouvrier peut être retiré ou non du plateau de jeu ». At the end of a year each player with workers in
// the city, in turn order, takes home those they choose; the others stay on their squares into the next
// year. After a combat the defenders' survivors first stay where their group ended, where a worker may
// stand, or go home. The step's place in the year's flow is in rules-year.ts.
import { rulesAtLeast, type Refusal } from "../../engine/index";
import { WORKERS_PER_SQUARE } from "./data";
import { CLOSED, colourLimit, isHabitation } from "./rules-city";
import { ENEMY_PIECE, logKey, refuse, refuseIf, type Group, type Log, type RioMove, type RioState } from "./state";

/**
 * Whether the end of this year lets city workers stay: from revision 3, except in the last year, after
 * which nothing is placed again. At revision 1 and 2 every city worker goes home by itself.
 */
export const workersMayStay = (state: RioState): boolean => rulesAtLeast(state, 3) && state.year < state.years;

/** `seat`'s workers in the city. */
export const cityWorkersOf = (state: RioState, seat: number): number =>
  Object.values(state.crews).reduce((n, list) => n + (list.find((c) => c.seat === seat)?.n ?? 0), 0);

/** The index in the turn order of the next player after index `after` with workers in the city, or -1. */
export function nextHomecomer(state: RioState, after: number): number {
  for (let i = after + 1; i < state.players; i++) if (cityWorkersOf(state, state.order[i]!) > 0) return i;
  return -1;
}

/** It is `seat`'s turn to choose which city workers go home: the decision `keepWorkers` ends. */
export function homecomingRefusal(state: RioState, seat: number): Refusal | null {
  if (state.phase !== "homecoming") return refuse("wrong-phase", "rio-de-la-plata.refused.notHomecoming");
  return refuseIf(state.order[state.turn] !== seat, "not-your-turn", "rio-de-la-plata.refused.notYourTurn");
}

/** Taking `count` of one's workers on `cell` home: « tout ou une partie ». */
export const sendHomeRefusal = (state: RioState, seat: number, cell: number, count: number): Refusal | null =>
  homecomingRefusal(state, seat) ??
  refuseIf((state.crews[cell]?.find((c) => c.seat === seat)?.n ?? 0) < count, "no-workers", "rio-de-la-plata.refused.tooFewToSend", {
    count,
  });

export function homecomingCandidates(state: RioState, seat: number): RioMove[] {
  const out: RioMove[] = [];
  for (const key of Object.keys(state.crews).sort((x, y) => Number(x) - Number(y))) {
    const n = state.crews[key]!.find((c) => c.seat === seat)?.n ?? 0;
    for (let count = 1; count <= n; count++) out.push({ type: "sendHome", cell: Number(key), count });
  }
  out.push({ type: "keepWorkers" });
  return out;
}

export function sendHome(state: RioState, seat: number, cell: number, count: number, log: Log): void {
  const list = state.crews[cell]!;
  const crew = list.find((c) => c.seat === seat)!;
  crew.n -= count;
  state.seats[seat]!.supply += count;
  const rest = list.filter((c) => c.n > 0);
  if (rest.length) state.crews[cell] = rest;
  else delete state.crews[cell];
  log.push({ key: logKey("sentHome"), params: { seat, cell, count } });
}

/**
 * Whether `n` of `seat`'s survivors may stay on `cell` as city workers: a square a worker may stand on
 * (not the plaza nor a stone square, not another player's hut or house), with at most 3 of one colour
 * and no more colours than the square takes.
 */
function mayStay(state: RioState, seat: number, cell: number, n: number): boolean {
  if (CLOSED.has(cell)) return false;
  const home = state.buildings[cell];
  if (home && isHabitation(home.kind) && home.owner !== seat) return false;
  const list = state.crews[cell] ?? [];
  const own = list.find((c) => c.seat === seat)?.n ?? 0;
  return own + n <= WORKERS_PER_SQUARE && (own > 0 || list.length < colourLimit(state, cell));
}

/**
 * The defenders' pieces left when a combat ends: « Après la bataille, les joueurs peuvent enlever tout ou
 * une partie des pions … de la ville ». Each colour of each group, top first, stays where the group ended
 * when it may, and goes home otherwise; taking home the ones that stay is the homecoming's choice.
 */
export function leaveSurvivors(state: RioState, groups: Group[], log: Log): void {
  for (const g of groups) {
    const seats = [...new Set(g.pieces.filter((p) => p !== ENEMY_PIECE))];
    for (const seat of seats) {
      const count = g.pieces.filter((p) => p === seat).length;
      const stays = mayStay(state, seat, g.cell, count);
      if (stays) {
        const list = state.crews[g.cell] ?? [];
        const own = list.find((c) => c.seat === seat);
        if (own) own.n += count;
        else state.crews[g.cell] = [...list, { seat, n: count }];
      } else state.seats[seat]!.supply += count;
      log.push({ key: logKey(stays ? "survivorsStay" : "survivorsHome"), params: { seat, cell: g.cell, count } });
    }
  }
}
