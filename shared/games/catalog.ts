// Every word a reader may meet, the shell's and each game's, in one catalog: what the server phrases mail,
// pushes and refused moves with. The web client joins the same catalogs as a game's board loads.
import { shellCatalog } from "../i18n/catalogs";
import { joinCatalogs } from "../i18n/index";
import { GAME_IDS, gameModules } from "./index";

export const everyCatalog = joinCatalogs(shellCatalog, ...GAME_IDS.map((id) => gameModules[id].messages));
