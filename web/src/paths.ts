// The client's addresses that the app and the page's early script (early.ts) both read.

/** A game's page (its seat link, invite link, share link): the game's id, else null. */
export function gameIdOfPath(path: string): string | null {
  const match = path.match(/^\/(?:play|join|games|g)\/([^/]+)\/?$/);
  return match ? decodeURIComponent(match[1]!) : null;
}
