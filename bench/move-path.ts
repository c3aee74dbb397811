// Server time per move with DynamoDB taken out (the in-memory table of bench/memory-dynamo.ts), on
// positions from real random games, and the DynamoDB requests and item sizes each move costs. Each move
// also records the main thread's scheduler statistics and the garbage collections that overlapped it, so
// that a slow move can be told apart: our code, a GC pause, a wait for a core (another process ran), or a
// wait on the thread pool.
import { readFileSync } from "node:fs";
import { PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";
import { games, type GameId } from "../shared/games/index";
import { Random } from "../shared/engine/random";
import { turnSteps } from "../shared/engine/index";
import { apiApp, core } from "../functions/compose/index";
import { decodeState, encodeState } from "../functions/store/codec";
import { Tokens } from "../functions/service/tokens";
import { createHmac, timingSafeEqual } from "node:crypto";
import { keys } from "../functions/store/table";
import { memoryDynamo } from "./memory-dynamo";
import { itemSize } from "./item-size";
import { summarize } from "./stats";
import { benchClock, benchConfig, postAs, startGame } from "./app-fixture";

/**
 * The slow moves (at or above the run's p99), each put down to the largest part of its wall time, read from
 * the kernel's per-thread scheduler statistics of the main thread (/proc/<pid>/task/<pid>/schedstat) and
 * from V8's GC entries.
 */
interface TailAnalysis {
  slow: number;
  /** Runnable but waiting for a core: other processes had both CPUs (contention). */
  runQueue: number;
  /** A garbage collection overlapped the move and was its largest part. */
  gc: number;
  /** The main thread ran our code (Hono, jose, zod, engine, codec, the mock table; JIT-compiled or not). */
  ownCpu: number;
  /** Neither running nor runnable: waiting on the thread pool (WebCrypto's HMAC for the session JWT). */
  blocked: number;
  /** Milliseconds of each kind summed over the slow moves. */
  ms: { runQueue: number; gc: number; ownCpu: number; blocked: number };
  /** …of which the engine alone (apply, awaiting, result, view, legal moves, the awaited seats' turn steps) took at least half. */
  engineHeavy: number;
}

export interface MovePathResult {
  game: GameId;
  players: number;
  moves: number;
  games: number;
  p50: number;
  p99: number;
  max: number;
  /** The main thread's own CPU time per move (schedstat). */
  cpuP50: number;
  cpuP99: number;
  /** The engine's part of a move, timed again on the same position after the request. */
  engineP50: number;
  engineP99: number;
  /** Parts of the move path timed apart, p50 / p99: the session JWT check, and the state's JSON (+ deflate) round trip. */
  sessionVerify: { p50: number; p99: number };
  stateCodec: { p50: number; p99: number };
  /** What-if: the same HS256 signature checked synchronously with node:crypto's createHmac. */
  syncHmacVerify: { p50: number; p99: number };
  /** p99 of the wall time less the time spent waiting for a core: the move path on a machine with a free core. */
  cleanP99: number;
  /** The warm-up moves (first of the run, not in p50/p99): JIT compilation shows here. */
  warmupP99: number;
  gcPerMove: number;
  gcMsPerMove: number;
  tail: TailAnalysis;
  requestsPerMove: Record<string, number>;
  itemBytes: { p50: number; p99: number; max: number };
}

const WARMUP = 200;

/** The main thread's time on a CPU and waiting for one, in ms, from the kernel's scheduler statistics. */
export function mainThreadSched(): { run: number; wait: number } {
  const [run, wait] = readFileSync(`/proc/${process.pid}/task/${process.pid}/schedstat`, "utf8").split(" ").map(Number);
  return { run: run! / 1e6, wait: wait! / 1e6 };
}

export async function measureMovePath(gameId: GameId, players: number, targetMoves: number, maxGames = 40): Promise<MovePathResult> {
  const db = memoryDynamo();
  const gcs: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => gcs.push(...list.getEntries()));
  observer.observe({ entryTypes: ["gc"] });
  try {
    const app = apiApp(core({ config: benchConfig, dynamo: db.client, now: benchClock() }), { mailer: { send: async () => {} } });
    const fetchApp = async (path: string, init: RequestInit) => app.request(path, init);
    const chooser = Random.fromSeed(`bench-${gameId}-${players}`);
    const samples: { start: number; wall: number; cpu: number; wait: number; engine: number }[] = [];
    const warmup: number[] = [];
    const sizes: number[] = [];
    const requestTotals = new Map<string, number>();
    const positions: unknown[] = [];
    let session = "";
    let played = 0;
    const def = games[gameId]!;
    for (let g = 0; g < maxGames && samples.length < targetMoves; g++) {
      played++;
      const { id, cookies } = await startGame(fetchApp, gameId, players);
      session = cookies[0]!.slice(cookies[0]!.indexOf("=") + 1);
      for (let n = 0; n < 3000 && samples.length < targetMoves; n++) {
        const item = db.items.get(`GAME#${id}\u0000GAME`)!;
        const awaiting = (item.awaiting!.L ?? []).map((v) => Number(v.N));
        if (awaiting.length === 0) break;
        const state = decodeState(item);
        const seat = chooser.pick(awaiting);
        const move = chooser.pick(def.legalMoves(state, seat));
        const version = Number(item.version!.N);
        db.counts.clear();
        const schedBefore = mainThreadSched();
        const started = performance.now();
        const reply = await postAs(fetchApp, cookies[seat]!, `/api/games/${id}/moves`, { version, move, clientMoveId: `bench-${g}-${n}` });
        await reply.arrayBuffer();
        const wall = performance.now() - started;
        const schedAfter = mainThreadSched();
        if (reply.status !== 200) throw new Error(`${gameId}: move refused: ${reply.status}`);
        // The engine's share of that move: the same calls the server makes, on the same position.
        const engineStarted = performance.now();
        const next = def.apply(state, seat, move).state;
        def.awaiting(next);
        def.result(next);
        def.view(next, seat);
        def.legalMoves(next, seat);
        for (const awaited of def.awaiting(next)) turnSteps(def, players, next, awaited, def.legalMoves(next, awaited));
        const engine = performance.now() - engineStarted;
        if (warmup.length < WARMUP) warmup.push(wall);
        else {
          samples.push({ start: started, wall, cpu: schedAfter.run - schedBefore.run, wait: schedAfter.wait - schedBefore.wait, engine });
          positions.push(next);
          for (const [name, c] of db.counts) requestTotals.set(name, (requestTotals.get(name) ?? 0) + c);
          sizes.push(itemSize(db.items.get(`${keys.game(id).pk}\u0000GAME`)!));
        }
      }
    }
    // Parts of the path, timed apart on the same positions (after the moves, so they do not disturb them).
    const tokens = new Tokens(benchConfig.sessionSecret);
    const verifyTimes: number[] = [];
    for (let i = 0; i < samples.length; i++) {
      const t = performance.now();
      if (!(await tokens.verify(session, "session"))) throw new Error("bench session does not verify");
      verifyTimes.push(performance.now() - t);
    }
    const [header, payload, signature] = session.split(".");
    const expected = Buffer.from(signature!, "base64url");
    const hmacTimes: number[] = [];
    for (let i = 0; i < samples.length; i++) {
      const t = performance.now();
      const mac = createHmac("sha256", benchConfig.sessionSecret).update(`${header}.${payload}`).digest();
      if (!timingSafeEqual(mac, expected)) throw new Error("bench session HMAC mismatch");
      JSON.parse(Buffer.from(payload!, "base64url").toString("utf8"));
      hmacTimes.push(performance.now() - t);
    }
    const codecTimes = positions.map((position) => {
      const t = performance.now();
      decodeState(encodeState(position));
      return performance.now() - t;
    });
    // GC entries are delivered asynchronously: let the observer catch up before attributing them.
    await new Promise((r) => setTimeout(r, 50));
    const overlaps = (s: { start: number; wall: number }) =>
      gcs.filter((e) => e.startTime < s.start + s.wall && e.startTime + e.duration > s.start);
    const time = summarize(samples.map((s) => s.wall));
    const slow = samples.filter((s) => s.wall >= time.p99);
    const gcMs = (s: { start: number; wall: number }) =>
      overlaps(s).reduce((n, e) => n + Math.min(e.startTime + e.duration, s.start + s.wall) - Math.max(e.startTime, s.start), 0);
    const parts = slow.map((s) => {
      const gc = Math.min(gcMs(s), s.cpu);
      const wait = Math.min(s.wait, s.wall);
      return { runQueue: wait, gc, ownCpu: Math.max(0, s.cpu - gc), blocked: Math.max(0, s.wall - wait - s.cpu) };
    });
    const largest = (p: (typeof parts)[number]) => (Object.entries(p) as [keyof typeof p, number][]).sort((a, b) => b[1] - a[1])[0]![0];
    const sum = (k: keyof (typeof parts)[number]) => parts.reduce((n, p) => n + p[k], 0);
    const cpu = summarize(samples.map((s) => s.cpu));
    const engine = summarize(samples.map((s) => s.engine));
    const firstStart = samples[0]?.start ?? 0;
    const lastEnd = samples.length ? samples.at(-1)!.start + samples.at(-1)!.wall : 0;
    const runGcs = gcs.filter((e) => e.startTime >= firstStart && e.startTime <= lastEnd);
    const size = summarize(sizes);
    return {
      game: gameId,
      players,
      moves: samples.length,
      games: played,
      p50: time.p50,
      p99: time.p99,
      max: time.max,
      cpuP50: cpu.p50,
      cpuP99: cpu.p99,
      sessionVerify: { p50: summarize(verifyTimes).p50, p99: summarize(verifyTimes).p99 },
      stateCodec: { p50: summarize(codecTimes).p50, p99: summarize(codecTimes).p99 },
      syncHmacVerify: { p50: summarize(hmacTimes).p50, p99: summarize(hmacTimes).p99 },
      engineP50: engine.p50,
      engineP99: engine.p99,
      cleanP99: summarize(samples.map((s) => s.wall - Math.min(s.wait, s.wall))).p99,
      warmupP99: summarize(warmup).p99,
      gcPerMove: runGcs.length / samples.length,
      gcMsPerMove: runGcs.reduce((a, e) => a + e.duration, 0) / samples.length,
      tail: {
        slow: slow.length,
        runQueue: parts.filter((p) => largest(p) === "runQueue").length,
        gc: parts.filter((p) => largest(p) === "gc").length,
        ownCpu: parts.filter((p) => largest(p) === "ownCpu").length,
        blocked: parts.filter((p) => largest(p) === "blocked").length,
        ms: { runQueue: sum("runQueue"), gc: sum("gc"), ownCpu: sum("ownCpu"), blocked: sum("blocked") },
        engineHeavy: slow.filter((s) => s.engine >= s.wall / 2).length,
      },
      requestsPerMove: Object.fromEntries([...requestTotals].map(([k, v]) => [k, v / samples.length])),
      itemBytes: { p50: size.p50, p99: size.p99, max: size.max },
    };
  } finally {
    observer.disconnect();
  }
}
