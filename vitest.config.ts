import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["shared/**/*.test.ts", "functions/**/*.test.ts", "web/**/*.test.ts", "cdk/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/support/dynamo-global.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
