// Bundled in the tests in place of a platform handler that does not exist yet, and to check that a
// bundle runs as ESM while still loading CommonJS code that calls `require`.
import { digest } from "./legacy-digest.cjs";

export async function handler(event: unknown) {
  return { batchItemFailures: [], digest: digest(JSON.stringify(event)) };
}
