// What one finished game makes the cloud do, counted in the units AWS bills. The template's functions are
// built in this process as their Lambda entries build them (functions/lambda/*.ts), each on a DynamoDB
// client of its own that asks every request for its consumed capacity, on DynamoDB Local and its stream:
// the API's Hono app (answered in-process, as API Gateway hands it each request), the stream's reader
// (live pushes, then the notice queue), the notices function (mail, push, webhooks, the held turns'
// wake-ups), the clock's sweep and the live channel. A player's visit is what the web client does; the
// injected clock moves as a correspondence game's does. bench/cost-model.ts prices the counts.
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createECDH } from "node:crypto";
import { gunzipSync } from "node:zlib";
import webpush from "web-push";
import { DynamoDBStreamsClient } from "@aws-sdk/client-dynamodb-streams";
import { QueryCommand } from "@aws-sdk/client-dynamodb";
import type { SQSClient } from "@aws-sdk/client-sqs";
import { freePort, startDynamo } from "../functions/local/dynamo";
import { asChangeRecord } from "../functions/local/stream";
import { dynamoClient, ensureTable, tableStreamArn } from "../functions/store/table";
import { apiApp } from "../functions/compose/api";
import { core } from "../functions/compose/core";
import { gameCore } from "../functions/compose/game-core";
import { liveService } from "../functions/compose/live";
import { notifier as notifierOf } from "../functions/compose/notifier";
import { Clock } from "../functions/clock/clock";
import { OutboxMailer, type Mailer } from "../functions/mail/mailer";
import { NoticeStore } from "../functions/store/notices";
import { queueNotices } from "../functions/lambda/notice-queue-sender";
import { handleQueued } from "../functions/notifier/notice-queue";
import type { ChangeRecord } from "../functions/store/changes";
import { observeWith } from "../functions/net/observe";
import type { Config } from "../functions/config";
import { SESSION_COOKIE, SESSION_DAYS } from "../functions/service/tokens";
import { ApiClient } from "../test/support/client";
import { Random } from "../shared/engine/random";
import type { GameId } from "../shared/games/index";
import { BROWSER_ACCEPT_ENCODING } from "./app-fixture";
import { withConsumedCapacity } from "./local-stack";
import { itemSize } from "./item-size";
import { passesNotifierFilter, StreamTail } from "./stream-filter";
import { FUNCTIONS, type FunctionName } from "./cost-model";

const TABLE = "turnpost";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The stream mapping's batch size and the SQS event sources' (cdk/turnpost-stack.ts). */
const STREAM_BATCH = 25;
const QUEUE_BATCH = 10;
/** How often an open page says it is shown (web/src/live.ts PRESENCE_EVERY_MS) and pings (PING_EVERY_MS). */
const PRESENCE_EVERY_MS = 30_000;
const PING_EVERY_MS = 4 * MINUTE;
/** Of the turns, the share whose player has the game open when it reaches them (a quick exchange). */
const PRESENT_SHARE = 0.25;
/** An absent player comes back this long after their turn reached them, at random between the two. */
const ABSENCE_HOURS = [1, 12] as const;
/** A player plays a move this long after the previous one of their turn (reading, choosing). */
const THINK_MS = 40_000;
/** How often the bench sweeps over an absence: what came due since is handled together. */
export const SWEEP_EVERY_MS = 4 * HOUR;
/** A player's page stays open this long after their turn ends. */
const LINGER_MS = MINUTE;

/** The template's channels at a table, by seat (a fourth player is mailed too). */
export const CHANNEL_MIX = ["mail", "push", "webhook", "mail"] as const;
type Channel = (typeof CHANNEL_MIX)[number];

interface FunctionMeter {
  invocations: number;
  wallMs: number;
  cpuMs: number;
  /** The per-invocation estimate of billed duration (see `cloudMs`), each rounded up to the millisecond. */
  billedMs: number;
  requests: Record<string, number>;
  readUnits: number;
  writeUnits: number;
}

export interface GameCounts {
  game: GameId;
  players: number;
  moves: number;
  turns: number;
  /** Simulated time from creation to the end, in hours. */
  hours: number;
  functions: Record<FunctionName, FunctionMeter>;
  httpApiRequests: number;
  /** Messages either way on the live channel (pages' presence and pings, pushes and answers). */
  webSocketMessages: number;
  webSocketConnects: number;
  webSocketConnectionMinutes: number;
  sqs: { fifo: number; standard: number };
  mail: { messages: number; bytes: number };
  pushes: number;
  webhookCalls: number;
  /** By seat: the turns that reached them with the game's page closed, and the mails they got. */
  seats: { channel: Channel; absentTurns: number; mails: number; fromClock: number }[];
  /** Bytes answered to the browsers (the API's, as sent, gzipped where asked) and sent over sockets. */
  edgeBytes: number;
  /** Log bytes the functions' own lines would write (Powertools' JSON), before platform and access lines. */
  logBytes: number;
  /** The game's items in the table at its end (billing sizes are close to these JSON lengths). */
  storedBytes: number;
  streamRecords: { all: number; passed: number };
  /** The clock's sweeps that found nothing due (the month's ticks, not the game's): how many, their cost. */
  emptySweeps: { count: number; billedMs: number; readUnits: number };
}

/**
 * A Lambda's duration from one invocation measured here: the time it waited (DynamoDB Local's answers)
 * as measured, its CPU time scaled by the share of a vCPU its memory buys (1,769 MB is one vCPU).
 */
export function cloudMs(wallMs: number, cpuMs: number, memoryMb: number): number {
  const slowdown = Math.max(1, 1769 / memoryMb);
  return Math.max(0, wallMs - cpuMs) + cpuMs * slowdown;
}

const emptyMeter = (): FunctionMeter => ({ invocations: 0, wallMs: 0, cpuMs: 0, billedMs: 0, requests: {}, readUnits: 0, writeUnits: 0 });
const READS = new Set(["GetItem", "BatchGetItem", "Query", "Scan", "TransactGetItems"]);

/** Size in bytes of each file of `dir` added up (the outbox's .eml files: the mails as sent). */
async function folderBytes(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const sizes = await Promise.all(names.map(async (name) => (await stat(join(dir, name))).size));
  return sizes.reduce((a, b) => a + b, 0);
}

/** A browser's push subscription with a real P-256 key, as `PushSubscription.toJSON()` gives it. */
function pushSubscription(seat: number) {
  const key = createECDH("prime256v1");
  key.generateKeys();
  return {
    endpoint: `https://push.example.org/subscription-${seat}`,
    keys: { p256dh: key.getPublicKey("base64url"), auth: "AAAAAAAAAAAAAAAAAAAAAA" },
  };
}

interface Page {
  connectionId: string;
  openedAt: number;
  lastReport: number;
  lastPing: number;
}

interface Detail {
  status: string;
  version: number;
  awaiting: number[];
  legalMoves: unknown[];
}

/** Plays `runs` finished games of `game` with `players`, each on a fresh table; the counts of each. */
export async function measureGameCost(game: GameId, players: number, runs: number, memoryMb: Record<FunctionName, number>) {
  const dataDir = await mkdtemp(join(tmpdir(), "turnpost-cost-"));
  const dynamo = await startDynamo({ port: await freePort() });
  const results: GameCounts[] = [];
  try {
    for (let run = 0; run < runs; run++)
      results.push(await playOne(dynamo.endpoint, join(dataDir, String(run)), game, players, run, memoryMb));
  } finally {
    await dynamo.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

async function playOne(
  endpoint: string,
  dataDir: string,
  game: GameId,
  players: number,
  run: number,
  memoryMb: Record<FunctionName, number>,
): Promise<GameCounts> {
  const table = `${TABLE}-${run}`;
  const setupClient = dynamoClient(endpoint);
  await ensureTable(setupClient, table);
  let now = Date.parse("2026-03-02T09:00:00Z");
  const clockNow = () => new Date(now);
  const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:bench@turnpost.local" };
  const config: Config = {
    tableName: table,
    appUrl: "https://play.turnpost.example",
    mailFrom: "Turnpost <turns@turnpost.example>",
    sessionSecret: new TextEncoder().encode("cost-bench-secret-0123456789abcdef"),
    local: false,
    vapid: async () => vapid,
  };
  const meters = Object.fromEntries(FUNCTIONS.map((name) => [name, emptyMeter()])) as Record<FunctionName, FunctionMeter>;
  const clients = Object.fromEntries(
    FUNCTIONS.map((name) => {
      const client = dynamoClient(endpoint);
      return [name, { client, seen: withConsumedCapacity(client) }];
    }),
  ) as Record<FunctionName, { client: ReturnType<typeof dynamoClient>; seen: ReturnType<typeof withConsumedCapacity> }>;
  const counts = {
    httpApiRequests: 0,
    webSocketMessages: 0,
    webSocketConnects: 0,
    connectionMs: 0,
    sqs: { fifo: 0, standard: 0 },
    mails: 0,
    pushes: 0,
    webhookCalls: 0,
    edgeBytes: 0,
    logBytes: 0,
  };
  let counting = false;
  const outboxes = { api: join(dataDir, "api"), notices: join(dataDir, "notices"), clock: join(dataDir, "clock") };
  const mailsTo: { to: string; fromClock: boolean }[] = [];
  const countingMailer = (inner: Mailer, fromClock = false): Mailer => ({
    async send(mail) {
      if (counting) {
        counts.mails++;
        mailsTo.push({ to: mail.to, fromClock });
      }
      return inner.send(mail);
    },
  });
  // The functions' log lines as Powertools writes them: the fields, and about 150 bytes of its own keys.
  const observerBefore = observeWith({
    log: (_level, message, fields) => void (counting && (counts.logBytes += 150 + JSON.stringify({ message, ...fields }).length)),
    count: () => {},
  });

  /** One invocation of a function: its wall and CPU time, and the DynamoDB requests it made. */
  async function invoke<T>(name: FunctionName, work: () => Promise<T>): Promise<T> {
    const seen = clients[name].seen;
    seen.length = 0;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      const wallMs = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      if (counting) {
        const meter = meters[name];
        meter.invocations++;
        meter.wallMs += wallMs;
        meter.cpuMs += cpuMs;
        meter.billedMs += Math.ceil(cloudMs(wallMs, cpuMs, memoryMb[name]));
        for (const { command, units } of seen) {
          meter.requests[command] = (meter.requests[command] ?? 0) + 1;
          if (READS.has(command)) meter.readUnits += units;
          else meter.writeUnits += units;
        }
      }
    }
  }

  // The API: Hono's app as the Lambda serves it, each request one invocation, its answer as sent counted.
  const apiCore = core({ config, dynamo: clients.api.client, now: clockNow });
  const api = apiApp(apiCore, { mailer: countingMailer(new OutboxMailer(config.mailFrom, outboxes.api)) });
  const apiTarget = {
    request: (path: string, init: RequestInit = {}) =>
      invoke("api", async () => {
        if (counting) counts.httpApiRequests++;
        const response = await api.request(path, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), ...BROWSER_ACCEPT_ENCODING },
        });
        const bytes = new Uint8Array(await response.arrayBuffer());
        if (counting) counts.edgeBytes += bytes.length;
        const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
        return new Response(gzipped ? gunzipSync(bytes) : bytes, { status: response.status, headers: response.headers });
      }),
  };

  // Live pages: what the functions post to a connection is one message each.
  const sender = {
    async send(_connectionId: string, text: string) {
      if (counting) {
        counts.webSocketMessages++;
        counts.edgeBytes += text.length;
      }
      return "sent" as const;
    },
  };
  const live = liveService(gameCore({ config, dynamo: clients.live.client, now: clockNow }), { sender });
  const readerCore = gameCore({ config, dynamo: clients.notifier.client, now: clockNow });
  const readerLive = liveService(readerCore, { sender, announced: new NoticeStore(clients.notifier.client, table, clockNow) });

  // The notice queue (FIFO) and the wake-up queue (standard, delayed messages), in memory.
  const noticeQueue: { group: string; id: string; record: ChangeRecord }[] = [];
  const wakeUps: { key: string; at: number }[] = [];
  const fifo = {
    async send(command: {
      input: { Entries?: { Id?: string; MessageBody?: string; MessageGroupId?: string; MessageDeduplicationId?: string }[] };
    }) {
      if (counting) counts.sqs.fifo++;
      for (const entry of command.input.Entries ?? [])
        noticeQueue.push({ group: entry.MessageGroupId!, id: entry.MessageDeduplicationId!, record: JSON.parse(entry.MessageBody!) });
      return { Failed: [] };
    },
  } as unknown as Pick<SQSClient, "send">;
  // Push services and webhooks answer at once (their own time is not ours to pay).
  const senders = {
    pushSend: async () => {
      if (counting) counts.pushes++;
      return { statusCode: 201, body: "", headers: {} };
    },
    callWebhook: async () => {
      if (counting) counts.webhookCalls++;
      return { status: 204, body: "" };
    },
  };
  const noticesCore = core({ config, dynamo: clients.notices.client, now: clockNow });
  const notices = notifierOf(noticesCore, {
    mailer: countingMailer(new OutboxMailer(config.mailFrom, outboxes.notices)),
    ...senders,
    async wakeAt(key, at) {
      if (counting) counts.sqs.standard++;
      wakeUps.push({ key, at: at.getTime() });
    },
  });
  const clockCore = core({ config, dynamo: clients.clock.client, now: clockNow });
  const clock = new Clock(
    clockCore.games,
    clockCore.users,
    clockCore.service,
    notifierOf(clockCore, { mailer: countingMailer(new OutboxMailer(config.mailFrom, outboxes.clock), true), ...senders }),
    clockCore.now,
    clockCore.rhythms,
    clockCore.tournaments,
    clockCore.ratings,
  );

  const streams = new DynamoDBStreamsClient({ endpoint, region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
  const tail = new StreamTail(streams, await tableStreamArn(setupClient, table));
  const streamRecords = { all: 0, passed: 0 };

  /**
   * Everything the last invocation set going, until nothing is left: the stream's records that pass the
   * mapping's filter, as batches (records written apart in time are a batch each), the notice queue's
   * messages and the wake-ups now due, each batch of a queue one invocation (a receive and a delete).
   */
  async function settle(): Promise<void> {
    for (;;) {
      const records = await tail.next();
      const passed = records.filter(passesNotifierFilter).map(asChangeRecord);
      if (counting) {
        streamRecords.all += records.length;
        streamRecords.passed += passed.length;
      }
      for (let i = 0; i < passed.length; i += STREAM_BATCH) {
        const batch = passed.slice(i, i + STREAM_BATCH);
        await invoke("notifier", async () => {
          await readerLive.handle(batch);
          await queueNotices(fifo, "notice-queue", batch);
        });
      }
      const due = wakeUps.filter((w) => w.at <= now);
      if (!records.length && !noticeQueue.length && !due.length) return;
      while (noticeQueue.length) {
        const batch = noticeQueue.splice(0, QUEUE_BATCH);
        if (counting) counts.sqs.fifo += 2;
        await invoke("notices", () => handleQueued(batch, async (record) => (await notices.handle([record])).length === 0));
      }
      for (let i = 0; i < due.length; i += QUEUE_BATCH) {
        const batch = due.slice(i, i + QUEUE_BATCH);
        for (const w of batch) wakeUps.splice(wakeUps.indexOf(w), 1);
        if (counting) counts.sqs.standard += 2;
        await invoke("notices", async () => {
          for (const w of batch) await notices.sendDeferred(w.key);
        });
      }
    }
  }

  /**
   * Time passing: what comes due within seconds (the held turns' wake-ups) at once, and over an absence
   * the clock's sweep every SWEEP_EVERY_MS and at its end (one a minute in the cloud; only a sweep that
   * found work due is the game's, the empty ticks are the month's). Within a player's sitting nothing
   * the clock sweeps comes due.
   */
  async function pass(ms: number): Promise<void> {
    const end = now + ms;
    await settle();
    while (now < end) {
      now = Math.min(end, now + SWEEP_EVERY_MS);
      await settle();
      if (ms >= HOUR) await sweep();
      await settle();
    }
  }
  const emptySweeps = { count: 0, billedMs: 0, readUnits: 0 };
  async function sweep(): Promise<void> {
    const before = structuredClone(meters.clock);
    const handled = await invoke("clock", () => clock.sweep());
    if (handled > 0 || !counting) return;
    emptySweeps.count++;
    emptySweeps.billedMs += meters.clock.billedMs - before.billedMs;
    emptySweeps.readUnits += meters.clock.readUnits - before.readUnits;
    meters.clock = before;
  }

  // The table: seat 0 (and 3) signed in by mail, seat 1 a guest with web push, seat 2 a guest with a webhook.
  const browsers: ApiClient[] = [];
  const users: { id: string; signedInAt: number }[] = [];
  const emails = new Map<string, number>();
  for (let seat = 0; seat < players; seat++) {
    const browser = new ApiClient(apiTarget);
    const channel = CHANNEL_MIX[seat]!;
    if (channel === "mail") {
      const email = `player${seat}-${run}@example.org`;
      emails.set(email, seat);
      await browser.post("/api/auth/email", { email });
      const names = await readdir(outboxes.api);
      const texts = await Promise.all(names.map((name) => readFile(join(outboxes.api, name), "utf8")));
      const text = texts
        .find((t) => t.includes(email))!
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      const link = new URL(/https:\/\/\S+verify\?token=[\w-]+/.exec(text)![0]);
      await browser.get(link.pathname + link.search);
    } else {
      await browser.post("/api/auth/guest", { name: `P${seat}` });
      if (channel === "push") await browser.post("/api/me/push", pushSubscription(seat));
      else await browser.request("PATCH", "/api/me", { webhookUrl: "https://hooks.example.org/turnpost" });
    }
    const me = await browser.get("/api/me");
    if (me.status !== 200) throw new Error(`cost bench: seat ${seat} is not signed in: ${me.text}`);
    browsers.push(browser);
    users.push({ id: me.body.user.id, signedInAt: now });
  }
  await tail.next();
  counting = true;

  /**
   * A session lasts SESSION_DAYS; a game can last longer. A player whose session is about to run out is
   * given a new one outside the count: signing in again is the user's, not the game's.
   */
  const renewSession = async (seat: number) => {
    const user = users[seat]!;
    if (now - user.signedInAt < (SESSION_DAYS - 1) * 24 * HOUR) return;
    browsers[seat]!.cookies.set(SESSION_COOKIE, await apiCore.tokens.session(user.id));
    user.signedInAt = now;
  };
  const random = Random.fromSeed(`cost-${game}-${players}-${run}`);
  const pages = new Map<number, Page>();
  let connections = 0;
  const cookieOf = (seat: number) => browsers[seat]!.cookies.get(SESSION_COOKIE)!;
  const say = async (page: Page, message: object) => {
    counts.webSocketMessages++;
    await invoke("live", () => live.receive(page.connectionId, JSON.stringify(message)));
  };
  /** What a page sends as time passes: its presence while used, its keep-alive pings. */
  const tick = async (page: Page) => {
    if (now - page.lastReport >= PRESENCE_EVERY_MS) {
      page.lastReport = now;
      await say(page, { type: "presence", visible: true, idleMs: 0 });
    }
    if (now - page.lastPing >= PING_EVERY_MS) {
      page.lastPing = now;
      await say(page, { type: "ping" });
    }
  };
  /** A player opens the game: the app's first requests, then the live channel, which reports presence. */
  const visit = async (seat: number, gameId: string) => {
    await renewSession(seat);
    const browser = browsers[seat]!;
    await browser.get("/api/me");
    await browser.get(`/api/games/${gameId}`);
    await browser.get(`/api/games/${gameId}/rhythms`);
    const page: Page = { connectionId: `c${++connections}`, openedAt: now, lastReport: -Infinity, lastPing: now };
    counts.webSocketConnects++;
    await invoke("live", () =>
      live.open(page.connectionId, { game: gameId, token: undefined, sessionCookie: cookieOf(seat), origin: config.appUrl }),
    );
    pages.set(seat, page);
    await tick(page);
    await settle();
  };
  const leave = async (seat: number) => {
    const page = pages.get(seat)!;
    pages.delete(seat);
    counts.connectionMs += Math.ceil((now - page.openedAt) / MINUTE) * MINUTE;
    await invoke("live", () => live.disconnect(page.connectionId, gameId));
    await settle();
  };

  const created = await browsers[0]!.post("/api/games", { game, players });
  if (created.status !== 200 && created.status !== 201) throw new Error(`cost bench: create ${created.status} ${created.text}`);
  const gameId = created.body.id as string;
  await settle();
  for (let seat = 1; seat < players; seat++) {
    await browsers[seat]!.post(`/api/games/${gameId}/join`, {});
    await settle();
  }
  const started = now;
  const seats = Array.from({ length: players }, (_, seat) => ({ channel: CHANNEL_MIX[seat]!, absentTurns: 0, mails: 0, fromClock: 0 }));
  let awaited = new Set<number>();
  let moves = 0;
  let turns = 0;
  /**
   * What a seat's page already holds (the answer to its last request, or the push of the latest change,
   * both counted where they happened): read here without counting it as a request.
   */
  const peek = async (seat: number) => {
    counting = false;
    const page = (await browsers[seat]!.get(`/api/games/${gameId}`)).body as Detail;
    counting = true;
    return page;
  };
  let detail = await peek(0);
  /** Seats newly awaited: a turn reaching each; the ones whose page is closed were absent for it. */
  const turnsReach = async (next: number[]) => {
    const fresh = next.filter((seat) => !awaited.has(seat));
    awaited = new Set(next);
    turns += fresh.length;
    const present = fresh.filter((seat) => pages.has(seat) || random.int(0, 99) < PRESENT_SHARE * 100);
    // A quick exchange: the player had the game open a few seconds after the turn reached them.
    now += 5_000;
    for (const seat of present) if (!pages.has(seat)) await visit(seat, gameId);
    for (const seat of fresh) if (!present.includes(seat)) seats[seat]!.absentTurns++;
    await pass(15_000);
  };
  await turnsReach(detail.awaiting);
  while (detail.status === "active") {
    const seat = random.pick(detail.awaiting);
    if (!pages.has(seat)) {
      await pass(random.int(ABSENCE_HOURS[0] * 60, ABSENCE_HOURS[1] * 60) * MINUTE);
      await visit(seat, gameId);
    }
    // Their turn: each move a while after the last, from the page's state, posted as the page does.
    while (detail.status === "active" && detail.awaiting.includes(seat)) {
      await pass(THINK_MS);
      await tick(pages.get(seat)!);
      await renewSession(seat);
      const mine = await peek(seat);
      const moved = await browsers[seat]!.post(`/api/games/${gameId}/moves`, {
        version: mine.version,
        move: random.pick(mine.legalMoves),
        clientMoveId: `cost-move-${moves}`,
      });
      if (moved.status !== 200) throw new Error(`cost bench: move ${moved.status} ${moved.text}`);
      moves++;
      await settle();
      // After the notices (which may play a player's forced move for them): what the page was pushed.
      detail = await peek(seat);
      if (!detail.awaiting.includes(seat)) awaited.delete(seat);
      await turnsReach(detail.status === "active" ? detail.awaiting : []);
    }
    await pass(LINGER_MS);
    if (pages.has(seat) && !detail.awaiting.includes(seat)) await leave(seat);
  }
  for (const seat of [...pages.keys()]) await leave(seat);
  await pass(HOUR);
  const hours = (now - started) / HOUR;
  counting = false;

  const mailBytes = (await folderBytes(outboxes.notices)) + (await folderBytes(outboxes.clock));
  for (const { to, fromClock } of mailsTo) {
    const seat = [...emails].find(([email]) => to.includes(email))?.[1];
    if (seat === undefined) continue;
    seats[seat]!.mails++;
    if (fromClock) seats[seat]!.fromClock++;
  }
  const { Items = [] } = await setupClient.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": { S: `GAME#${gameId}` } },
    }),
  );
  observeWith(observerBefore);
  for (const { client } of Object.values(clients)) client.destroy();
  setupClient.destroy();
  streams.destroy();
  return {
    game,
    players,
    moves,
    turns,
    hours,
    functions: meters,
    httpApiRequests: counts.httpApiRequests,
    webSocketMessages: counts.webSocketMessages,
    webSocketConnects: counts.webSocketConnects,
    webSocketConnectionMinutes: counts.connectionMs / MINUTE,
    sqs: counts.sqs,
    mail: { messages: counts.mails, bytes: mailBytes },
    pushes: counts.pushes,
    webhookCalls: counts.webhookCalls,
    seats,
    edgeBytes: counts.edgeBytes,
    logBytes: counts.logBytes,
    storedBytes: Items.reduce((n, item) => n + itemSize(item), 0),
    emptySweeps,
    streamRecords,
  };
}
