// The live channel on a Node server: `/live` upgraded to a WebSocket by @hono/node-ws, pushes sent to the
// sockets this process holds. The local stack mounts it; so can anything that serves a Hono app on Node
// (a benchmark), feeding `live.handle` with the table's change records itself.
import type { ServerType } from "@hono/node-server";
import { createNodeWebSocket } from "@hono/node-ws";
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { WSContext } from "hono/ws";
import type { LiveSender, LiveService } from "../live/live";
import type { Env } from "../http/context";
import { DomainError } from "../record/errors";
import { errorBody, statusOf } from "../http/errors";
import { MAX_BODY_BYTES } from "../http/json-body";
import { SESSION_COOKIE } from "../service/tokens";
import { newId } from "../store/ids";

export interface LiveMount {
  /** Call once with the HTTP server that serves the app: upgrades of /live are answered from then on. */
  injectWebSocket(server: ServerType): void;
  /** Closes every open page (an HTTP server does not stop while WebSockets are open). */
  closeAll(): void;
  /** Give it the table's change records (the local stream poller does) to push them to the open pages. */
  live: LiveService;
}

const OPEN = 1; // WebSocket.OPEN

/**
 * The sockets of this process by connection id. A connection is stored (so pushes find it) before the
 * upgrade completes; what is pushed meanwhile waits for the socket.
 */
class OpenSockets implements LiveSender {
  private readonly sockets = new Map<string, { socket: WSContext | null; waiting: string[] }>();

  expect(connectionId: string): void {
    this.sockets.set(connectionId, { socket: null, waiting: [] });
  }

  opened(connectionId: string, socket: WSContext): void {
    const entry = this.sockets.get(connectionId);
    if (!entry) return;
    entry.socket = socket;
    for (const text of entry.waiting.splice(0)) socket.send(text);
  }

  closed(connectionId: string): void {
    this.sockets.delete(connectionId);
  }

  async send(connectionId: string, text: string): Promise<"sent" | "gone"> {
    const entry = this.sockets.get(connectionId);
    if (!entry) return "gone";
    if (!entry.socket) entry.waiting.push(text);
    else if (entry.socket.readyState === OPEN) entry.socket.send(text);
    else return "gone";
    return "sent";
  }
}

/**
 * Mounts GET /live on `app`: the same authorisation as GET /api/games/:id, refusals 4xx JSON before any
 * upgrade. `liveOf` builds the live channel (functions/compose) on the sockets this mount holds.
 */
export function mountLive(app: Hono<Env>, liveOf: (sender: LiveSender) => LiveService): LiveMount {
  const sockets = new OpenSockets();
  const live = liveOf(sockets);
  const { upgradeWebSocket, injectWebSocket, wss } = createNodeWebSocket({ app });
  // @hono/node-ws makes its ws server without options, so the bound goes on them before any upgrade
  // reads them: ws checks the length a frame announces before reading its payload and closes with 1009
  // beyond it. Its default, 100 MiB, let a stranger's 60 MiB frame hold the server for seconds.
  wss.options.maxPayload = MAX_BODY_BYTES;

  app.get("/live", async (c) => {
    const connectionId = newId(16);
    let gameId: string;
    try {
      if (c.req.header("upgrade")?.toLowerCase() !== "websocket")
        throw new DomainError("invalid", "not-websocket", "Open /live as a WebSocket.");
      sockets.expect(connectionId);
      ({ gameId } = await live.open(connectionId, {
        game: c.req.query("game"),
        token: c.req.query("token"),
        sessionCookie: getCookie(c, SESSION_COOKIE),
        origin: c.req.header("origin"),
      }));
    } catch (error) {
      sockets.closed(connectionId);
      if (error instanceof DomainError) return c.json(await errorBody(error), statusOf(error));
      throw error;
    }
    return upgradeWebSocket(c, {
      onOpen: (_event, socket) => sockets.opened(connectionId, socket),
      onMessage: (event) => {
        if (typeof event.data !== "string") return;
        live.receive(connectionId, event.data).catch((error) => console.error("live: answering a page failed", connectionId, error));
      },
      onClose: () => {
        sockets.closed(connectionId);
        live.disconnect(connectionId, gameId).catch((error) => console.error("live: forgetting a closed page failed", connectionId, error));
      },
    });
  });

  return {
    injectWebSocket: (server) => injectWebSocket(server),
    closeAll: () => {
      for (const socket of wss.clients) socket.terminate();
    },
    live,
  };
}
