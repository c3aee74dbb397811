// The local stack's server (API, web client, notifier) in a process of its own, as `npm start` runs it,
// so that the bench's bots and the server do not share an event loop. Prints its URL, stops on SIGTERM.
// Usage: tsx bench/stack-server.ts <dynamo endpoint> <port> <data dir> <public URL>
import { join } from "node:path";
import { startLocalServer } from "../functions/local/server";
import { benchConfig } from "./app-fixture";

const [dynamoEndpoint, port, dataDir, appUrl] = process.argv.slice(2);
const server = await startLocalServer({
  dynamoEndpoint: dynamoEndpoint!,
  tableName: "turnpost",
  port: Number(port),
  dataDir: dataDir!,
  // The address pages come from (the CDN stand-in's, or its own), which the server checks origins against.
  appUrl: appUrl!,
  webDir: join(import.meta.dirname, "../web/dist"),
  sessionSecret: benchConfig.sessionSecret,
  vapid: null,
});
// Where it listens, whatever public address it was given.
process.stdout.write(`ready http://127.0.0.1:${port}\n`);
process.on("SIGTERM", () => {
  server.stop().then(() => process.exit(0));
});
