import { defineConfig } from "vitest/config";

/**
 * Three projects, so a change to pure code is checked in seconds: `unit` (no Java, no browser: rules,
 * engine, web logic, the template, contracts), `integration` (the API, stores, notifier, clock and live
 * channel on one DynamoDB Local) and `browser` (Chromium driving the local stack). `npm test` runs all.
 */
const pure = ["shared/**/*.test.ts", "functions/**/*.test.ts", "web/**/*.test.ts", "cdk/**/*.test.ts"];
const pureUnderTest = [
  "test/contract.test.ts",
  "test/reliability/undo.test.ts",
  "test/notify/phrase.test.ts",
  "test/notify/templates.test.ts",
  "test/previews/card.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "unit", include: [...pure, ...pureUnderTest] } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/**/*.test.ts"],
          exclude: ["test/browser/**", ...pureUnderTest],
          globalSetup: ["test/support/dynamo-global.ts"],
        },
      },
      { extends: true, test: { name: "browser", include: ["test/browser/**/*.test.ts"], globalSetup: ["test/support/dynamo-global.ts"] } },
    ],
  },
});
