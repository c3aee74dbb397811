// Game id → its plugin chunk, loaded on first use. The compiler asks for a line here for each registered
// game (see docs/web.md).
import type { GameId } from "../../shared/games/index";
import type { GamePlugin } from "./plugin";

const loaders: Record<GameId, () => Promise<{ default: GamePlugin<any, any> }>> = {
  "rio-de-la-plata": () => import("../games/rio-de-la-plata/index"),
  yucata: () => import("../games/yucata/index"),
  balam: () => import("../games/balam/index"),
  yucatan: () => import("../games/yucatan/index"),
};

const loaded = new Map<string, Promise<GamePlugin<any, any>>>();

export function hasPlugin(id: string): id is GameId {
  return Object.hasOwn(loaders, id);
}

/** The plugin; the same promise for every caller. Its words reach the shell's `t` by `useI18n().learn`. */
export function loadPlugin(id: string): Promise<GamePlugin<any, any>> {
  if (!hasPlugin(id)) return Promise.reject(new Error(`No web plugin for the game "${id}".`));
  const loader = loaders[id];
  if (!loaded.has(id)) {
    const promise = loader().then(({ default: plugin }) => plugin);
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return loaded.get(id)!;
}
