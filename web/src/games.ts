// Game id → its plugin chunk, loaded on first use. The compiler asks for a line here for each registered
// game (see docs/web.md).
import type { GameId } from "../../shared/games/index";
import { preloadGameFiles } from "./game-files";
import type { GamePlugin } from "./plugin";

// biome-ignore lint/suspicious/noExplicitAny: one table holds plugins of every game's view and move types.
type AnyPlugin = GamePlugin<any, any>;

const loaders: Record<GameId, () => Promise<{ default: AnyPlugin }>> = {
  "rio-de-la-plata": () => import("../games/rio-de-la-plata/index"),
  yucata: () => import("../games/yucata/index"),
  balam: () => import("../games/balam/index"),
  yucatan: () => import("../games/yucatan/index"),
};

const loaded = new Map<string, Promise<AnyPlugin>>();

export function hasPlugin(id: string): id is GameId {
  return Object.hasOwn(loaders, id);
}

/** The plugin; the same promise for every caller. Its words reach the shell's `t` by `useI18n().learn`. */
export function loadPlugin(id: string): Promise<AnyPlugin> {
  if (!hasPlugin(id)) return Promise.reject(new Error(`No web plugin for the game "${id}".`));
  const loader = loaders[id];
  if (!loaded.has(id)) {
    preloadGameFiles(id);
    const promise = loader().then(({ default: plugin }) => plugin);
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return loaded.get(id)!;
}
