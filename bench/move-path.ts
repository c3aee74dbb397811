// Server time per move with DynamoDB taken out (the in-memory table of bench/memory-dynamo.ts), on
// positions from real random games, and the DynamoDB requests and item sizes each move costs. Each move
// is timed with what its slow ones were made of (bench/tail.ts).
import { gameRules, type GameId, loadGames } from "../shared/games/index";
import { Random } from "../shared/engine/random";
import { turnSteps } from "../shared/engine/index";
import { apiApp } from "../functions/compose/api";
import { core } from "../functions/compose/core";
import { decodeState, encodeState } from "../functions/store/codec";
import { Tokens } from "../functions/service/tokens";
import { createHmac, timingSafeEqual } from "node:crypto";
import { keys } from "../functions/store/table";
import { memoryDynamo } from "./memory-dynamo";
import { itemSize } from "./item-size";
import { summarize } from "./stats";
import { benchClock, benchConfig, postAs, startGame } from "./app-fixture";
import { tailOf, timed, watchGc, type Tail, type TimedRequest } from "./tail";

await loadGames();

/** The slow moves and what they were made of (bench/tail.ts). */
interface TailAnalysis extends Tail {
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

export async function measureMovePath(gameId: GameId, players: number, targetMoves: number, maxGames = 40): Promise<MovePathResult> {
  const db = memoryDynamo();
  const gc = watchGc();
  try {
    const app = apiApp(core({ config: benchConfig, dynamo: db.client, now: benchClock() }), { mailer: { send: async () => {} } });
    const fetchApp = async (path: string, init: RequestInit) => app.request(path, init);
    const chooser = Random.fromSeed(`bench-${gameId}-${players}`);
    const samples: (TimedRequest & { engine: number })[] = [];
    const warmup: number[] = [];
    const sizes: number[] = [];
    const requestTotals = new Map<string, number>();
    const positions: unknown[] = [];
    let session = "";
    let played = 0;
    const def = gameRules(gameId)!;
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
        let status = 0;
        const request = await timed(async () => {
          const reply = await postAs(fetchApp, cookies[seat]!, `/api/games/${id}/moves`, {
            version,
            move,
            clientMoveId: `bench-${g}-${n}`,
          });
          await reply.arrayBuffer();
          status = reply.status;
        });
        if (status !== 200) throw new Error(`${gameId}: move refused: ${status}`);
        // The engine's share of that move: the same calls the server makes, on the same position.
        const engineStarted = performance.now();
        const next = def.apply(state, seat, move).state;
        def.awaiting(next);
        def.result(next);
        def.view(next, seat);
        def.legalMoves(next, seat);
        for (const awaited of def.awaiting(next)) turnSteps(def, players, next, awaited, def.legalMoves(next, awaited));
        const engine = performance.now() - engineStarted;
        if (warmup.length < WARMUP) warmup.push(request.wall);
        else {
          samples.push({ ...request, engine });
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
    await gc.settle();
    const time = summarize(samples.map((s) => s.wall));
    const { slowSamples, ...tail } = tailOf(samples, time.p99, gc.msDuring);
    const cpu = summarize(samples.map((s) => s.cpu));
    const engine = summarize(samples.map((s) => s.engine));
    const firstStart = samples[0]?.start ?? 0;
    const lastEnd = samples.length ? samples.at(-1)!.start + samples.at(-1)!.wall : 0;
    const runGcs = gc.entries.filter((e) => e.startTime >= firstStart && e.startTime <= lastEnd);
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
      tail: { ...tail, engineHeavy: slowSamples.filter((s) => s.engine >= s.wall / 2).length },
      requestsPerMove: Object.fromEntries([...requestTotals].map(([k, v]) => [k, v / samples.length])),
      itemBytes: { p50: size.p50, p99: size.p99, max: size.max },
    };
  } finally {
    gc.stop();
  }
}
