// The one error type the API turns into `{"error":{"code","message"}}` with its status.
import type { ErrorBody } from "../../shared/api/index";
import type { LogParam, RuleError } from "../../shared/engine/index";
import { everyCatalog } from "../../shared/games/catalog";
import { translator, type Lang } from "../../shared/i18n/index";
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

/** A rule's refusal as the API answers it: its code, and its key and params, phrased for each reader. */
export function refusedMove(error: RuleError, status: ErrorStatus = 400, code = error.code): HttpError {
  return new HttpError(status, code, phrase("en", error.key, error.params), { key: error.key, params: error.params });
}

const phrase = (lang: Lang, key: string, params: Record<string, LogParam>) => translator(lang, everyCatalog)(key, params);

/** Whether the error's message is phrased from a key, and so reads in each reader's language. */
export const isPhrased = (error: unknown): boolean => error instanceof HttpError && typeof error.extra.key === "string";

/** The JSON body an error is answered with, wherever it is answered (the API, the live channel). */
export function errorBody(error: HttpError, lang: Lang = "en"): ErrorBody {
  const { key, params } = error.extra;
  const message = typeof key === "string" ? phrase(lang, key, (params ?? {}) as Record<string, LogParam>) : error.message;
  return { error: { code: error.code, message, ...error.extra } };
}

export interface ErrorAnswer {
  status: ErrorStatus | 500;
  body: ErrorBody;
  /** Seconds to wait before trying again (the Retry-After header over HTTP). */
  retryAfter?: number;
}

/**
 * What any failure of a request is answered with, over HTTP or a live socket: an HttpError as it says
 * (a refused move phrased in `lang`, the reader's), AWS asking to retry as 503, anything else 500
 * (logged). Nothing was changed in any case.
 */
export function errorAnswer(error: unknown, lang: Lang = "en"): ErrorAnswer {
  if (error instanceof HttpError) {
    const retryAfter = error.extra.retryAfter ?? (error.status === 503 ? 1 : undefined);
    return { status: error.status, body: errorBody(error, lang), ...(retryAfter === undefined ? {} : { retryAfter: Number(retryAfter) }) };
  }
  if (isRetryableAwsError(error)) {
    return { status: 503, retryAfter: 1, body: { error: { code: "unavailable", message: "The service is busy: try again in a moment. Nothing was changed." } } };
  }
  console.error(error);
  return { status: 500, body: { error: { code: "internal", message: "Something went wrong on our side. Nothing was changed; try again." } } };
}
