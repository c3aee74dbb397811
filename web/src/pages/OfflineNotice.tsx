// Above a game's board: that the device is offline and the board is the last one seen, the move kept to
// send later, and, once the connection returns, that move sent; if the game moved on meanwhile, the
// player is told it was not played and the page shows the game as it stands.
import { useEffect, useRef, useState } from "preact/hooks";
import type { MoveAnswer } from "../../../shared/api/index";
import type { ApiError } from "../api";
import { sendQueuedMove, useOnline, useQueuedMove } from "../offline";
import { describeError, useI18n } from "../ui";

/** While online, a move the server could not take (unreachable, busy) is tried again this often. */
const RETRY_MS = 10_000;

export function OfflineNotice(props: {
  id: string;
  /** The queued move was played: its answer is the game as it now stands. */
  onLanded(answer: MoveAnswer): void;
  /** The connection is back, or a queued move was refused: the page asks for the game at once. */
  onBack(): void;
  playerName(seat: number): string;
}) {
  const { id } = props;
  const { t } = useI18n();
  const online = useOnline();
  const queued = useQueuedMove(id);
  const [refused, setRefused] = useState<{ move: string; error: ApiError } | null>(null);
  const handlers = useRef(props);
  handlers.current = props;

  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) handlers.current.onBack();
    wasOnline.current = online;
  }, [online]);

  // Sent as soon as the device is online: on coming back, or on opening the page with a move kept from before.
  const queuedId = queued?.request.clientMoveId;
  useEffect(() => {
    if (!online || !queuedId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An answer is used even if the move left the queue meanwhile (this effect's end): it is the move's own.
    const attempt = async () => {
      const outcome = await sendQueuedMove(id);
      if (!outcome) return;
      if (outcome.landed) {
        setRefused(null);
        handlers.current.onLanded(outcome.landed);
      } else if (outcome.refused) {
        setRefused({ move: outcome.move.text, error: outcome.refused });
        handlers.current.onBack();
      } else if (!stopped) timer = setTimeout(attempt, RETRY_MS);
    };
    void attempt();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, online, queuedId]);

  return (
    <>
      {/* One notice at a time: a kept move's notice says the device is offline too. */}
      {(queued || !online) && (
        <p class="offline" role="status">
          {queued ? t(online ? "offline.sending" : "offline.queued", { move: queued.text }) : t("offline.notice")}
        </p>
      )}
      {refused && (
        <p class="error" role="alert">
          {refused.error.code === "stale-version"
            ? t("offline.staleMove", { move: refused.move })
            : t("offline.refusedMove", {
                move: refused.move,
                reason: describeError(refused.error, (key, params) => t(key, params, props.playerName)),
              })}
        </p>
      )}
    </>
  );
}
