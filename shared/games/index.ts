// The registry of games. Code outside the project imports `games` from here.
import type { AnyGame } from "../engine/play";
import { balam } from "./balam/index";
import { rioDeLaPlata } from "./rio-de-la-plata/index";
import { yucata } from "./yucata/index";
import { yucatan } from "./yucatan/index";

export const games: Record<string, AnyGame> = {
  balam,
  "rio-de-la-plata": rioDeLaPlata,
  yucata,
  yucatan,
};
