// The lobby's seats wanted (docs/clocks.md, "Substitutes"): seats of games under way whose players went
// silent, each taken with one tap by a member, who then plays it from its page. Loaded lazily with its
// words: the shell does without both.
import { useEffect, useState } from "preact/hooks";
import type { JoinedGame, SeatWanted } from "../../../shared/api/index";
import { daysAndHours } from "../../../shared/clock/time";
import { LANGS, listOf, translator, type Lang, type Translate } from "../../../shared/i18n/index";
import { seatsWantedMessages } from "../../../shared/i18n/seats-wanted";
import { request, seatTokens } from "../api";
import { navigate } from "../router";
import { ErrorNote, useI18n, useSession } from "../ui";

const panelWords = Object.fromEntries(LANGS.map((lang) => [lang, translator(lang, seatsWantedMessages)])) as Record<Lang, Translate>;

export function SeatsWanted() {
  const { t, lang } = useI18n();
  const { user } = useSession();
  const w = panelWords[lang];
  const [seats, setSeats] = useState<SeatWanted[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    request<{ seats: SeatWanted[] }>("GET", "/api/seats-wanted").then(({ data }) => setSeats(data.seats), setError);
  }, []);
  const take = (seat: SeatWanted) => {
    setBusy(true);
    request<JoinedGame>("POST", `/api/games/${encodeURIComponent(seat.gameId)}/seats/${seat.seat}/take`).then(
      ({ data }) => {
        seatTokens.saveFromLink(data.seatLink);
        navigate(`/play/${encodeURIComponent(seat.gameId)}`);
      },
      (failure) => {
        setBusy(false);
        setError(failure);
      },
    );
  };
  const member = user && !user.guest;
  return (
    <section class="panel open-tournaments" aria-labelledby="seats-wanted">
      <h2 id="seats-wanted">{w("seats.title")}</h2>
      <p class="fine">{w("seats.rule")}</p>
      <ErrorNote error={error} />
      {seats === null ? (
        !error && <p class="loading">{t("loading")}</p>
      ) : seats.length === 0 ? (
        <p>{w("seats.none")}</p>
      ) : (
        <ul class="plain-list">
          {seats.map((s) => (
            <li key={`${s.gameId}-${s.seat}`} class="game-item seat-wanted">
              {s.imageUrl && <img src={s.imageUrl} alt={s.gameName} width={120} height={63} loading="lazy" />}
              <div>
                <span class="game-name">{s.gameName}</span>
                <span class="opponents">
                  {w("seats.where", {
                    seat: s.seat,
                    moves: s.moves,
                    players: listOf(
                      s.players.map((p) => p ?? "?"),
                      lang,
                    ),
                  })}
                </span>
                <span class="turn">
                  {s.timeLeftMs === null ? w("seats.noClock") : w("seats.time", { time: t("clock.duration", daysAndHours(s.timeLeftMs)) })}
                </span>
                {member ? (
                  <button type="button" disabled={busy} onClick={() => take(s)}>
                    {w("seats.take", { seat: s.seat + 1, game: s.gameName })}
                  </button>
                ) : (
                  <p class="fine">{w("seats.signIn")}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
