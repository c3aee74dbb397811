// Every word a reader may meet, the shell's and each game's, in one catalog: what the server phrases mail,
// pushes and refused moves with. The web client joins the same catalogs as a game's board loads.
import { shellCatalog } from "../i18n/catalogs";
import { joinCatalogs } from "../i18n/index";
import * as balam from "./balam/messages";
import * as rio from "./rio-de-la-plata/messages";
import * as yucata from "./yucata/messages";
import * as yucatan from "./yucatan/messages";

export const everyCatalog = joinCatalogs(shellCatalog, ...[yucata, yucatan, balam, rio].map(({ en, fr }) => ({ en, fr })));
