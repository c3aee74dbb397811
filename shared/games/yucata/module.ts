// Yucata' whole, as the registry (../index.ts) lists it.
import type { GameModule } from "../module";
import { describeYucataMove } from "./describe";
import { yucataKnowledge } from "./bot";
import { yucata, type YucataState, type YucataMove, type YucataView, type YucataOptions } from "./index";
import { en, fr } from "./messages";
import { drawYucata } from "./preview";
import { scrambleYucata } from "./secrets";

export const yucataModule: GameModule<YucataState, YucataMove, YucataView, YucataOptions> = {
  definition: yucata,
  messages: { en, fr },
  bot: yucataKnowledge,
  drawPreview: drawYucata,
  scrambleHidden: scrambleYucata,
  describeMove: describeYucataMove,
};
