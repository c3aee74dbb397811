// Log entries in words, for mail, push and chat: the same catalogs the web client shows (web/src/i18n
// and each game's messages module), so a move reads alike everywhere.
import { addMessages, translator, type Lang, type Translate } from "../../web/src/i18n/index";
import * as balam from "../../web/games/balam/messages";
import * as rio from "../../web/games/rio-de-la-plata/messages";
import * as yucata from "../../web/games/yucata/messages";
import * as yucatan from "../../web/games/yucatan/messages";
import { socialMessages } from "../../web/src/i18n/social";
import { isLogVisibleTo } from "../../shared/engine/index";
import type { GameEvent } from "../record/game";

for (const game of [yucata, yucatan, balam, rio]) addMessages({ en: game.en, fr: game.fr });
addMessages(socialMessages);

export function phraser(lang: Lang, names: (string | null)[]): { t: Translate; player: (seat: number) => string } {
  const t = translator(lang);
  const player = (seat: number) => names[seat] ?? t("player.default", { n: seat + 1 });
  return { t: (key, params, p) => t(key, params, p ?? player), player };
}

/** What the other seats did since `seat` last moved, as `seat` may see it, one sentence per log line. */
export function changesSince(events: GameEvent[], seat: number, lang: Lang, names: (string | null)[]): string[] {
  const { t } = phraser(lang, names);
  const lastOwn = events.filter((e) => e.seat === seat && e.by !== "clock").at(-1)?.version ?? 0;
  return events
    .filter((e) => e.version > lastOwn && e.seat !== seat)
    .flatMap((e) => e.log.filter((entry) => isLogVisibleTo(entry, seat)))
    .map((entry) => t(entry.key, entry.params ?? {}));
}
