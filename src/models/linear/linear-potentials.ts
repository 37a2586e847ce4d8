import type { ChainPotentials } from "./chain-potentials.js";
import type { ParameterLayout } from "./parameters.js";

/**
 * CRF-style potentials: ψ₀(b) = I[b] + s₀(b), ψᵢ(a, b) = T[a, b] + sᵢ(b) from node scores `scores`.
 * Without transitions the chain factorises into independent per-block softmaxes (MaxEnt).
 */
export function fillLinearPotentials(
  scores: Float64Array,
  length: number,
  layout: ParameterLayout,
  weights: Float64Array,
  out: ChainPotentials,
): void {
  const k = layout.labels;
  out.resize(length);
  for (let b = 0; b < k; b++) out.first[b] = layout.initial(weights, b) + scores[b];
  for (let i = 1; i < length; i++) {
    for (let a = 0; a < k; a++) {
      for (let b = 0; b < k; b++)
        out.pairs[out.pairIndex(i, a, b)] = layout.transition(weights, a, b) + scores[i * k + b];
    }
  }
}
