// The lobby's public tournaments open for entry, each a link to its page, and the way to create one.
import type { TournamentSummary } from "../../../shared/api/index";
import { tournamentApi } from "../tournament-api";
import { dateTime } from "../i18n/index";
import { useI18n } from "../ui";
import { ListedPanel } from "./ListedPanel";

/** A tournament's facts in one line: format, table, clock, start. */
export function tournamentFacts(
  t: ReturnType<typeof useI18n>["t"],
  lang: ReturnType<typeof useI18n>["lang"],
  s: TournamentSummary,
): string {
  return [
    t(`tournaments.format.${s.format}`),
    t("tournaments.perTable", { count: s.tableSize }),
    t("tournaments.days", { count: s.timePerMoveDays }),
    s.startAt ? t("tournaments.startsAt", { date: dateTime(s.startAt, lang) }) : t("tournaments.whenFull"),
  ].join(" · ");
}

export function OpenTournaments() {
  const { t, lang } = useI18n();
  return (
    <ListedPanel
      headingId="open-tournaments"
      title={t("tournaments.title")}
      create={{ href: "/tournaments/new", label: t("tournaments.create") }}
      none={t("tournaments.none")}
      load={tournamentApi.open}
      href={(s) => `/t/${encodeURIComponent(s.id)}`}
    >
      {(s) => (
        <>
          <span class="game-name">
            {s.name} · {s.gameName}
          </span>
          <span class="opponents">{tournamentFacts(t, lang, s)}</span>
          <span class="turn">{t("tournaments.entrants", { count: s.entrants, max: s.maxEntrants })}</span>
        </>
      )}
    </ListedPanel>
  );
}
