// A tournament's page: its facts, entering and leaving while it is open, the standings with their
// tie-breaks stated, and each round's games with their state and deadlines.
import { useState } from "preact/hooks";
import type { TournamentGameView, TournamentPage as Page } from "../../../shared/api/index";
import { listOf } from "../../../shared/i18n/index";
import { dateTime } from "../i18n/index";
import { usePolled } from "../polled";
import { Link } from "../router";
import { tournamentApi } from "../tournament-api";
import { ErrorNote, useI18n, useSession } from "../ui";
import { SignIn } from "./Home";
import { tournamentFacts } from "./OpenTournaments";

export function TournamentPage({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const { user } = useSession();
  // Followed while it can change: a game ending or a round opening shows without a reload.
  const {
    page,
    error: loadError,
    show,
  } = usePolled(
    (etag) => tournamentApi.fresh(id, etag),
    (p) => p.status === "open" || p.status === "active",
    `${id} ${user?.id}`,
  );
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  if (!page) return loadError ? <ErrorNote error={loadError} /> : <p class="loading">{t("loading")}</p>;

  const act = async (action: "join" | "leave" | "start") => {
    setBusy(true);
    setError(null);
    try {
      show(await tournamentApi.act(id, action));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(page.inviteUrl).catch(() => undefined);
    setCopied(true);
  };
  const canEnter = user && !user.guest;

  return (
    <div class="tournament">
      <section class="panel">
        <h1>{page.name}</h1>
        <p>
          <strong>{page.gameName}</strong> · {tournamentFacts(t, lang, page)}
        </p>
        <p class="status">
          {t(`tournaments.status.${page.status}`)} · {t("tournaments.entrants", { count: page.entrants, max: page.maxEntrants })}
        </p>
        <p class="fine">{t(`tournaments.policy.${page.timeoutPolicy}`)}</p>
        {page.league && (
          <p>
            <Link class="to-page" href={`/l/${encodeURIComponent(page.league.id)}`}>
              {t("league.divisionOf", { division: page.league.division, season: page.league.season, name: page.league.name })}
            </Link>
          </p>
        )}
        {page.status === "open" && (
          <div class="row">
            {canEnter && !page.you.entered && (
              <button type="button" disabled={busy} onClick={() => act("join")}>
                {t("tournament.join")}
              </button>
            )}
            {page.you.entered && (
              <button type="button" class="secondary" disabled={busy} onClick={() => act("leave")}>
                {t("tournament.leave")}
              </button>
            )}
            {page.you.creator && (
              <button type="button" class="secondary" disabled={busy} onClick={() => act("start")}>
                {t("tournament.start")}
              </button>
            )}
            <button type="button" class="secondary" onClick={copy}>
              {t("tournament.invite")}
            </button>
            {copied && <span role="status">{t("tournament.copied")}</span>}
          </div>
        )}
        {page.status === "open" && !canEnter && (
          // A visitor from the tournament's link signs in on the way; the mailed link brings them back here.
          <div class="enter-by-sign-in">
            <p>{t(user ? "tournament.guestToEnter" : "tournament.signInToEnter")}</p>
            <SignIn next={`/t/${id}`} />
          </div>
        )}
        <ErrorNote error={error} />
      </section>

      {page.standings.length > 0 ? (
        <section class="panel" aria-labelledby="standings">
          <h2 id="standings">{t("tournament.standings")}</h2>
          <Standings page={page} idPrefix="" />
        </section>
      ) : (
        <Entrants page={page} />
      )}

      {page.rounds.length > 0 && (
        <section class="panel" aria-labelledby="rounds">
          <h2 id="rounds">{t("tournament.rounds")}</h2>
          <Rounds page={page} idPrefix="" />
        </section>
      )}
      <p class="fine">{t("tournament.rules")}</p>
    </div>
  );
}

function Entrants({ page }: { page: Page }) {
  const { t } = useI18n();
  return (
    <section class="panel" aria-labelledby="entrants">
      <h2 id="entrants">{t("tournament.players", { count: page.players.length })}</h2>
      <ul>
        {page.players.map((p) => (
          <li key={p.userId}>{p.name}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The standings table, its tie-breaks stated above it; in a league, who goes up and down marked.
 * `idPrefix` keeps ids apart when a page shows several (a league's divisions).
 */
export function Standings({ page, idPrefix, moving }: { page: Page; idPrefix: string; moving?: { up: string[]; down: string[] } }) {
  const { t, lang } = useI18n();
  const number = (n: number) => n.toLocaleString(lang, { maximumFractionDigits: 2 });
  const [first, second] = page.tieBreaks;
  const move = (userId: string) => (moving?.up.includes(userId) ? "up" : moving?.down.includes(userId) ? "down" : null);
  return (
    <>
      <p class="fine" id={`${idPrefix}tie-breaks`}>
        {t(`tournament.tieBreaks.${first}`)}
      </p>
      <div class="table-scroll">
        <table class="standings" aria-describedby={`${idPrefix}tie-breaks`}>
          <thead>
            <tr>
              <th scope="col">{t("tournament.col.rank")}</th>
              <th scope="col">{t("tournament.col.player")}</th>
              <th scope="col">{t("tournament.col.points")}</th>
              <th scope="col">{t("tournament.col.played")}</th>
              <th scope="col">{t(`tournament.col.${first}`)}</th>
              <th scope="col">{t(`tournament.col.${second}`)}</th>
            </tr>
          </thead>
          <tbody>
            {page.standings.map((s) => {
              const moves = move(s.userId);
              return (
                <tr key={s.userId} class={[s.you && "mine", moves && `going-${moves}`].filter(Boolean).join(" ") || undefined}>
                  <td>{s.rank}</td>
                  <th scope="row">
                    {s.name}
                    {s.dropped && <span class="fine"> ({t(s.annulled ? "tournament.annulled" : "tournament.dropped")})</span>}
                    {moves && <span class="move-mark"> {t(`league.going.${moves}`)}</span>}
                  </th>
                  <td>{number(s.points)}</td>
                  <td>{s.played}</td>
                  <td>{number(s.tieBreaks[0])}</td>
                  <td>{number(s.tieBreaks[1])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Each round's games with their state and deadlines, and who sits out. */
export function Rounds({ page, idPrefix }: { page: Page; idPrefix: string }) {
  const { t, lang } = useI18n();
  const { user } = useSession();
  return (
    <>
      {page.rounds.map((round) => (
        <section key={round.number} class="round" aria-labelledby={`${idPrefix}round-${round.number}`}>
          <h3 id={`${idPrefix}round-${round.number}`}>{t("tournament.round", { n: round.number })}</h3>
          {round.openedAt === null && <p class="fine">{t("tournament.roundScheduled")}</p>}
          <ul class="plain-list">
            {round.games.map((game, index) => (
              <RoundGame key={game.id ?? index} game={game} mine={game.players.some((p) => p.userId === user?.id)} />
            ))}
          </ul>
          {round.bye && <p class="fine">{t("tournament.bye", { name: round.bye })}</p>}
          {round.sittingOut.length > 0 && round.bye === null && (
            <p class="fine">{t("tournament.sittingOut", { names: listOf(round.sittingOut, lang) })}</p>
          )}
        </section>
      ))}
    </>
  );
}

function RoundGame({ game, mine }: { game: TournamentGameView; mine: boolean }) {
  const { t, lang } = useI18n();
  const names = (seats: number[]) =>
    listOf(
      seats.map((seat) => game.players[seat]?.name ?? ""),
      lang,
    );
  const winners = game.places ? game.players.flatMap((_, seat) => (game.places![seat] === 1 ? [seat] : [])) : [];
  const body = (
    <>
      <span class="game-name">{names(game.players.map((_, seat) => seat))}</span>
      <span class="opponents">
        {game.status === "finished"
          ? t("status.won", { names: names(winners), count: winners.length })
          : t(`tournament.game.${game.status}`)}
      </span>
      {game.status === "active" && game.deadline && game.awaiting.length > 0 && (
        <span class="turn">
          {t("tournament.deadline", { names: names(game.awaiting), count: game.awaiting.length, date: dateTime(game.deadline, lang) })}
        </span>
      )}
    </>
  );
  return (
    <li class={mine ? "game-item mine" : "game-item"}>
      {game.id ? (
        <Link href={mine ? `/play/${encodeURIComponent(game.id)}` : `/g/${encodeURIComponent(game.id)}`}>{body}</Link>
      ) : (
        <div class="game-row">{body}</div>
      )}
    </li>
  );
}
