// The one error type the API turns into `{"error":{"code","message"}}` with its status.
import type { ErrorBody } from "../../shared/api/index";
import { isRetryableAwsError } from "../api/aws-errors";

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The JSON body an error is answered with, wherever it is answered (the API, the live channel). */
export function errorBody(error: HttpError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...error.extra } };
}

export interface ErrorAnswer {
  status: ErrorStatus | 500;
  body: ErrorBody;
  /** Seconds to wait before trying again (the Retry-After header over HTTP). */
  retryAfter?: number;
}

/**
 * What any failure of a request is answered with, over HTTP or a live socket: an HttpError as it says,
 * AWS asking to retry as 503, anything else 500 (logged). Nothing was changed in any case.
 */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) {
    const retryAfter = error.extra.retryAfter ?? (error.status === 503 ? 1 : undefined);
    return { status: error.status, body: errorBody(error), ...(retryAfter === undefined ? {} : { retryAfter: Number(retryAfter) }) };
  }
  if (isRetryableAwsError(error)) {
    return { status: 503, retryAfter: 1, body: { error: { code: "unavailable", message: "The service is busy: try again in a moment. Nothing was changed." } } };
  }
  console.error(error);
  return { status: 500, body: { error: { code: "internal", message: "Something went wrong on our side. Nothing was changed; try again." } } };
}
