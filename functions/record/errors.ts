// The one error the domain throws: what kind of refusal it is (the transport picks the status from
// it, functions/http/errors.ts), a stable code clients may test, and a sentence a person understands.

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
