// Yucata' whole, as the registry (../index.ts) lists it.
import type { GameModule } from "../module";
import { describeYucataMove } from "./describe";
import { yucataKnowledge } from "./bot";
import { yucata, type YucataState, type YucataMove, type YucataView, type YucataOptions } from "./index";
import { drawYucata } from "./preview";
import { scrambleYucata } from "./secrets";

export const yucataModule: GameModule<YucataState, YucataMove, YucataView, YucataOptions> = {
  definition: yucata,
  loadMessages: async () => {
    const { en, fr } = await import("./messages");
    return { en, fr };
  },
  bot: yucataKnowledge,
  drawPreview: drawYucata,
  scrambleHidden: scrambleYucata,
  describeMove: describeYucataMove,
};
