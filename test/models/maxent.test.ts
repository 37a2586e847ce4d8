import { describe, expect, it } from "vitest";
import { encodeCorpus } from "../../src/models/linear/corpus.js";
import { fillLinearPotentials } from "../../src/models/linear/linear-potentials.js";
import { localLoss } from "../../src/models/linear/local-loss.js";
import { linearObjective } from "../../src/models/linear/objective.js";
import { ParameterLayout } from "../../src/models/linear/parameters.js";
import { trainWeights } from "../../src/models/linear/train-weights.js";
import {
  gradientError,
  random,
  randomCorpus,
  randomWeights,
  sparse,
  viterbiAccuracy,
} from "./linear/synthetic.js";

/** Pages of blocks with features [bias, x₁, x₂] ~ U(−2, 2) and labels from `label(x₁, x₂, u)`. */
function planeCorpus(
  seed: number,
  blocks: number,
  label: (x1: number, x2: number, u: number) => number,
) {
  const next = random(seed);
  const pages = [];
  for (let p = 0; p < blocks / 50; p++) {
    const vectors = [];
    const labels = new Uint8Array(50);
    for (let i = 0; i < 50; i++) {
      const x1 = 4 * next() - 2;
      const x2 = 4 * next() - 2;
      vectors.push(
        sparse([
          [0, 1],
          [1, x1],
          [2, x2],
        ]),
      );
      labels[i] = label(x1, x2, next());
    }
    pages.push({ vectors, labels });
  }
  return encodeCorpus(3, pages);
}

describe("MaxEnt", () => {
  it.each([2, 3])(
    "has an analytic gradient matching central differences with %i labels",
    (labels) => {
      const corpus = randomCorpus(21, 4, 6, 5, labels);
      const layout = new ParameterLayout(5, labels, false);
      expect(layout.size).toBe(5 * labels);
      const objective = linearObjective(corpus, layout, 2, localLoss());
      expect(gradientError(objective, randomWeights(22, layout.size))).toBeLessThan(1e-6);
    },
  );

  it("recovers the weights of the logistic model that generated the labels", () => {
    // P(content) = σ(0.5 + 2·x₁ − 1·x₂): the label-1 minus label-0 weights should come out as (0.5, 2, −1).
    const truth = [0.5, 2, -1];
    const corpus = planeCorpus(23, 20000, (x1, x2, u) =>
      u < 1 / (1 + Math.exp(-(truth[0] + truth[1] * x1 + truth[2] * x2))) ? 1 : 0,
    );
    const layout = new ParameterLayout(3, 2, false);
    const weights = trainWeights(corpus, layout, "local", {
      sigma: 100,
      maxIterations: 200,
      tolerance: 1e-10,
    }).x;
    for (let f = 0; f < 3; f++)
      expect(weights[f * 2 + 1] - weights[f * 2]).toBeCloseTo(truth[f], 1);
  });

  it("separates linearly separable classes", () => {
    const rule = (x1: number, x2: number) => (x1 - x2 > 0.3 ? 1 : 0);
    const layout = new ParameterLayout(3, 2, false);
    const weights = trainWeights(planeCorpus(24, 2000, rule), layout, "local", {
      sigma: 100,
      maxIterations: 300,
      tolerance: 1e-10,
    }).x;
    expect(
      viterbiAccuracy(planeCorpus(25, 2000, rule), layout, weights, fillLinearPotentials),
    ).toBeGreaterThan(0.99);
  });
});
