// The registry of games: each game's module under its id. `GameId` is derived from it, so every table
// keyed by `Record<GameId, …>` fails to compile until it has a new game's entry (docs/architecture.md,
// "Adding a game"). Code outside the project imports `games` from here.
import type { AnyGame } from "../engine/play";
import { balamModule } from "./balam/module";
import type { AnyGameModule } from "./module";
import { rioModule } from "./rio-de-la-plata/module";
import { yucataModule } from "./yucata/module";
import { yucatanModule } from "./yucatan/module";

export const gameModules = {
  balam: balamModule,
  "rio-de-la-plata": rioModule,
  yucata: yucataModule,
  yucatan: yucatanModule,
} as const satisfies Record<string, AnyGameModule>;

export type GameId = keyof typeof gameModules;
export const GAME_IDS = Object.keys(gameModules) as GameId[];

/** Each game's rules by id. */
export const games = Object.fromEntries(GAME_IDS.map((id) => [id, gameModules[id].definition])) as Record<GameId, AnyGame>;

/** Whether `id`, as received from outside, names a registered game: the one way from a string to a GameId. */
export function isGameId(id: string): id is GameId {
  return Object.hasOwn(gameModules, id);
}
