/**
 * Mutation testing (StrykerJS) of the code whose every branch a test should pin: the metrics, the
 * decision steps, the sanitiser and URL handling. `npm run bench:mutation` (minutes, not part of
 * npm test); the score and surviving mutants are in reports/mutation/ and docs/results.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  mutate: [
    "src/eval/metrics/**/*.ts",
    "src/decision/**/*.ts",
    "src/output/sanitize.ts",
    "src/parse/urls.ts",
  ],
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  coverageAnalysis: "perTest",
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  concurrency: 2,
  timeoutMS: 60000,
  // Stryker rewrites tsconfig references with the TypeScript compiler API, which TypeScript 7 no
  // longer offers; vitest transpiles on its own, so the sandbox needs no tsconfig rewriting.
  tsconfigFile: "no-tsconfig-rewrite.json",
  tempDirName: ".stryker-tmp",
  // Kept between runs: it holds the link to ../shared the sandboxes read the datasets through.
  cleanTempDir: false,
};
