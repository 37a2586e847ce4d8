import { describe, expect, it } from "vitest";
import { crfLoss } from "../../src/models/crf/crf-loss.js";
import { fillLinearPotentials } from "../../src/models/linear/linear-potentials.js";
import { linearObjective } from "../../src/models/linear/objective.js";
import { ParameterLayout } from "../../src/models/linear/parameters.js";
import { trainWeights } from "../../src/models/linear/train-weights.js";
import {
  gradientError,
  pageScores,
  randomCorpus,
  randomWeights,
  stickyChainCorpus,
  viterbiAccuracy,
} from "./linear/synthetic.js";

describe("CRF training objective", () => {
  it("equals −log p(y|x) computed by enumerating every label sequence", () => {
    const labels = 3;
    const corpus = randomCorpus(1, 1, 5, 4, labels);
    const layout = new ParameterLayout(4, labels, true);
    const weights = randomWeights(2, layout.size);
    const scores = pageScores(corpus, 0, weights, labels);
    const n = corpus.labels.length;
    const score = (sequence: number[]) => {
      let total = weights[layout.initialOffset + sequence[0]] + scores[sequence[0]];
      for (let i = 1; i < n; i++) {
        total +=
          weights[layout.transitionOffset + sequence[i - 1] * labels + sequence[i]] +
          scores[i * labels + sequence[i]];
      }
      return total;
    };
    let partition = 0;
    for (let code = 0; code < labels ** n; code++) {
      partition += Math.exp(
        score(Array.from({ length: n }, (_, i) => Math.floor(code / labels ** i) % labels)),
      );
    }
    const expected = Math.log(partition) - score([...corpus.labels]);
    // σ so large that the prior term is negligible.
    const objective = linearObjective(corpus, layout, 1e8, crfLoss(labels));
    expect(objective(weights, new Float64Array(layout.size))).toBeCloseTo(expected, 9);
  });

  it.each([2, 3])(
    "has an analytic gradient matching central differences with %i labels",
    (labels) => {
      const corpus = randomCorpus(3, 4, 6, 5, labels);
      const layout = new ParameterLayout(5, labels, true);
      const objective = linearObjective(corpus, layout, 2, crfLoss(labels));
      expect(gradientError(objective, randomWeights(4, layout.size))).toBeLessThan(1e-6);
    },
  );

  it("beats MaxEnt where labels depend on the previous label", () => {
    const chain = { stay: 0.95, visible: 1, accuracy: 0.7 };
    const train = stickyChainCorpus(5, 60, 40, chain);
    const test = stickyChainCorpus(6, 60, 40, chain);
    const settings = { sigma: 10, maxIterations: 200, tolerance: 1e-9 };
    const crfLayout = new ParameterLayout(3, 2, true);
    const crf = trainWeights(train, crfLayout, "crf", settings).x;
    const maxentLayout = new ParameterLayout(3, 2, false);
    const maxent = trainWeights(train, maxentLayout, "local", settings).x;

    const crfAccuracy = viterbiAccuracy(test, crfLayout, crf, fillLinearPotentials);
    const maxentAccuracy = viterbiAccuracy(test, maxentLayout, maxent, fillLinearPotentials);
    // A per-block classifier can only trust the observation (70% right); the chain smooths it.
    expect(maxentAccuracy).toBeLessThan(0.75);
    expect(crfAccuracy).toBeGreaterThan(maxentAccuracy + 0.08);
    // It learned that labels persist: staying outweighs switching in both states.
    const t = (a: number, b: number) => crf[crfLayout.transitionOffset + a * 2 + b];
    expect(t(0, 0) + t(1, 1)).toBeGreaterThan(t(0, 1) + t(1, 0) + 2);
  });
});
