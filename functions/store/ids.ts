import { createHash, randomBytes } from "node:crypto";

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
