// Rio de la Plata: everything is public but the future dice, so a sampled state is the view itself with
// a fresh generator from the bot's own Random. Games are long (hundreds of moves), so a rollout is a few
// random plies scored by the points a seat would have if the game ended now.
import { houseScore } from "../games/rio-de-la-plata/city";
import { CHARACTERS, MONEY_PER_VP } from "../games/rio-de-la-plata/data";
import { rioDeLaPlata, type RioMove, type RioState } from "../games/rio-de-la-plata/index";
import type { RioView } from "../games/rio-de-la-plata/index";
import { resourceCount } from "../games/rio-de-la-plata/state";
import { Random } from "../engine/random";
import { lead, type Knowledge } from "./search";

export function determinizeRio(view: RioView, _seat: number, rng: Random): RioState {
  const { you: _you, awaiting: _awaiting, active: _active, ...open } = structuredClone(view);
  return { ...open, rng: Random.fromSeed(`rio:${rng.int(0, 2 ** 31 - 1)}`).state };
}

/** Final points as the game would count them now, with resources worth half a point (they build things). */
function worth(state: RioState, seat: number): number {
  const s = state.seats[seat];
  const houses = houseScore(state, seat);
  const characters = s.characters.reduce((n, c) => n + CHARACTERS[c].finalVp + CHARACTERS[c].finalVpPerHouse * houses.houses, 0);
  return s.vp + s.money / MONEY_PER_VP + characters + houses.vp + resourceCount(s) / 2;
}

export const rioKnowledge: Knowledge<RioState, RioMove, RioView> = {
  game: rioDeLaPlata,
  determinize: determinizeRio,
  evaluate: (state, seat) => lead(state.seats.map((_, s) => worth(state, s)), seat, 6),
  // Proposing and withdrawing trades changes nothing a score sees and never ends a turn: the bot leaves
  // them out (it still answers offers made to it).
  candidates(legal) {
    const kept = legal.filter((m) => m.type !== "offer" && m.type !== "withdrawOffer");
    return kept.length > 0 ? kept : legal;
  },
  rolloutPlies: 0,
  iterations: 1,
  samples: 2,
};
