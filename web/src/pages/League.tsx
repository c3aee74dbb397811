// A league's page: its facts and the rule of who moves between divisions; for a player the creator
// named, their invitation to accept or decline; for anyone else, asking to join from its link (signing
// in on the way); for the creator, who accepted and who did not, the requests to join to accept or
// decline, and the start of the first season with those who accepted; the current season's
// divisions (each with its standings, tie-breaks stated and who goes up or down marked, and its games
// round by round, shown at once in the reader's own division), and every season's divisions as links
// to their tournaments.
import { useState } from "preact/hooks";
import type { LeaguePage as League } from "../../../shared/api/index";
import { dateTime } from "../i18n/index";
import { usePolled } from "../polled";
import { Link } from "../router";
import { leagueApi } from "../tournament-api";
import { ErrorNote, useI18n, useSession } from "../ui";
import { useAction } from "./form";
import { SignIn } from "./Home";
import { leagueFacts } from "./Leagues";
import { Rounds, Standings } from "./Tournament";

export function LeaguePage({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const { user } = useSession();
  // A league goes on season after season: followed for as long as the page is open.
  const { page, error, show } = usePolled(
    (etag) => leagueApi.fresh(id, etag),
    () => true,
    `${id} ${user?.id}`,
  );
  const [copied, setCopied] = useState(false);

  if (!page) return error ? <ErrorNote error={error} /> : <p class="loading">{t("loading")}</p>;

  // Before a game of the season has ended the standings are all level: nobody is going anywhere yet.
  const scored = page.divisions.some((division) => division.standings.some((s) => s.played > 0));

  const copy = async () => {
    await navigator.clipboard?.writeText(page.inviteUrl).catch(() => undefined);
    setCopied(true);
  };

  return (
    <div class="tournament league">
      <section class="panel">
        <h1>{page.name}</h1>
        <p>
          <strong>{page.gameName}</strong> · {leagueFacts(t, page)}
        </p>
        <p class="fine">{t(page.timeoutPolicy === "forfeit" ? "league.policy.forfeit" : `tournaments.policy.${page.timeoutPolicy}`)}</p>
        <p>{t("league.moves", { count: page.moves })}</p>
        {page.you.division !== null && <p class="status mine">{t("league.yourDivision", { n: page.you.division })}</p>}
        <div class="row">
          <button type="button" class="secondary" onClick={copy}>
            {t("league.link")}
          </button>
          {copied && <span role="status">{t("tournament.copied")}</span>}
        </div>
      </section>
      <Membership page={page} show={show} />
      {page.you.creator && page.requests.length > 0 && <Requests page={page} show={show} />}

      {scored && page.moves > 0 && page.divisions.length > 1 && <p class="fine">{t("league.marks")}</p>}
      {page.divisions.map((division, index) => {
        const n = index + 1;
        const prefix = `d${n}-`;
        return (
          <section key={division.id} class="panel division" aria-labelledby={`${prefix}title`}>
            <h2 id={`${prefix}title`}>{t("league.division", { n })}</h2>
            <p class="status">
              {t(`tournaments.status.${division.status}`)} · {t("tournament.players", { count: division.players.length })}
            </p>
            <Link class="to-page" href={`/t/${encodeURIComponent(division.id)}`}>
              {t("league.divisionPage", { n })}
            </Link>
            <Standings page={division} idPrefix={prefix} moving={scored ? { up: division.goingUp, down: division.goingDown } : undefined} />
            {division.rounds.length > 0 && (
              <details class="fold" open={page.you.division === n}>
                <summary>{t("league.games")}</summary>
                <Rounds page={division} idPrefix={prefix} />
              </details>
            )}
          </section>
        );
      })}

      <section class="panel" aria-labelledby="seasons">
        <h2 id="seasons">{t("league.seasons")}</h2>
        {[...page.seasons].reverse().map((season) => (
          <section key={season.number} aria-labelledby={`season-${season.number}`}>
            <h3 id={`season-${season.number}`}>{t("league.seasonBegun", { n: season.number, date: dateTime(season.startedAt, lang) })}</h3>
            <ul class="plain-list">
              {season.divisions.map((division, index) => (
                <li key={division.id} class="game-item">
                  <Link href={`/t/${encodeURIComponent(division.id)}`}>
                    <span class="game-name">{t("league.division", { n: index + 1 })}</span>
                    <span class="opponents">{t(`tournaments.status.${division.status}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </div>
  );
}

/** The reader's invitation and its answer, and the creator's view of the answers with the season's start. */
function Membership({ page, show }: { page: League; show(page: League): void }) {
  const { t } = useI18n();
  const { busy, error, run } = useAction();
  const { user } = useSession();
  const act = (action: "accept" | "decline" | "start" | "ask") => run(async () => show(await leagueApi.act(page.id, action)));
  const { invitation, creator } = page.you;
  const notStarted = page.season === 0;
  if (invitation === null && creator && !notStarted) return null;
  if (invitation === null && !creator) {
    return (
      <section class="panel membership">
        {user && !user.guest ? (
          <div class="row">
            <p>{t("league.askNote")}</p>
            <button type="button" disabled={busy} onClick={() => act("ask")}>
              {t("league.ask")}
            </button>
          </div>
        ) : (
          // A visitor from the league's link signs in on the way; the mailed link brings them back here.
          <div class="enter-by-sign-in">
            <p>{t(user ? "league.guestToAsk" : "league.signInToAsk")}</p>
            <SignIn next={`/l/${page.id}`} />
          </div>
        )}
        <ErrorNote error={error} />
      </section>
    );
  }
  return (
    <section class="panel membership">
      {invitation === "asked" && (
        <div class="row">
          <p class="status mine">{t("league.askedNote", { name: page.createdByName })}</p>
          <button type="button" class="secondary" disabled={busy} onClick={() => act("decline")}>
            {t("league.withdrawRequest")}
          </button>
        </div>
      )}
      {invitation === "invited" && (
        <>
          <p class="status mine">{t("league.invited", { name: page.createdByName, n: page.you.namedFor })}</p>
          <div class="row">
            <button type="button" disabled={busy} onClick={() => act("accept")}>
              {t("league.accept")}
            </button>
            <button type="button" class="secondary" disabled={busy} onClick={() => act("decline")}>
              {t("league.decline")}
            </button>
          </div>
        </>
      )}
      {invitation === "accepted" && page.you.division === null && !creator && (
        <div class="row">
          <p class="status mine">{t("league.acceptedNote")}</p>
          <button type="button" class="secondary" disabled={busy} onClick={() => act("decline")}>
            {t("league.withdraw")}
          </button>
        </div>
      )}
      {invitation === "declined" && (
        <div class="row">
          <p class="status">{t("league.declinedNote")}</p>
          <button type="button" class="secondary" disabled={busy} onClick={() => act("accept")}>
            {t("league.acceptAfterAll")}
          </button>
        </div>
      )}
      {notStarted && <p class="fine">{t("league.notStartedNote")}</p>}
      {creator && notStarted && (
        <>
          <h3>{t("league.acceptedTitle")}</h3>
          <ul class="plain-list">
            {page.players.map((p) => (
              <li key={p.userId}>{t("league.inDivision", { name: p.name, n: p.division })}</li>
            ))}
          </ul>
          {page.invitations.length > 0 && (
            <>
              <h3>{t("league.invitationsTitle")}</h3>
              <ul class="plain-list">
                {page.invitations.map((i) => (
                  <li key={i.userId}>
                    {t("league.inDivision", { name: i.name, n: i.division })} · {t(`league.answer.${i.answer}`)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <button type="button" disabled={busy} onClick={() => act("start")}>
            {t("league.start", { count: page.players.length })}
          </button>
        </>
      )}
      <ErrorNote error={error} />
    </section>
  );
}

/** For the creator: who asked to join from the league's link, each to accept (in the lowest division, from the next season) or decline. */
function Requests({ page, show }: { page: League; show(page: League): void }) {
  const { t } = useI18n();
  const { busy, error, run } = useAction();
  const answer = (userId: string, action: "accept" | "decline") =>
    run(async () => show(await leagueApi.answerRequest(page.id, userId, action)));
  return (
    <section class="panel" aria-labelledby="league-requests">
      <h2 id="league-requests">{t("league.requestsTitle")}</h2>
      <p class="fine">{t("league.requestsNote")}</p>
      <ul class="plain-list">
        {page.requests.map((r) => (
          <li key={r.userId} class="friend">
            <Link href={`/u/${encodeURIComponent(r.userId)}`}>{r.name}</Link>
            <span class="row">
              <button type="button" disabled={busy} onClick={() => answer(r.userId, "accept")}>
                {t("league.acceptRequest", { name: r.name })}
              </button>
              <button type="button" class="secondary" disabled={busy} onClick={() => answer(r.userId, "decline")}>
                {t("league.declineRequest", { name: r.name })}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <ErrorNote error={error} />
    </section>
  );
}
