// Balam whole, as the registry (../index.ts) lists it.
import type { GameModule } from "../module";
import { describeBalamMove } from "./describe";
import { balamKnowledge } from "./bot";
import { balam, type BalamState, type BalamMove, type BalamView, type BalamOptions } from "./index";
import { drawBalam } from "./preview";
import { scrambleBalam } from "./secrets";

export const balamModule: GameModule<BalamState, BalamMove, BalamView, BalamOptions> = {
  definition: balam,
  loadMessages: async () => {
    const { en, fr } = await import("./messages");
    return { en, fr };
  },
  bot: balamKnowledge,
  drawPreview: drawBalam,
  scrambleHidden: scrambleBalam,
  describeMove: describeBalamMove,
};
