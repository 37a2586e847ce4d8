import type { ChainPotentials } from "../linear/chain-potentials.js";
import { fillLinearPotentials } from "../linear/linear-potentials.js";
import { logSumExp } from "../linear/log-sum-exp.js";
import type { ParameterLayout } from "../linear/parameters.js";

/**
 * MEMM potentials: ψᵢ(a, b) = log p(yᵢ = b | yᵢ₋₁ = a, xᵢ), each (block, previous label) row a local
 * softmax over node score + transition weight (McCallum et al. 2000; Gibson et al. §4). The chain
 * is locally normalised, so Z = 1 and forward–backward yields the MEMM's exact marginals.
 */
export function fillMemmPotentials(
  scores: Float64Array,
  length: number,
  layout: ParameterLayout,
  weights: Float64Array,
  out: ChainPotentials,
): void {
  fillLinearPotentials(scores, length, layout, weights, out);
  const k = layout.labels;
  normaliseRow(out.first, 0, k);
  for (let i = 1; i < length; i++) {
    for (let a = 0; a < k; a++) normaliseRow(out.pairs, out.pairIndex(i, a, 0), k);
  }
}

/** Turns scores into log-probabilities in place. */
function normaliseRow(values: Float64Array, offset: number, length: number): void {
  const logNormaliser = logSumExp(values, offset, length);
  for (let j = offset; j < offset + length; j++) values[j] -= logNormaliser;
}
