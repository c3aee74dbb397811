// The shell's words in one catalog: its pages (en.ts, fr.ts), the social features, the board
// furniture and the offline notices. A reader's translator joins it with the catalogs of the games
// they read about.
import { boardMessages } from "./boards";
import { en } from "./en";
import { fr } from "./fr";
import { joinCatalogs } from "./index";
import { planMessages } from "./plan";
import { offlineMessages } from "./offline";
import { socialMessages } from "./social";
import { clockMessages } from "./clocks";
import { tournamentMessages } from "./tournaments";
import { leagueMessages } from "./leagues";
import { reliabilityMessages } from "./reliability";

export const shellCatalog = joinCatalogs(
  { en, fr },
  socialMessages,
  boardMessages,
  offlineMessages,
  clockMessages,
  tournamentMessages,
  leagueMessages,
  planMessages,
  reliabilityMessages,
);
