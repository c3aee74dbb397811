// The shell's words in one catalog: its pages (en.ts, fr.ts), the social features and the board
// furniture. A reader's translator joins it with the catalogs of the games they read about.
import { boardMessages } from "./boards";
import { en } from "./en";
import { fr } from "./fr";
import { joinCatalogs } from "./index";
import { planMessages } from "./plan";
import { socialMessages } from "./social";

export const shellCatalog = joinCatalogs({ en, fr }, socialMessages, boardMessages, planMessages);
