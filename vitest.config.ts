import { configDefaults, defineConfig } from "vitest/config";

/**
 * Four projects, so a change to pure code is checked in seconds: `unit` (no Java, no browser: rules,
 * engine, record, web logic, the mail template, the preview pictures), `property` (no Java either: the
 * tests that walk many random games: playouts, the contract, undo, hidden information, every log line
 * in words), `integration` (the API, stores, notifier, clock and live channel on one DynamoDB Local, and
 * the CDK stacks synthesized with their handlers bundled, which takes esbuild seconds) and `browser`
 * (Chromium driving the local stack). `npm test` runs all four; `npm run soak` plays the property
 * tests deeper.
 */
const property = [
  // A file's sweep through many random games or schedules, split from its quick cases (DEVELOPERS.md).
  "{shared,functions,web,test}/**/*.property.test.ts",
  "test/contract.test.ts",
  "test/reliability/undo.test.ts",
  "test/notify/phrase.test.ts",
  "shared/games/*/playouts.test.ts",
  "shared/games/*/hidden.test.ts",
  "shared/games/rio-de-la-plata/legal-moves.test.ts",
  "shared/bots/bots.test.ts",
  "web/games/*/messages.test.ts",
  "web/games/yucatan/words.test.ts",
];
const pure = ["shared/**/*.test.ts", "functions/**/*.test.ts", "web/**/*.test.ts"];
const pureUnderTest = ["test/notify/templates.test.ts", "test/previews/card.test.ts", "test/paths-named.test.ts"];

/**
 * Files in parallel, in three groups run one after the other (vitest alone would run one file at a time
 * on these 2-core machines). The pure projects keep both cores busy with two workers. Integration and
 * browser files mostly wait on DynamoDB Local, sockets and Chromium, and each has a table and ports of
 * its own (test/support/stack.ts, freePort), so three integration files run at once. Browser files run one
 * at a time: two Chromiums and their stacks on two cores made their waits flaky. See docs/architecture.md,
 * "Tests".
 */
const pureRun = { maxWorkers: 2, sequence: { groupOrder: 0 } };

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: [...pure, ...pureUnderTest], exclude: [...configDefaults.exclude, ...property], ...pureRun },
      },
      { extends: true, test: { name: "property", include: property, ...pureRun } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/**/*.test.ts", "cdk/**/*.test.ts"],
          exclude: ["test/browser/**", ...pureUnderTest, ...property],
          globalSetup: ["test/support/dynamo-global.ts"],
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["test/browser/**/*.test.ts"],
          globalSetup: ["test/support/dynamo-global.ts"],
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
