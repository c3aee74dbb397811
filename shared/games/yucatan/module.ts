// Yucatàn whole, as the registry (../index.ts) lists it.
import type { GameModule } from "../module";
import { describeYucatanMove } from "./describe";
import { yucatanKnowledge } from "./bot";
import { yucatan, type YucatanState, type YucatanMove, type YucatanView, type YucatanOptions } from "./index";
import { drawYucatan } from "./preview";
import { scrambleYucatan } from "./secrets";

export const yucatanModule: GameModule<YucatanState, YucatanMove, YucatanView, YucatanOptions> = {
  definition: yucatan,
  loadMessages: async () => {
    const { en, fr } = await import("./messages");
    return { en, fr };
  },
  bot: yucatanKnowledge,
  drawPreview: drawYucatan,
  scrambleHidden: scrambleYucatan,
  describeMove: describeYucatanMove,
};
