// The game as the page knows it: fetched on opening, polled with If-None-Match while visible, and
// pushed over the live channel while one is open (moves go over it too).
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import type { GamePage as GamePageAnswer } from "../../../../shared/api/index";
import { api, ApiError } from "../../api";
import { followGame, type LiveChannel } from "../../live";
import { keepGame, keptGameWhenUnreachable } from "../../offline";
import { whileVisible } from "../../polled";
import { useSession } from "../../ui";

/** Poll fast while the game is moving, slower once it has been quiet a while. */
function pollDelay(quietMs: number): number {
  if (quietMs < 60_000) return 2_000;
  if (quietMs < 10 * 60_000) return 5_000;
  return 15_000;
}

/** While the live channel is open, a poll only guards against a push that went astray. */
const SAFETY_POLL_MS = 60_000;

export interface GameFeed {
  detail: GamePageAnswer | null;
  loadError: unknown;
  /** Shows a change the page learnt of by itself (a move's answer). */
  showChange(next: GamePageAnswer, etag: string | undefined): void;
  /** Asks the server at once (after a join, a refusal, a social change). */
  pollNow(): void;
  /** The live channel while one is kept: moves go over it. */
  live: { readonly current: LiveChannel | null };
}

export function useGameFeed(id: string): GameFeed {
  const { user } = useSession();
  const [detail, setDetail] = useState<GamePageAnswer | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  /** The detail on screen and its ETag (none after a move sent by POST: that answer's is not kept). */
  const shown = useRef<GamePageAnswer | null>(null);
  const etag = useRef<string | undefined>(undefined);
  const lastChange = useRef(Date.now());
  const poll = useRef<() => void>(() => undefined);
  /** A finished game never changes again: polling stops. */
  const over = useRef(false);
  const liveOpen = useRef(false);
  const live = useRef<LiveChannel | null>(null);

  const show = useCallback((next: GamePageAnswer, nextEtag: string | undefined) => {
    shown.current = next;
    etag.current = nextEtag;
    over.current = next.status === "finished";
    keepGame(next);
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
    let gone = false;
    const polling = whileVisible(async () => {
      try {
        if (await refresh()) lastChange.current = Date.now();
        setLoadError(null);
      } catch (error) {
        setLoadError(error);
        const kept = shown.current ? null : keptGameWhenUnreachable(id, error);
        if (kept) show(kept, undefined);
        // Nothing to wait for at a wrong address (joining asks again by itself).
        if (error instanceof ApiError && error.status === 404) gone = true;
      }
      if (over.current || gone) return null;
      return liveOpen.current ? SAFETY_POLL_MS : pollDelay(Date.now() - lastChange.current);
    });
    poll.current = () => {
      gone = false;
      polling.now();
    };
    return polling.stop;
  }, [refresh, id, show]);

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

  const showChange = useCallback(
    (next: GamePageAnswer, nextEtag: string | undefined) => {
      lastChange.current = Date.now();
      show(next, nextEtag);
    },
    [show],
  );
  const pollNow = useCallback(() => poll.current(), []);
  return { detail, loadError, showChange, pollNow, live };
}
