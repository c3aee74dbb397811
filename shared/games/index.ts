// The registry of games: each game's module under its id, loaded on first use. `GameId` is derived from
// it, so every table keyed by `Record<GameId, …>` fails to compile until it has a new game's entry
// (docs/architecture.md, "Adding a game"). A Lambda's cold start loads only the game its first request
// plays (each module is a chunk of its own): the three others cost it about 5 ms more.
//
// Whoever holds a record may use its game's rules: the stores load them before they hand one out
// (functions/store/rules.ts). Code starting from an id alone awaits `loadGame` first.
import type { AnyGame } from "../engine/play";
import type { AnyGameModule } from "./module";

const loaders = {
  balam: () => import("./balam/module").then((m) => m.balamModule),
  "rio-de-la-plata": () => import("./rio-de-la-plata/module").then((m) => m.rioModule),
  yucata: () => import("./yucata/module").then((m) => m.yucataModule),
  yucatan: () => import("./yucatan/module").then((m) => m.yucatanModule),
} as const satisfies Record<string, () => Promise<AnyGameModule>>;

export type GameId = keyof typeof loaders;
export const GAME_IDS = Object.keys(loaders) as GameId[];

/** Whether `id`, as received from outside, names a registered game: the one way from a string to a GameId. */
export function isGameId(id: string): id is GameId {
  return Object.hasOwn(loaders, id);
}

const loaded = new Map<GameId, AnyGameModule>();
const loading = new Map<GameId, Promise<AnyGameModule>>();

/** The game's module, loaded once: after it resolves, `gameModule(id)` answers at once. */
export function loadGame(id: GameId): Promise<AnyGameModule> {
  let module = loading.get(id);
  if (!module) {
    module = loaders[id]().then((m) => {
      loaded.set(id, m);
      return m;
    });
    loading.set(id, module);
  }
  return module;
}

/** Every game's module: for what lists or walks all the games (the catalog, the CLI, the tests). */
export async function loadGames(): Promise<void> {
  await Promise.all(GAME_IDS.map(loadGame));
}

/** A loaded game's module; throws when nothing loaded it (a record from the store always has it loaded). */
export function gameModule(id: GameId): AnyGameModule {
  const module = loaded.get(id);
  if (!module) throw new Error(`The rules of ${id} are not loaded: await loadGame("${id}") before using them.`);
  return module;
}

/** A loaded game's rules. */
export function gameRules(id: GameId): AnyGame {
  return gameModule(id).definition;
}
