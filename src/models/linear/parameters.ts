import type { PackedVectors } from "../../features/feature-index.js";
import type { ColumnEntries } from "./column-entries.js";

/**
 * Where each weight lives in the flat parameter vector the optimizer sees:
 * node weights `w[f·K + k]` (feature f, label k — feature-major so one block's scores for all labels
 * read one contiguous row), then, when the model has them, transitions `T[a·K + b]` and the initial
 * weights `I[b]` of the first block's label.
 */
export class ParameterLayout {
  readonly transitionOffset: number;
  readonly initialOffset: number;
  readonly size: number;

  constructor(
    readonly features: number,
    readonly labels: number,
    readonly hasTransitions: boolean,
  ) {
    this.transitionOffset = features * labels;
    this.initialOffset = this.transitionOffset + (hasTransitions ? labels * labels : 0);
    this.size = this.initialOffset + (hasTransitions ? labels : 0);
  }

  transition(weights: Float64Array, previous: number, label: number): number {
    return this.hasTransitions
      ? weights[this.transitionOffset + previous * this.labels + label]
      : 0;
  }

  initial(weights: Float64Array, label: number): number {
    return this.hasTransitions ? weights[this.initialOffset + label] : 0;
  }
}

/** Writes the K node scores wₖ·x of one block into `out[offset .. offset+K)`. */
export function scoreBlock(
  weights: Float64Array,
  labels: number,
  indices: Int32Array,
  values: Float64Array,
  from: number,
  to: number,
  out: Float64Array,
  offset: number,
): void {
  if (labels === 2) {
    // The common binary case, unrolled: about twice as fast as the general loop.
    let s0 = 0;
    let s1 = 0;
    for (let j = from; j < to; j++) {
      const base = indices[j] * 2;
      s0 += weights[base] * values[j];
      s1 += weights[base + 1] * values[j];
    }
    out[offset] = s0;
    out[offset + 1] = s1;
    return;
  }
  if (labels === 5) {
    // All five block classes (the default model's labels) in registers, one pass over the
    // features: 2.3x faster than a pass per label, which reads the weight rows five times.
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let s4 = 0;
    for (let j = from; j < to; j++) {
      const base = indices[j] * 5;
      const value = values[j];
      s0 += weights[base] * value;
      s1 += weights[base + 1] * value;
      s2 += weights[base + 2] * value;
      s3 += weights[base + 3] * value;
      s4 += weights[base + 4] * value;
    }
    out[offset] = s0;
    out[offset + 1] = s1;
    out[offset + 2] = s2;
    out[offset + 3] = s3;
    out[offset + 4] = s4;
    return;
  }
  // One label at a time, summing in a register: the same additions in the same order as adding
  // into `out` feature by feature, without a store per product.
  for (let k = 0; k < labels; k++) {
    let score = 0;
    for (let j = from; j < to; j++) score += weights[indices[j] * labels + k] * values[j];
    out[offset + k] = score;
  }
}

/**
 * Node scores of a page's blocks, `out[i·K + k]`, straight from its column entries (each adds its
 * own column at its block and its history column at the next), with the bias column at every
 * block: the scores of the packed vectors without packing them. The additions come in another
 * order than `scorePage`'s, so the two agree to rounding, not bit for bit.
 */
export function scoreEntries(
  weights: Float64Array,
  labels: number,
  entries: ColumnEntries,
  bias: number,
  blocks: number,
): Float64Array {
  const out = new Float64Array(blocks * labels);
  if (bias >= 0) {
    for (let i = 0; i < blocks; i++)
      for (let k = 0; k < labels; k++) out[i * labels + k] = weights[bias * labels + k];
  }
  const { block, own, history, value, length } = entries;
  for (let j = 0; j < length; j++) {
    const at = block[j] * labels;
    const x = value[j];
    if (own[j] >= 0) addRow(weights, own[j] * labels, x, out, at, labels);
    if (history[j] >= 0 && block[j] + 1 < blocks)
      addRow(weights, history[j] * labels, x, out, at + labels, labels);
  }
  return out;
}

/** `out[at + k] += weights[from + k] · x` for the K labels. */
function addRow(
  weights: Float64Array,
  from: number,
  x: number,
  out: Float64Array,
  at: number,
  labels: number,
): void {
  if (labels === 5) {
    // The default model's five block classes, unrolled (as in scoreBlock).
    out[at] += weights[from] * x;
    out[at + 1] += weights[from + 1] * x;
    out[at + 2] += weights[from + 2] * x;
    out[at + 3] += weights[from + 3] * x;
    out[at + 4] += weights[from + 4] * x;
    return;
  }
  for (let k = 0; k < labels; k++) out[at + k] += weights[from + k] * x;
}

/** Node scores of a page's blocks, `out[i·K + k]`, for prediction. */
export function scorePage(
  weights: Float64Array,
  labels: number,
  vectors: PackedVectors,
): Float64Array {
  const { offsets, indices, values } = vectors;
  const blocks = offsets.length - 1;
  const out = new Float64Array(blocks * labels);
  for (let i = 0; i < blocks; i++)
    scoreBlock(weights, labels, indices, values, offsets[i], offsets[i + 1], out, i * labels);
  return out;
}

/** Adds the gradient of the node scores: `g[f·K + k] += residual[k] · x_f` for one block. */
export function accumulateBlockGradient(
  gradient: Float64Array,
  labels: number,
  indices: Int32Array,
  values: Float64Array,
  from: number,
  to: number,
  residual: Float64Array,
  offset: number,
): void {
  if (labels === 2) {
    const r0 = residual[offset];
    const r1 = residual[offset + 1];
    for (let j = from; j < to; j++) {
      const base = indices[j] * 2;
      gradient[base] += r0 * values[j];
      gradient[base + 1] += r1 * values[j];
    }
    return;
  }
  for (let j = from; j < to; j++) {
    const base = indices[j] * labels;
    const value = values[j];
    for (let k = 0; k < labels; k++) gradient[base + k] += residual[offset + k] * value;
  }
}

/**
 * The Gaussian prior on the weights: σ around 0 for every weight, or per weight a mean and a
 * precision 1/σ² (a site model's: centred on its base model's weights, Chelba & Acero 2004).
 */
export type WeightPrior =
  | number
  | { readonly mean: Float64Array; readonly precision: Float64Array };

/**
 * Adds the prior's negative log density to the loss and its gradient to `gradient`: ‖w‖²/2σ² and
 * w/σ², or Σ precision·(w − mean)²/2 and precision·(w − mean).
 */
export function addGaussianPrior(
  weights: Float64Array,
  gradient: Float64Array,
  prior: WeightPrior,
): number {
  if (typeof prior !== "number") {
    const { mean, precision } = prior;
    let penalty = 0;
    for (let i = 0; i < weights.length; i++) {
      const shift = weights[i] - mean[i];
      penalty += precision[i] * shift * shift;
      gradient[i] += precision[i] * shift;
    }
    return 0.5 * penalty;
  }
  const precision = 1 / (prior * prior);
  let penalty = 0;
  for (let i = 0; i < weights.length; i++) {
    penalty += weights[i] * weights[i];
    gradient[i] += precision * weights[i];
  }
  return 0.5 * precision * penalty;
}
