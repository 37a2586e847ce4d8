/**
 * Time of one objective + gradient evaluation of the CRF and of the local (MEMM/MaxEnt) loss on a
 * synthetic corpus shaped like L3S-GN1 under all feature families: 78k blocks, 62 non-zeros per
 * block, 20k columns, binary labels. One L-BFGS iteration costs about 1.1 evaluations. CPU time
 * on the calling thread alone, then wall time shared by 1…N threads (`ParallelObjective`, whose
 * workers load the build: run `npm run build` first), with a check that every thread count gives
 * the same value bit for bit.
 *
 *   npm run build && nice npx tsx bench/linear-objective-speed.ts
 */

import { availableParallelism } from "node:os";
// The build's, so that its worker file is found next to it.
import { ParallelObjective } from "../dist/models/linear/parallel-objective.js";
import { crfLoss } from "../src/models/crf/crf-loss.js";
import { encodeCorpus } from "../src/models/linear/corpus.js";
import { localLoss } from "../src/models/linear/local-loss.js";
import { linearObjective } from "../src/models/linear/objective.js";
import { ParameterLayout } from "../src/models/linear/parameters.js";

let state = 1;
const next = () => {
  state = (state * 16807) % 2147483647;
  return state / 2147483647;
};

const COLUMNS = 20000;
const pages = Array.from({ length: 600 }, () => {
  const vectors = Array.from({ length: 130 }, () => {
    const columns = new Set<number>();
    // Skewed towards low columns, like word features: a few frequent, many rare.
    while (columns.size < 62) columns.add(Math.floor(next() ** 3 * COLUMNS));
    const indices = Int32Array.from([...columns].sort((a, b) => a - b));
    return { indices, values: Float64Array.from(indices, () => next()) };
  });
  return { vectors, labels: Uint8Array.from({ length: 130 }, () => (next() < 0.2 ? 1 : 0)) };
});
const corpus = encodeCorpus(COLUMNS, pages);

for (const [name, loss, lossName, hasTransitions] of [
  ["crf", crfLoss(2), "crf", true],
  ["memm/maxent (local)", localLoss(), "local", false],
] as const) {
  const layout = new ParameterLayout(COLUMNS, 2, hasTransitions);
  const objective = linearObjective(corpus, layout, 1, loss);
  const weights = Float64Array.from({ length: layout.size }, () => next() - 0.5);
  const gradient = new Float64Array(layout.size);
  for (let i = 0; i < 3; i++) objective(weights, gradient);
  const before = process.cpuUsage();
  const evaluations = 10;
  for (let i = 0; i < evaluations; i++) objective(weights, gradient);
  const cpuMs = process.cpuUsage(before).user / 1000 / evaluations;
  console.log(
    `${name}: ${corpus.labels.length} blocks, ${corpus.indices.length} non-zeros: ${cpuMs.toFixed(1)} ms CPU per evaluation`,
  );
  const value = objective(weights, gradient);
  for (let threads = 1; threads <= Math.max(2, availableParallelism()); threads++) {
    const parallel = new ParallelObjective(corpus, layout, 1, lossName, threads);
    await parallel.workersOnline();
    for (let i = 0; i < 3; i++) parallel.evaluate(weights, gradient);
    const start = performance.now();
    for (let i = 0; i < evaluations; i++) parallel.evaluate(weights, gradient);
    const wallMs = (performance.now() - start) / evaluations;
    const same = parallel.evaluate(weights, gradient) === value;
    parallel.close();
    console.log(
      `  ${threads} thread(s): ${wallMs.toFixed(1)} ms wall per evaluation${same ? "" : " (VALUE DIFFERS)"}`,
    );
  }
}
