// AWS's published on-demand prices that the cost section (bench/cost.ts) multiplies its counts by: the one
// place they are kept. Typed by hand from the price pages named below as they read in 2026, with no network
// on the machine that typed them: re-check each against its page before relying on a figure. First tier of
// each (what a small service pays), free tiers left out (a new account's first year, and the always-free
// allowances, would make a small service's bill smaller still), taxes left out.

/** Where and when these prices were read. */
export const PRICES_READ = { region: "us-east-1", date: "2026-12-02" } as const;

/** The pages they were typed from. */
export const PRICE_PAGES = [
  "https://aws.amazon.com/lambda/pricing/",
  "https://aws.amazon.com/api-gateway/pricing/",
  "https://aws.amazon.com/dynamodb/pricing/on-demand/",
  "https://aws.amazon.com/sqs/pricing/",
  "https://aws.amazon.com/ses/pricing/",
  "https://aws.amazon.com/eventbridge/pricing/",
  "https://aws.amazon.com/s3/pricing/",
  "https://aws.amazon.com/cloudfront/pricing/",
  "https://aws.amazon.com/waf/pricing/",
  "https://aws.amazon.com/secrets-manager/pricing/",
  "https://aws.amazon.com/cloudwatch/pricing/",
] as const;

const PER_MILLION = 1e-6;
const PER_THOUSAND = 1e-3;

/** US dollars per unit named by each key. */
export const PRICES = {
  /** Lambda on arm64 (the template's architecture), per GB-second of billed duration (init included). */
  lambdaArmGbSecond: 0.0000133334,
  lambdaRequest: 0.2 * PER_MILLION,
  /** HTTP API, per request (each 512 KB metered as one). */
  httpApiRequest: 1.0 * PER_MILLION,
  /** WebSocket API, per message either way (each 32 KB metered as one). */
  webSocketMessage: 1.0 * PER_MILLION,
  webSocketConnectionMinute: 0.25 * PER_MILLION,
  /** DynamoDB on demand, standard table class. */
  dynamoWriteUnit: 0.625 * PER_MILLION,
  dynamoReadUnit: 0.125 * PER_MILLION,
  /** GetRecords by a Lambda trigger is not charged; only other readers of the stream would pay. */
  dynamoStreamRead: 0,
  dynamoStorageGbMonth: 0.25,
  /** Continuous backups (PITR), per GB-month of the table's size. */
  dynamoPitrGbMonth: 0.2,
  /** SQS, per request (each 64 KB metered as one). */
  sqsStandardRequest: 0.4 * PER_MILLION,
  sqsFifoRequest: 0.5 * PER_MILLION,
  sesMessage: 0.1 * PER_THOUSAND,
  /** SES charges data only for attachments, which no Turnpost mail has. */
  sesAttachmentGb: 0.12,
  /** A scheduled rule on the default event bus: its events are not charged (EventBridge Scheduler's would be). */
  eventBridgeScheduledEvent: 0,
  s3PutRequest: 0.005 * PER_THOUSAND,
  s3GetRequest: 0.0004 * PER_THOUSAND,
  s3StorageGbMonth: 0.023,
  /** CloudFront, North America and Europe. */
  cloudFrontHttpsRequest: 0.01 / 10_000,
  cloudFrontTransferOutGb: 0.085,
  wafWebAclMonth: 5.0,
  wafRuleMonth: 1.0,
  wafRequest: 0.6 * PER_MILLION,
  secretMonth: 0.4,
  secretsApiCall: 0.05 / 10_000,
  /** A standard-resolution alarm on one metric (a metric-math alarm is charged per metric it reads). */
  alarmMetricMonth: 0.1,
  logIngestGb: 0.5,
  logStorageGbMonth: 0.03,
} as const;
