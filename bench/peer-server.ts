// One of the two servers of the peer comparison, in a process of its own on 127.0.0.1:
//   tsx bench/peer-server.ts ours <port>  — our Hono app over HTTP with the live channel (/live, the
//   local stack's WebSocket mount) on the in-memory table (bench/memory-dynamo.ts), whose writes go
//   straight to the live push as the table's stream would take them to it;
//   tsx bench/peer-server.ts bgio <port> <lobby port> — boardgame.io's server (Koa + socket.io) with its
//   in-memory storage. Its lobby API gets a port of its own: on one port, with the koa-compose now
//   installed (4.2, which copies the middleware list when the socket.io transport attaches), the lobby
//   routes added afterwards are never reached and every lobby request answers 404.
// Prints "ready" once listening.
import { serve } from "@hono/node-server";
import { Server } from "boardgame.io/server";
import type { ChangeRecord } from "../functions/store/changes";
import { apiApp } from "../functions/compose/api";
import { core } from "../functions/compose/core";
import { liveService } from "../functions/compose/live";
import { MoveLimiter } from "../functions/http/rate-limit";
import { mountLive, type LiveMount } from "../functions/local/live";
import { memoryDynamo } from "./memory-dynamo";
import { benchClock, benchConfig } from "./app-fixture";
import { yucataForBgio } from "./bgio-yucata";

const [kind, port, lobbyPort] = process.argv.slice(2);
if (kind === "ours") {
  let mount: LiveMount | undefined;
  const stream = (records: ChangeRecord[]) => void mount?.live.handle(records);
  const db = memoryDynamo(stream);
  const now = benchClock();
  // One move limit per user whichever way the move comes, as functions/local/server.ts does.
  const moveLimiter = new MoveLimiter();
  const built = core({ config: benchConfig, dynamo: db.client, now });
  const app = apiApp(built, { mailer: { send: async () => {} }, moveLimiter });
  mount = mountLive(app, (sender) => liveService(built, { sender, moveLimiter }));
  const server = serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" }, () => process.stdout.write("ready\n"));
  mount.injectWebSocket(server);
} else {
  const server = Server({ games: [yucataForBgio], origins: ["http://127.0.0.1"] });
  let listening = 0;
  const ready = () => ++listening === 2 && process.stdout.write("ready\n");
  await server.run({ port: Number(port), callback: ready, lobbyConfig: { apiPort: Number(lobbyPort), apiCallback: ready } });
}
process.on("SIGTERM", () => process.exit(0)); // exits cleanly, so that a --cpu-prof given in NODE_OPTIONS is written
