// Log entries in words, for mail, push and chat: the same catalogs the web client shows (shared/i18n
// and each game's messages module), so a move reads alike everywhere.
import { isLogVisibleTo } from "../../shared/engine/index";
import { everyCatalog } from "../../shared/games/catalog";
import { translator, type Lang, type Translate } from "../../shared/i18n/index";
import type { GameEvent } from "../record/game";

export async function phraser(lang: Lang, names: (string | null)[]): Promise<{ t: Translate; player: (seat: number) => string }> {
  const t = translator(lang, await everyCatalog());
  const player = (seat: number) => names[seat] ?? t("player.default", { n: seat + 1 });
  return { t: (key, params, p) => t(key, params, p ?? player), player };
}

/** What the other seats did since `seat` last moved, as `seat` may see it, one sentence per log line. */
export async function changesSince(events: GameEvent[], seat: number, lang: Lang, names: (string | null)[]): Promise<string[]> {
  const { t } = await phraser(lang, names);
  const lastOwn = events.filter((e) => e.seat === seat && e.by !== "clock").at(-1)?.version ?? 0;
  return events
    .filter((e) => e.version > lastOwn && e.seat !== seat)
    .flatMap((e) => e.log.filter((entry) => isLogVisibleTo(entry, seat)))
    .map((entry) => t(entry.key, entry.params ?? {}));
}
