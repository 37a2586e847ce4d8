import { describe, expect, it } from "vitest";
import type { SparseVector } from "../../../src/features/feature-index.js";
import { crfLoss } from "../../../src/models/crf/crf-loss.js";
import { type EncodedCorpus, encodeCorpus } from "../../../src/models/linear/corpus.js";
import { linearObjective } from "../../../src/models/linear/objective.js";
import { ParameterLayout } from "../../../src/models/linear/parameters.js";
import { datasetFactors, siteWeights } from "../../../src/models/linear/site-weights.js";
import { randomCorpus, randomWeights } from "./synthetic.js";

describe("siteWeights", () => {
  // Site a has 4 pages, b 1: five pages in all.
  const sources = ["a", "b", "a", "a", "a"];

  it("is undefined without weighting", () => {
    expect(siteWeights(sources, "none")).toBeUndefined();
  });

  it("gives every site the same weight with 'equal', scaled to a mean of 1", () => {
    // Raw 1/4 per page of a, 1 for b: total 2, scaled by 5/2.
    expect(Array.from(siteWeights(sources, "equal") ?? [])).toEqual([
      0.625, 2.5, 0.625, 0.625, 0.625,
    ]);
  });

  it("weighs a site by the square root of its pages with 'sqrt'", () => {
    // Raw 1/2 per page of a, 1 for b: total 3, scaled by 5/3.
    const weights = Array.from(siteWeights(sources, "sqrt") ?? []);
    const expected = [5 / 6, 5 / 3, 5 / 6, 5 / 6, 5 / 6];
    for (let p = 0; p < expected.length; p++) expect(weights[p]).toBeCloseTo(expected[p], 12);
  });

  it("multiplies each page by its dataset's factor before scaling", () => {
    // 'equal' gives raw 1/4 per page of a, 1 for b; b's page counts 3 times: total 4, scaled by 5/4.
    const weights = Array.from(siteWeights(sources, "equal", [1, 3, 1, 1, 1]) ?? []);
    const expected = [0.3125, 3.75, 0.3125, 0.3125, 0.3125];
    for (let p = 0; p < expected.length; p++) expect(weights[p]).toBeCloseTo(expected[p], 12);
    // Without site weighting the factors alone count.
    expect(Array.from(siteWeights(["a", "b"], "none", [1, 3]) ?? [])).toEqual([0.5, 1.5]);
  });
});

describe("datasetFactors", () => {
  it("gives each page its dataset's weight, by the dataset its id names, 1 for the others", () => {
    expect(datasetFactors(["fundus/x", "wcxb/0001", "fundus/y"], "fundus:3, l3s:1.5")).toEqual([
      3, 1, 3,
    ]);
    expect(datasetFactors(["fundus/x"], "none")).toBeUndefined();
  });

  it("rejects items that are not DATASET:WEIGHT with a weight above 0", () => {
    for (const item of ["fundus", "fundus:0", "fundus:-1", "fundus:x", ":2", "fundus:3,"])
      expect(() => datasetFactors(["fundus/x"], item)).toThrow(/DATASET:WEIGHT/);
  });
});

/** `corpus`'s pages, in order, page p repeated `times[p]` times. */
function repeated(corpus: EncodedCorpus, times: readonly number[]): EncodedCorpus {
  const pages = times.flatMap((count, p) => {
    const vectors: SparseVector[] = [];
    for (let b = corpus.pageStart[p]; b < corpus.pageStart[p + 1]; b++) {
      const [start, end] = [corpus.blockStart[b], corpus.blockStart[b + 1]];
      vectors.push({
        indices: corpus.indices.slice(start, end),
        values: corpus.values.slice(start, end),
      });
    }
    const labels = corpus.labels.slice(corpus.pageStart[p], corpus.pageStart[p + 1]);
    return Array.from({ length: count }, () => ({ vectors, labels }));
  });
  return encodeCorpus(corpus.features, pages);
}

describe("page weights in the linear objective", () => {
  it("count a page of weight w as w copies of it, chain gradient included", () => {
    const labels = 3;
    const corpus = randomCorpus(7, 3, 6, 5, labels);
    const layout = new ParameterLayout(5, labels, true);
    const weights = randomWeights(8, layout.size);
    const weightedGradient = new Float64Array(layout.size);
    const copiedGradient = new Float64Array(layout.size);
    const weighted = linearObjective(
      corpus,
      layout,
      2,
      crfLoss(labels),
      Float64Array.of(3, 1, 0.5),
    );
    const copied = linearObjective(repeated(corpus, [6, 2, 1]), layout, 2, crfLoss(labels));
    // Weights 3, 1, 0.5 are copies 6, 2, 1 halved; the prior term is added once to each, so it
    // is compared apart: 2·weighted − prior = copied − prior.
    const prior = linearObjective(repeated(corpus, [0, 0, 0]), layout, 2, crfLoss(labels));
    const priorGradient = new Float64Array(layout.size);
    const priorLoss = prior(weights, priorGradient);
    const weightedLoss = weighted(weights, weightedGradient);
    const copiedLoss = copied(weights, copiedGradient);
    expect(2 * (weightedLoss - priorLoss)).toBeCloseTo(copiedLoss - priorLoss, 9);
    for (let j = 0; j < layout.size; j++) {
      expect(2 * (weightedGradient[j] - priorGradient[j])).toBeCloseTo(
        copiedGradient[j] - priorGradient[j],
        9,
      );
    }
  });

  it("leave the objective unchanged with every weight 1", () => {
    const corpus = randomCorpus(9, 4, 5, 4, 2);
    const layout = new ParameterLayout(4, 2, true);
    const weights = randomWeights(10, layout.size);
    const ones = linearObjective(corpus, layout, 1, crfLoss(2), new Float64Array(4).fill(1));
    const plain = linearObjective(corpus, layout, 1, crfLoss(2));
    const [a, b] = [new Float64Array(layout.size), new Float64Array(layout.size)];
    expect(ones(weights, a)).toBe(plain(weights, b));
    expect(Array.from(a)).toEqual(Array.from(b));
  });
});
