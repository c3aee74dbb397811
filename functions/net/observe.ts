// What the processes tell their operator: structured log lines and counts. The code says what happened
// (`observe.info(...)`, `observe.count(...)`); the process chooses where it goes: the Lambdas install
// Powertools' logger and EMF metrics (functions/lambda/observe.ts), `npm start` JSON lines on stdout,
// a test a recorder. Until one is installed, errors and warnings go to the console as they always did
// (tests that expect one silence the console) and the rest goes nowhere, so tests stay quiet.

/** A log line's fields besides its message: plain JSON values. */
export type LogFields = Record<string, unknown>;

type LogLevel = "info" | "warn" | "error";

/**
 * The metrics (CloudWatch namespace POWERTOOLS_METRICS_NAMESPACE), each a count with at most one
 * dimension whose values are a short fixed set (docs/operations.md, "Metrics").
 */
export type MetricName =
  /** A player's move committed (HTTP or live socket); a retry answered from the log is not counted. */
  | "MovesAccepted"
  /** A request answered 4xx, by `code` (`stale-version`, `illegal-move`...). */
  | "Refusals"
  /** A move that lost the race for its version (409 `stale-version`). */
  | "VersionConflicts"
  /** A notice a channel accepted, by `channel`: mail, push, webhook, page (a live page showed the turn). */
  | "NoticesSent"
  /** A mail not sent because its address bounced or complained. */
  | "MailSkipped"
  /** A notice-queue record given up after its tries (locally; SQS moves it to the dead letters). */
  | "RecordsSetAside";

export interface Observer {
  log(level: LogLevel, message: string, fields: LogFields): void;
  count(metric: MetricName, dimension?: { name: string; value: string }): void;
}

/** Before any is installed: errors and warnings on the console, nothing else. */
const untold: Observer = {
  log(level, message, fields) {
    // Looked up at each call: a test's spy on the console silences it.
    if (level !== "info") console[level](message, fields);
  },
  count() {},
};

let installed: Observer = untold;

/** Makes `observer` the process's (a Lambda's start, the local stack's); answers the one it replaces. */
export function observeWith(observer: Observer): Observer {
  const previous = installed;
  installed = observer;
  return previous;
}

export const observe = {
  info: (message: string, fields: LogFields = {}) => installed.log("info", message, fields),
  warn: (message: string, fields: LogFields = {}) => installed.log("warn", message, fields),
  error: (message: string, fields: LogFields = {}) => installed.log("error", message, fields),
  count: (metric: MetricName, dimension?: { name: string; value: string }) => installed.count(metric, dimension),
};

/** An error as a log field: its name, message and stack, which JSON.stringify of an Error would drop. */
export function errorField(error: unknown): LogFields {
  return error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
}

/** The most a correlation id may hold, and what it may be made of: it goes into logs, items and mail headers. */
const CORRELATION = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * A correlation id from a client's `x-correlation-id` header, kept only if it is short and plain (letters,
 * digits, `._:-`, at most 64); anything else is dropped for the platform's own id.
 */
export function acceptedCorrelationId(header: string | undefined): string | null {
  return header !== undefined && CORRELATION.test(header) ? header : null;
}
