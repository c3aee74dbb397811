// A move from choice to answer: the player chooses on the board, confirms in a dialog, and the move
// goes over the live channel (or by POST); a lost answer is retried with the same id and version.
import { useRef, useState } from "preact/hooks";
import { ApiError } from "../../api";
import { sendMove } from "../../live";
import type { GamePlugin } from "../../plugin";
import { queueMoveWhenOffline } from "../../offline";
import { describeError, useI18n } from "../../ui";
import type { GameFeed } from "./use-game-feed";

interface PendingMove {
  move: unknown;
  /** Made once per intended move: a retry after a lost answer sends the same id and version. */
  clientMoveId: string;
  version: number;
  text: string;
}

interface MoveFlow {
  pending: PendingMove | null;
  sending: boolean;
  moveError: unknown;
  /** Why the last move was refused for good, shown above the fresh board. */
  notice: string | null;
  /** What the player used to choose the pending move: the focus goes back there if they cancel. */
  opener: { readonly current: HTMLElement | null };
  choose(move: unknown): void;
  send(): Promise<void>;
  cancel(): void;
}

export function useMove(id: string, feed: GameFeed, plugin: GamePlugin | null, playerName: (seat: number) => string): MoveFlow {
  const { t } = useI18n();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [sending, setSending] = useState(false);
  const [moveError, setMoveError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { detail } = feed;

  const choose = (move: unknown) => {
    if (!plugin || !detail) return;
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
    const { move, clientMoveId, version, text } = pending;
    if (queueMoveWhenOffline(id, { request: { version, move, clientMoveId }, text })) return setPending(null);
    setSending(true);
    setMoveError(null);
    try {
      const answer = await sendMove(id, feed.live.current, { version, move, clientMoveId });
      feed.showChange(answer.result, answer.etag);
      setPending(null);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
        // Refused for good (moved on, illegal, not yours): this move is over; show why on a fresh board.
        setPending(null);
        setNotice(describeError(error, (key, params) => t(key, params, playerName)));
        feed.pollNow();
      } else {
        setMoveError(error); // lost or busy: the dialog stays open to retry with the same id
      }
    } finally {
      setSending(false);
    }
  };

  const cancel = () => {
    setPending(null);
    setMoveError(null);
  };

  return { pending, sending, moveError, notice, opener, choose, send, cancel };
}
