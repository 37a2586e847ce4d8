import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Test files that start `pith` processes or worker threads, or change the process's state: each
 * runs in a fresh module graph. The others are unit tests of pure code: they share one (a fresh
 * graph per file cost two thirds of their run time, importing the same modules again).
 */
const ISOLATED = [
  "test/cli/**/*.test.ts",
  "test/batch/**/*.test.ts",
  "test/robustness/**/*.test.ts",
  "test/eval/cli.test.ts",
  "test/models/nb-mss-adapt-cli.test.ts",
  "test/metadata/dates.test.ts",
  "test/serve/**/*.test.ts",
  "test/queue/**/*.test.ts",
  "test/docker/**/*.test.ts",
  "test/core/**/*.test.ts",
  "test/view/view-cli.test.ts",
  "test/view/view-browser.test.ts",
  "test/label/**/*.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    pool: "forks",
    // Vitest keeps a core for itself by default (one worker on two cores), but most of the time
    // a worker waits for the `pith` process it started: one worker per core.
    maxWorkers: availableParallelism(),
    globalSetup: ["test/temporary-root.ts"],
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["test/**/*.test.ts"], exclude: ISOLATED, isolate: false },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
