import type { Objective } from "../../../src/algorithms/lbfgs.js";
import type { SparseVector } from "../../../src/features/feature-index.js";
import { ChainPotentials } from "../../../src/models/linear/chain-potentials.js";
import {
  type EncodedCorpus,
  encodeCorpus,
  NO_ALTERNATIVE,
} from "../../../src/models/linear/corpus.js";
import { decodeChain } from "../../../src/models/linear/decode-chain.js";
import type { FillPotentials } from "../../../src/models/linear/linear-model.js";
import { type ParameterLayout, scoreBlock } from "../../../src/models/linear/parameters.js";
import { seededRandom } from "../../../src/util/random.js";

/** Deterministic uniform [0, 1) generator (mulberry32). */
export const random = seededRandom;

export function sparse(entries: ReadonlyArray<[number, number]>): SparseVector {
  return {
    indices: Int32Array.from(entries, ([column]) => column),
    values: Float64Array.from(entries, ([, value]) => value),
  };
}

/** Pages of random sparse real-valued features and random labels (for gradient and brute-force checks). */
export function randomCorpus(
  seed: number,
  pages: number,
  maxLength: number,
  features: number,
  labels: number,
  alternativeShare = 0,
): EncodedCorpus {
  const next = random(seed);
  return encodeCorpus(
    features,
    Array.from({ length: pages }, () => {
      const length = 1 + Math.floor(next() * maxLength);
      const vectors = Array.from({ length }, () => {
        const entries: Array<[number, number]> = [];
        for (let f = 0; f < features; f++) if (next() < 0.5) entries.push([f, 2 * next() - 1]);
        return sparse(entries);
      });
      const gold = Uint8Array.from({ length }, () => Math.floor(next() * labels));
      if (alternativeShare === 0) return { vectors, labels: gold };
      // A share of the blocks may also have the next label (mod labels).
      const alternatives = gold.map((label) =>
        next() < alternativeShare ? (label + 1) % labels : NO_ALTERNATIVE,
      );
      return { vectors, labels: gold, alternatives };
    }),
  );
}

/** A sticky two-label Markov chain and what the blocks show of it. */
export interface StickyChain {
  /** Probability that a block keeps the previous block's label. */
  readonly stay: number;
  /** Probability that a block shows an observation at all (else only the bias feature). */
  readonly visible: number;
  /** Probability that a shown observation is the true label. */
  readonly accuracy: number;
}

/**
 * Pages labelled by a sticky chain. Column 0 is the bias, column 1 "shows label 1", column 2 "shows
 * label 0". Per-block classifiers can do no better than what a block shows; sequence models can
 * carry evidence along the chain.
 */
export function stickyChainCorpus(
  seed: number,
  pages: number,
  length: number,
  chain: StickyChain,
): EncodedCorpus {
  const next = random(seed);
  return encodeCorpus(
    3,
    Array.from({ length: pages }, () => {
      const labels = new Uint8Array(length);
      labels[0] = next() < 0.5 ? 1 : 0;
      for (let i = 1; i < length; i++)
        labels[i] = next() < chain.stay ? labels[i - 1] : 1 - labels[i - 1];
      const vectors = Array.from(labels, (label) => {
        if (next() >= chain.visible) return sparse([[0, 1]]);
        const shown = next() < chain.accuracy ? label : 1 - label;
        return sparse([
          [0, 1],
          [shown === 1 ? 1 : 2, 1],
        ]);
      });
      return { vectors, labels };
    }),
  );
}

/** Node scores of page `p` under `weights` (for decoding synthetic corpora). */
export function pageScores(
  corpus: EncodedCorpus,
  p: number,
  weights: Float64Array,
  labels: number,
): Float64Array {
  const first = corpus.pageStart[p];
  const length = corpus.pageStart[p + 1] - first;
  const scores = new Float64Array(length * labels);
  for (let i = 0; i < length; i++) {
    scoreBlock(
      weights,
      labels,
      corpus.indices,
      corpus.values,
      corpus.blockStart[first + i],
      corpus.blockStart[first + i + 1],
      scores,
      i * labels,
    );
  }
  return scores;
}

/** Fraction of blocks whose Viterbi label equals the gold label. */
export function viterbiAccuracy(
  corpus: EncodedCorpus,
  layout: ParameterLayout,
  weights: Float64Array,
  fillPotentials: FillPotentials,
): number {
  const potentials = new ChainPotentials(layout.labels);
  let correct = 0;
  for (let p = 0; p + 1 < corpus.pageStart.length; p++) {
    const first = corpus.pageStart[p];
    const length = corpus.pageStart[p + 1] - first;
    fillPotentials(
      pageScores(corpus, p, weights, layout.labels),
      length,
      layout,
      weights,
      potentials,
    );
    const { path } = decodeChain(potentials);
    for (let i = 0; i < length; i++) if (path[i] === corpus.labels[first + i]) correct++;
  }
  return correct / corpus.labels.length;
}

/** Largest |analytic − central-difference| gradient component, relative to max(1, |analytic|). */
export function gradientError(objective: Objective, weights: Float64Array): number {
  const gradient = new Float64Array(weights.length);
  objective(weights, gradient);
  const scratch = new Float64Array(weights.length);
  const h = 1e-6;
  let worst = 0;
  for (let j = 0; j < weights.length; j++) {
    const shifted = Float64Array.from(weights);
    shifted[j] += h;
    const up = objective(shifted, scratch);
    shifted[j] -= 2 * h;
    const down = objective(shifted, scratch);
    const numeric = (up - down) / (2 * h);
    worst = Math.max(worst, Math.abs(numeric - gradient[j]) / Math.max(1, Math.abs(gradient[j])));
  }
  return worst;
}

export function randomWeights(seed: number, size: number): Float64Array {
  const next = random(seed);
  return Float64Array.from({ length: size }, () => 2 * next() - 1);
}
