// The lobby's public leagues, each a link to its page, and the way to create one.
import type { LeagueSummary } from "../../../shared/api/index";
import { leagueApi } from "../tournament-api";
import { useI18n } from "../ui";
import { ListedPanel } from "./ListedPanel";

/** A league's facts in one line: table, clock, season, divisions. */
export function leagueFacts(t: ReturnType<typeof useI18n>["t"], s: LeagueSummary): string {
  return [
    t("tournaments.perTable", { count: s.tableSize }),
    t("tournaments.days", { count: s.timePerMoveDays }),
    t("league.season", { n: s.season }),
    t("league.divisions", { count: s.divisionSizes.length }),
  ].join(" · ");
}

export function OpenLeagues() {
  const { t } = useI18n();
  return (
    <ListedPanel
      headingId="open-leagues"
      title={t("league.title")}
      create={{ href: "/leagues/new", label: t("league.create") }}
      none={t("league.none")}
      load={leagueApi.open}
      href={(s) => `/l/${encodeURIComponent(s.id)}`}
    >
      {(s) => (
        <>
          <span class="game-name">
            {s.name} · {s.gameName}
          </span>
          <span class="opponents">{leagueFacts(t, s)}</span>
        </>
      )}
    </ListedPanel>
  );
}
