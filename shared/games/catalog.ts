// Every word a reader may meet, the shell's and each game's, in one catalog: what the server phrases mail,
// pushes and refused moves with. The web client joins the same catalogs as a game's board loads.
import type { Catalog } from "../i18n/index";
import { joinCatalogs } from "../i18n/index";
import { shellCatalogOnFirstUse } from "../i18n/shell-on-first-use";
import { GAME_IDS, loadGame } from "./index";

let every: Promise<Catalog> | undefined;

/** The one catalog, loaded once, on first use: a move never phrases anything, so a cold start skips it. */
export function everyCatalog(): Promise<Catalog> {
  every ??= Promise.all([shellCatalogOnFirstUse(), ...GAME_IDS.map((id) => loadGame(id).then((module) => module.loadMessages()))]).then(
    (parts) => joinCatalogs(...parts),
  );
  return every;
}
