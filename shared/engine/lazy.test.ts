// `lazily` defers a build to the first call: a cold start must not pay for schemas it does not use yet.
import { describe, expect, it } from "vitest";
import { lazily } from "./lazy";

describe("lazily", () => {
  it("builds nothing until first called, then builds once and keeps the value", () => {
    let builds = 0;
    const value = lazily(() => ({ n: ++builds }));
    expect(builds).toBe(0);
    const first = value();
    expect(builds).toBe(1);
    expect(value()).toBe(first);
    expect(builds).toBe(1);
  });

  it("keeps a falsy value instead of building it again", () => {
    let builds = 0;
    const value = lazily(() => {
      builds++;
      return undefined;
    });
    value();
    value();
    expect(builds).toBe(1);
  });
});
