// The game's live channel: a WebSocket on /live over which the server pushes the game, as
// GET /api/games/:id gives it to this viewer, each time it changes. The page still polls, slowly while
// the socket is open and at its usual pace while it is not, so a refused or lost socket costs nothing.
import { seatTokens, type GameDetail } from "./api";

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
}

/** Retries wait 1 s, then twice as long each time up to 30 s; an open connection starts again at 1 s. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** API Gateway drops a WebSocket idle for ten minutes. */
export const PING_EVERY_MS = 4 * 60_000;

/** The game's seat token, when this browser holds one, stands in for the `Authorization` header a socket cannot send. */
export function liveUrl(gameId: string): string {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const token = seatTokens.get(gameId);
  return `${scheme}${location.host}/live?game=${encodeURIComponent(gameId)}${token ? `&token=${encodeURIComponent(token)}` : ""}`;
}

function gameMessage(data: unknown): LiveGame | null {
  if (typeof data !== "string") return null;
  try {
    const message = JSON.parse(data) as { type?: unknown; etag?: unknown; detail?: unknown };
    if (message.type !== "game" || typeof message.etag !== "string" || typeof message.detail !== "object" || !message.detail) return null;
    return { etag: message.etag, detail: message.detail as GameDetail };
  } catch {
    return null;
  }
}

/** Keeps a live connection to the game until `close()`; it reconnects only while the page is visible. */
export function followGame(gameId: string, handlers: LiveHandlers): { close(): void } {
  let socket: WebSocket | null = null;
  let open = false;
  let closed = false;
  let retryDelay = RETRY_FIRST_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const connect = () => {
    clearTimeout(retryTimer);
    if (closed || socket || document.hidden) return;
    const current = new WebSocket(liveUrl(gameId));
    socket = current;
    current.onopen = () => {
      open = true;
      retryDelay = RETRY_FIRST_MS;
      pingTimer = setInterval(() => current.send(JSON.stringify({ type: "ping" })), PING_EVERY_MS);
      handlers.onOpen();
    };
    current.onmessage = (event) => {
      const update = gameMessage(event.data);
      if (update) handlers.onGame(update);
    };
    // A socket that fails to open closes too, so this one handler covers refusals and losses.
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      clearInterval(pingTimer);
      if (open) {
        open = false;
        handlers.onDown();
      }
      retryTimer = setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
    };
  };

  // A hidden page does not reconnect; showing it again tries at once.
  const onVisibility = () => {
    if (!document.hidden) connect();
  };
  document.addEventListener("visibilitychange", onVisibility);
  connect();

  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      document.removeEventListener("visibilitychange", onVisibility);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
