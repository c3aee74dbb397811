// Every `apply`, every turn judged and every replay copies states with `copyData`, which copies plain data
// only: a state or view holding anything else (a Map, a Date, a class) would be copied wrong, silently.
import { describe, expect, it } from "vitest";
import { copyData } from "./copy";
import { expectFullCopy } from "./test-helpers";

describe("copyData", () => {
  it("copies nested objects and arrays, sharing nothing with the original", () => {
    const original = { a: [1, { b: "two", c: [null, true] }], d: { e: { f: 3.5 } }, g: [] };
    const copy = copyData(original);
    expectFullCopy(original, copy, "nested data");
    copy.a.push(4);
    copy.d.e.f = 0;
    expect(original).toEqual({ a: [1, { b: "two", c: [null, true] }], d: { e: { f: 3.5 } }, g: [] });
  });
});
