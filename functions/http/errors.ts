// How a DomainError is answered, over HTTP or a live socket: `{"error":{"code","message"}}` with its status.
import type { ErrorBody } from "../../shared/api/index";
import type { LogParam } from "../../shared/engine/index";
import type { Lang } from "../../shared/i18n/index";
import { DomainError, phrase, type ErrorKind } from "../record/errors";
import { outcomeOf } from "../store/outcomes";
import { errorField, observe } from "../net/observe";

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/** The one map from what went wrong in the domain to the HTTP status it is answered with. */
const STATUS: Record<ErrorKind, ErrorStatus> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  gone: 410,
  "too-large": 413,
  unsupported: 415,
  "too-many": 429,
  unavailable: 503,
};

export const statusOf = (error: DomainError): ErrorStatus => STATUS[error.kind];

/** Whether the error's message is phrased from a key, and so reads in each reader's language. */
export const isPhrased = (error: unknown): boolean => error instanceof DomainError && typeof error.extra.key === "string";

/** The JSON body an error is answered with, wherever it is answered (the API, the live channel). */
export async function errorBody(error: DomainError, lang: Lang = "en"): Promise<ErrorBody> {
  const { key, params } = error.extra;
  const message = typeof key === "string" ? await phrase(lang, key, (params ?? {}) as Record<string, LogParam>) : error.message;
  return { error: { code: error.code, message, ...error.extra } };
}

export interface ErrorAnswer {
  status: ErrorStatus | 500;
  body: ErrorBody;
  /** Seconds to wait before trying again (the Retry-After header over HTTP). */
  retryAfter?: number;
}

/**
 * What any failure of a request is answered with, over HTTP or a live socket: a DomainError (or what the
 * store makes of an AWS failure) as it says (a refused move phrased in `lang`, the reader's), anything
 * else 500 (logged). Nothing was changed in any case.
 */
export async function errorAnswer(failure: unknown, lang: Lang = "en", correlationId?: string): Promise<ErrorAnswer> {
  const error = outcomeOf(failure);
  if (error instanceof DomainError) {
    const status = statusOf(error);
    // Codes are a fixed set of our own strings: a metric dimension of few values.
    if (status < 500) observe.count("Refusals", { name: "code", value: error.code });
    if (error.code === "stale-version") observe.count("VersionConflicts");
    observe.info("request refused", { correlationId, status, code: error.code });
    const retryAfter = error.extra.retryAfter ?? (status === 503 ? 1 : undefined);
    return { status, body: await errorBody(error, lang), ...(retryAfter === undefined ? {} : { retryAfter: Number(retryAfter) }) };
  }
  observe.error("request failed", { correlationId, error: errorField(error) });
  return {
    status: 500,
    body: { error: { code: "internal", message: "Something went wrong on our side. Nothing was changed; try again." } },
  };
}
