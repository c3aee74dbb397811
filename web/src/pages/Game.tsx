// The game page: waiting room while seats are open, then the board (the game's plugin), the confirm
// step, the log in words, the result, and history. The server pushes changes over the live channel and
// moves go over it; polling with If-None-Match while visible, and POST for moves, cover the times it is down.
// The parts live in game/: the hooks hold the page's state, the components draw it.
import { useCallback, useEffect, useState } from "preact/hooks";
import { pageDrawn } from "../page-drawn";
import { ApiError } from "../api";
import { loadPlugin } from "../games";
import type { GamePlugin } from "../plugin";
import { Link } from "../router";
import { ErrorNote, useI18n, useSession } from "../ui";
import { ConfirmDialog } from "./game/ConfirmDialog";
import { GameHead } from "./game/GameHead";
import { HistoryBar } from "./game/HistoryBar";
import { ListPlay, useListPlay } from "./game/ListPlay";
import { useGameFeed } from "./game/use-game-feed";
import { useGameHistory } from "./game/use-history";
import { useGameLog } from "./game/use-log";
import { useMove } from "./game/use-move";
import { WaitingRoom } from "./game/WaitingRoom";
import { GuestNotice } from "./GuestNotice";
import { Shortcuts, touchScreen } from "./Shortcuts";
import { useOnline, useQueuedMove } from "../offline";
import { OfflineNotice } from "./OfflineNotice";
import { SignIn, seatName } from "./Home";
import { GameClocks } from "./Clocks";
import { lazyPart } from "../lazy-part";

// How a turn goes is folded under the board: its words load with the rules pages, once the board is drawn.
const HowToPlay = lazyPart(() => import("./Rules").then((m) => m.HowToPlay));
const SidePanel = lazyPart(() => import("./game/SidePanel").then((m) => m.SidePanel));

export function GamePage({ id }: { id: string }) {
  const { t, lang, learn } = useI18n();
  const { user } = useSession();
  const feed = useGameFeed(id);
  const { detail, loadError } = feed;
  const [plugin, setPlugin] = useState<GamePlugin | null>(null);
  const [pluginError, setPluginError] = useState<unknown>(null);

  const gameType = detail?.game;
  useEffect(() => {
    if (gameType)
      loadPlugin(gameType).then((loaded) => {
        learn(loaded.messages);
        setPlugin(loaded);
      }, setPluginError);
  }, [gameType, learn]);

  // Effects run once the frame is painted: here, the first frame with the board.
  const drawn = detail !== null && (plugin !== null || detail.status === "open");
  useEffect(() => {
    if (drawn) pageDrawn();
  }, [drawn]);

  const { events, lastVisit, sinceView } = useGameLog(id, detail);

  const yourTurn = detail?.yourTurn ?? false;
  useEffect(() => {
    document.title = yourTurn ? `● ${t("status.yourTurn")} — Turnpost` : `${detail?.gameName ?? ""} — Turnpost`;
    return () => {
      document.title = "Turnpost";
    };
  }, [yourTurn, detail?.gameName, t]);

  const playerName = useCallback((seat: number) => seatName(detail?.players[seat], seat, t), [detail, t]);
  const history = useGameHistory(id, events);
  const move = useMove(id, feed, plugin, playerName);
  /** A move confirmed offline, waiting to be sent: the board takes no other meanwhile. */
  const queued = useQueuedMove(id) !== null;
  const online = useOnline();
  const [listPlay, setListPlay] = useListPlay();
  const [touch] = useState(touchScreen);

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

  if (detail.status === "open") return <WaitingRoom detail={detail} onJoined={feed.pollNow} />;
  // The page appears with its board: drawn before it, the side panel would be pushed down (a layout shift).
  if (!plugin && !pluginError) return <p class="loading">{t("loading")}</p>;

  const historyIndex = history.index;
  const inHistory = historyIndex !== null;
  const shownView = inHistory ? history.view : detail.view;
  const finished = detail.status === "finished";
  const shortcuts = <Shortcuts detail={detail} onChange={feed.pollNow} />;

  return (
    <div class="game">
      <GameHead detail={detail} playerName={playerName} moveKept={queued} />
      {move.notice && (
        <p class="error" role="alert">
          {move.notice}
        </p>
      )}
      <OfflineNotice id={id} onLanded={(answer) => feed.showChange(answer, undefined)} onBack={feed.pollNow} playerName={playerName} />
      {/* Offline, the notice above says why the game cannot be fetched: no second, red one. */}
      <ErrorNote error={(online ? loadError : null) ?? pluginError} />
      <div class="game-layout">
        {/* Above the board on a phone; at the top of the side column on a wide screen, so the board starts under the title. */}
        <div class="game-notes">
          {!finished && detail.seat !== null && <HowToPlay game={detail.game} />}
          {!touch && shortcuts}
          {!finished && detail.seat !== null && <GuestNotice />}
        </div>
        <div class="board-area" id="moves" tabIndex={-1}>
          {inHistory && (
            <HistoryBar
              index={historyIndex}
              count={history.versions.length}
              onStep={history.setIndex}
              event={events.find((e) => e.version === history.versions[historyIndex])}
              describe={(e) => e.log.map((line) => t(line.key, line.params, playerName)).join(" ")}
            />
          )}
          <ErrorNote error={history.error} />
          {plugin && shownView && listPlay && !inHistory ? (
            <ListPlay
              detail={queued ? { ...detail, legalMoves: [] } : detail}
              plugin={plugin}
              events={events}
              lastVisit={lastVisit}
              playerName={playerName}
              onMove={move.choose}
            />
          ) : plugin && shownView ? (
            <plugin.Board
              view={shownView}
              since={inHistory ? undefined : sinceView}
              legalMoves={inHistory || queued ? [] : detail.legalMoves}
              seat={detail.seat}
              players={detail.players}
              onMove={move.choose}
              t={t}
              playerName={playerName}
              lang={lang}
            />
          ) : (
            <p class="loading">{t("loading")}</p>
          )}
          {/* After the board, so the moves stay the first stops of the keyboard. */}
          <button type="button" class="secondary list-toggle" aria-pressed={listPlay} onClick={() => setListPlay(!listPlay)}>
            {t("listPlay.toggle")}
          </button>
          <GameClocks detail={detail} playerName={playerName} />
          {touch && shortcuts}
        </div>
        <SidePanel
          detail={detail}
          events={events}
          lastVisit={lastVisit}
          history={history}
          playerName={playerName}
          onChange={feed.pollNow}
          plugin={plugin}
        />
      </div>
      {move.pending && (
        <ConfirmDialog
          returnTo={move.opener.current}
          text={move.pending.text}
          busy={move.sending}
          error={move.moveError}
          onConfirm={move.send}
          onCancel={move.cancel}
        />
      )}
    </div>
  );
}
