// `npm start`: the whole service on one machine. DynamoDB Local keeps its data under .data/ (or in
// memory with --memory), the API and web client share one port, mail lands in .data/outbox/.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import ipaddr from "ipaddr.js";
import webpush from "web-push";
import { readOnFirstUse } from "../config";
import { freePort, javaVersion, startDynamo } from "./dynamo";
import { startLocalServer } from "./server";

const root = resolve(import.meta.dirname, "../..");
const memory = process.argv.includes("--memory");
const dataDir = join(root, ".data");
const port = Number(process.env.PORT ?? 3000);
// This machine only by default: the outbox page shows live sign-in links to whoever reaches the port.
const host = process.env.HOST ?? "127.0.0.1";
// Replies to "your turn" mails, sent to this SMTP port of 127.0.0.1, play their move.
const replyPort = Number(process.env.REPLY_PORT ?? 2525);

function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || (ipaddr.isValid(hostname) && ipaddr.process(hostname).range() === "loopback");
}

async function sessionSecret(): Promise<Uint8Array> {
  // Kept across restarts so that sessions and seat links stay valid.
  const file = join(dataDir, "session-secret");
  if (!existsSync(file)) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return new TextEncoder().encode((await readFile(file, "utf8")).trim());
}

/** Web push keys, made once and kept, so browsers' subscriptions survive restarts. */
async function vapidKeys() {
  const file = join(dataDir, "vapid.json");
  if (!existsSync(file)) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  }
  const keys = JSON.parse(await readFile(file, "utf8")) as { publicKey: string; privateKey: string };
  return { ...keys, subject: "mailto:turns@turnpost.local" };
}

async function main() {
  const java = javaVersion();
  if (!java) {
    console.error(
      "Turnpost's local stack runs Amazon's DynamoDB Local, which needs Java 17 or newer, and no `java` was found.\n" +
        "Install it (Debian/Ubuntu: `sudo apt-get install openjdk-17-jdk-headless`; macOS: `brew install openjdk@17`), then run `npm start` again.",
    );
    process.exit(1);
  }
  const webDir = join(root, "web/dist");
  if (!existsSync(join(webDir, "index.html"))) {
    console.log("Building the web client…");
    const build = spawnSync(process.execPath, ["--import", "tsx", join(root, "web/build.ts")], { stdio: "inherit", cwd: root });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dynamoPort = process.env.DYNAMODB_PORT ? Number(process.env.DYNAMODB_PORT) : await freePort();
  console.log(`Starting DynamoDB Local (Java ${java}) ${memory ? "in memory" : `with data in ${dataDir}/dynamodb`}…`);
  const dynamo = await startDynamo({
    port: dynamoPort,
    dataDir: memory ? undefined : join(dataDir, "dynamodb"),
    pidFile: memory ? undefined : join(dataDir, "dynamodb.pid"),
  });
  const server = await startLocalServer({
    // The Lambdas' lines, one JSON object each, without Powertools' context: follow a move with `| grep <its id>`.
    observer: {
      log: (level, message, fields) => console.log(JSON.stringify({ level, message, timestamp: new Date().toISOString(), ...fields })),
      count() {},
    },
    dynamoEndpoint: dynamo.endpoint,
    tableName: "turnpost",
    port,
    hostname: host,
    dataDir,
    webDir,
    sessionSecret: await sessionSecret(),
    vapid: readOnFirstUse(vapidKeys),
    smtpUrl: process.env.SMTP_URL,
    replyPort,
    // TURNPOST_DAY_SECONDS=60 makes a "day" of the clock last a minute, to watch deadlines pass.
    dayMs: process.env.TURNPOST_DAY_SECONDS ? Number(process.env.TURNPOST_DAY_SECONDS) * 1000 : undefined,
    clockIntervalMs: process.env.TURNPOST_DAY_SECONDS ? 1000 : undefined,
  });
  console.log(
    [
      "",
      `Turnpost is running at ${server.url}`,
      `  API health:  ${server.url}/api/health`,
      `  Mail outbox: ${server.url}/dev/outbox  (files in ${server.outboxDir})`,
      `  Mail replies: smtp://127.0.0.1:${replyPort}  (REPLY_PORT; a reply to a "your turn" mail plays its move)`,
      `  DynamoDB:    ${dynamo.endpoint}  (table "turnpost")`,
      "Press Ctrl-C to stop.",
    ].join("\n"),
  );
  if (!isLoopback(host)) {
    console.warn(
      `\nWarning: HOST=${host} lets other machines reach this stack, whose /dev/outbox page shows every sign-in link. ` +
        "Use it on a network you trust only.",
    );
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping…");
    await server.stop();
    await dynamo.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
