// The game page: waiting room while seats are open, then the board (the game's plugin), the confirm
// step, the log in words, the result, and history. The server pushes changes over the live channel and
// moves go over it; polling with If-None-Match while visible, and POST for moves, cover the times it is down.
import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { EventView, GamePage as GamePageAnswer } from "../../../shared/api/index";
import { api, ApiError, seatTokens } from "../api";
import { loadPlugin } from "../games";
import { listOf } from "../../../shared/i18n/index";
import { dateTime, since, timeLeft } from "../i18n/index";
import { followGame, sendMove, type LiveChannel } from "../live";
import type { GamePlugin } from "../plugin";
import { Link } from "../router";
import { describeError, ErrorNote, useI18n, useSession } from "../ui";
import { SignIn, seatName, summaryStatus } from "./Home";
import { refusalReason } from "./Settings";
import { GameSocial, Rematch } from "./GameSocial";
import { HowToPlay, RulesLink } from "./Rules";
import { GuestNotice } from "./GuestNotice";
import { PlanAhead } from "./PlanAhead";

/** Poll fast while the game is moving, slower once it has been quiet a while. */
function pollDelay(quietMs: number): number {
  if (quietMs < 60_000) return 2_000;
  if (quietMs < 10 * 60_000) return 5_000;
  return 15_000;
}

/** While the live channel is open, a poll only guards against a push that went astray. */
const SAFETY_POLL_MS = 60_000;

interface PendingMove {
  move: unknown;
  /** Made once per intended move: a retry after a lost answer sends the same id and version. */
  clientMoveId: string;
  version: number;
  text: string;
}

export function GamePage({ id }: { id: string }) {
  const { t, lang, learn } = useI18n();
  const { user } = useSession();
  const [detail, setDetail] = useState<GamePageAnswer | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [events, setEvents] = useState<EventView[]>([]);
  const [plugin, setPlugin] = useState<GamePlugin | null>(null);
  const [pluginError, setPluginError] = useState<unknown>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [sending, setSending] = useState(false);
  const [moveError, setMoveError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [historyIndex, setHistoryIndex] = useState<number | null>(null);
  /** Chat messages waiting unread in the folded panel. */
  const [unreadChat, setUnreadChat] = useState(0);
  /** The version this player had seen at their last visit (kept on the server): later log entries are new. */
  const [lastVisit, setLastVisit] = useState<number | null>(null);
  /** This player's view at their last visit, when the game moved since: the board marks what changed. */
  const [sinceView, setSinceView] = useState<unknown>(undefined);
  const [historyView, setHistoryView] = useState<unknown>(null);
  const [historyError, setHistoryError] = useState<unknown>(null);
  /** The detail on screen and its ETag (none after a move sent by POST: that answer's is not kept). */
  const shown = useRef<GamePageAnswer | null>(null);
  const etag = useRef<string | undefined>(undefined);
  const lastChange = useRef(Date.now());
  const poll = useRef<() => void>(() => undefined);
  /** A finished game never changes again: polling stops. */
  const over = useRef(false);
  const liveOpen = useRef(false);
  /** The live channel while one is kept: moves go over it. */
  const live = useRef<LiveChannel | null>(null);
  /** What the player used to choose the pending move: the focus goes back there if they cancel. */
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback((next: GamePageAnswer, nextEtag: string | undefined) => {
    shown.current = next;
    etag.current = nextEtag;
    over.current = next.status === "finished";
    setDetail(next);
  }, []);

  /** Fetches the game unless unchanged; true when it changed. */
  const refresh = useCallback(async () => {
    const answer = await api.detail(id, etag.current);
    if (!answer) return false;
    show(answer.detail, answer.etag ?? undefined);
    return true;
  }, [id, show]);

  // Conditional polling while the page is visible; at once when it becomes visible again.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let stopped = false;
    let gone = false;
    const schedule = (delay: number) => {
      clearTimeout(timer);
      if (!stopped) timer = setTimeout(tick, delay);
    };
    const tick = async () => {
      if (inFlight) return;
      if (!document.hidden) {
        inFlight = true;
        try {
          if (await refresh()) lastChange.current = Date.now();
          setLoadError(null);
        } catch (error) {
          setLoadError(error);
          // Nothing to wait for at a wrong address (joining asks again by itself).
          if (error instanceof ApiError && error.status === 404) gone = true;
        } finally {
          inFlight = false;
        }
      }
      if (!over.current && !gone) schedule(liveOpen.current ? SAFETY_POLL_MS : pollDelay(Date.now() - lastChange.current));
    };
    const onVisibility = () => {
      if (!document.hidden && !over.current) schedule(0);
    };
    poll.current = () => {
      gone = false;
      schedule(0);
    };
    document.addEventListener("visibilitychange", onVisibility);
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [refresh]);

  // The live channel while the game can still change. Its pushes are for whoever opened it, so signing
  // in (a guest about to join) opens a new one. Each (re)connection polls once to catch up, each loss
  // polls at once and the pace goes back to the usual one.
  const status = detail?.status;
  // A finished game still changes once: a rematch offered shows on the others' open pages.
  const changing = status !== undefined && (status !== "finished" || !detail?.rematchId);
  /** Who the socket opens as: undefined while the session loads (so it opens once, as the right one), null when signed out. */
  const viewer = user === undefined ? undefined : (user?.id ?? null);
  useEffect(() => {
    if (!changing || viewer === undefined) return;
    const channel = followGame(id, {
      onOpen() {
        liveOpen.current = true;
        poll.current();
      },
      onDown() {
        liveOpen.current = false;
        poll.current();
      },
      onCancelled() {
        // The game is deleted: nothing to poll for. The board stays in view under the notice.
        over.current = true;
        liveOpen.current = false;
        live.current = null;
        setLoadError(new ApiError(410, "game-cancelled", "The game was cancelled."));
      },
      onGame({ etag: pushedEtag, detail: pushed }) {
        // Already shown: an older version, or this very one (a move's own answer, or a poll that came first).
        // A same version with another ETag is a change without a move: a seat taken, a takeback asked.
        const current = shown.current;
        if (current && (pushed.version < current.version || (pushed.version === current.version && pushedEtag === etag.current))) return;
        lastChange.current = Date.now();
        show(pushed, pushedEtag);
      },
    });
    live.current = channel;
    return () => {
      liveOpen.current = false;
      live.current = null;
      channel.close();
    };
  }, [id, changing, viewer, show]);

  const gameType = detail?.game;
  useEffect(() => {
    if (gameType)
      loadPlugin(gameType).then((loaded) => {
        learn(loaded.messages);
        setPlugin(loaded);
      }, setPluginError);
  }, [gameType, learn]);

  // The log follows the game's version: fetch only the events after the last one held.
  const version = detail?.version ?? 0;
  useEffect(() => {
    if (!status || status === "open") return;
    let cancelled = false;
    (async () => {
      let after = events.length ? events[events.length - 1]!.version : 0;
      const fresh: EventView[] = [];
      for (;;) {
        const page = await api.events(id, after);
        fresh.push(...page.events);
        if (!page.more || page.events.length === 0) break;
        after = page.events[page.events.length - 1]!.version;
      }
      if (!cancelled && fresh.length) setEvents((held) => [...held, ...fresh.filter((e) => e.version > (held.at(-1)?.version ?? 0))]);
    })().catch(() => undefined); // the next poll tries again
    return () => {
      cancelled = true;
    };
  }, [id, version, status]);

  // A player's visit: the version seen before is asked once, on opening; the one shown is recorded then,
  // and again when the page is hidden or left, so that the next visit knows what is new.
  const seated = detail !== null && detail.seat !== null && user !== null && status !== "open";
  const shownVersion = useRef(0);
  shownVersion.current = version;
  useEffect(() => {
    if (!seated) return;
    api.visit(id, shownVersion.current).then(setLastVisit, () => undefined);
    const record = () => void api.visit(id, shownVersion.current).catch(() => undefined);
    const onHide = () => {
      if (document.hidden) record();
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      record();
    };
  }, [id, seated]);

  // What changed since the last visit: the board is given the view as it was then (fetched once).
  const movedOn = lastVisit !== null && lastVisit < version;
  useEffect(() => {
    if (!movedOn) return;
    let cancelled = false;
    api.history(id, lastVisit).then(
      (answer) => !cancelled && setSinceView(answer.view),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [id, lastVisit, movedOn]);

  // The page opens on what changed: keyboard and screen-reader users start at the newest entry marked
  // new (the board, which shows the rest, stays where it is).
  const newest = lastVisit !== null ? events.findLast((e) => e.version > lastVisit)?.version : undefined;
  const openedOnNews = useRef(false);
  useEffect(() => {
    if (newest === undefined || openedOnNews.current) return;
    openedOnNews.current = true;
    document.getElementById(`log-${newest}`)?.focus({ preventScroll: true });
  }, [newest]);

  const yourTurn = detail?.yourTurn ?? false;
  useEffect(() => {
    document.title = yourTurn ? `● ${t("status.yourTurn")} — Turnpost` : `${detail?.gameName ?? ""} — Turnpost`;
    return () => {
      document.title = "Turnpost";
    };
  }, [yourTurn, detail?.gameName, t]);

  const playerName = useCallback((seat: number) => seatName(detail?.players[seat], seat, t), [detail, t]);

  // History: version 0 is the board as set up, then one version per event.
  const versions = useMemo(() => [0, ...events.map((e) => e.version)], [events]);
  useEffect(() => {
    if (historyIndex === null) return;
    let cancelled = false;
    setHistoryError(null);
    api.history(id, versions[historyIndex]!).then(
      (answer) => !cancelled && setHistoryView(answer.view),
      (error) => !cancelled && setHistoryError(error),
    );
    return () => {
      cancelled = true;
    };
  }, [historyIndex, id]);

  if (!detail) {
    if (loadError instanceof ApiError && (loadError.status === 401 || loadError.status === 403) && user === null) {
      return (
        <section class="panel narrow">
          <ErrorNote error={loadError} />
          <SignIn next={location.pathname} />
        </section>
      );
    }
    if (!loadError) return <p class="loading">{t("loading")}</p>;
    return (
      <section class="panel narrow">
        <ErrorNote error={loadError} />
        <p>
          <Link href="/">{t("game.back")}</Link>
        </p>
      </section>
    );
  }

  if (detail.status === "open") return <WaitingRoom detail={detail} onJoined={() => poll.current()} />;

  const choose = (move: unknown) => {
    if (!plugin) return;
    opener.current =
      document.activeElement instanceof HTMLElement || document.activeElement instanceof SVGElement
        ? (document.activeElement as HTMLElement)
        : null;
    setMoveError(null);
    setNotice(null);
    setPending({
      move,
      clientMoveId: crypto.randomUUID(),
      version: detail.version,
      text: plugin.describeMove(move, { view: detail.view, seat: detail.seat, t, playerName }),
    });
  };

  const send = async () => {
    if (!pending) return;
    setSending(true);
    setMoveError(null);
    try {
      const answer = await sendMove(id, live.current, { version: pending.version, move: pending.move, clientMoveId: pending.clientMoveId });
      lastChange.current = Date.now();
      show(answer.result, answer.etag);
      setPending(null);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
        // Refused for good (moved on, illegal, not yours): this move is over; show why on a fresh board.
        setPending(null);
        setNotice(describeError(error, (key, params) => t(key, params, playerName)));
        poll.current();
      } else {
        setMoveError(error); // lost or busy: the dialog stays open to retry with the same id
      }
    } finally {
      setSending(false);
    }
  };

  const inHistory = historyIndex !== null;
  const shownView = inHistory ? historyView : detail.view;
  const finished = detail.status === "finished";

  return (
    <div class="game">
      <div class="game-head">
        <h1>{detail.gameName}</h1>
        <p class={yourTurn ? "status mine" : "status"} role="status" aria-live="polite">
          {summaryStatus(detail, t, lang)}
          {!finished && detail.turnSince && <span class="since"> · {since(detail.turnSince, lang)}</span>}
        </p>
        {!finished && detail.deadline && <Deadline detail={detail} playerName={playerName} />}
      </div>
      {!finished && detail.seat !== null && <HowToPlay game={detail.game} />}
      {!finished && detail.seat !== null && <GuestNotice />}
      {notice && (
        <p class="error" role="alert">
          {notice}
        </p>
      )}
      <ErrorNote error={loadError ?? pluginError} />
      <div class="game-layout">
        <div class="board-area" id="moves" tabIndex={-1}>
          {inHistory && (
            <HistoryBar
              index={historyIndex}
              count={versions.length}
              onStep={setHistoryIndex}
              event={events.find((e) => e.version === versions[historyIndex])}
              describe={(e) => e.log.map((line) => t(line.key, line.params, playerName)).join(" ")}
            />
          )}
          <ErrorNote error={historyError} />
          {plugin && shownView ? (
            <plugin.Board
              view={shownView}
              since={inHistory ? undefined : sinceView}
              legalMoves={inHistory ? [] : detail.legalMoves}
              seat={detail.seat}
              players={detail.players}
              onMove={choose}
              t={t}
              playerName={playerName}
              lang={lang}
            />
          ) : (
            <p class="loading">{t("loading")}</p>
          )}
        </div>
        <aside class="side">
          {finished && detail.result && <Result detail={detail} playerName={playerName} />}
          {finished && detail.seat !== null && <Rematch detail={detail} />}
          {plugin && detail.seat !== null && !finished && <PlanAhead detail={detail} plugin={plugin} playerName={playerName} />}
          <section class="log" aria-labelledby="log-title">
            <div class="row spread">
              <h2 id="log-title">{t("log.title")}</h2>
              {events.length > 0 &&
                (inHistory ? (
                  <button type="button" onClick={() => setHistoryIndex(null)}>
                    {t("history.leave")}
                  </button>
                ) : (
                  <button type="button" onClick={() => setHistoryIndex(versions.length - 1)}>
                    {t("history.open")}
                  </button>
                ))}
            </div>
            <ol reversed>
              {[...events].reverse().map((event) => (
                <li
                  key={event.version}
                  id={`log-${event.version}`}
                  tabIndex={lastVisit !== null && event.version > lastVisit ? -1 : undefined}
                  class={
                    [
                      inHistory && event.version === versions[historyIndex] ? "current" : "",
                      lastVisit !== null && event.version > lastVisit ? "new" : "",
                    ]
                      .join(" ")
                      .trim() || undefined
                  }
                >
                  {lastVisit !== null && event.version > lastVisit && <span class="new-mark">{t("log.new")}</span>}
                  {event.log.map((line, j) => (
                    <span class="line" key={j}>
                      {t(line.key, line.params, playerName)}
                    </span>
                  ))}
                </li>
              ))}
            </ol>
          </section>
          <details class="fold" open={wideScreen()}>
            <summary>
              {t("game.more")}
              {unreadChat > 0 && <span class="badge unread"> {t("chat.unread", { count: unreadChat })}</span>}
            </summary>
            <GameSocial detail={detail} onChange={() => poll.current()} onUnread={setUnreadChat} />
            {detail.seat !== null && !finished && <GameNotifications key={user?.id ?? "no-session"} id={id} />}
          </details>
          {finished && detail.seed && <p class="fine">{t("game.seed", { seed: detail.seed, hash: detail.seedHash ?? "" })}</p>}
          <p>
            <RulesLink game={detail.game} />
          </p>
          <p>
            <Link href="/">{t("game.back")}</Link>
          </p>
        </aside>
      </div>
      {pending && (
        <ConfirmDialog
          returnTo={opener.current}
          text={pending.text}
          busy={sending}
          error={moveError}
          onConfirm={send}
          onCancel={() => {
            setPending(null);
            setMoveError(null);
          }}
        />
      )}
    </div>
  );
}

/** Side panels start open where they sit beside the board, folded under it on a phone. */
const wideScreen = () => matchMedia("(min-width: 860px)").matches;

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

/** The player's own mute, remembered on this browser: the server does not say whether a game is muted. */
const muteKey = (userId: string, gameId: string) => `tp.muted.${userId}.${gameId}`;

/** Players only: mute this game for myself, and the game's group-chat webhook for everyone. */
function GameNotifications({ id }: { id: string }) {
  const { t } = useI18n();
  const { user } = useSession();
  const [muted, setMuted] = useState(() => (user ? localStorage.getItem(muteKey(user.id, id)) === "1" : false));
  const [muteError, setMuteError] = useState<unknown>(null);
  const [url, setUrl] = useState("");
  const [chatNote, setChatNote] = useState<string | null>(null);
  const [chatError, setChatError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  // The box shows the choice at once and goes back if the server refuses it.
  const toggleMute = async (next: boolean) => {
    setMuteError(null);
    setMuted(next);
    setBusy(true);
    try {
      localStorage.setItem(muteKey(user!.id, id), (await api.mute(id, next)) ? "1" : "0");
    } catch (error) {
      setMuted(!next);
      setMuteError(error);
    } finally {
      setBusy(false);
    }
  };

  const saveChat = async (next: string | null) => {
    setChatError(null);
    setChatNote(null);
    setBusy(true);
    try {
      const saved = await api.setChatWebhook(id, next);
      setChatNote(saved ? t("gameNotify.chatSaved") : t("gameNotify.chatRemoved"));
      if (!saved) setUrl("");
    } catch (error) {
      setChatError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="game-notify" aria-labelledby="game-notify-title">
      <h2 id="game-notify-title">{t("gameNotify.title")}</h2>
      {user ? (
        <>
          <label class="check">
            <input type="checkbox" checked={muted} disabled={busy} onChange={(e) => toggleMute((e.target as HTMLInputElement).checked)} />
            {t("gameNotify.mute")}
          </label>
          <p class="fine" role="status">
            {muted ? t("gameNotify.muted") : t("gameNotify.unmuted")}
          </p>
          <ErrorNote error={muteError} />
        </>
      ) : (
        user === null && <p class="fine">{t("gameNotify.muteSession")}</p>
      )}
      <form
        class="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void saveChat(url.trim());
        }}
      >
        <label>
          {t("gameNotify.chat")}
          <input
            type="url"
            required
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            aria-describedby="game-chat-hint"
            value={url}
            onInput={(e) => setUrl((e.target as HTMLInputElement).value)}
          />
        </label>
        <p class="fine" id="game-chat-hint">
          {t("gameNotify.chatHint")}
        </p>
        <div class="row">
          <button type="submit" disabled={busy}>
            {t("gameNotify.chatSave")}
          </button>
          <button type="button" class="secondary" disabled={busy} onClick={() => saveChat(null)}>
            {t("gameNotify.chatRemove")}
          </button>
        </div>
        <p role="status" class="fine">
          {chatNote ?? ""}
        </p>
        {chatError ? (
          <p class="error" role="alert">
            {chatError instanceof ApiError && chatError.status === 400
              ? t("settings.webhookRefused", { reason: refusalReason(chatError, t) })
              : describeError(chatError, t)}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function Result({ detail, playerName }: { detail: GamePageAnswer; playerName(seat: number): string }) {
  const { t } = useI18n();
  const result = detail.result!;
  return (
    <section class="result" aria-labelledby="result-title">
      <h2 id="result-title">{t("result.title")}</h2>
      <table aria-labelledby="result-title">
        <thead>
          <tr>
            <th scope="col">{t("result.player")}</th>
            <th scope="col">{t("result.score")}</th>
          </tr>
        </thead>
        <tbody>
          {result.scores.map((score, seat) => (
            <tr key={seat} class={result.winners.includes(seat) ? "winner" : undefined}>
              <th scope="row">
                {playerName(seat)}
                {result.winners.includes(seat) && <span class="badge"> {t("result.winner")}</span>}
              </th>
              <td>{score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function HistoryBar(props: {
  index: number;
  count: number;
  onStep(index: number): void;
  event: EventView | undefined;
  describe(e: EventView): string;
}) {
  const { t } = useI18n();
  const { index, count, onStep } = props;
  return (
    <nav
      class="history"
      aria-label={t("history.label")}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft" && index > 0) onStep(index - 1);
        if (event.key === "ArrowRight" && index < count - 1) onStep(index + 1);
      }}
    >
      <div class="row">
        <button type="button" onClick={() => onStep(0)} disabled={index === 0} aria-label={t("history.first")}>
          <StepIcon kind="first" />
        </button>
        <button type="button" onClick={() => onStep(index - 1)} disabled={index === 0} aria-label={t("history.previous")}>
          <StepIcon kind="previous" />
        </button>
        <span class="step" aria-live="polite">
          {index === 0 ? t("history.setup") : t("history.step", { n: index, total: count - 1 })}
        </span>
        <button type="button" onClick={() => onStep(index + 1)} disabled={index === count - 1} aria-label={t("history.next")}>
          <StepIcon kind="next" />
        </button>
        <button type="button" onClick={() => onStep(count - 1)} disabled={index === count - 1} aria-label={t("history.last")}>
          <StepIcon kind="last" />
        </button>
      </div>
      {props.event && <p class="history-event">{props.describe(props.event)}</p>}
    </nav>
  );
}

/** The history's step buttons, drawn: the usual media glyphs are missing from many fonts. */
function StepIcon({ kind }: { kind: "first" | "previous" | "next" | "last" }) {
  const back = kind === "first" || kind === "previous";
  const bar = kind === "first" || kind === "last";
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" class={back ? "step-icon back" : "step-icon"}>
      <path d={bar ? "M3 3 L13 10 L3 17 Z" : "M5 3 L16 10 L5 17 Z"} />
      {bar && <rect x="14" y="3" width="3" height="14" />}
    </svg>
  );
}

/** A modal dialog: focus starts on Confirm, Tab stays inside, Escape cancels and gives the focus back to what chose the move. */
function ConfirmDialog(props: {
  returnTo: HTMLElement | null;
  text: string;
  busy: boolean;
  error: unknown;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    const returnFocus = props.returnTo;
    dialog.showModal();
    confirmRef.current?.focus();
    return () => {
      dialog.close();
      // The board takes its targets back only as it re-renders after the dialog: give the focus then.
      if (returnFocus) requestAnimationFrame(() => returnFocus.isConnected && returnFocus.focus());
    };
  }, []);
  const trap = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const focusable = [...ref.current!.querySelectorAll<HTMLElement>("button:not([disabled])")];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  return (
    <dialog
      ref={ref}
      class="confirm"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      onKeyDown={trap}
      onCancel={(event) => {
        event.preventDefault();
        if (!props.busy) props.onCancel();
      }}
    >
      <h2 id="confirm-title">{t("confirm.title")}</h2>
      <p id="confirm-text">{props.text}</p>
      <ErrorNote error={props.error} />
      <div class="row end">
        <button type="button" class="secondary" onClick={props.onCancel} disabled={props.busy}>
          {t("confirm.cancel")}
        </button>
        <button type="button" ref={confirmRef} onClick={props.onConfirm} disabled={props.busy}>
          {props.error ? t("confirm.retry") : t("confirm.play")}
        </button>
      </div>
    </dialog>
  );
}

/** Take a seat: with the session, or first as a named guest (or by an email sign-in link back here). */
function JoinControls({ id, gameName, onJoined }: { id: string; gameName: string; onJoined(): void }) {
  const { t } = useI18n();
  const { user, setUser } = useSession();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      const joined = await api.join(id);
      seatTokens.saveFromLink(joined.seatLink);
      onJoined();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {user ? (
        <button type="button" onClick={join} disabled={busy}>
          {t("invite.join", { game: gameName })}
        </button>
      ) : (
        <>
          <SignIn
            next={location.pathname}
            onGuest={async (name) => {
              setUser(await api.signInAsGuest(name));
              await join();
            }}
          />
          <p class="fine">{t("guestNotice.beforeJoin")}</p>
        </>
      )}
      <ErrorNote error={error} />
    </>
  );
}

function WaitingRoom({ detail, onJoined }: { detail: GamePageAnswer; onJoined(): void }) {
  const { t } = useI18n();
  const [error, setError] = useState<unknown>(null);
  const [copied, setCopied] = useState(false);
  const invite = detail.inviteUrl ? new URL(detail.inviteUrl, location.origin).href : location.href;
  const open = detail.players.filter((p) => p.name === null).length;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite);
      setCopied(true);
    } catch {
      setError(new Error(t("invite.copyFailed")));
    }
  };

  return (
    <section class="panel narrow waiting">
      <h1>{detail.gameName}</h1>
      <p role="status" aria-live="polite">
        {t("invite.waiting", { count: open })}
      </p>
      <h2>{t("invite.seats")}</h2>
      <ol class="seats">
        {detail.players.map((p) => (
          <li key={p.seat} class={p.name ? "taken" : "free"}>
            {p.name === null ? t("player.open") : seatName(p, p.seat, t)}
            {p.you && ` (${t("player.you")})`}
          </li>
        ))}
      </ol>
      {detail.seat !== null ? (
        <div class="stack invite">
          <label>
            {t("invite.link")}
            <input readOnly value={invite} onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </label>
          <div class="row">
            <button type="button" onClick={copy}>
              {copied ? t("invite.copied") : t("invite.copy")}
            </button>
            {typeof navigator.share === "function" && (
              <button
                type="button"
                class="secondary"
                onClick={() =>
                  navigator
                    .share({ title: detail.gameName, text: t("invite.shareText", { game: detail.gameName }), url: invite })
                    .catch(() => undefined)
                }
              >
                {t("invite.share")}
              </button>
            )}
          </div>
          <p class="fine">{t("invite.hint")}</p>
        </div>
      ) : (
        <JoinControls id={detail.id} gameName={detail.gameName} onJoined={onJoined} />
      )}
      {detail.seat !== null && <GuestNotice />}
      <ErrorNote error={error} />
      <p class="fine">
        {detail.timePerMoveDays ? t("invite.time", { count: detail.timePerMoveDays }) : t("invite.noTime")} ·{" "}
        {detail.private ? t("invite.private") : t("invite.public")}
      </p>
    </section>
  );
}
