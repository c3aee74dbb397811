// Lighthouse's audits (the `lighthouse` package, its default mobile settings: a mid-range phone's screen,
// four times slower CPU and a slow 4G network, simulated) of the home page and of a game page in the
// middle of a game of each kind, on the local stack (DynamoDB Local and the server in a process of its
// own), driving Debian's Chromium as the browser tests launch it.
import lighthouse, { type RunnerResult } from "lighthouse";
import { freePort, startDynamo, type LocalDynamo } from "../functions/local/dynamo";
import { Random } from "../shared/engine/random";
import { GAME_IDS, gameRules, type GameId, loadGames } from "../shared/games/index";
import { launchChromium } from "../test/support/chromium";
import { json, postAs, startGame, type Fetch } from "./app-fixture";
import { startEdge, type Edge } from "./edge";
import { summarize } from "./stats";
import { startServerProcess, stopServerProcess } from "./local-stack";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";

await loadGames();

/** The categories we hold targets for (Lighthouse 12 has no PWA category any more). */
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;

interface AuditedPage {
  page: string;
  /** Scores out of 100, the median run's (by performance). */
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest contentful paint on the simulated phone, ms, and the part of it spent before the page's first byte. */
  lcpMs: number;
  /** Every run's largest contentful paint, ms: the simulation replays each run's own trace, so it moves by a few tenths. */
  lcpRuns: number[];
  ttfbMs: number;
  /** What the largest paint was. */
  lcpElement: string;
  /** Total blocking time (ms) and cumulative layout shift, the other metrics a page here can miss by. */
  tbtMs: number;
  cls: number;
  /** Every run's performance score, to show how much it moves. */
  performanceRuns: number[];
  /** What Lighthouse found wrong in the median run: audits scored below 0.9 with their title, worst first. */
  findings: string[];
  /** The 1-minute load average as the page's runs began and ended: the simulation times the scripts as they ran. */
  loadBefore: number;
  loadAfter: number;
  /** Lighthouse's measure of the host's CPU speed (its `benchmarkIndex`), every run's: lower under load or on a slower machine. */
  benchmarkIndexes: number[];
}

export interface LighthouseResult {
  lighthouseVersion: string;
  runs: number;
  pages: AuditedPage[];
  /** How Lighthouse slowed the phone: its method ("simulate"), the CPU multiplier, round trip and throughput. */
  throttling: { method: string; cpuSlowdown: number; rttMs: number; throughputKbps: number };
  /** The first 12 hex digits of a hash of every file of the built client (web/dist): which build was audited. */
  buildHash: string;
}

/** A hash of every file the built client serves, in path order: two runs on the same build print the same. */
async function buildHash(): Promise<string> {
  const dist = resolve(import.meta.dirname, "../web/dist");
  const files = (await readdir(dist, { recursive: true, withFileTypes: true })).filter((f) => f.isFile());
  const paths = files.map((f) => join(f.parentPath, f.name)).sort();
  const hash = createHash("sha256");
  for (const path of paths) hash.update(path.slice(dist.length)).update(await readFile(path));
  return hash.digest("hex").slice(0, 12);
}

type Report = RunnerResult["lhr"];

interface Detail {
  version: number;
  status: string;
  awaiting: number[];
  legalMoves: unknown[];
}

/**
 * A 2-player game of `gameId` played by random moves for `moves` moves (or until it ends), left at the
 * turn of a player: that player's seat link, as their "your turn" mail would open it.
 */
async function midGame(http: Fetch, url: string, gameId: GameId, moves: number): Promise<string> {
  const game = await startGame(http, gameId, 2);
  const chooser = Random.fromSeed(`lighthouse-${gameId}`);
  for (let n = 0; n < moves; n++) {
    const probe = await json<Detail>(await http(`/api/games/${game.id}`, { headers: { cookie: game.cookies[0]! } }));
    if (probe.status !== "active") break;
    const seat = chooser.pick(probe.awaiting);
    const detail = await json<Detail>(await http(`/api/games/${game.id}`, { headers: { cookie: game.cookies[seat]! } }));
    const body = { version: detail.version, move: chooser.pick(detail.legalMoves), clientMoveId: `lighthouse-${gameId}-${n}` };
    await json(await postAs(http, game.cookies[seat]!, `/api/games/${game.id}/moves`, body));
  }
  const now = await json<Detail>(await http(`/api/games/${game.id}`, { headers: { cookie: game.cookies[0]! } }));
  if (now.status !== "active") throw new Error(`the ${gameId} game ended within ${moves} random moves: no mid-game page to audit`);
  const link = new URL(game.seatLinks[now.awaiting[0]!]!);
  return `${url}${link.pathname}${link.hash}`;
}

/**
 * Lighthouse's report of one page, opened as on a first visit: by default Lighthouse empties the HTTP
 * cache, the service workers and their caches but keeps local storage and IndexedDB (where a site keeps
 * who is signed in), so what a page keeps after one run (a seat token, the typeface already fetched)
 * would shape the next.
 */
async function audit(url: string, port: number): Promise<Report> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage", "indexeddb"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** The LCP's element and its time to first byte, from the audit's two tables (the element, then the phases). */
function lcpParts(report: Report): { ttfbMs: number; lcpElement: string } {
  const tables = (report.audits["largest-contentful-paint-element"]?.details as { items?: { items?: Record<string, unknown>[] }[] })?.items;
  const node = tables?.[0]?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
  const ttfb = tables?.[1]?.items?.find((phase) => phase.phase === "TTFB")?.timing;
  return { ttfbMs: typeof ttfb === "number" ? ttfb : Number.NaN, lcpElement: node?.selector ?? node?.nodeLabel ?? "unknown" };
}

/** Random moves played before each game page is audited: past the opening, well before the end. */
const MID_GAME_MOVES: Record<GameId, number> = { yucata: 10, yucatan: 12, balam: 20, "rio-de-la-plata": 20 };

export async function measureLighthouse(runs = 3): Promise<LighthouseResult> {
  let dynamo: LocalDynamo | undefined;
  let edge: Edge | undefined;
  const dataDir = await mkdtemp(join(tmpdir(), "turnpost-lighthouse-"));
  const edgePort = await freePort();
  const started = await (async () => {
    dynamo = await startDynamo({ port: await freePort() });
    const server = await startServerProcess(dynamo.endpoint, dataDir, `https://localhost:${edgePort}`);
    edge = await startEdge(edgePort, server.url).catch(async (error) => {
      await stopServerProcess(server.child);
      throw error;
    });
    return server;
  })().catch(async (error) => {
    await dynamo?.stop();
    throw error;
  });
  const port = await freePort();
  const browser = await launchChromium({ debuggingPort: port, selfSignedTls: true });
  try {
    // The games are set up straight on the server; the pages are audited through the CDN's stand-in.
    const http: Fetch = (path, init) => fetch(started.url + path, init);
    const url = edge!.url;
    const targets: { page: string; url: string }[] = [{ page: "home", url: `${url}/` }];
    for (const id of GAME_IDS)
      targets.push({ page: `${gameRules(id).name}, mid-game`, url: await midGame(http, url, id, MID_GAME_MOVES[id]) });
    // One run unreported first: the server's and the browser's first requests compile code.
    await audit(targets[0]!.url, port);
    const pages: AuditedPage[] = [];
    let lighthouseVersion = "";
    let reportedSettings: Report["configSettings"] | undefined;
    for (const target of targets) {
      const reports: Report[] = [];
      const loadBefore = loadavg()[0]!;
      for (let run = 0; run < runs; run++) reports.push(await audit(target.url, port));
      const loadAfter = loadavg()[0]!;
      const score = (report: Report, category: (typeof CATEGORIES)[number]) => Math.round((report.categories[category]?.score ?? 0) * 100);
      const byPerformance = [...reports].sort((a, b) => score(a, "performance") - score(b, "performance"));
      const median = byPerformance[Math.floor(byPerformance.length / 2)]!;
      lighthouseVersion = median.lighthouseVersion;
      reportedSettings = median.configSettings;
      const lcpRuns = reports.map((report) => report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      const findings = Object.values(median.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
        .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
        .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      pages.push({
        page: target.page,
        performance: score(median, "performance"),
        accessibility: score(median, "accessibility"),
        bestPractices: score(median, "best-practices"),
        lcpMs: summarize(lcpRuns).p50,
        lcpRuns,
        ...lcpParts(median),
        tbtMs: median.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        cls: median.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        performanceRuns: reports.map((r) => score(r, "performance")),
        findings,
        loadBefore,
        loadAfter,
        benchmarkIndexes: reports.map((r) => Math.round(r.environment.benchmarkIndex)),
      });
      console.log(`bench: lighthouse ${target.page}: ${JSON.stringify(pages.at(-1))}`);
    }
    const settings = reportedSettings!;
    const throttling = {
      method: settings.throttlingMethod,
      cpuSlowdown: settings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
      rttMs: settings.throttling.rttMs ?? Number.NaN,
      throughputKbps: settings.throttling.throughputKbps ?? Number.NaN,
    };
    return { lighthouseVersion, runs, pages, throttling, buildHash: await buildHash() };
  } finally {
    await browser.close();
    await edge?.close();
    await stopServerProcess(started.child);
    await dynamo?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
