// The end of a game of Rio de la Plata: the boat's last sale, the final scoring and the winners.
import type { GameResult } from "../../engine/index";
import { BOAT_SALE, CHARACTERS, MONEY_PER_VP } from "./data";
import { houseScore } from "./rules-city";
import { logKey, resourceCount, type FinalScore, type Log, type RioState } from "./state";

export function sellCargo(state: RioState, log: Log): void {
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

export function endGame(state: RioState, log: Log): void {
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
