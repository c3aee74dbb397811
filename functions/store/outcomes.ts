// What DynamoDB's failures mean to the domain: a failed condition is `conflict` (someone else wrote
// first), throttling, server faults, time-outs and transactions cancelled for reasons other than our own
// conditions are `unavailable` (try again). The only code that reads AWS errors.
import { IdempotentParameterMismatchException, TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { DomainError } from "../record/errors";

const RETRYABLE_NAMES = new Set([
  "ThrottlingException",
  "ProvisionedThroughputExceededException",
  "RequestLimitExceeded",
  "InternalServerError",
  "ServiceUnavailable",
  "TransactionConflictException",
  "TransactionInProgressException",
  "TimeoutError",
  "RequestTimeout",
  "AbortError",
]);

function isRetryableAwsError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof TransactionCanceledException) return true;
  const meta = error as Error & { $fault?: string; $retryable?: unknown; code?: string };
  return (
    RETRYABLE_NAMES.has(error.name) ||
    meta.$fault === "server" ||
    meta.$retryable !== undefined ||
    meta.code === "ECONNRESET" ||
    meta.code === "ECONNREFUSED" ||
    meta.code === "ETIMEDOUT"
  );
}

/**
 * Whether DynamoDB refused a write for its own condition: a conditional put, update or delete, a
 * transaction cancelled by a condition (item `item`'s only, when given), or a transaction retried under
 * its client token with other items (another write took that token's place).
 */
export function isConditionFailed(error: unknown, item?: number): boolean {
  if (error instanceof TransactionCanceledException) {
    const reasons = error.CancellationReasons ?? [];
    return item === undefined ? reasons.some((r) => r.Code === "ConditionalCheckFailed") : reasons[item]?.Code === "ConditionalCheckFailed";
  }
  return (
    item === undefined &&
    (error instanceof IdempotentParameterMismatchException || (error as Error)?.name === "ConditionalCheckFailedException")
  );
}

/** A conditional write found its item changed by someone else: the domain outcome `conflict`. */
export class Conflict extends DomainError {
  constructor() {
    super("conflict", "busy", "This changed meanwhile: reload and try again.");
  }
}

/** `write` done, or Conflict when its condition failed. */
export async function conditionally<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw isConditionFailed(error) ? new Conflict() : error;
  }
}

/** A failure as the domain sees it: DomainError `unavailable` when trying again may work, else itself. */
export function outcomeOf(error: unknown): unknown {
  return isRetryableAwsError(error)
    ? new DomainError("unavailable", "unavailable", "The service is busy: try again in a moment. Nothing was changed.")
    : error;
}
