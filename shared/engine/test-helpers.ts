// Builders the engine's tests share.
import { isDeepStrictEqual } from "node:util";
import { expect } from "vitest";

/** Every object and array in `value`. */
function containers(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value === "object" && value !== null) {
    into.add(value);
    for (const inner of Object.values(value)) containers(inner, into);
  }
  return into;
}

/** That `copy` equals `original` exactly (prototypes included) and shares none of its objects. */
export function expectFullCopy(original: unknown, copy: unknown, what: string) {
  expect(isDeepStrictEqual(copy, structuredClone(original)), what).toBe(true);
  const originals = containers(original);
  expect(
    [...containers(copy)].filter((inner) => originals.has(inner)),
    what,
  ).toEqual([]);
}
