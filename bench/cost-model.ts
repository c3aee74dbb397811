// The cost section's arithmetic (bench/cost.ts measures, this prices): what one finished game used, in
// the units AWS bills, times bench/aws-prices.ts; and what a month costs apart from the games, from the
// template's counts and named assumptions. Pure, so that its sums are tested (test/bench/cost-model.test.ts).
import { PRICES } from "./aws-prices";

/** The template's functions a game invokes. */
export const FUNCTIONS = ["api", "notifier", "notices", "clock", "live"] as const;
export type FunctionName = (typeof FUNCTIONS)[number];

export interface FunctionUse {
  invocations: number;
  /** Summed per invocation, each rounded up to the millisecond as Lambda bills it. */
  billedMs: number;
  memoryMb: number;
  /** Cold starts charged to one game (containers per game), each billed `initMs` at the same memory. */
  containers: number;
  initMs: number;
}

/** What one finished game used, in the units AWS bills. */
export interface GameUsage {
  functions: Record<FunctionName, FunctionUse>;
  httpApiRequests: number;
  webSocketMessages: number;
  webSocketConnectionMinutes: number;
  dynamoReadUnits: number;
  dynamoWriteUnits: number;
  sqsFifoRequests: number;
  sqsStandardRequests: number;
  sesMessages: number;
  sesBytes: number;
  scheduledEvents: number;
  s3PutRequests: number;
  s3GetRequests: number;
}

export interface CostLine {
  item: string;
  dollars: number;
}

/** A function's duration (its invocations' and its cold starts' init) in dollars, and its requests. */
export function lambdaDollars(use: FunctionUse): number {
  const gbSeconds = ((use.billedMs + use.containers * use.initMs) / 1000) * (use.memoryMb / 1024);
  return gbSeconds * PRICES.lambdaArmGbSecond + use.invocations * PRICES.lambdaRequest;
}

/** One finished game's bill, a line per function and service, largest first. */
export function gameCost(usage: GameUsage): CostLine[] {
  const lines: CostLine[] = [
    ...FUNCTIONS.map((name) => ({ item: `Lambda ${name}`, dollars: lambdaDollars(usage.functions[name]) })),
    { item: "API Gateway HTTP API requests", dollars: usage.httpApiRequests * PRICES.httpApiRequest },
    { item: "API Gateway WebSocket messages", dollars: usage.webSocketMessages * PRICES.webSocketMessage },
    { item: "API Gateway WebSocket connection-minutes", dollars: usage.webSocketConnectionMinutes * PRICES.webSocketConnectionMinute },
    { item: "DynamoDB writes", dollars: usage.dynamoWriteUnits * PRICES.dynamoWriteUnit },
    { item: "DynamoDB reads", dollars: usage.dynamoReadUnits * PRICES.dynamoReadUnit },
    {
      item: "SQS requests",
      dollars: usage.sqsFifoRequests * PRICES.sqsFifoRequest + usage.sqsStandardRequests * PRICES.sqsStandardRequest,
    },
    { item: "SES mail", dollars: usage.sesMessages * PRICES.sesMessage },
    { item: "EventBridge schedules", dollars: usage.scheduledEvents * PRICES.eventBridgeScheduledEvent },
    { item: "S3 requests", dollars: usage.s3PutRequests * PRICES.s3PutRequest + usage.s3GetRequests * PRICES.s3GetRequest },
  ];
  return lines.sort((a, b) => b.dollars - a.dollars);
}

export const total = (lines: CostLine[]): number => lines.reduce((sum, line) => sum + line.dollars, 0);

/** What a month costs whatever the games do, or in proportion to the traffic rather than to the game's work. */
export interface MonthlyInputs {
  wafRules: number;
  /** Requests through CloudFront (and so WAF) a month: the API's, the live channel's upgrades and the pages'. */
  edgeRequests: number;
  edgeBytes: number;
  secrets: number;
  /** Secrets Manager calls a month (the extension's reads at each cold start, the rotations). */
  secretsCalls: number;
  /** Metrics the alarms read (one per plain alarm, one per metric in a metric-math one). */
  alarmMetrics: number;
  /** Log bytes ingested a month (the functions' lines, their REPORT lines, the APIs' access logs). */
  logBytes: number;
  /** How many months the logs are kept (the steady state stores that many months of them). */
  logRetentionMonths: number;
  /** The table's size: what PITR and storage bill. */
  tableBytes: number;
  /** The clock's minute-by-minute invocations, work or not, what an empty one bills; its containers (kept warm by the ticks). */
  clockTicks: number;
  emptyTickMs: number;
  clockMemoryMb: number;
  clockContainers: number;
  clockInitMs: number;
  /** The SQS event sources' long polls of empty queues, a month, by queue kind. */
  idlePolls: { fifo: number; standard: number };
}

const GB = 1024 ** 3;

export function monthlyCost(m: MonthlyInputs): CostLine[] {
  const lines: CostLine[] = [
    { item: "WAF web ACL and its rules", dollars: PRICES.wafWebAclMonth + m.wafRules * PRICES.wafRuleMonth },
    { item: "WAF requests", dollars: m.edgeRequests * PRICES.wafRequest },
    {
      item: "CloudFront requests and transfer out",
      dollars: m.edgeRequests * PRICES.cloudFrontHttpsRequest + (m.edgeBytes / GB) * PRICES.cloudFrontTransferOutGb,
    },
    { item: "Secrets Manager", dollars: m.secrets * PRICES.secretMonth + m.secretsCalls * PRICES.secretsApiCall },
    { item: "CloudWatch alarms", dollars: m.alarmMetrics * PRICES.alarmMetricMonth },
    { item: "CloudWatch Logs ingestion", dollars: (m.logBytes / GB) * PRICES.logIngestGb },
    { item: "CloudWatch Logs retention", dollars: ((m.logBytes * m.logRetentionMonths) / GB) * PRICES.logStorageGbMonth },
    { item: "DynamoDB PITR and storage", dollars: (m.tableBytes / GB) * (PRICES.dynamoPitrGbMonth + PRICES.dynamoStorageGbMonth) },
    {
      item: "Lambda clock's empty ticks",
      dollars: lambdaDollars({
        invocations: m.clockTicks,
        billedMs: m.clockTicks * m.emptyTickMs,
        memoryMb: m.clockMemoryMb,
        containers: m.clockContainers,
        initMs: m.clockInitMs,
      }),
    },
    {
      item: "SQS idle polling",
      dollars: m.idlePolls.fifo * PRICES.sqsFifoRequest + m.idlePolls.standard * PRICES.sqsStandardRequest,
    },
  ];
  return lines.sort((a, b) => b.dollars - a.dollars);
}

/**
 * Cold starts one game is charged, from a month's invocations of a function spread evenly: a Poisson
 * process at `perMinute`, whose container is gone after `idleMinutes` without an invocation, so an
 * invocation finds none with probability exp(-perMinute × idleMinutes); plus one new container every
 * `lifetimeMinutes` while it stays warm (Lambda recycles them).
 */
export function containersPerGame(invocationsPerGame: number, gamesPerMonth: number, idleMinutes: number, lifetimeMinutes: number): number {
  const minutesPerMonth = 30 * 24 * 60;
  const perMonth = invocationsPerGame * gamesPerMonth;
  const perMinute = perMonth / minutesPerMonth;
  const cold = perMonth * Math.exp(-perMinute * idleMinutes);
  const recycled = (minutesPerMonth / lifetimeMinutes) * (1 - Math.exp(-perMinute * idleMinutes));
  return gamesPerMonth === 0 ? 0 : (cold + recycled) / gamesPerMonth;
}
