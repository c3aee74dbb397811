// AWS SDK failures that mean "try again": throttling, server faults, time-outs, and transactions
// cancelled for reasons other than our own conditions.
import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";

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

export function isRetryableAwsError(error: unknown): boolean {
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
