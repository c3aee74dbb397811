// The one error type the API turns into `{"error":{"code","message"}}` with its status.
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

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
export function errorBody(error: HttpError) {
  return { error: { code: error.code, message: error.message, ...error.extra } };
}
