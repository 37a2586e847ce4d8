import type { ChainPotentials } from "./chain-potentials.js";
import { logSumExp } from "./log-sum-exp.js";

/** Forward and backward log-messages of one chain, in reusable buffers. */
export class ForwardBackward {
  /** α[i·K + b] = log Σ over label prefixes ending in b at block i. */
  alpha = new Float64Array(0);
  /** β[i·K + a] = log Σ over label suffixes after label a at block i. */
  beta = new Float64Array(0);
  /** log Z, the log partition function. */
  logPartition = 0;
  private scratch: Float64Array;

  constructor(private readonly labels: number) {
    this.scratch = new Float64Array(labels);
  }

  /** Runs both passes in log space (log-sum-exp), so long pages cannot underflow. */
  run(potentials: ChainPotentials): number {
    const k = this.labels;
    const n = potentials.length;
    if (this.alpha.length < n * k) {
      this.alpha = new Float64Array(Math.max(n * k, 2 * this.alpha.length));
      this.beta = new Float64Array(this.alpha.length);
    }
    const { alpha, beta, scratch } = this;
    const pairs = potentials.pairs;
    for (let b = 0; b < k; b++) alpha[b] = potentials.first[b];
    for (let i = 1; i < n; i++) {
      for (let b = 0; b < k; b++) {
        for (let a = 0; a < k; a++)
          scratch[a] = alpha[(i - 1) * k + a] + pairs[(i * k + a) * k + b];
        alpha[i * k + b] = logSumExp(scratch, 0, k);
      }
    }
    for (let a = 0; a < k; a++) beta[(n - 1) * k + a] = 0;
    for (let i = n - 2; i >= 0; i--) {
      for (let a = 0; a < k; a++) {
        for (let b = 0; b < k; b++)
          scratch[b] = pairs[((i + 1) * k + a) * k + b] + beta[(i + 1) * k + b];
        beta[i * k + a] = logSumExp(scratch, 0, k);
      }
    }
    this.logPartition = n === 0 ? 0 : logSumExp(alpha, (n - 1) * k, k);
    return this.logPartition;
  }

  /** P(yᵢ = b | x) after `run`. */
  nodeMarginal(block: number, label: number): number {
    const at = block * this.labels + label;
    return Math.exp(this.alpha[at] + this.beta[at] - this.logPartition);
  }

  /** P(yᵢ₋₁ = a, yᵢ = b | x) after `run`, for block ≥ 1. */
  pairMarginal(
    potentials: ChainPotentials,
    block: number,
    previous: number,
    label: number,
  ): number {
    const k = this.labels;
    return Math.exp(
      this.alpha[(block - 1) * k + previous] +
        potentials.pairs[potentials.pairIndex(block, previous, label)] +
        this.beta[block * k + label] -
        this.logPartition,
    );
  }
}
