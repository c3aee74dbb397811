// Zod schemas take time to build, and a Lambda cold start should build only what its first request
// needs: module-level schemas go through `lazily` so that each is built on first use, not at import.

/** A value built on first call and kept: what a cold start need not build before it is used. */
export function lazily<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}
