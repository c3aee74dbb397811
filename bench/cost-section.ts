// `npx tsx bench/run.ts cost`: what a finished game costs on AWS, and what a month costs apart from the
// games. The template is synthesized (its Lambdas' code left out) for what it sets: each function's
// memory, the stream mapping's batch, the clock's schedule, the secrets, the alarms and the log groups'
// retention. Every game and player count is then played to its end (bench/cost.ts) and priced
// (bench/cost-model.ts, bench/aws-prices.ts).
import { mkdtempSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { App, Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { readConfig } from "../cdk/config";
import { TurnpostStack, platformEntries } from "../cdk/turnpost-stack";
import { EdgeFirewall } from "../cdk/constructs/edge-firewall";
import { GAME_IDS, gameRules, type GameId } from "../shared/games/index";
import { PRICE_PAGES, PRICES_READ } from "./aws-prices";
import { CHANNEL_MIX, SWEEP_EVERY_MS, measureGameCost, type GameCounts } from "./cost";
import { FUNCTIONS, containersPerGame, gameCost, monthlyCost, total, type CostLine, type FunctionName, type GameUsage } from "./cost-model";

const GAMES_PER_MONTH = 1000;
/** No game is begun after this long: on a loaded machine the longest games take many minutes each. */
const BUDGET_MS = 20 * 60_000;
/** The games by their length in moves (the engine section's playouts). */
const SHORTEST_FIRST: GameId[] = ["yucata", "balam", "rio-de-la-plata", "yucatan"];
const MINUTES_PER_MONTH = 30 * 24 * 60;
/** How long an idle container lives, and how long one lives at most (neither is published: observed values). */
const IDLE_MINUTES = 10;
const LIFETIME_MINUTES = 120;
/**
 * The init phase on this machine, Node 22: bare `node` (43.7 ms) plus importing each bundle with its
 * secret read, from the cold-start section of 2026-11-29 (the notices and clock bundles were not timed
 * there; they load the API's modules and more, so the API's figure stands in). Scaled like an
 * invocation's CPU time to the function's memory.
 */
const INIT_MS: Record<FunctionName, number> = { api: 120.6, notifier: 116.5, notices: 120.6, clock: 120.6, live: 110.9 };
/** A Lambda's START, END and REPORT lines; an HTTP API access log line; a WebSocket API one (bytes). */
const PLATFORM_LOG_BYTES = 350;
const HTTP_ACCESS_LOG_BYTES = 330;
const WS_ACCESS_LOG_BYTES = 250;
/** Games kept in the table: a year of them at this rate. */
const GAMES_STORED = 12 * GAMES_PER_MONTH;
/** Lambda's SQS event source long-polls an empty queue with five pollers, a 20 s poll each (AWS's documentation). */
const IDLE_POLLS_PER_QUEUE = 5 * 3 * MINUTES_PER_MONTH;
const FUNCTION_IDS: Record<FunctionName, string> = { api: "Api", notifier: "Notifier", notices: "Notices", clock: "Clock", live: "Live" };

interface TemplateFacts {
  memoryMb: Record<FunctionName, number>;
  secretsTtlS: number;
  streamBatch: number;
  clockSchedule: string;
  secrets: number;
  alarms: number;
  alarmMetrics: number;
  wafRules: number;
  functionLogDays: number;
  accessLogDays: number;
}

/** What the prod stage's template sets, synthesized here without its Lambdas' code. */
function templateFacts(): TemplateFacts {
  const webDist = mkdtempSync(join(tmpdir(), "turnpost-cost-web-"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html>");
  const app = new App({
    outdir: mkdtempSync(join(tmpdir(), "turnpost-cost-cdk-")),
    context: { stage: "prod", mailFrom: "no-reply@turnpost.example", webDist, "aws:cdk:bundling-stacks": [] },
  });
  const stack = new TurnpostStack(app, "turnpost-prod", {
    config: readConfig(app.node),
    entries: platformEntries,
    webAclArn: "arn:aws:wafv2:us-east-1:123456789012:global/webacl/turnpost/0",
  });
  const template = Template.fromStack(stack);
  const resources = (type: string) => Object.entries(template.findResources(type)) as [string, { Properties: any }][];
  const fn = (name: FunctionName) =>
    resources("AWS::Lambda::Function").find(([id]) => id.startsWith(FUNCTION_IDS[name]) && !id.includes("Logs"))!;
  const alarms = resources("AWS::CloudWatch::Alarm");
  const logDays = (prefix: string) => resources("AWS::Logs::LogGroup").find(([id]) => id.startsWith(prefix))![1].Properties.RetentionInDays;
  const firewall = new EdgeFirewall(new Stack(new App(), "edge", { env: { region: "us-east-1" } }), "Firewall", { stage: "prod" });
  return {
    memoryMb: Object.fromEntries(FUNCTIONS.map((name) => [name, fn(name)[1].Properties.MemorySize])) as Record<FunctionName, number>,
    secretsTtlS: Number(fn("api")[1].Properties.Environment.Variables.SECRETS_MANAGER_TTL),
    streamBatch: resources("AWS::Lambda::EventSourceMapping").find(([id]) => id.startsWith("NotifierDynamoDB"))![1].Properties.BatchSize,
    clockSchedule: resources("AWS::Events::Rule").find(([id]) => id.startsWith("ClockTick"))![1].Properties.ScheduleExpression,
    secrets: resources("AWS::SecretsManager::Secret").length,
    alarms: alarms.length,
    alarmMetrics: alarms.reduce(
      (n, [, a]) => n + (a.Properties.Metrics ? a.Properties.Metrics.filter((m: any) => m.MetricStat).length : 1),
      0,
    ),
    wafRules: (firewall.webAcl.rules as unknown[]).length,
    functionLogDays: logDays("ApiLogs"),
    accessLogDays: logDays("AccessLogsHttpApi"),
  };
}

/** A function's init phase, its CPU scaled like an invocation's. */
const initMs = (name: FunctionName, facts: TemplateFacts) => INIT_MS[name] * Math.max(1, 1769 / facts.memoryMb[name]);

/** The counts of one game in the units AWS bills, its cold starts from the month's rate of invocations. */
function usageOf(counts: GameCounts, facts: TemplateFacts): GameUsage {
  const functions = Object.fromEntries(
    FUNCTIONS.map((name) => {
      const meter = counts.functions[name];
      return [
        name,
        {
          invocations: meter.invocations,
          billedMs: meter.billedMs,
          memoryMb: facts.memoryMb[name],
          // The clock's ticks keep its container warm: its cold starts are the month's.
          containers: name === "clock" ? 0 : containersPerGame(meter.invocations, GAMES_PER_MONTH, IDLE_MINUTES, LIFETIME_MINUTES),
          initMs: initMs(name, facts),
        },
      ];
    }),
  ) as GameUsage["functions"];
  const sum = (key: "readUnits" | "writeUnits") => FUNCTIONS.reduce((n, name) => n + counts.functions[name][key], 0);
  return {
    functions,
    httpApiRequests: counts.httpApiRequests,
    webSocketMessages: counts.webSocketMessages,
    webSocketConnectionMinutes: counts.webSocketConnectionMinutes,
    dynamoReadUnits: sum("readUnits"),
    dynamoWriteUnits: sum("writeUnits"),
    sqsFifoRequests: counts.sqs.fifo,
    sqsStandardRequests: counts.sqs.standard,
    sesMessages: counts.mail.messages,
    sesBytes: counts.mail.bytes,
    scheduledEvents: 0,
    s3PutRequests: 0,
    s3GetRequests: 0,
  };
}

/** A month at GAMES_PER_MONTH games like `counts`, apart from the games' own bill. */
function monthOf(counts: GameCounts, facts: TemplateFacts): CostLine[] {
  const invocations = FUNCTIONS.reduce((n, name) => n + counts.functions[name].invocations, 0);
  const logBytes =
    counts.logBytes +
    invocations * PLATFORM_LOG_BYTES +
    counts.httpApiRequests * HTTP_ACCESS_LOG_BYTES +
    (counts.webSocketMessages + 2 * counts.webSocketConnects) * WS_ACCESS_LOG_BYTES;
  const accessShare = (counts.httpApiRequests * HTTP_ACCESS_LOG_BYTES) / logBytes;
  const retentionMonths = (accessShare * facts.accessLogDays + (1 - accessShare) * facts.functionLogDays) / 30;
  const warmFunctions = FUNCTIONS.length;
  return monthlyCost({
    wafRules: facts.wafRules,
    // Each visit is the page's HTML (its scripts are the service worker's), its API requests and the socket's upgrade.
    edgeRequests: (counts.httpApiRequests + 2 * counts.webSocketConnects) * GAMES_PER_MONTH,
    edgeBytes: counts.edgeBytes * GAMES_PER_MONTH,
    secrets: facts.secrets,
    secretsCalls: warmFunctions * (MINUTES_PER_MONTH / (facts.secretsTtlS / 60)),
    alarmMetrics: facts.alarmMetrics,
    logBytes: logBytes * GAMES_PER_MONTH,
    logRetentionMonths: retentionMonths,
    tableBytes: counts.storedBytes * GAMES_STORED,
    clockTicks: MINUTES_PER_MONTH,
    emptyTickMs: counts.emptySweeps.count ? counts.emptySweeps.billedMs / counts.emptySweeps.count : 0,
    clockMemoryMb: facts.memoryMb.clock,
    clockContainers: MINUTES_PER_MONTH / LIFETIME_MINUTES,
    clockInitMs: initMs("clock", facts),
    idlePolls: { fifo: IDLE_POLLS_PER_QUEUE, standard: IDLE_POLLS_PER_QUEUE },
  });
}

const usd = (dollars: number) => (dollars >= 0.1 ? `$${dollars.toFixed(2)}` : `$${dollars.toFixed(dollars >= 0.001 ? 4 : 6)}`);
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;
const met = (ok: boolean) => (ok ? "met" : "**missed**");
const ms = (value: number) => `${value.toFixed(2)} ms`;
const n1 = (value: number) => value.toFixed(value < 10 ? 2 : 1);

/** What the ratios' misses are made of, from the counts: the notifier's requests by kind, the extra mails by sender. */
function misses(all: GameCounts[]): string {
  const perMove = (c: GameCounts, f: FunctionName) =>
    Object.entries(c.functions[f].requests)
      .sort((a, b) => b[1] - a[1])
      .map(([command, n]) => `${command} ${(n / c.moves).toFixed(2)}`)
      .join(", ");
  const requests = (c: GameCounts) =>
    [c.functions.notifier, c.functions.notices].reduce((n, m) => n + Object.values(m.requests).reduce((a, b) => a + b, 0), 0) / c.moves;
  const worst = all.reduce((a, b) => (requests(b) > requests(a) ? b : a));
  const streamWorst = all.reduce((a, b) =>
    b.functions.notifier.invocations / b.moves > a.functions.notifier.invocations / a.moves ? b : a,
  );
  const over = all.flatMap((c) => c.seats.filter((s) => s.channel === "mail" && s.mails > s.absentTurns).map((s) => ({ c, s })));
  return (
    `**What causes the misses.** The notifier's DynamoDB requests, per move, of ${gameRules(worst.game).name} with ${worst.players} ` +
    `players (the most): the stream's reader ${perMove(worst, "notifier") || "none"}; the notices function ${perMove(worst, "notices")}. ` +
    `Its turns per move: ${(worst.turns / worst.moves).toFixed(2)}: every move's record is queued for the notices function, ` +
    "a move that leaves the turn with its player as well as one that hands it on. Stream invocations per move, highest in " +
    `${gameRules(streamWorst.game).name} with ${streamWorst.players} players: ${(streamWorst.functions.notifier.invocations / streamWorst.moves).toFixed(2)} ` +
    `(${streamWorst.streamRecords.passed} of ${streamWorst.streamRecords.all} records passed the filter for ${streamWorst.moves} moves). ` +
    (over.length
      ? `Mail over the absent turns: ${over.map(({ c, s }) => `${gameRules(c.game).name} ${c.players}p ${s.mails} mails for ${s.absentTurns} absent turns (${s.fromClock} from the clock)`).join("; ")}; ` +
        "the rest of those mails are the notices function's (turns, the game's end)."
      : "Every mail player got no more mail than the turns they were absent for.") +
    " The notifier is not changed here (another branch works on it)."
  );
}

/** The section of docs/benchmarks.md. */
export async function gameCostSection(): Promise<string[]> {
  console.log("bench: cost per finished game…");
  const facts = templateFacts();
  const configs = GAME_IDS.flatMap((game) => {
    const { minPlayers, maxPlayers } = gameRules(game);
    return Array.from({ length: Math.min(4, maxPlayers) - Math.max(2, minPlayers) + 1 }, (_, i) => ({
      game,
      players: Math.max(2, minPlayers) + i,
    }));
  });
  // The line to trust's game first, then the shortest games first (bench/engine.ts's moves per game).
  const order = (c: (typeof configs)[number]) =>
    c.game === "rio-de-la-plata" && c.players === 3 ? -1 : SHORTEST_FIRST.indexOf(c.game) * 10 + c.players;
  const started = performance.now();
  const played: GameCounts[] = [];
  const skipped: string[] = [];
  for (const { game, players } of configs.sort((a, b) => order(a) - order(b))) {
    if (performance.now() - started > BUDGET_MS) {
      skipped.push(`${gameRules(game).name} with ${players} players`);
      continue;
    }
    console.log(`bench: cost, ${game} with ${players} players…`);
    played.push(...(await measureGameCost(game, players, 1, facts.memoryMb)));
  }
  return costSection(facts, played, skipped, (performance.now() - started) / 60_000);
}

function costSection(facts: TemplateFacts, played: GameCounts[], skipped: string[], minutes: number): string[] {
  const rows = played.map((counts) => {
    const usage = usageOf(counts, facts);
    return { counts, usage, lines: gameCost(usage), month: monthOf(counts, facts) };
  });
  const name = (counts: GameCounts) => `${gameRules(counts.game).name} | ${counts.players}`;
  const rio = rows.find((r) => r.counts.game === "rio-de-la-plata" && r.counts.players === 3) ?? rows[0]!;
  const rioGame = total(rio.lines);
  const rioMonth = GAMES_PER_MONTH * rioGame + total(rio.month);
  const lambdaShare = rio.lines.filter((l) => l.item.startsWith("Lambda")).reduce((n, l) => n + l.dollars, 0);
  const rioMail = rio.lines.find((l) => l.item === "SES mail")!.dollars * GAMES_PER_MONTH;
  const requestsOf = (meter: GameCounts["functions"][FunctionName]) => Object.values(meter.requests).reduce((a, b) => a + b, 0);
  const perMove = (r: (typeof rows)[number]) => {
    const m = r.counts.moves;
    return {
      dynamo: (requestsOf(r.counts.functions.notifier) + requestsOf(r.counts.functions.notices)) / m,
      reader: requestsOf(r.counts.functions.notifier) / m,
      stream: r.counts.functions.notifier.invocations / m,
    };
  };
  const mailSeats = (r: (typeof rows)[number]) => r.counts.seats.filter((s) => s.channel === "mail");
  const mailOk = (r: (typeof rows)[number]) => mailSeats(r).every((s) => s.mails <= s.absentTurns);
  const wallOf = (name: FunctionName) => rows.reduce((n, r) => n + r.counts.functions[name].wallMs, 0);
  const cpuOf = (name: FunctionName) => rows.reduce((n, r) => n + r.counts.functions[name].cpuMs, 0);
  const dynamoRequests = rows.reduce((n, r) => n + FUNCTIONS.reduce((k, f) => k + requestsOf(r.counts.functions[f]), 0), 0);
  const waited = FUNCTIONS.reduce((n, f) => n + wallOf(f) - cpuOf(f), 0);
  const biggest = [...rio.lines, ...rio.month.map((l) => ({ item: l.item, dollars: l.dollars / GAMES_PER_MONTH }))]
    .sort((a, b) => b.dollars - a.dollars)
    .slice(0, 5);
  return [
    "## Cost per finished game, measured",
    "",
    `One game of each game and player count (2 to 4) played to its end by random legal moves through the HTTP API (\`bench/cost.ts\`): ` +
      "the template's functions built in one process as their Lambda entries build them, each on a DynamoDB client of its own " +
      "asking every request for its consumed capacity, on DynamoDB Local and its stream. Each request to the API is one " +
      "invocation of it; the stream's records that pass the mapping's FilterCriteria invoke the stream's reader in batches of " +
      `${facts.streamBatch} (records written apart in time, as a correspondence game's are, are a batch each); each batch of the ` +
      "notice queue (FIFO) and of the wake-up queue (delayed messages) is one invocation of the notices function, with a receive " +
      "and a delete; the clock's sweeps that found work due are the game's (its empty ticks are the month's); each page's " +
      "`$connect`, `$disconnect` and message is one of the live function. " +
      `The table: ${CHANNEL_MIX.map((c, seat) => `seat ${seat + 1} ${c}`).join(", ")} (the mail seats signed in by mail, the others guests; ` +
      "push services and webhooks answer at once; a session that runs out, after 30 days, is renewed outside the count). A player comes back 1 to 12 hours after their turn reached them (a quarter of " +
      "turns find them with the game open, a quick exchange), opens the game (`GET /api/me`, the game, its rhythms, the live " +
      "socket and its presence), plays each move of the turn 40 s after the last (POST, as the page does), and closes the page a " +
      "minute after their turn ends. " +
      `The clock sweeps every ${SWEEP_EVERY_MS / 3_600_000} hours of an absence and at its end.`,
    "",
    `Prices: \`bench/aws-prices.ts\`, ${PRICES_READ.region}, typed on ${PRICES_READ.date} from AWS's price pages as published in 2026 ` +
      `(${PRICE_PAGES.map((page) => page.replace("https://aws.amazon.com/", "").replace(/\/$/, "")).join(", ")}), with no network: ` +
      "re-check them before relying on a figure. On-demand, first tier, no free tier.",
    "",
    "| finished game | players | moves | turns | days | API requests | invocations: api / reader / notices / clock / live | billed ms (GB-s) | DynamoDB RRU / WRU | WebSocket messages / connection-minutes | SQS requests | mails (KB) | cost per game | per 1,000 games |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map((r) => {
      const c = r.counts;
      const billed = FUNCTIONS.reduce((n, f) => n + c.functions[f].billedMs, 0);
      const gbs = FUNCTIONS.reduce((n, f) => n + (c.functions[f].billedMs / 1000) * (facts.memoryMb[f] / 1024), 0);
      return (
        `| ${name(c)} | ${c.moves} | ${c.turns} | ${(c.hours / 24).toFixed(1)} | ${c.httpApiRequests} | ` +
        `${FUNCTIONS.map((f) => c.functions[f].invocations).join(" / ")} | ${billed} (${gbs.toFixed(1)}) | ` +
        `${n1(r.usage.dynamoReadUnits)} / ${n1(r.usage.dynamoWriteUnits)} | ${c.webSocketMessages} / ${c.webSocketConnectionMinutes} | ` +
        `${c.sqs.fifo + c.sqs.standard} | ${c.mail.messages} (${(c.mail.bytes / 1024).toFixed(0)}) | ${usd(total(r.lines))} | ${usd(total(r.lines) * GAMES_PER_MONTH)} |`
      );
    }),
    "",
    `**Per 1,000 games a month**, the games' own bill plus the month's costs apart (below): ${rows
      .map((r) => `${gameRules(r.counts.game).name} ${r.counts.players}p ${usd(total(r.lines) * GAMES_PER_MONTH + total(r.month))}`)
      .join(", ")}. ` +
      "EventBridge: no schedule is made per game (the clock's one rule, whose scheduled events are not charged); S3: none per game " +
      "(the pages' files come from CloudFront's cache, and only replies to mails are stored, which this table does not send).",
    "",
    `**The biggest line items** of a 3-player Rio de la Plata game (the month's costs apart shared out over ${GAMES_PER_MONTH.toLocaleString("en")} games): ` +
      `${biggest.map((l) => `${l.item} ${usd(l.dollars)}`).join(", ")}. Its whole bill: ${rio.lines
        .filter((l) => l.dollars > 0)
        .map((l) => `${l.item} ${usd(l.dollars)}`)
        .join(", ")}.`,
    "",
    `**The month's costs apart**, at ${GAMES_PER_MONTH.toLocaleString("en")} games like that one a month: ` +
      `${rio.month.map((l) => `${l.item} ${usd(l.dollars)}`).join(", ")}; ${usd(total(rio.month))} in all. Assumptions: the prod stage's template ` +
      `(${facts.secrets} secrets, ${facts.alarms} alarms reading ${facts.alarmMetrics} metrics, WAF's web ACL with ${facts.wafRules} rules, ` +
      `the functions' logs kept ${facts.functionLogDays} days and the APIs' access logs ${facts.accessLogDays}, the clock on \`${facts.clockSchedule}\`); ` +
      `every request through CloudFront and WAF (a visit's page, its API requests, its socket's upgrade); logs of ${PLATFORM_LOG_BYTES} bytes of ` +
      `START/END/REPORT per invocation, ${HTTP_ACCESS_LOG_BYTES} bytes per HTTP access line, ${WS_ACCESS_LOG_BYTES} per WebSocket one, the ` +
      `functions' own lines as Powertools writes them (measured); the table holding a year of games (${GAMES_STORED.toLocaleString("en")}, ` +
      `${(rio.counts.storedBytes / 1024).toFixed(1)} KB each, users left out); the clock's ${MINUTES_PER_MONTH.toLocaleString("en")} ticks at the ` +
      `measured empty sweep; two SQS event sources polling empty queues with five 20-second long polls each; each function's secret read once ` +
      `per ${facts.secretsTtlS} s cache while warm all month.`,
    "",
    "**Billed milliseconds**, an estimate: each invocation's wall time measured in this process, its CPU time " +
      "scaled to the share of a vCPU the function's memory buys (1,769 MB is one; the template gives the API " +
      `${facts.memoryMb.api} MB, the others ${facts.memoryMb.notifier} MB), the rest (waiting for DynamoDB Local, mean ` +
      `${ms(waited / dynamoRequests)} per request here) as measured; rounded up to the millisecond per invocation. The init phase ` +
      `(${FUNCTIONS.map((f) => `${f} ${INIT_MS[f]} ms`).join(", ")} here, scaled the same way) is billed once per container: containers per ` +
      `game from a month of ${GAMES_PER_MONTH.toLocaleString("en")} such games spread evenly, a container gone after ${IDLE_MINUTES} idle ` +
      `minutes and replaced every ${LIFETIME_MINUTES} minutes (AWS publishes neither; observed values). For the 3-player Rio game: ` +
      `${FUNCTIONS.map((f) => `${f} ${rio.usage.functions[f].containers.toFixed(2)}`).join(", ")}. How far from arm64 in the cloud: this ` +
      `machine is ${cpus()[0]?.model.trim()} (x64) and a Graviton core's speed on this code was not measured here (the two commonly differ by tens of percent per core), ` +
      `DynamoDB in the cloud answers in a few milliseconds where DynamoDB Local on this loaded machine took the wait above, and Lambda may give ` +
      `the init phase more CPU than its memory's share. So the Lambda lines (${pct(lambdaShare, rioGame)} of the 3-player Rio game's bill) are ` +
      "likely high, by as much as the wait is over the cloud's, and uncertain by tens of percent from the CPU.",
    "",
    `This run played for ${minutes.toFixed(0)} minutes` +
      (skipped.length
        ? `; not begun within its budget of ${BUDGET_MS / 60_000} minutes (the machine's load, 1 min, was ${loadavg()[0]!.toFixed(1)} at the end on ${cpus().length} cores): ${skipped.join(", ")}.`
        : "."),
    "",
    "### The issue's ratios, in the same run",
    "",
    "| game | players | notifier's DynamoDB requests per move (reader + notices) | target ≤ 3 | stream invocations per move | target ≤ 1.2 | mails / absent turns, by mail seat | mail ≤ absent turns |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map((r) => {
      const p = perMove(r);
      return (
        `| ${name(r.counts)} | ${p.dynamo.toFixed(2)} (${p.reader.toFixed(2)} + ${(p.dynamo - p.reader).toFixed(2)}) | ${met(p.dynamo <= 3)} | ` +
        `${p.stream.toFixed(2)} | ${met(p.stream <= 1.2)} | ${mailSeats(r)
          .map((s) => `${s.mails} / ${s.absentTurns}`)
          .join(", ")} | ${met(mailOk(r))} |`
      );
    }),
    "",
    misses(rows.map((r) => r.counts)),
    "",
    `**The line to trust:** one finished 3-player Rio game costs ${usd(rioGame)}; 1,000 games a month cost ${usd(rioMonth)}, of which ` +
      `mail is ${pct(rioMail, rioMonth)}. Reproduce: \`npx tsx bench/run.ts cost\` (needs Java 17 for DynamoDB Local).`,
    "",
  ];
}
