// The game's title, the status line and, while a deadline runs, the correspondence clock. The banks,
// rhythms and forecast sit under the board: they arrive after it, and above it they would push it down.
import { useEffect, useState } from "preact/hooks";
import type { GamePage as GamePageAnswer, SeatRescue } from "../../../../shared/api/index";
import { listOf } from "../../../../shared/i18n/index";
import { awayDays } from "../../../../shared/clock/absence";
import { dateTime, since, timeLeft } from "../../i18n/index";
import { ErrorNote, useI18n } from "../../ui";
import { request } from "../../api";
import { Link } from "../../router";
import { summaryStatus } from "../Home";

/** `moveKept`: the player's move waits on this device to be sent (web/src/offline.ts), so the turn is no longer theirs to play. */
export function GameHead({
  detail,
  playerName,
  moveKept,
}: {
  detail: GamePageAnswer;
  playerName(seat: number): string;
  moveKept: boolean;
}) {
  const { t, lang } = useI18n();
  const finished = detail.status === "finished";
  const waitingToSend = moveKept && detail.yourTurn;
  return (
    <div class="game-head">
      <h1>{detail.gameName}</h1>
      <p class={detail.yourTurn && !waitingToSend ? "status mine" : "status"} role="status" aria-live="polite">
        {waitingToSend ? t("offline.status") : summaryStatus(detail, t, lang)}
        {!finished && !waitingToSend && detail.turnSince && <span class="since"> · {since(detail.turnSince, lang)}</span>}
      </p>
      {!finished && detail.deadline && <Deadline detail={detail} playerName={playerName} />}
      {!finished &&
        detail.rescue?.map((rescue) => <SilentSeat key={rescue.seat} rescue={rescue} detail={detail} playerName={playerName} />)}
      {detail.substitutes?.map((s) => (
        <p class="notice" key={`${s.seat}-${s.at}`}>
          {t("game.substituted", { substitute: s.substitute ?? "", leaver: s.leaver ?? "", at: dateTime(s.at, lang) })}
        </p>
      ))}
      {detail.tournamentId && (
        <Link href={`/t/${encodeURIComponent(detail.tournamentId)}`} class="button secondary">
          {t("tournament.partOf")}
        </Link>
      )}
    </div>
  );
}

/** A minute's tick: enough for a countdown counted in days, hours and minutes. */
function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The correspondence clock: who must play by when, the time left, and what happens if they do not. */
function Deadline({ detail, playerName }: { detail: GamePageAnswer; playerName(seat: number): string }) {
  const { t, lang } = useI18n();
  const now = useNow();
  const deadline = detail.deadline!;
  const when = dateTime(deadline, lang);
  const left = timeLeft(deadline, lang, t, now);
  const others = detail.awaiting.filter((seat) => seat !== detail.seat);
  return (
    <div class="deadline">
      <p>
        <time dateTime={deadline}>
          {detail.yourTurn
            ? t("clock.deadlineYou", { deadline: when, left })
            : t("clock.deadlineThem", { names: listOf(others.map(playerName), lang), count: others.length, deadline: when, left })}
        </time>
      </p>
      <p class="fine">{t(`clock.policy.${detail.timeoutPolicy}`)}</p>
    </div>
  );
}

/** A silent seat (docs/clocks.md): where its rescue is, what comes next and when, told to its player as to the others. */
function SilentSeat({ rescue, detail, playerName }: { rescue: SeatRescue; detail: GamePageAnswer; playerName(seat: number): string }) {
  const { t, lang } = useI18n();
  const whose = rescue.seat === detail.seat ? "You" : "Them";
  const params = {
    player: playerName(rescue.seat),
    missed: rescue.missed,
    until: rescue.until ? dateTime(rescue.until, lang) : "",
    level: rescue.level ? t(`lobby.seat.${rescue.level}`) : "",
    vacationDays: rescue.vacationDays ?? 0,
    awayDays: awayDays(rescue),
  };
  const step = { hold: "hold", "stand-in": "standIn", offered: "offered", choice: "choice" }[rescue.step];
  return (
    <div class="notice">
      <p>{t(`game.silent.${step}${whose}`, params)}</p>
      {rescue.step === "choice" && detail.seat !== null && whose === "Them" && <RescueChoice gameId={detail.id} />}
    </div>
  );
}

/** At a table of two, the other player's choice: wait for a substitute, or win by forfeit (docs/clocks.md). */
function RescueChoice({ gameId }: { gameId: string }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The page's live channel brings the game as the choice left it.
  const choose = (choice: "wait" | "forfeit") => {
    setBusy(true);
    request("POST", `/api/games/${encodeURIComponent(gameId)}/rescue-choice`, { gameId, body: { choice } }).then(
      () => setBusy(false),
      (failure) => {
        setBusy(false);
        setError(failure);
      },
    );
  };
  return (
    <div class="row">
      <button type="button" class="secondary" disabled={busy} onClick={() => choose("wait")}>
        {t("game.silent.wait")}
      </button>
      <button type="button" disabled={busy} onClick={() => choose("forfeit")}>
        {t("game.silent.forfeit")}
      </button>
      <ErrorNote error={error} />
    </div>
  );
}
