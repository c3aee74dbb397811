// The one error the domain throws: what kind of refusal it is (the transport picks the status from
// it, functions/http/errors.ts), a stable code clients may test, and a sentence a person understands.
import type { LogParam, RuleError } from "../../shared/engine/index";
import { everyCatalog } from "../../shared/games/catalog";
import { translator, type Lang } from "../../shared/i18n/index";

export type ErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "gone"
  | "too-large"
  | "unsupported"
  | "too-many"
  | "unavailable";

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    /** More for the client, as fields of the error body (`retryAfter`: seconds to wait). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/**
 * A rule's refusal as the domain throws it: its code, and its key and params, phrased for each reader
 * where it is answered (functions/http/errors.ts), so that the catalogs load only when one is refused.
 */
export function refusedMove(error: RuleError, kind: ErrorKind = "invalid", code = error.code): DomainError {
  return new DomainError(kind, code, `Refused: ${error.key}.`, { key: error.key, params: error.params });
}

/** A message of the catalogs in `lang`. */
export const phrase = async (lang: Lang, key: string, params: Record<string, LogParam>) =>
  translator(lang, await everyCatalog())(key, params);
