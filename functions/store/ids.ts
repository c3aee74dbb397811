import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const ALPHABET = "23456789abcdefghijkmnpqrstuvwxyz"; // no 0/1/l/o: ids are read aloud and typed

/** A random id of `length` characters (5 bits each: 12 characters = 60 bits). */
export function newId(length = 12): string {
  const bytes = randomBytes(length);
  let id = "";
  for (const b of bytes) id += ALPHABET[b & 31];
  return id;
}

export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Whether two secrets are equal, compared in constant time. */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether `id` has the shape of an id we hand out (newId's, or a test's readable one): checked on every
 * id that comes in a path or a message before a store is asked, so that an over-long or strange key
 * is a "not found" rather than DynamoDB's validation error.
 */
export function isWellFormedId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(id);
}
