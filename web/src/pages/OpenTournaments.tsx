// The lobby's public tournaments open for entry, each a link to its page, and the way to create one.
import { useEffect, useState } from "preact/hooks";
import type { TournamentSummary } from "../../../shared/api/index";
import { Link } from "../router";
import { tournamentApi } from "../tournament-api";
import { dateTime } from "../i18n/index";
import { ErrorNote, useI18n, useSession } from "../ui";

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
  const { user } = useSession();
  const [list, setList] = useState<TournamentSummary[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    tournamentApi.open().then(setList, setError);
  }, []);
  return (
    <section class="panel open-tournaments" aria-labelledby="open-tournaments">
      <div class="row spread">
        <h2 id="open-tournaments">{t("tournaments.title")}</h2>
        {user && !user.guest && (
          <Link href="/tournaments/new" class="button secondary">
            {t("tournaments.create")}
          </Link>
        )}
      </div>
      <ErrorNote error={error} />
      {list === null ? (
        !error && <p class="loading">{t("loading")}</p>
      ) : list.length === 0 ? (
        <p>{t("tournaments.none")}</p>
      ) : (
        <ul class="plain-list">
          {list.map((s) => (
            <li key={s.id} class="game-item">
              <Link href={`/t/${encodeURIComponent(s.id)}`}>
                <span class="game-name">
                  {s.name} · {s.gameName}
                </span>
                <span class="opponents">{tournamentFacts(t, lang, s)}</span>
                <span class="turn">{t("tournaments.entrants", { count: s.entrants, max: s.maxEntrants })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
