// End to end on the local stack: DynamoDB Local (functions/local/dynamo.ts) and the server
// (functions/local/server.ts, in a process of its own), with random bots playing through the HTTP API with
// real guest sessions. Compared with the bare DynamoDB floor: the same GetItem + TransactWriteItems per
// move made straight with the SDK, on items of the same sizes, at the same concurrency, in the same run.
// Also: the read and write units DynamoDB Local reports per move, the server's memory with every game's
// page open on the live channel, the web page's first render and the history viewer's step.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { WebSocket } from "ws";
import {
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  type AttributeValue,
  type ConsumedCapacity,
  type DynamoDBClient,
} from "@aws-sdk/client-dynamodb";
import { launchChromium } from "../test/support/chromium";
import { freePort, startDynamo, type LocalDynamo } from "../functions/local/dynamo";
import { dynamoClient, ensureTable, keys } from "../functions/store/table";
import { toAttributes } from "../functions/store/attributes";
import { apiApp } from "../functions/compose/api";
import { core } from "../functions/compose/core";
import { notifier } from "../functions/compose/notifier";
import { Random } from "../shared/engine/random";
import type { GameId } from "../shared/games/index";
import { benchClock, benchConfig, json, postAs, startGame, type Fetch, type StartedGame } from "./app-fixture";
import { itemSize } from "./item-size";
import { summarize } from "./stats";

const TABLE = "turnpost";
/**
 * The floor's own table (same schema and stream), so that the notifier never sees its items. Created,
 * with an item, before the games: DynamoDB Local looks up a stream's oldest record on every request to
 * its table by walking every stream's records from the oldest, so a stream whose first record came after
 * the games' thousands paid that walk on each request (3 to 6 times the API's database CPU per move, measured).
 */
const FLOOR_TABLE = "floor";
/**
 * The capacity measurement's table, made first too: the server's notifier (a webhook it would call) stays
 * out of it. Its records come before the games', so the server's table gets its first record before them.
 */
const CAPACITY_TABLE = "capacity";

interface CapacityPerMove {
  game: GameId;
  players: number;
  moves: number;
  /** Read units of the move's GetItem(s), mean and max. */
  readUnits: { mean: number; max: number };
  /** Write units of the move's TransactWriteItems, mean and max (a transaction bills twice). */
  writeUnits: { mean: number; max: number };
  requestsPerMove: Record<string, number>;
  /**
   * The notices function on each move's stream record (the game's last move left out), per move: when
   * the turn goes to a player with no channel (a guest who gave none), and when it is told by webhook.
   */
  notices: Record<"unreachable" | "told", { moves: number; requestsPerMove: Record<string, number> }>;
}

/** CPU time (ms) of the server process, DynamoDB Local's and the bench's own (the bots, or the floor's client). */
interface CpuPerSide {
  server: number;
  database: number;
  bench: number;
}

export const cpuTotal = (cpu: CpuPerSide): number => cpu.server + cpu.database + cpu.bench;

const perMove = (cpu: CpuPerSide, moves: number): CpuPerSide => ({
  server: cpu.server / moves,
  database: cpu.database / moves,
  bench: cpu.bench / moves,
});

interface Throughput {
  moves: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface LocalStackResult {
  concurrency: number;
  rounds: number;
  games: GameId[];
  api: Throughput;
  floor: Throughput;
  /** CPU per move over the timed rounds, of each process (the server's is idle in the floor's rounds). */
  cpuPerMove: { api: CpuPerSide; floor: CpuPerSide };
  /** After each timed round of the API, until the server was idle again (its notifier through the round's changes), ms. */
  notifierCatchUp: { p50: number; max: number };
  errors: number;
  /** Lines the server wrote starting "notifier: unreadable record". */
  notifierErrors: number;
  itemBytes: { game: { p50: number; max: number }; event: { p50: number; max: number } };
  capacity: CapacityPerMove[];
  web: { repetitions: number; firstMs: number; p50: number; p99: number } | { error: string };
  /** The history viewer: "Previous move" clicked on a long game's page, to the past board drawn. */
  historyViewer: { events: number; steps: number; p50: number; p99: number } | { error: string };
  /** The server process's resident memory (VmRSS), in bytes. */
  memory: {
    /** Once the games were created, before the timed rounds. */
    games: number;
    /** After the rounds: every slot's game played, finished ones replaced. */
    afterRounds: number;
    /** With one live page open on each game, after a round of moves pushed to them. */
    withPages: number;
    pages: number;
    /** The most it held over the run (VmHWM). */
    peak: number;
  };
}

/** A process's resident memory and its peak, in bytes, from the kernel. */
function residentMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/** The CPU time process `pid` has used (user and system), in ms, from the kernel's clock ticks (100 a second). */
function cpuTime(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until process `pid` has used under 5% of a core for two quarter-seconds running (its stream
 * poller alone), at most a minute; answers how long that took, in ms.
 */
async function untilIdle(pid: number): Promise<number> {
  const start = performance.now();
  let last = cpuTime(pid);
  for (let quiet = 0; quiet < 2 && performance.now() - start < 60_000; ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = cpuTime(pid);
    quiet = now - last < 12.5 ? quiet + 1 : 0;
    last = now;
  }
  return performance.now() - start;
}

/** Records the consumed capacity DynamoDB (Local) returns, asking for it on every request. */
export function withConsumedCapacity(client: DynamoDBClient) {
  const seen: { command: string; units: number }[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = "TOTAL";
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity;
      const list = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
      seen.push({
        command: (context.commandName ?? "").replace(/Command$/, ""),
        units: list.reduce((n, c) => n + (c.CapacityUnits ?? 0), 0),
      });
      return result;
    },
    { step: "initialize", name: "benchConsumedCapacity" },
  );
  return seen;
}

interface Detail {
  version: number;
  status: string;
  awaiting: number[];
  legalMoves: unknown[];
  seat: number | null;
}

/** Requests by command, per move (none when there was no move). */
const perMoveOf = (counts: Map<string, number>, moves: number) =>
  Object.fromEntries([...counts].map(([command, n]) => [command, n / moves]));

/** The real app in this process on DynamoDB Local, to read the capacity each move consumes. */
async function measureCapacity(endpoint: string, gameIds: GameId[], movesPerGame: number): Promise<CapacityPerMove[]> {
  const client = dynamoClient(endpoint);
  const seen = withConsumedCapacity(client);
  const config = { ...benchConfig, tableName: CAPACITY_TABLE };
  const app = apiApp(core({ config, dynamo: client, now: benchClock() }), {
    mailer: { send: async () => {} },
  });
  const fetchApp: Fetch = async (path, init) => app.request(path, init);
  // The notices function on its own clock, which the bench moves past each hold as the cloud's delayed
  // wake-up message would come; webhooks answer at once.
  let noticeNow = 0;
  const wakeUps: string[] = [];
  const notices = notifier(core({ config, dynamo: client, now: () => new Date(noticeNow) }), {
    mailer: { send: async () => {} },
    callWebhook: async () => ({ status: 204, body: "" }),
    wakeAt: async (key) => void wakeUps.push(key),
  });
  const gameItem = async (id: string) =>
    (await client.send(new GetItemCommand({ TableName: CAPACITY_TABLE, Key: toAttributes(keys.game(id)), ConsistentRead: true }))).Item!;
  const chooser = Random.fromSeed("capacity");
  const out: CapacityPerMove[] = [];
  try {
    for (const gameId of gameIds) {
      const game = await startGame(fetchApp, gameId, 2);
      // Seat 1 is told of its turns by webhook; seat 0, a guest who gave no address, has no channel.
      await fetchApp("/api/me", {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie: game.cookies[1]! },
        body: JSON.stringify({ webhookUrl: "https://hooks.example.org/turnpost" }),
      });
      const reads: number[] = [];
      const writes: number[] = [];
      const requests = new Map<string, number>();
      const noticeRequests = { unreachable: new Map<string, number>(), told: new Map<string, number>() };
      const noticeMoves = { unreachable: 0, told: 0 };
      let moves = 0;
      for (let n = 0; n < movesPerGame; n++) {
        const probe = await json<Detail>(await fetchApp(`/api/games/${game.id}`, { headers: { cookie: game.cookies[0]! } }));
        if (probe.status !== "active") break;
        const seat = chooser.pick(probe.awaiting);
        const detail = await json<Detail>(await fetchApp(`/api/games/${game.id}`, { headers: { cookie: game.cookies[seat]! } }));
        const before = await gameItem(game.id);
        seen.length = 0;
        const moved = await json<Detail>(
          await postAs(fetchApp, game.cookies[seat]!, `/api/games/${game.id}/moves`, {
            version: detail.version,
            move: chooser.pick(detail.legalMoves),
            clientMoveId: `cap-${n}-move`,
          }),
        );
        moves++;
        reads.push(seen.filter((s) => s.command === "GetItem").reduce((a, s) => a + s.units, 0));
        writes.push(seen.filter((s) => s.command === "TransactWriteItems").reduce((a, s) => a + s.units, 0));
        for (const s of seen) requests.set(s.command, (requests.get(s.command) ?? 0) + 1);
        if (moved.status !== "active") continue;
        const after = await gameItem(game.id);
        const told = moved.awaiting.includes(1) ? "told" : "unreachable";
        seen.length = 0;
        noticeNow = Date.parse(after.updatedAt!.S!);
        await notices.handle([{ eventID: `cap-${game.id}-${n}`, eventName: "MODIFY", dynamodb: { OldImage: before, NewImage: after } }]);
        for (let key = wakeUps.shift(); key; key = wakeUps.shift()) {
          noticeNow += 15_000;
          await notices.sendDeferred(key);
        }
        noticeMoves[told]++;
        for (const s of seen) noticeRequests[told].set(s.command, (noticeRequests[told].get(s.command) ?? 0) + 1);
      }
      const r = summarize(reads);
      const w = summarize(writes);
      out.push({
        game: gameId,
        players: 2,
        moves,
        readUnits: { mean: r.mean, max: r.max },
        writeUnits: { mean: w.mean, max: w.max },
        requestsPerMove: perMoveOf(requests, moves),
        notices: {
          unreachable: { moves: noticeMoves.unreachable, requestsPerMove: perMoveOf(noticeRequests.unreachable, noticeMoves.unreachable) },
          told: { moves: noticeMoves.told, requestsPerMove: perMoveOf(noticeRequests.told, noticeMoves.told) },
        },
      });
    }
  } finally {
    client.destroy();
  }
  return out;
}

/**
 * The local stack's server in a process of its own on DynamoDB Local at `endpoint`; its URL once ready.
 * `appUrl`: the public address when pages reach it through a front (bench/edge.ts).
 */
export async function startServerProcess(
  endpoint: string,
  dataDir: string,
  appUrl?: string,
): Promise<{ child: ChildProcess; url: string; notifierErrors: () => number }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    // Without a front, pages reach it at the address it prints: the origin its checks expect.
    [
      "--import",
      "tsx",
      join(import.meta.dirname, "stack-server.ts"),
      endpoint,
      String(port),
      dataDir,
      appUrl ?? `http://127.0.0.1:${port}`,
    ],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  // The server's log: notifier errors are counted for the report, anything else is passed on.
  let notifierErrors = 0;
  createInterface({ input: child.stderr! }).on("line", (line) => {
    if (line.startsWith("notifier: unreadable record")) notifierErrors++;
    else if (
      !/^\s+at |NodeVersionSupport|versions published|will require node|To continue receiving|and security updates|More information can be|trace-warnings|^$/.test(
        line,
      )
    )
      process.stderr.write(`server: ${line}\n`);
  });
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error("the local server did not start within 60 s")), 60_000);
    child.once("exit", (code) => fail(new Error(`the local server exited (${code})`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const m = /^ready (\S+)/.exec(line);
      if (m) {
        clearTimeout(timer);
        done(m[1]!);
      }
    });
  });
  return { child, url, notifierErrors: () => notifierErrors };
}

/** Stops the server process: SIGTERM, then SIGKILL if it has not exited within 5 s. */
export async function stopServerProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((done) => server.once("exit", done));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
  if (server.exitCode === null) server.kill("SIGKILL");
}

/** One game slot of the bots: a running game and what its next mover may play. */
interface Slot {
  gameId: string;
  game: StartedGame;
  version: number;
  seat: number;
  legal: unknown[];
  finished: boolean;
  moveNo: number;
}

export async function measureLocalStack(options: {
  concurrency: number;
  rounds: number;
  games: GameId[];
  webRepetitions: number;
}): Promise<LocalStackResult> {
  let dynamo: LocalDynamo | undefined;
  let server: ChildProcess | undefined;
  const dataDir = await mkdtemp(join(tmpdir(), "turnpost-bench-"));
  try {
    dynamo = await startDynamo({ port: await freePort() });
    const floorClient = dynamoClient(dynamo.endpoint);
    for (const table of [FLOOR_TABLE, CAPACITY_TABLE]) {
      await ensureTable(floorClient, table);
      await floorClient.send(new PutItemCommand({ TableName: table, Item: { pk: { S: "FLOOR" }, sk: { S: "FIRST" } } }));
    }
    const started = await startServerProcess(dynamo.endpoint, dataDir);
    server = started.child;
    const url = started.url;
    const http: Fetch = (path, init) => fetch(url + path, init);
    // A first record in the server's table before the capacity table's many (see FLOOR_TABLE): a guest.
    await http("/api/auth/guest", { method: "POST", headers: { "content-type": "application/json" }, body: '{"name":"First"}' });
    const capacity = await measureCapacity(dynamo.endpoint, options.games, 40);

    const chooser = Random.fromSeed("bots");
    const newSlot = async (gameId: string): Promise<Slot> => {
      const game = await startGame(http, gameId, 2);
      const first = await json<Detail>(await http(`/api/games/${game.id}`, { headers: { cookie: game.cookies[0]! } }));
      return { gameId, game, version: first.version, seat: first.awaiting[0]!, legal: [], finished: false, moveNo: 0 };
    };
    // In batches: a thousand sign-ins at once would time the queue, not the server.
    const slots: Slot[] = [];
    for (let i = 0; i < options.concurrency; i += 100) {
      const batch = Array.from(
        { length: Math.min(100, options.concurrency - i) },
        (_, k) => options.games[(i + k) % options.games.length]!,
      );
      slots.push(...(await Promise.all(batch.map(newSlot))));
    }
    const memoryOfGames = residentMemory(server.pid!).rss;

    // Untimed: what each slot's next mover may play (a new game when one has ended).
    const prepare = async (slot: Slot, index: number) => {
      if (slot.finished) slots[index] = slot = await newSlot(slot.gameId);
      if (slot.legal.length === 0) {
        const d = await json<Detail>(await http(`/api/games/${slot.game.id}`, { headers: { cookie: slot.game.cookies[slot.seat]! } }));
        slot.version = d.version;
        slot.legal = d.legalMoves;
      }
    };
    let errors = 0;
    // Timed: every slot posts its move at once; one latency per move, and the phase's wall time.
    const apiRound = async (latencies: number[], cpu?: CpuPerSide) => {
      await Promise.all(slots.map(prepare));
      const t0 = performance.now();
      const cpu0 = cpuOfSides();
      await Promise.all(
        slots.map(async (slot) => {
          const s = performance.now();
          const reply = await postAs(http, slot.game.cookies[slot.seat]!, `/api/games/${slot.game.id}/moves`, {
            version: slot.version,
            move: chooser.pick(slot.legal),
            clientMoveId: `bot-${slot.game.id}-${slot.moveNo++}`,
          });
          const body = (await reply.json()) as Detail;
          latencies.push(performance.now() - s);
          if (!reply.ok) {
            errors++;
            slot.legal = [];
            return;
          }
          slot.version = body.version;
          slot.finished = body.status !== "active";
          const next = body.awaiting.length ? chooser.pick(body.awaiting) : slot.seat;
          slot.legal = next === slot.seat ? body.legalMoves : [];
          slot.seat = next;
        }),
      );
      if (cpu) addCpuSince(cpu, cpu0);
      return performance.now() - t0;
    };

    const cpuOfSides = (): CpuPerSide => ({
      server: cpuTime(server!.pid!),
      database: cpuTime(dynamo!.pid),
      bench: (({ user, system }) => (user + system) / 1000)(process.cpuUsage()),
    });
    const addCpuSince = (total: CpuPerSide, since: CpuPerSide) => {
      const now = cpuOfSides();
      for (const side of ["server", "database", "bench"] as const) total[side] += now[side] - since[side];
    };
    let floorSlots: { pk: string; game: Record<string, AttributeValue>; event: Record<string, AttributeValue>; n: number }[] = [];
    const floorRound = async (latencies: number[], cpu?: CpuPerSide) => {
      const t0 = performance.now();
      const cpu0 = cpuOfSides();
      await Promise.all(
        floorSlots.map(async (f) => {
          const s = performance.now();
          const { Item } = await floorClient.send(
            new GetItemCommand({ TableName: FLOOR_TABLE, Key: { pk: { S: f.pk }, sk: { S: "GAME" } }, ConsistentRead: true }),
          );
          const rev = Number(Item!.rev!.N);
          f.n++;
          await floorClient.send(
            new TransactWriteItemsCommand({
              ClientRequestToken: createHash("sha256").update(randomUUID()).digest("hex").slice(0, 36),
              TransactItems: [
                {
                  Put: {
                    TableName: FLOOR_TABLE,
                    Item: { ...Item!, rev: { N: String(rev + 1) } },
                    ConditionExpression: "rev = :rev",
                    ExpressionAttributeValues: { ":rev": { N: String(rev) } },
                  },
                },
                {
                  Put: {
                    TableName: FLOOR_TABLE,
                    Item: { ...f.event, sk: { S: `EV#${String(f.n).padStart(10, "0")}` } },
                    ConditionExpression: "attribute_not_exists(pk)",
                  },
                },
              ],
            }),
          );
          latencies.push(performance.now() - s);
        }),
      );
      if (cpu) addCpuSince(cpu, cpu0);
      return performance.now() - t0;
    };

    // A warm-up round of the bots first: afterwards every game has an event whose size the floor copies.
    await apiRound([]);
    // The floor: copies of the bots' game items and last event items under keys of their own, then per
    // move a consistent GetItem and a TransactWriteItems of the same two conditional Puts.
    floorSlots = await Promise.all(
      slots.map(async (slot) => {
        const pk = `GAME#${slot.game.id}`;
        const { Item } = await floorClient.send(
          new GetItemCommand({ TableName: TABLE, Key: { pk: { S: pk }, sk: { S: "GAME" } }, ConsistentRead: true }),
        );
        const { Items } = await floorClient.send(
          new QueryCommand({
            TableName: TABLE,
            KeyConditionExpression: "pk = :pk AND begins_with(sk, :ev)",
            ExpressionAttributeValues: { ":pk": { S: pk }, ":ev": { S: "EV#" } },
            ScanIndexForward: false,
            Limit: 1,
          }),
        );
        const game: Record<string, AttributeValue> = { ...Item!, rev: { N: "0" } };
        await floorClient.send(new PutItemCommand({ TableName: FLOOR_TABLE, Item: game }));
        return { pk, game, event: Items![0]!, n: 0 };
      }),
    );
    const gameSizes = floorSlots.map((f) => itemSize(f.game));
    const eventSizes = floorSlots.map((f) => itemSize(f.event));
    await floorRound([]);
    // The two alternate so that whatever else loads the machine falls on both alike, and each starts on a
    // quiet server: the notifier's work on the API's round would otherwise be timed in the floor's.
    const apiLatencies: number[] = [];
    const floorLatencies: number[] = [];
    const catchUps: number[] = [];
    let apiWall = 0;
    let floorWall = 0;
    const apiCpu: CpuPerSide = { server: 0, database: 0, bench: 0 };
    const floorCpu: CpuPerSide = { server: 0, database: 0, bench: 0 };
    await untilIdle(server.pid!);
    for (let r = 0; r < options.rounds; r++) {
      apiWall += await apiRound(apiLatencies, apiCpu);
      catchUps.push(await untilIdle(server.pid!));
      floorWall += await floorRound(floorLatencies, floorCpu);
      await untilIdle(server.pid!);
    }
    floorClient.destroy();
    const a = summarize(apiLatencies);
    const f = summarize(floorLatencies);
    const c = summarize(catchUps);
    const memoryAfterRounds = residentMemory(server.pid!).rss;

    // One live page per game, as the game page opens it (seat 0's session), then a round of moves
    // whose changes the server pushes to them.
    const pages = await Promise.all(slots.map((slot) => openLivePage(url, slot.game.id, slot.game.cookies[0]!)));
    const opened = pages.filter((page) => page !== null);
    if (opened.length < pages.length) throw new Error(`the server refused ${pages.length - opened.length} of ${pages.length} live pages`);
    await apiRound([]);
    const memoryWithPages = residentMemory(server.pid!);
    for (const page of opened) page.close();

    const historyViewer = await measureHistoryViewer(url, dynamo.endpoint, 20).catch((error: Error) => ({ error: error.message }));

    const web = await measureFirstRender(url, http, options.webRepetitions).catch((error: Error) => ({ error: error.message }));
    return {
      concurrency: options.concurrency,
      rounds: options.rounds,
      games: options.games,
      api: { moves: a.count, perSecond: (a.count / apiWall) * 1000, p50: a.p50, p99: a.p99 },
      floor: { moves: f.count, perSecond: (f.count / floorWall) * 1000, p50: f.p50, p99: f.p99 },
      notifierCatchUp: { p50: c.p50, max: c.max },
      cpuPerMove: {
        api: perMove(apiCpu, a.count),
        floor: perMove(floorCpu, f.count),
      },
      errors,
      notifierErrors: started.notifierErrors(),
      itemBytes: {
        game: { p50: summarize(gameSizes).p50, max: summarize(gameSizes).max },
        event: { p50: summarize(eventSizes).p50, max: summarize(eventSizes).max },
      },
      capacity,
      web,
      historyViewer,
      memory: {
        games: memoryOfGames,
        afterRounds: memoryAfterRounds,
        withPages: memoryWithPages.rss,
        pages: opened.length,
        peak: memoryWithPages.peak,
      },
    };
  } finally {
    if (server) await stopServerProcess(server);
    await dynamo?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Headless Chromium opens a Yucata' game page; from navigation to the board's SVG being visible. */
async function measureFirstRender(url: string, http: Fetch, repetitions: number) {
  const game = await startGame(http, "yucata", 2);
  const [name, value] = game.cookies[0]!.split("=");
  const browser = await launchChromium();
  try {
    const times: number[] = [];
    for (let i = 0; i < repetitions; i++) {
      // A fresh context each time: empty cache, as for someone opening a "your turn" link.
      const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
      await context.addCookies([{ name: name!, value: value!, url }]);
      const page = await context.newPage();
      const t0 = performance.now();
      await page.goto(`${url}/play/${game.id}`, { waitUntil: "commit" });
      await page.locator("svg.yucata-track").waitFor({ state: "visible", timeout: 30_000 });
      times.push(performance.now() - t0);
      await context.close();
    }
    const s = summarize(times.slice(1));
    return { repetitions, firstMs: times[0]!, p50: s.p50, p99: s.p99 };
  } finally {
    await browser.close();
  }
}

/** A game page's live socket (/live, functions/local/live.ts), open; null if the server refused it. */
function openLivePage(url: string, gameId: string, cookie: string): Promise<WebSocket | null> {
  return new Promise((done) => {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/live?game=${gameId}`, { headers: { cookie, origin: url } });
    socket.once("open", () => done(socket));
    socket.once("error", () => done(null));
    // Pushes are read and dropped, as a page in a background tab would.
    socket.on("message", () => {});
  });
}

/**
 * A long Yucatàn game played by random bots through the app in this process on the same table (its
 * clock runs fast, so the per-player move limit lets bots play; the sessions are valid on the server,
 * which has the same key), then its page opened on the server by a seat: History, then "Previous move"
 * `steps` times, each timed from the click to the past board drawn (the history answer received and
 * two animation frames after it).
 */
async function measureHistoryViewer(url: string, endpoint: string, steps: number) {
  const client = dynamoClient(endpoint);
  const app = apiApp(core({ config: { ...benchConfig, tableName: TABLE }, dynamo: client, now: benchClock() }), {
    mailer: { send: async () => {} },
  });
  const inProcess: Fetch = async (path, init) => app.request(path, init);
  const game = await startGame(inProcess, "yucatan", 2);
  const chooser = Random.fromSeed("history-viewer");
  let events = 0;
  for (let n = 0; n < 600; n++) {
    const probe = await json<Detail>(await inProcess(`/api/games/${game.id}`, { headers: { cookie: game.cookies[0]! } }));
    if (probe.status !== "active") break;
    const seat = chooser.pick(probe.awaiting);
    const detail = await json<Detail>(await inProcess(`/api/games/${game.id}`, { headers: { cookie: game.cookies[seat]! } }));
    const moved = await json<Detail>(
      await postAs(inProcess, game.cookies[seat]!, `/api/games/${game.id}/moves`, {
        version: detail.version,
        move: chooser.pick(detail.legalMoves),
        clientMoveId: `viewer-${n}`,
      }),
    );
    events = moved.version;
  }
  client.destroy();
  const [name, value] = game.cookies[0]!.split("=");
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    await context.addCookies([{ name: name!, value: value!, url }]);
    const page = await context.newPage();
    await page.goto(`${url}/play/${game.id}`);
    await page.getByRole("button", { name: "History", exact: true }).click();
    await page.getByRole("button", { name: "Previous move" }).waitFor({ state: "visible" });
    const twoFrames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await twoFrames();
    const times: number[] = [];
    for (let i = 0; i < steps; i++) {
      const answered = page.waitForResponse((response) => response.url().includes("/history/"));
      const t0 = performance.now();
      await page.getByRole("button", { name: "Previous move" }).click();
      await answered;
      await twoFrames();
      times.push(performance.now() - t0);
    }
    const s = summarize(times);
    return { events, steps, p50: s.p50, p99: s.p99 };
  } finally {
    await browser.close();
  }
}
