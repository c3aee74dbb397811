// The registry of games. Code outside the project imports `games` from here.
import type { AnyGame } from "../engine/play";
import { yucata } from "./yucata/index";
import { yucatan } from "./yucatan/index";

export const games: Record<string, AnyGame> = {
  yucata,
  yucatan,
};
