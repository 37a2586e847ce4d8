import { describe, expect, it } from "vitest";
import { ChainPotentials } from "../../src/models/linear/chain-potentials.js";
import { ForwardBackward } from "../../src/models/linear/forward-backward.js";
import { fillLinearPotentials } from "../../src/models/linear/linear-potentials.js";
import { localLoss } from "../../src/models/linear/local-loss.js";
import { linearObjective } from "../../src/models/linear/objective.js";
import { ParameterLayout } from "../../src/models/linear/parameters.js";
import { trainWeights } from "../../src/models/linear/train-weights.js";
import { fillMemmPotentials } from "../../src/models/memm/memm-potentials.js";
import {
  gradientError,
  pageScores,
  randomCorpus,
  randomWeights,
  stickyChainCorpus,
  viterbiAccuracy,
} from "./linear/synthetic.js";

describe("MEMM", () => {
  it.each([2, 3])(
    "has an analytic gradient (gold previous label as feature) matching central differences with %i labels",
    (labels) => {
      const corpus = randomCorpus(11, 4, 6, 5, labels);
      const layout = new ParameterLayout(5, labels, true);
      const objective = linearObjective(corpus, layout, 2, localLoss());
      expect(gradientError(objective, randomWeights(12, layout.size))).toBeLessThan(1e-6);
    },
  );

  it("decodes with locally normalised potentials: every row is a distribution and Z = 1", () => {
    const corpus = randomCorpus(13, 1, 6, 4, 3);
    const layout = new ParameterLayout(4, 3, true);
    const weights = randomWeights(14, layout.size);
    const n = corpus.labels.length;
    const potentials = new ChainPotentials(3);
    fillMemmPotentials(pageScores(corpus, 0, weights, 3), n, layout, weights, potentials);
    const rowSum = (values: Float64Array, offset: number) =>
      Math.exp(values[offset]) + Math.exp(values[offset + 1]) + Math.exp(values[offset + 2]);
    expect(rowSum(potentials.first, 0)).toBeCloseTo(1, 12);
    for (let i = 1; i < n; i++) {
      for (let a = 0; a < 3; a++)
        expect(rowSum(potentials.pairs, potentials.pairIndex(i, a, 0))).toBeCloseTo(1, 12);
    }
    expect(new ForwardBackward(3).run(potentials)).toBeCloseTo(0, 12);
  });

  it("beats MaxEnt where labels depend on the previous label", () => {
    // Half the blocks show their label exactly, the rest show nothing: only the previous label helps there.
    const chain = { stay: 0.95, visible: 0.5, accuracy: 1 };
    const train = stickyChainCorpus(15, 60, 40, chain);
    const test = stickyChainCorpus(16, 60, 40, chain);
    const settings = { sigma: 10, maxIterations: 200, tolerance: 1e-9 };
    const memmLayout = new ParameterLayout(3, 2, true);
    const memm = trainWeights(train, memmLayout, "local", settings).x;
    const maxentLayout = new ParameterLayout(3, 2, false);
    const maxent = trainWeights(train, maxentLayout, "local", settings).x;
    const memmAccuracy = viterbiAccuracy(test, memmLayout, memm, fillMemmPotentials);
    const maxentAccuracy = viterbiAccuracy(test, maxentLayout, maxent, fillLinearPotentials);
    expect(memmAccuracy).toBeGreaterThan(maxentAccuracy + 0.05);
  });
});
