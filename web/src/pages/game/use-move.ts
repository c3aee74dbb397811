// A move from choice to answer: the player chooses on the board, confirms in a dialog (a step of the
// turn, or a move the board's own dialog showed, goes at once), and the move goes over the live channel
// (or by POST); a lost answer is retried with the same id and version.
import { useRef, useState } from "preact/hooks";
import { ApiError } from "../../api";
import { sendMove } from "../../live";
import type { GamePlugin } from "../../plugin";
import { queueMoveWhenOffline } from "../../offline";
import { describeError, useI18n } from "../../ui";
import type { GameFeed } from "./use-game-feed";
import { isTurnStep } from "../../turn-steps";

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
  /** `confirmed`: the board's own dialog already showed the whole move. A turn's steps need no asking either. */
  choose(move: unknown, confirmed?: boolean): void;
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

  const choose = (move: unknown, confirmed = false) => {
    if (!plugin || !detail || sending) return;
    opener.current =
      document.activeElement instanceof HTMLElement || document.activeElement instanceof SVGElement
        ? (document.activeElement as HTMLElement)
        : null;
    setMoveError(null);
    setNotice(null);
    const chosen: PendingMove = {
      move,
      clientMoveId: crypto.randomUUID(),
      version: detail.version,
      text: plugin.describeMove(move, { view: detail.view, seat: detail.seat, t, playerName }),
    };
    if (confirmed || isTurnStep(detail, move)) void deliver(chosen);
    else setPending(chosen);
  };

  const deliver = async (chosen: PendingMove) => {
    const { move, clientMoveId, version, text } = chosen;
    if (queueMoveWhenOffline(id, { request: { version, move, clientMoveId }, text })) return setPending(null);
    setSending(true);
    setMoveError(null);
    try {
      const answer = await sendMove(id, feed.live.current, { version, move, clientMoveId });
      feed.showChange(answer.result, answer.etag);
      setPending(null);
      // A step played without a dialog may take its button away: keep the focus on the board.
      requestAnimationFrame(() => document.activeElement === document.body && document.getElementById("moves")?.focus());
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
        // Refused for good (moved on, illegal, not yours): this move is over; show why on a fresh board.
        setPending(null);
        setNotice(describeError(error, (key, params) => t(key, params, playerName)));
        feed.pollNow();
      } else {
        setPending(chosen); // lost or busy: the dialog opens, or stays open, to retry with the same id
        setMoveError(error);
      }
    } finally {
      setSending(false);
    }
  };

  const send = async () => {
    if (pending) await deliver(pending);
  };

  const cancel = () => {
    setPending(null);
    setMoveError(null);
  };

  return { pending, sending, moveError, notice, opener, choose, send, cancel };
}
