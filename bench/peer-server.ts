// One of the two servers of the peer comparison, in a process of its own on 127.0.0.1:
//   tsx bench/peer-server.ts ours <port>  — our Hono app over HTTP, on the in-memory table (bench/memory-dynamo.ts)
//   tsx bench/peer-server.ts bgio <port> <lobby port> — boardgame.io's server (Koa + socket.io) with its
//   in-memory storage. Its lobby API gets a port of its own: on one port, with the koa-compose now
//   installed (4.2, which copies the middleware list when the socket.io transport attaches), the lobby
//   routes added afterwards are never reached and every lobby request answers 404.
// Prints "ready" once listening.
import { serve } from "@hono/node-server";
import { Server } from "boardgame.io/server";
import { createApp } from "../functions/api/app";
import { memoryDynamo } from "./memory-dynamo";
import { benchClock, benchConfig } from "./app-fixture";
import { yucataForBgio } from "./bgio-yucata";

const [kind, port, lobbyPort] = process.argv.slice(2);
if (kind === "ours") {
  const db = memoryDynamo();
  const app = createApp({ config: benchConfig, dynamo: db.client, mailer: { send: async () => {} }, now: benchClock() });
  serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" }, () => process.stdout.write("ready\n"));
} else {
  const server = Server({ games: [yucataForBgio], origins: ["http://127.0.0.1"] });
  let listening = 0;
  const ready = () => ++listening === 2 && process.stdout.write("ready\n");
  await server.run({ port: Number(port), callback: ready, lobbyConfig: { apiPort: Number(lobbyPort), apiCallback: ready } });
}
