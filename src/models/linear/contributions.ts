import type { PackedVectors } from "../../features/feature-index.js";
import {
  type BlockExplanation,
  type FeatureContribution,
  largestContributions,
} from "../explanation.js";

/**
 * Each block's largest feature contributions to its log-odds of content. With two labels a
 * feature adds x·(w_content − w_noise); with several (body, title, heading, comment, noise) the
 * weights of each side are averaged by the block's own label marginals, so a heading block is
 * explained by its heading weights and a comment block by its comment weights.
 */
export function linearContributions(
  vectors: PackedVectors,
  model: {
    readonly weights: Float64Array;
    readonly labels: number;
    /** Per label: 1 for a content label. */
    readonly content: Uint8Array;
    readonly names: readonly string[];
  },
  marginals: Float64Array,
  top: number,
): BlockExplanation[] {
  const { weights, labels: k, content, names } = model;
  const blocks = vectors.offsets.length - 1;
  const explanations: BlockExplanation[] = [];
  for (let i = 0; i < blocks; i++) {
    const contentShare = sideShares(marginals, i * k, k, content, 1);
    const otherShare = sideShares(marginals, i * k, k, content, 0);
    const contributions: FeatureContribution[] = [];
    for (let j = vectors.offsets[i]; j < vectors.offsets[i + 1]; j++) {
      const row = vectors.indices[j] * k;
      let difference = 0;
      for (let b = 0; b < k; b++)
        difference += (contentShare[b] - otherShare[b]) * weights[row + b];
      const contribution = difference * vectors.values[j];
      if (contribution !== 0)
        contributions.push({ feature: names[vectors.indices[j]], contribution });
    }
    explanations.push({ contributions: largestContributions(contributions, top) });
  }
  return explanations;
}

/**
 * The block's marginals over the labels of one side (content 1 or 0), normalised to sum to 1;
 * uniform over that side when its marginals underflow to zero.
 */
function sideShares(
  marginals: Float64Array,
  offset: number,
  k: number,
  content: Uint8Array,
  side: number,
): Float64Array {
  const shares = new Float64Array(k);
  let total = 0;
  for (let b = 0; b < k; b++) {
    if (content[b] !== side) continue;
    shares[b] = marginals[offset + b];
    total += shares[b];
  }
  for (let b = 0; b < k; b++) {
    if (content[b] !== side) continue;
    shares[b] = total > 0 ? shares[b] / total : 1 / countOf(content, side);
  }
  return shares;
}

function countOf(content: Uint8Array, side: number): number {
  return content.filter((value) => value === side).length;
}
