// The lobby's public leagues, each a link to its page, and the way to create one.
import { useEffect, useState } from "preact/hooks";
import type { LeagueSummary } from "../../../shared/api/index";
import { Link } from "../router";
import { leagueApi } from "../tournament-api";
import { ErrorNote, useI18n, useSession } from "../ui";

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
  const { user } = useSession();
  const [list, setList] = useState<LeagueSummary[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    leagueApi.open().then(setList, setError);
  }, []);
  return (
    <section class="panel open-tournaments" aria-labelledby="open-leagues">
      <div class="row spread">
        <h2 id="open-leagues">{t("league.title")}</h2>
        {user && !user.guest && (
          <Link href="/leagues/new" class="button secondary">
            {t("league.create")}
          </Link>
        )}
      </div>
      <ErrorNote error={error} />
      {list === null ? (
        !error && <p class="loading">{t("loading")}</p>
      ) : list.length === 0 ? (
        <p>{t("league.none")}</p>
      ) : (
        <ul class="plain-list">
          {list.map((s) => (
            <li key={s.id} class="game-item">
              <Link href={`/l/${encodeURIComponent(s.id)}`}>
                <span class="game-name">
                  {s.name} · {s.gameName}
                </span>
                <span class="opponents">{leagueFacts(t, s)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
