// Peer comparison with boardgame.io 0.50, the open-source reference for turn-based game servers. Both
// servers run our Yucata' engine, each in a process of its own on 127.0.0.1, one after the other:
// - ours: the Hono app over HTTP with its live channel on the in-memory table (bench/memory-dynamo.ts),
//   guests with session cookies, one WebSocket (/live, as the game page opens it) per seat; a bot sends
//   its move over its page's socket, as the web client does while the socket is open (the answer is the
//   mover's game page), and the other seat's page is pushed the new state as GET would answer it. The
//   same again with every move POSTed (the page's fallback and the HTTP API), on a fresh server;
// - boardgame.io: its server with in-memory storage; matches created and joined through its lobby API
//   (player credentials), one socket.io client per seat; a move is sent over the socket and the new
//   state is pushed to both seats, each with our view and legal moves (bench/bgio-yucata.ts).
// The same number of concurrent games, each slot playing the same number of whole games, created before
// the clock starts. Moves per second over the wall time, and each move's latency: send to the mover's
// answer. The CPU each server process and the bench process spent over that time, per move, says which
// side is the bottleneck; and our socket move with its push timed in-process (no sockets) splits our
// server's time between the move and its transport.
import { spawn, type ChildProcess } from "node:child_process";
import { Agent, request } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { WebSocket } from "ws";
import { Client } from "boardgame.io/client";
import { SocketIO } from "boardgame.io/multiplayer";
import { freePort } from "../functions/local/dynamo";
import { Random } from "../shared/engine/random";
import { apiApp } from "../functions/compose/api";
import { core } from "../functions/compose/core";
import { liveService } from "../functions/compose/live";
import { MoveLimiter } from "../functions/http/rate-limit";
import type { LiveService } from "../functions/live/live";
import { Tokens } from "../functions/service/tokens";
import { memoryDynamo } from "./memory-dynamo";
import { benchClock, benchConfig, json, startGame, type Fetch, type StartedGame } from "./app-fixture";
import { yucataForBgio, type BgioView } from "./bgio-yucata";
import { summarize } from "./stats";

interface PeerSide {
  moves: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** CPU time (all threads) per move over the timed run: the server's process, and the bench's (the bots). */
  serverCpuPerMove: number;
  botsCpuPerMove: number;
}

export interface PeerResult {
  concurrency: number;
  gamesPerSlot: number;
  rounds: number;
  /** Moves over the page's live socket, as the web client sends them when it is open. */
  ours: PeerSide;
  /** The same with every move POSTed, the page's fallback and every other client's way. */
  oursByPost: PeerSide;
  bgio: PeerSide;
}

/** A process's CPU time so far (user + system, all threads), in ms, from the kernel (10 ms ticks). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** One timed run of one side: each move's latency, the wall time, and the CPU both processes spent. */
interface PeerRun {
  latencies: number[];
  wallMs: number;
  serverCpuMs: number;
  botsCpuMs: number;
}

/** Starts the timing of a run; `end(latencies)` closes it. */
function startRun(serverPid: number) {
  const server = processCpuMs(serverPid);
  const bots = ownCpuMs();
  const started = performance.now();
  return (latencies: number[]): PeerRun => ({
    latencies,
    wallMs: performance.now() - started,
    serverCpuMs: processCpuMs(serverPid) - server,
    botsCpuMs: ownCpuMs() - bots,
  });
}

/** The runs of one side together: moves per second over their summed wall time, CPU per move over all moves. */
function combine(runs: PeerRun[]): PeerSide {
  const s = summarize(runs.flatMap((run) => run.latencies));
  const total = (part: (run: PeerRun) => number) => runs.reduce((sum, run) => sum + part(run), 0);
  return {
    moves: s.count,
    perSecond: (s.count / total((run) => run.wallMs)) * 1000,
    p50: s.p50,
    p99: s.p99,
    serverCpuPerMove: total((run) => run.serverCpuMs) / s.count,
    botsCpuPerMove: total((run) => run.botsCpuMs) / s.count,
  };
}

async function startPeerServer(kind: "ours" | "bgio"): Promise<{ child: ChildProcess; port: number; lobbyPort: number }> {
  const port = await freePort();
  const lobbyPort = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(import.meta.dirname, "peer-server.ts"), kind, String(port), String(lobbyPort)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${kind} server did not start`)), 60_000);
    child.once("exit", (code) => fail(new Error(`${kind} server exited (${code})`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.trim() === "ready") {
        clearTimeout(timer);
        done();
      }
    });
  });
  return { child, port, lobbyPort };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((done) => setTimeout(done, 3000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

interface Detail {
  version: number;
  status: string;
  awaiting: number[];
  legalMoves: unknown[];
}

/**
 * One JSON request of a bot to our server, over Node's http module with kept-alive connections. The bench
 * process shares the two cores with the server, and undici's fetch costs it about twice the CPU per
 * request (web streams, Request and Response objects), which would slow the server it is timing.
 */
function requestJson<T>(agent: Agent, port: number, method: string, path: string, cookie: string, body?: unknown): Promise<T> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: { cookie, ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode !== 200) fail(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
          else done(JSON.parse(text) as T);
        });
        res.on("error", fail);
      },
    );
    req.on("error", fail);
    req.end(payload);
  });
}

/** A game page's live channel, as the web client opens it: each pushed body (the latest kept), and moves sent over it. */
class LivePage {
  private latest: Detail | null = null;
  private readonly waiters: { version: number; done: (detail: Detail) => void }[] = [];
  private readonly moves = new Map<string, { done: (detail: Detail) => void; fail: (error: Error) => void }>();
  private readonly socket: WebSocket;
  readonly opened: Promise<void>;

  constructor(url: string, cookie: string) {
    this.socket = new WebSocket(url, { headers: { cookie } });
    this.opened = new Promise((done, fail) => {
      this.socket.once("open", () => done());
      this.socket.once("error", fail);
    });
    this.socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as
        | { type: "game"; detail: Detail }
        | { type: "moved"; clientMoveId: string; body: Detail }
        | { type: "refused"; clientMoveId: string; status: number; error: unknown };
      if (message.type === "game") this.told(message.detail);
      else if (message.type === "moved") this.moves.get(message.clientMoveId)?.done(message.body);
      else if (message.type === "refused")
        this.moves.get(message.clientMoveId)?.fail(new Error(`move refused: ${message.status} ${JSON.stringify(message.error)}`));
    });
  }

  private told(detail: Detail): void {
    if (this.latest && this.latest.version >= detail.version) return;
    this.latest = detail;
    for (const waiter of this.waiters.splice(0)) {
      if (detail.version >= waiter.version) waiter.done(detail);
      else this.waiters.push(waiter);
    }
  }

  /** The pushed body of `version` or a later one. */
  reach(version: number): Promise<Detail> {
    if (this.latest && this.latest.version >= version) return Promise.resolve(this.latest);
    return new Promise((done) => this.waiters.push({ version, done }));
  }

  /** Sends a move as the page does when its socket is open; the answer is the mover's game page. */
  move(body: { version: number; move: unknown; clientMoveId: string }): Promise<Detail> {
    return new Promise((done, fail) => {
      const settle = () => this.moves.delete(body.clientMoveId);
      this.moves.set(body.clientMoveId, {
        done: (detail) => {
          settle();
          done(detail);
        },
        fail: (error) => {
          settle();
          fail(error);
        },
      });
      this.socket.send(JSON.stringify({ type: "move", ...body }));
    });
  }

  close(): void {
    this.socket.close();
  }
}

/** How our bots send their moves: over the page's live socket (as the web client does when it is open), or by POST. */
type MoveTransport = "socket" | "post";

async function runOurs(
  serverPid: number,
  port: number,
  transport: MoveTransport,
  concurrency: number,
  gamesPerSlot: number,
): Promise<PeerRun> {
  const base = `http://127.0.0.1:${port}`;
  const http: Fetch = (path, init) => fetch(base + path, init);
  const slots: { game: StartedGame; pages: LivePage[] }[][] = [];
  for (let s = 0; s < concurrency; s++) {
    const games = await Promise.all(Array.from({ length: gamesPerSlot }, () => startGame(http, "yucata", 2)));
    slots.push(
      games.map((game) => ({
        game,
        pages: game.cookies.map((cookie) => new LivePage(`ws://127.0.0.1:${port}/live?game=${game.id}`, cookie)),
      })),
    );
  }
  await Promise.all(slots.flat().flatMap(({ pages }) => pages.map((page) => page.opened)));
  const agent = new Agent({ keepAlive: true });
  const ask = <T>(method: string, path: string, cookie: string, body?: unknown) => requestJson<T>(agent, port, method, path, cookie, body);
  // Before the clock, as boardgame.io's clients are synced before it: the mover's view of each game.
  const firstViews = await Promise.all(
    slots.map((games) =>
      Promise.all(
        games.map(async ({ game }) => {
          const detail = await ask<Detail>("GET", `/api/games/${game.id}`, game.cookies[0]!);
          const seat = detail.awaiting[0]!;
          return { seat, detail: seat === 0 ? detail : await ask<Detail>("GET", `/api/games/${game.id}`, game.cookies[seat]!) };
        }),
      ),
    ),
  );
  const chooser = Random.fromSeed("peer-ours");
  const latencies: number[] = [];
  const end = startRun(serverPid);
  await Promise.all(
    slots.map(async (games, s) => {
      for (const [g, { game, pages }] of games.entries()) {
        let { seat, detail } = firstViews[s]![g]!;
        for (let n = 0; n < 500 && detail.status === "active"; n++) {
          const body = { version: detail.version, move: chooser.pick(detail.legalMoves), clientMoveId: `peer-${game.id}-${n}` };
          const t = performance.now();
          detail =
            transport === "socket"
              ? await pages[seat]!.move(body)
              : await ask<Detail>("POST", `/api/games/${game.id}/moves`, game.cookies[seat]!, body);
          latencies.push(performance.now() - t);
          // The other seat's page is told of this version, as boardgame.io's other client is.
          const told = await pages[1 - seat]!.reach(detail.version);
          if (detail.status !== "active") break;
          if (detail.awaiting[0] !== seat) {
            seat = detail.awaiting[0]!;
            detail = told;
          }
        }
      }
    }),
  );
  const run = end(latencies);
  // After the clock, as boardgame.io's clients are stopped after it.
  for (const { pages } of slots.flat()) for (const page of pages) page.close();
  agent.destroy();
  return run;
}

type BgioClient = ReturnType<typeof Client>;

interface BgioMatch {
  clients: BgioClient[];
}

async function bgioMatch(port: number, lobbyPort: number): Promise<BgioMatch> {
  const base = `http://127.0.0.1:${port}`;
  const post = async (path: string, body: unknown) =>
    json(
      await fetch(`http://127.0.0.1:${lobbyPort}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
  const { matchID } = await post("/games/yucata/create", { numPlayers: 2 });
  const clients: BgioClient[] = [];
  for (let seat = 0; seat < 2; seat++) {
    const { playerCredentials } = await post(`/games/yucata/${matchID}/join`, { playerID: String(seat), playerName: `P${seat}` });
    const client = Client({
      game: yucataForBgio,
      numPlayers: 2,
      matchID,
      playerID: String(seat),
      credentials: playerCredentials,
      multiplayer: SocketIO({ server: base, socketOpts: { transports: ["websocket"] } }),
      debug: false,
    });
    client.start();
    clients.push(client);
  }
  // Connected and synced: each seat has its view.
  await Promise.all(
    clients.map((c) =>
      waitFor(c, (state) => state !== null && state._stateID !== undefined && (state.G as unknown as BgioView).view !== undefined),
    ),
  );
  return { clients };
}

type ClientState = ReturnType<BgioClient["getState"]>;

function waitFor(client: BgioClient, test: (state: ClientState) => boolean, timeoutMs = 30_000): Promise<ClientState> {
  return new Promise((done, fail) => {
    const now = client.getState();
    if (now && test(now)) return done(now);
    const timer = setTimeout(() => {
      unsubscribe();
      fail(new Error("boardgame.io: no update within 30 s"));
    }, timeoutMs);
    const unsubscribe = client.subscribe((state) => {
      if (state && test(state)) {
        clearTimeout(timer);
        // subscribe() calls back synchronously on registration: unsubscribe only once assigned.
        queueMicrotask(() => unsubscribe());
        done(state);
      }
    });
  });
}

async function runBgio(serverPid: number, port: number, lobbyPort: number, concurrency: number, gamesPerSlot: number): Promise<PeerRun> {
  const slots: BgioMatch[][] = [];
  for (let s = 0; s < concurrency; s++)
    slots.push(await Promise.all(Array.from({ length: gamesPerSlot }, () => bgioMatch(port, lobbyPort))));
  const chooser = Random.fromSeed("peer-bgio");
  const latencies: number[] = [];
  const end = startRun(serverPid);
  await Promise.all(
    slots.map(async (matches) => {
      for (const { clients } of matches) {
        for (let n = 0; n < 500; n++) {
          const state = clients[0]!.getState()!;
          if (state.ctx.gameover) break;
          const seat = Number(state.ctx.currentPlayer);
          const mover = clients[seat]!;
          const mine = mover.getState()!;
          const view = mine.G as unknown as BgioView;
          const t = performance.now();
          const before = mine._stateID;
          mover.moves.play!(chooser.pick(view.legalMoves));
          await waitFor(mover, (s) => s !== null && s._stateID > before);
          latencies.push(performance.now() - t);
          // The other seat's push carries the same state id: wait for it, as our bot waits for its GET.
          await waitFor(clients[1 - seat]!, (s) => s !== null && s._stateID > before);
        }
      }
    }),
  );
  const run = end(latencies);
  for (const { clients } of slots.flat()) for (const c of clients) c.stop();
  return run;
}

/** Runs each side `rounds` times, the sides taking turns, each run on a fresh server process. */
export async function measurePeer(concurrency: number, gamesPerSlot: number, rounds: number): Promise<PeerResult> {
  const runs = { socket: [] as PeerRun[], post: [] as PeerRun[], bgio: [] as PeerRun[] };
  for (let round = 0; round < rounds; round++) {
    for (const transport of ["socket", "post"] as const) {
      const server = await startPeerServer("ours");
      try {
        runs[transport].push(await runOurs(server.child.pid!, server.port, transport, concurrency, gamesPerSlot));
      } finally {
        await stop(server.child);
      }
    }
    const bgio = await startPeerServer("bgio");
    try {
      runs.bgio.push(await runBgio(bgio.child.pid!, bgio.port, bgio.lobbyPort, concurrency, gamesPerSlot));
    } finally {
      await stop(bgio.child);
    }
  }
  return { concurrency, gamesPerSlot, rounds, ours: combine(runs.socket), oursByPost: combine(runs.post), bgio: combine(runs.bgio) };
}

/**
 * Our server's work per move without its transport: the live channel in-process on the in-memory table,
 * each move received as the page's socket message would be (`LiveService.receive`: the connection's
 * principal, the move, the mover's answer) and its push to the other seat's page built from the change,
 * through a sender that only keeps the texts; the CPU of both timed together, after a warm-up. Run in a
 * fresh process (bench/child.ts).
 */
export async function measureOurMoveInProcess(
  games: number,
  warmupGames: number,
): Promise<{ moves: number; cpuPerMove: number; messagesPerMove: number }> {
  let live: LiveService | undefined;
  const pushing: Promise<void>[] = [];
  const db = memoryDynamo((records) => void (live && pushing.push(live.handle(records))));
  const now = benchClock();
  const moveLimiter = new MoveLimiter();
  const built = core({ config: benchConfig, dynamo: db.client, now });
  const app = apiApp(built, { mailer: { send: async () => {} }, moveLimiter });
  const lastText = new Map<string, string>();
  let messages = 0;
  live = liveService(built, {
    moveLimiter,
    sender: {
      send: async (connectionId, text) => {
        messages++;
        lastText.set(connectionId, text);
        return "sent";
      },
    },
  });
  const inProcess: Fetch = async (path, init) => app.request(path, init);
  const tokens = new Tokens(benchConfig.sessionSecret);
  const chooser = Random.fromSeed("peer-in-process");
  let moves = 0;
  let cpu = 0;
  for (let g = 0; g < warmupGames + games; g++) {
    if (g === warmupGames) messages = 0;
    const { id, cookies } = await startGame(inProcess, "yucata", 2);
    const pages = cookies.map((_, seat) => `page-${g}-${seat}`);
    for (const [seat, cookie] of cookies.entries()) {
      await live.connect(await tokens.verify(cookie.slice(cookie.indexOf("=") + 1), "session"), id, pages[seat]!);
    }
    await Promise.all(pushing.splice(0));
    const detailOf = async (seat: number) => json<Detail>(await inProcess(`/api/games/${id}`, { headers: { cookie: cookies[seat]! } }));
    let detail = await detailOf(0);
    let seat = detail.awaiting[0]!;
    if (seat !== 0) detail = await detailOf(seat);
    for (let n = 0; n < 500 && detail.status === "active"; n++) {
      const before = ownCpuMs();
      const move = { type: "move", version: detail.version, move: chooser.pick(detail.legalMoves), clientMoveId: `in-process-${g}-${n}` };
      await live.receive(pages[seat]!, JSON.stringify(move));
      await Promise.all(pushing.splice(0));
      if (g >= warmupGames) {
        cpu += ownCpuMs() - before;
        moves++;
      }
      const answer = JSON.parse(lastText.get(pages[seat]!)!) as { type: string; body: Detail };
      if (answer.type !== "moved") throw new Error(`in-process move refused: ${lastText.get(pages[seat]!)}`);
      detail = answer.body;
      if (detail.status === "active" && detail.awaiting[0] !== seat) detail = await detailOf((seat = detail.awaiting[0]!));
    }
  }
  return { moves, cpuPerMove: cpu / moves, messagesPerMove: messages / moves };
}
