// The cost section's arithmetic (bench/cost-model.ts): durations to GB-seconds, counts to dollars at
// bench/aws-prices.ts, and the cold starts one game is charged.
import { describe, expect, it } from "vitest";
import { PRICES } from "../../bench/aws-prices";
import { cloudMs } from "../../bench/cost";
import { type GameUsage, containersPerGame, gameCost, lambdaDollars, monthlyCost, total } from "../../bench/cost-model";

const idle = { invocations: 0, billedMs: 0, memoryMb: 512, containers: 0, initMs: 0 };
const nothing: GameUsage = {
  functions: { api: idle, notifier: idle, notices: idle, clock: idle, live: idle },
  httpApiRequests: 0,
  webSocketMessages: 0,
  webSocketConnectionMinutes: 0,
  dynamoReadUnits: 0,
  dynamoWriteUnits: 0,
  sqsFifoRequests: 0,
  sqsStandardRequests: 0,
  sesMessages: 0,
  sesBytes: 0,
  scheduledEvents: 0,
  s3PutRequests: 0,
  s3GetRequests: 0,
};
const quietMonth = {
  wafRules: 0,
  edgeRequests: 0,
  edgeBytes: 0,
  secrets: 0,
  secretsCalls: 0,
  alarmMetrics: 0,
  logBytes: 0,
  logRetentionMonths: 0,
  tableBytes: 0,
  clockTicks: 0,
  emptyTickMs: 0,
  clockMemoryMb: 512,
  clockContainers: 0,
  clockInitMs: 0,
  idlePolls: { fifo: 0, standard: 0 },
};
const line = (lines: { item: string; dollars: number }[], item: string) => lines.find((l) => l.item === item)!.dollars;

describe("the cost section's arithmetic", () => {
  it("bills a second at 1 GB as one GB-second and each invocation as a request", () => {
    expect(lambdaDollars({ invocations: 1, billedMs: 1000, memoryMb: 1024, containers: 0, initMs: 0 })).toBeCloseTo(
      PRICES.lambdaArmGbSecond + PRICES.lambdaRequest,
      12,
    );
  });

  it("bills each container's init phase once, at the function's memory", () => {
    const twoColdStarts = lambdaDollars({ invocations: 0, billedMs: 0, memoryMb: 512, containers: 2, initMs: 500 });
    expect(twoColdStarts).toBeCloseTo(0.5 * PRICES.lambdaArmGbSecond, 12);
  });

  it("prices a game line by line, largest first, and nothing for nothing", () => {
    expect(total(gameCost(nothing))).toBe(0);
    const lines = gameCost({ ...nothing, sesMessages: 1000, dynamoWriteUnits: 1000, sqsFifoRequests: 10, sqsStandardRequests: 10 });
    expect(lines[0]).toEqual({ item: "SES mail", dollars: 0.1 });
    expect(line(lines, "DynamoDB writes")).toBeCloseTo(1000 * PRICES.dynamoWriteUnit, 12);
    expect(line(lines, "SQS requests")).toBeCloseTo(10 * (PRICES.sqsFifoRequest + PRICES.sqsStandardRequest), 12);
    expect(total(lines)).toBeCloseTo(0.1 + 1000 * PRICES.dynamoWriteUnit + 10 * (PRICES.sqsFifoRequest + PRICES.sqsStandardRequest), 12);
  });

  it("keeps a month's logs for their retention and charges WAF's web ACL and each rule", () => {
    const month = monthlyCost({ ...quietMonth, wafRules: 2, logBytes: 1024 ** 3, logRetentionMonths: 12 });
    expect(line(month, "WAF web ACL and its rules")).toBe(PRICES.wafWebAclMonth + 2 * PRICES.wafRuleMonth);
    expect(line(month, "CloudWatch Logs ingestion")).toBeCloseTo(PRICES.logIngestGb, 12);
    expect(line(month, "CloudWatch Logs retention")).toBeCloseTo(12 * PRICES.logStorageGbMonth, 12);
  });

  it("charges a game a cold start per invocation when they are rare, and only the recycling when they are frequent", () => {
    // One game a month, 10 invocations: hours apart, each finds no container (and the rare warm one is recycled now and then).
    const rare = containersPerGame(10, 1, 10, 120);
    expect(rare).toBeGreaterThan(9.9);
    expect(rare).toBeLessThan(11);
    // A million a month (23 a minute): containers are only replaced, 360 times a month at a 2-hour lifetime.
    expect(containersPerGame(1000, 1000, 10, 120)).toBeCloseTo(360 / 1000, 3);
    expect(containersPerGame(10, 0, 10, 120)).toBe(0);
  });

  it("scales only the CPU part of an invocation to the vCPU share its memory buys", () => {
    expect(cloudMs(100, 40, 1769)).toBeCloseTo(100, 9);
    expect(cloudMs(100, 40, 512)).toBeCloseTo(60 + 40 * (1769 / 512), 9);
    // More memory than one vCPU does not make it faster than measured.
    expect(cloudMs(100, 40, 3538)).toBeCloseTo(100, 9);
  });
});
