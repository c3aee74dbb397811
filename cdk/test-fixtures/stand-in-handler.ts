// Bundled in the tests in place of a platform handler that does not exist yet, and to check that a
// bundle runs as ESM while still loading CommonJS code that calls `require`, from a chunk split off
// by a dynamic import.
export async function handler(event: unknown) {
  // A CommonJS module imported dynamically is, once split off, a chunk whose only export is the default.
  const { digest } = (await import("./legacy-digest.cjs")).default;
  return { batchItemFailures: [], digest: digest(JSON.stringify(event)) };
}
