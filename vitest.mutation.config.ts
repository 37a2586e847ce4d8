import { defineConfig } from "vitest/config";

/**
 * The tests StrykerJS runs against each mutant (stryker.config.mjs): the fast unit tests of the
 * mutated modules only, so a mutant costs about a second instead of the suite's minutes.
 */
export default defineConfig({
  test: {
    include: [
      "test/eval/{shingles,word-metrics,block-metrics,lcs-length,ranking,metric-edges}.test.ts",
      "test/decision/*.test.ts",
      "test/parse/urls.test.ts",
      "test/output/{html,hostile-properties}.test.ts",
    ],
    testTimeout: 60_000,
    pool: "forks",
    globalSetup: ["test/temporary-root.ts"],
  },
});
