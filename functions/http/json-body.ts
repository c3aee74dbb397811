// A JSON body checked against its schema, whichever way it comes (an HTTP request's body, a message on a
// live socket), refused the same way: 413 too large, 400 not JSON, 400 naming the field that is wrong.
import type * as z from "../../shared/zod";
import { DomainError } from "../record/errors";
import { describeIssues } from "../../shared/engine/parse";

export const MAX_BODY_BYTES = 64 * 1024;

/** What a body over MAX_BODY_BYTES is answered with, wherever its reading stopped. */
export function tooLarge(): DomainError {
  return new DomainError("too-large", "too-large", `The request body is too large: at most ${MAX_BODY_BYTES / 1024} KiB.`);
}

export function parseJson(text: string): unknown {
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) throw tooLarge();
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError("invalid", "bad-json", "The request body is not valid JSON.");
  }
}

/**
 * `json` as `schema`'s type, or a 400 naming every field that is wrong. A refusal with a code of its own (a
 * typed text's, shared/api/text-checks.ts) is answered with that code, its field and its bound, so that a
 * client can say what is wrong in its reader's language.
 */
export function checkBody<T extends z.ZodMiniType>(json: unknown, schema: T): z.infer<T> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const coded = parsed.error.issues.find((i) => i.code === "custom" && typeof i.params?.code === "string");
  const message = describeIssues(parsed.error);
  if (coded?.code !== "custom") throw new DomainError("invalid", "bad-request", message);
  const { code, ...bounds } = coded.params as { code: string };
  throw new DomainError("invalid", code, message, { field: coded.path.join("."), ...bounds });
}
