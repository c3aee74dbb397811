// Bundled in the tests in place of a platform handler that does not exist yet, so the CDK checks
// run meanwhile. It imports a CJS-style Node built-in through ESM to exercise the bundle format.
import { createHash } from "node:crypto";

export async function handler(event: unknown) {
  return { batchItemFailures: [], digest: createHash("sha256").update(JSON.stringify(event)).digest("hex") };
}
