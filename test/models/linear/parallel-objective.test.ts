import { describe, expect, it } from "vitest";
// The worker threads run the built worker (dist/models/linear/objective-worker.js): `npm test`
// builds first. Everything compared comes from the same build.
import { encodeCorpus } from "../../../dist/models/linear/corpus.js";
import {
  linearObjective,
  OBJECTIVE_SHARDS,
  shardBounds,
} from "../../../dist/models/linear/objective.js";
import { PAGE_LOSSES } from "../../../dist/models/linear/page-losses.js";
import { ParallelObjective } from "../../../dist/models/linear/parallel-objective.js";
import { ParameterLayout } from "../../../dist/models/linear/parameters.js";
import { trainWeights } from "../../../dist/models/linear/train-weights.js";
import { randomCorpus, randomWeights, sparse } from "./synthetic.js";

describe("objective shards", () => {
  it("split the pages into consecutive runs of about equal work (non-zeros plus blocks)", () => {
    // Four pages of one block with three non-zeros each: 4 units of work per page.
    const page = {
      vectors: [
        sparse([
          [0, 1],
          [1, 1],
          [2, 1],
        ]),
      ],
      labels: Uint8Array.of(0),
    };
    const corpus = encodeCorpus(3, [page, page, page, page]);
    expect(Array.from(shardBounds(corpus, 2))).toEqual([0, 2, 4]);
    expect(Array.from(shardBounds(corpus, 4))).toEqual([0, 1, 2, 3, 4]);
    // More shards than pages: the extra shards are empty.
    expect(Array.from(shardBounds(corpus, 8))).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe("ParallelObjective", () => {
  const labels = 3;
  const corpus = randomCorpus(11, 60, 12, 9, labels);
  const pageWeights = Float64Array.from({ length: 60 }, (_, p) => 0.5 + (p % 4) / 2);

  for (const loss of ["crf", "local"] as const) {
    it(`equals the single-thread ${loss} objective bit for bit, with worker threads`, async () => {
      const layout = new ParameterLayout(9, labels, loss === "crf");
      const serial = linearObjective(corpus, layout, 2, PAGE_LOSSES[loss](labels), pageWeights);
      const parallel = new ParallelObjective(corpus, layout, 2, loss, 3, pageWeights);
      try {
        expect(await parallel.workersOnline()).toBe(2);
        for (const seed of [1, 2, 3]) {
          const weights = randomWeights(seed, layout.size);
          const serialGradient = new Float64Array(layout.size);
          const parallelGradient = new Float64Array(layout.size).fill(Number.NaN);
          const value = serial(weights, serialGradient);
          expect(parallel.evaluate(weights, parallelGradient)).toBe(value);
          expect(parallelGradient).toEqual(serialGradient);
        }
      } finally {
        parallel.close();
      }
    });
  }

  it("makes training give the same weights whatever the thread count", () => {
    // Big enough (over 500,000 non-zeros) for trainWeights to start workers.
    const big = randomCorpus(5, 1000, 40, 60, 2);
    expect(big.indices.length).toBeGreaterThan(500_000);
    expect(OBJECTIVE_SHARDS).toBeGreaterThan(1);
    const layout = new ParameterLayout(60, 2, true);
    const settings = { sigma: 1, maxIterations: 15, tolerance: 0 };
    const alone = trainWeights(big, layout, "crf", settings, undefined, 1);
    const shared = trainWeights(big, layout, "crf", settings, undefined, 2);
    expect(shared.iterations).toBe(alone.iterations);
    expect(shared.x).toEqual(alone.x);
  });
});
