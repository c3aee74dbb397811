// The game's live channel: a WebSocket on /live over which the server pushes the game, as
// GET /api/games/:id gives it to this viewer, each time it changes, and over which the page sends its
// moves. The page still polls, slowly while the socket is open and at its usual pace while it is not,
// and posts a move the socket did not answer, so a refused or lost socket costs nothing.
import { api, apiError, seatTokens, type GameDetail, type MoveRequest, type MoveResult } from "./api";

export interface LiveGame {
  etag: string;
  detail: GameDetail;
}

export interface LiveHandlers {
  /** Connected (again): changes made while disconnected were not pushed, so the page catches up. */
  onOpen(): void;
  onGame(update: LiveGame): void;
  /** An open connection was lost; a reconnection is on its way. */
  onDown(): void;
  /** The game's creator cancelled it: it is gone, and the channel closed for good. */
  onCancelled(): void;
}

export interface MoveAnswer {
  result: MoveResult;
  /** The ETag of the game as its page now stands; none when the move went by POST. */
  etag?: string;
}

/** The socket did not answer the move (not open, lost, too slow, or no longer known to the server): it is to be sent by POST. */
export class MoveUnanswered extends Error {}

export interface LiveChannel {
  /** Resolves with the server's answer; rejects with its refusal as an ApiError, or with MoveUnanswered. */
  move(request: MoveRequest): Promise<MoveAnswer>;
  close(): void;
}

/** Retries wait 1 s, then twice as long each time up to 30 s; an open connection starts again at 1 s. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** API Gateway drops a WebSocket idle for ten minutes. */
export const PING_EVERY_MS = 4 * 60_000;
/**
 * How often at most a page in use says so: well within the server's idle time (LOOKING_IDLE_MS, two
 * minutes), so that a player using the page is never mailed a turn they are looking at.
 */
export const PRESENCE_EVERY_MS = 30_000;
/** What the page's reader does that counts as using it. */
const USE_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;
/** Longer than a move takes over a working socket; then the POST gets its own chance. */
export const MOVE_ANSWER_MS = 8_000;

/** The game's seat token, when this browser holds one, stands in for the `Authorization` header a socket cannot send. */
export function liveUrl(gameId: string): string {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const token = seatTokens.get(gameId);
  return `${scheme}${location.host}/live?game=${encodeURIComponent(gameId)}${token ? `&token=${encodeURIComponent(token)}` : ""}`;
}

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null;

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data !== "string") return null;
  try {
    const message: unknown = JSON.parse(data);
    return isObject(message) ? (message as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Keeps a live connection to the game until `close()`; it reconnects only while the page is visible. */
export function followGame(gameId: string, handlers: LiveHandlers): LiveChannel {
  let socket: WebSocket | null = null;
  let open = false;
  let closed = false;
  let retryDelay = RETRY_FIRST_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  /** Moves sent and not yet answered, by clientMoveId: each settles its promise. */
  const awaiting = new Map<string, (outcome: MoveAnswer | Error) => void>();
  const giveUpMoves = () => {
    for (const settle of awaiting.values()) settle(new MoveUnanswered());
  };
  // The page tells the server whether it is shown and when it was last used: a player looking at the
  // game is not mailed the turn they see (functions/notifier/notify.ts).
  let lastUse = Date.now();
  let lastReport = -Infinity;
  const reportPresence = () => {
    if (!open || !socket) return;
    lastReport = Date.now();
    socket.send(JSON.stringify({ type: "presence", visible: !document.hidden, idleMs: Math.max(0, lastReport - lastUse) }));
  };
  const onUse = () => {
    lastUse = Date.now();
    if (lastUse - lastReport >= PRESENCE_EVERY_MS) reportPresence();
  };

  const connect = () => {
    clearTimeout(retryTimer);
    if (closed || socket || document.hidden) return;
    const current = new WebSocket(liveUrl(gameId));
    socket = current;
    current.onopen = () => {
      open = true;
      retryDelay = RETRY_FIRST_MS;
      pingTimer = setInterval(() => current.send(JSON.stringify({ type: "ping" })), PING_EVERY_MS);
      reportPresence();
      handlers.onOpen();
    };
    current.onmessage = (event) => {
      const message = parse(event.data);
      if (!message) return;
      if (message.type === "game" && typeof message.etag === "string" && isObject(message.detail)) {
        handlers.onGame({ etag: message.etag, detail: message.detail as GameDetail });
        return;
      }
      if (message.type === "cancelled") {
        stop();
        handlers.onCancelled();
        return;
      }
      const settle = typeof message.clientMoveId === "string" ? awaiting.get(message.clientMoveId) : undefined;
      if (!settle) return;
      if (message.type === "moved" && typeof message.etag === "string" && isObject(message.body)) {
        settle({ result: message.body as MoveResult, etag: message.etag });
      } else if (message.type === "refused" && typeof message.status === "number") {
        const refusal = apiError(message.status, message, "");
        // The server lost track of this socket, not of the move: the POST can still carry it.
        settle(refusal.code === "live-gone" ? new MoveUnanswered() : refusal);
      }
    };
    // A socket that fails to open closes too, so this one handler covers refusals and losses.
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      clearInterval(pingTimer);
      giveUpMoves();
      if (open) {
        open = false;
        handlers.onDown();
      }
      retryTimer = setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
    };
  };

  // A hidden page does not reconnect; showing it again tries at once. Either way the server is told.
  const onVisibility = () => {
    if (!document.hidden) lastUse = Date.now();
    reportPresence();
    if (!document.hidden) connect();
  };
  const stop = () => {
    closed = true;
    giveUpMoves();
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    document.removeEventListener("visibilitychange", onVisibility);
    for (const type of USE_EVENTS) document.removeEventListener(type, onUse);
    const current = socket;
    socket = null;
    current?.close();
  };
  document.addEventListener("visibilitychange", onVisibility);
  for (const type of USE_EVENTS) document.addEventListener(type, onUse, { passive: true, capture: true });
  connect();

  return {
    move(request) {
      const current = socket;
      if (!open || !current) return Promise.reject(new MoveUnanswered());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => settle(new MoveUnanswered()), MOVE_ANSWER_MS);
        const settle = (outcome: MoveAnswer | Error) => {
          clearTimeout(timer);
          awaiting.delete(request.clientMoveId);
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        };
        awaiting.set(request.clientMoveId, settle);
        current.send(JSON.stringify({ type: "move", ...request }));
      });
    },
    close: stop,
  };
}

/**
 * Sends a move over the live channel when there is one, and by POST when the socket does not answer. Both
 * carry the same version and clientMoveId, so the server applies the move once and a retry answers as the
 * first attempt did.
 */
export async function sendMove(gameId: string, live: LiveChannel | null, request: MoveRequest): Promise<MoveAnswer> {
  if (live) {
    try {
      return await live.move(request);
    } catch (error) {
      if (!(error instanceof MoveUnanswered)) throw error;
    }
  }
  return { result: await api.move(gameId, request) };
}
