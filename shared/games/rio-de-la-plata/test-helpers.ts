// The builders Rio de la Plata's rule tests share: a fresh game with a fixed turn order and no enemy, a
// move played, a refusal's code, a combat set up with its groups.
import { RuleError } from "../../engine/index";
import { rioDeLaPlata as game } from "./index";
import { cellAt } from "./data";
import type { CharacterId } from "./data";
import type { Combat, Group, RioMove, RioState } from "./state";

export function fresh(players = 2): RioState {
  const s = game.setup({ players, options: game.options.parse({}), seed: "rules" });
  s.order = Array.from({ length: players }, (_, i) => i);
  s.turn = 0;
  // Enemies at the bottom of the track: no combat unless a test wants one.
  s.enemies = { pirates: 0, natives: 0 };
  return s;
}
export const play = (s: RioState, seat: number, move: RioMove): RioState => game.apply(s, seat, move).state;
export function errorCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return "accepted";
}
export function effects(s: RioState, seat = 0): RioState {
  s.phase = "effects";
  s.turn = s.order.indexOf(seat);
  return s;
}
/** Gives `seat` a character bought before the game started, so it works this year. */
export function ownSince(s: RioState, seat: number, c: CharacterId): void {
  s.seats[seat]!.characters.push(c);
  s.purchasedIn![c] = 0;
}
export const keys = (log: { key: string }[]) => log.map((e) => e.key.replace("rio-de-la-plata.", ""));

export function battle(enemy: "pirates" | "natives", groups: Group[], players = 3): RioState {
  const s = fresh(players);
  s.phase = "combat";
  const combat: Combat = {
    enemy,
    attacker: 0,
    stage: "battle",
    toPlace: 0,
    shooter: null,
    hits: 0,
    defenders: s.order.filter((x) => x !== 0),
    actor: 0,
    placedDefenders: 0,
    groups,
    nextGroup: 10,
    quiet: 0,
    fought: false,
    merge: null,
  };
  s.combat = combat;
  return s;
}
export const E = -1;
export const grp = (id: number, x: number, y: number, pieces: number[]): Group => ({ id, cell: cellAt(x, y), pieces, moved: false });
