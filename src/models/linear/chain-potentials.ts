/**
 * Log-potentials of a linear chain over one page's blocks: ψ₀(b) for the first block's label and
 * ψᵢ(a, b) for label b at block i after label a at block i−1. Every learner here decodes through
 * this one form — CRF potentials are node + transition scores, MEMM potentials are local
 * log-probabilities, MaxEnt potentials ignore the previous label — so forward–backward and
 * Viterbi exist once.
 */
export class ChainPotentials {
  length = 0;
  /** ψ₀(b), `labels` entries. */
  readonly first: Float64Array;
  /** ψᵢ(a, b) at `(i · labels + a) · labels + b`; entries for i = 0 are unused. */
  pairs: Float64Array;

  constructor(readonly labels: number) {
    this.first = new Float64Array(labels);
    this.pairs = new Float64Array(0);
  }

  /** Makes room for `length` blocks, reusing the buffer when it is large enough. */
  resize(length: number): void {
    this.length = length;
    const needed = length * this.labels * this.labels;
    if (this.pairs.length < needed)
      this.pairs = new Float64Array(Math.max(needed, 2 * this.pairs.length));
  }

  pairIndex(block: number, previous: number, label: number): number {
    return (block * this.labels + previous) * this.labels + label;
  }
}
