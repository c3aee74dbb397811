// Rio de la Plata whole, as the registry (../index.ts) lists it.
import type { GameModule } from "../module";
import { describeRioMove } from "./describe";
import { rioKnowledge } from "./bot";
import { rioDeLaPlata, type RioState, type RioMove, type RioView, type RioOptions } from "./index";
import { drawRio } from "./preview";
import { scrambleRio } from "./secrets";

export const rioModule: GameModule<RioState, RioMove, RioView, RioOptions> = {
  definition: rioDeLaPlata,
  loadMessages: async () => {
    const [{ en }, { fr }] = await Promise.all([import("./messages"), import("./messages-fr")]);
    return { en, fr };
  },
  bot: rioKnowledge,
  drawPreview: drawRio,
  scrambleHidden: scrambleRio,
  describeMove: describeRioMove,
};
