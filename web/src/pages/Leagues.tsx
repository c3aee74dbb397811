// The lobby's public leagues, each a link to its page, and the way to create one; above them, the
// signed-in reader's invitations, each a link to the league's page where they answer it.
import { useEffect, useState } from "preact/hooks";
import type { LeagueInvitation, LeagueSummary } from "../../../shared/api/index";
import { Link } from "../router";
import { leagueApi } from "../tournament-api";
import { useI18n, useSession } from "../ui";
import { ListedPanel } from "./ListedPanel";

/** A league's facts in one line: table, clock, season, divisions. */
export function leagueFacts(t: ReturnType<typeof useI18n>["t"], s: LeagueSummary): string {
  return [
    t("tournaments.perTable", { count: s.tableSize }),
    t("tournaments.days", { count: s.timePerMoveDays }),
    s.season === 0 ? t("league.notStarted") : t("league.season", { n: s.season }),
    t("league.divisions", { count: s.divisionSizes.length }),
  ].join(" · ");
}

function Invitations() {
  const { t } = useI18n();
  const [list, setList] = useState<LeagueInvitation[]>([]);
  // Shown only when there are some: a failure to list them leaves the lobby as it was.
  useEffect(() => {
    leagueApi.invitations().then(setList, () => undefined);
  }, []);
  if (list.length === 0) return null;
  return (
    <section class="panel open-tournaments" aria-labelledby="league-invitations">
      <h2 id="league-invitations">{t("league.invitations")}</h2>
      <ul class="plain-list">
        {list.map((invitation) => (
          <li key={invitation.leagueId} class="game-item">
            <Link href={`/l/${encodeURIComponent(invitation.leagueId)}`}>
              <span class="game-name">{invitation.name}</span>
              <span class="opponents">{t("league.invitedBy", { name: invitation.invitedBy })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OpenLeagues() {
  const { t } = useI18n();
  const { user } = useSession();
  return (
    <>
      {user && !user.guest && <Invitations key={user.id} />}
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
    </>
  );
}
