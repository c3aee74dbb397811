// Game id → its plugin chunk, loaded on first use. The compiler asks for a line here for each registered
// game (see docs/web.md).
import type { GameId } from "../../shared/games/index";
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

/**
 * Asks at once for every file of the game's chunk (the list web/build.ts writes into the page): otherwise
 * the browser finds the chunks it imports, then its stylesheet, only after fetching the one before.
 */
function preloadFiles(id: string): void {
  let files: unknown;
  try {
    const list = document.querySelector<HTMLMetaElement>('meta[name="turnpost-game-files"]')?.content ?? "{}";
    files = (JSON.parse(list) as Record<string, unknown>)[id];
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const href of files) {
    const link = document.createElement("link");
    if (String(href).endsWith(".css")) {
      link.rel = "preload";
      link.as = "style";
    } else link.rel = "modulepreload";
    link.href = String(href);
    document.head.append(link);
  }
}

export function hasPlugin(id: string): id is GameId {
  return Object.hasOwn(loaders, id);
}

/** The plugin; the same promise for every caller. Its words reach the shell's `t` by `useI18n().learn`. */
export function loadPlugin(id: string): Promise<AnyPlugin> {
  if (!hasPlugin(id)) return Promise.reject(new Error(`No web plugin for the game "${id}".`));
  const loader = loaders[id];
  if (!loaded.has(id)) {
    preloadFiles(id);
    const promise = loader().then(({ default: plugin }) => plugin);
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return loaded.get(id)!;
}
