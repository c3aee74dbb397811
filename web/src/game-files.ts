// The files of a game's chunk, listed by web/build.ts in the page: asked for all at once, before the
// chunk is imported, since the browser would otherwise find each import only after fetching the one before.

/** Adds a preload for each file of the game's chunk not already asked for. */
export function preloadGameFiles(gameType: string): void {
  let files: unknown;
  try {
    const list = document.querySelector<HTMLMetaElement>('meta[name="turnpost-game-files"]')?.content ?? "{}";
    files = (JSON.parse(list) as Record<string, unknown>)[gameType];
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  const asked = new Set([...document.querySelectorAll<HTMLLinkElement>("link[href]")].map((link) => link.getAttribute("href")));
  for (const href of files.map(String).filter((file) => !asked.has(file))) {
    const link = document.createElement("link");
    if (href.endsWith(".css")) {
      link.rel = "preload";
      link.as = "style";
    } else link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}
