// The random bot: a legal move drawn uniformly. It needs nothing but the list of legal moves.
import type { Bot } from "./bot";

export const randomBot: Bot = {
  choose({ legal, rng }) {
    return rng.pick(legal);
  },
};
