import { describe, expect, it } from "vitest";
import { crfLoss } from "../../src/models/crf/crf-loss.js";
import { ChainPotentials } from "../../src/models/linear/chain-potentials.js";
import {
  type EncodedCorpus,
  encodeCorpus,
  NO_ALTERNATIVE,
} from "../../src/models/linear/corpus.js";
import { ForwardBackward } from "../../src/models/linear/forward-backward.js";
import { fillLinearPotentials } from "../../src/models/linear/linear-potentials.js";
import { linearObjective } from "../../src/models/linear/objective.js";
import { ParameterLayout } from "../../src/models/linear/parameters.js";
import { trainWeights } from "../../src/models/linear/train-weights.js";
import {
  gradientError,
  pageScores,
  randomCorpus,
  randomWeights,
  sparse,
  stickyChainCorpus,
  viterbiAccuracy,
} from "./linear/synthetic.js";

describe("CRF training objective", () => {
  /** log Σ exp(score) over the label sequences of page 0 that `admit` accepts. */
  function logSumOverSequences(
    corpus: EncodedCorpus,
    layout: ParameterLayout,
    weights: Float64Array,
    admit: (sequence: number[]) => boolean,
  ): number {
    const labels = layout.labels;
    const scores = pageScores(corpus, 0, weights, labels);
    const n = corpus.labels.length;
    let partition = 0;
    for (let code = 0; code < labels ** n; code++) {
      const sequence = Array.from({ length: n }, (_, i) => Math.floor(code / labels ** i) % labels);
      if (!admit(sequence)) continue;
      let total = weights[layout.initialOffset + sequence[0]] + scores[sequence[0]];
      for (let i = 1; i < n; i++) {
        total +=
          weights[layout.transitionOffset + sequence[i - 1] * labels + sequence[i]] +
          scores[i * labels + sequence[i]];
      }
      partition += Math.exp(total);
    }
    return Math.log(partition);
  }

  it("equals −log p(y|x) computed by enumerating every label sequence", () => {
    const labels = 3;
    const corpus = randomCorpus(1, 1, 5, 4, labels);
    const layout = new ParameterLayout(4, labels, true);
    const weights = randomWeights(2, layout.size);
    const gold = [...corpus.labels];
    const expected =
      logSumOverSequences(corpus, layout, weights, () => true) -
      logSumOverSequences(corpus, layout, weights, (y) => y.every((label, i) => label === gold[i]));
    // σ so large that the prior term is negligible.
    const objective = linearObjective(corpus, layout, 1e8, crfLoss(labels));
    expect(objective(weights, new Float64Array(layout.size))).toBeCloseTo(expected, 9);
  });

  it("with alternative labels, equals −log of the total probability of every admitted sequence", () => {
    const labels = 3;
    const corpus = randomCorpus(1, 1, 6, 4, labels, 0.5);
    expect(corpus.alternatives.some((label) => label !== NO_ALTERNATIVE)).toBe(true);
    const layout = new ParameterLayout(4, labels, true);
    const weights = randomWeights(2, layout.size);
    const admitted = (y: number[]) =>
      y.every((label, i) => label === corpus.labels[i] || label === corpus.alternatives[i]);
    const expected =
      logSumOverSequences(corpus, layout, weights, () => true) -
      logSumOverSequences(corpus, layout, weights, admitted);
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

  it.each([2, 3])(
    "with alternative labels, has an analytic gradient matching central differences with %i labels",
    (labels) => {
      const corpus = randomCorpus(3, 4, 6, 5, labels, 0.4);
      const layout = new ParameterLayout(5, labels, true);
      const objective = linearObjective(corpus, layout, 2, crfLoss(labels));
      expect(gradientError(objective, randomWeights(4, layout.size))).toBeLessThan(1e-6);
    },
  );

  it("learns a label from the pages that give it, unopposed by pages that leave it open", () => {
    // Labels noise 0, body 1, comment 2. Feature 1 marks comment-like blocks, feature 2 body-like.
    // Half the pages call the marked blocks comments; the other half's gold says noise, but with
    // the comment as alternative when it does not tell comments from noise.
    const [NOISE, BODY, COMMENT] = [0, 1, 2];
    const page = (markedAs: number, alternative: number) => ({
      vectors: [
        sparse([
          [0, 1],
          [2, 1],
        ]),
        sparse([
          [0, 1],
          [1, 1],
        ]),
        sparse([[0, 1]]),
      ],
      labels: Uint8Array.of(BODY, markedAs, NOISE),
      alternatives: Uint8Array.of(NO_ALTERNATIVE, alternative, NO_ALTERNATIVE),
    });
    const corpusWith = (alternative: number) =>
      encodeCorpus(3, [
        ...Array.from({ length: 10 }, () => page(COMMENT, NO_ALTERNATIVE)),
        ...Array.from({ length: 10 }, () => page(NOISE, alternative)),
      ]);
    const layout = new ParameterLayout(3, 3, true);
    const settings = { sigma: 3, maxIterations: 200, tolerance: 1e-9 };
    const probe = encodeCorpus(3, [page(COMMENT, NO_ALTERNATIVE)]);
    const probabilityOfComment = (corpus: EncodedCorpus) => {
      const weights = trainWeights(corpus, layout, "crf", settings).x;
      const potentials = new ChainPotentials(3);
      fillLinearPotentials(pageScores(probe, 0, weights, 3), 3, layout, weights, potentials);
      const messages = new ForwardBackward(3);
      messages.run(potentials);
      return messages.nodeMarginal(1, COMMENT);
    };
    const contradicted = probabilityOfComment(corpusWith(NO_ALTERNATIVE));
    const openEnded = probabilityOfComment(corpusWith(COMMENT));
    expect(contradicted).toBeGreaterThan(0.3);
    expect(contradicted).toBeLessThan(0.7);
    expect(openEnded).toBeGreaterThan(0.9);
  });

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
