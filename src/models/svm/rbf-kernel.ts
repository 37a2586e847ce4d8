import type { SparseVector } from "../../features/feature-index.js";

export function squaredNorm(vector: SparseVector): number {
  let total = 0;
  for (const value of vector.values) total += value * value;
  return total;
}

/** x · z with x given densely (scratch array) and z sparse: O(nonzeros of z). */
export function denseSparseDot(dense: Float64Array, sparse: SparseVector): number {
  let total = 0;
  for (let k = 0; k < sparse.indices.length; k++)
    total += dense[sparse.indices[k]] * sparse.values[k];
  return total;
}

export function scatter(vector: SparseVector, dense: Float64Array): void {
  for (let k = 0; k < vector.indices.length; k++) dense[vector.indices[k]] = vector.values[k];
}

export function unscatter(vector: SparseVector, dense: Float64Array): void {
  for (let k = 0; k < vector.indices.length; k++) dense[vector.indices[k]] = 0;
}

/**
 * K(x, z) = exp(−γ‖x − z‖²) between one query and many stored vectors, using
 * ‖x − z‖² = ‖x‖² + ‖z‖² − 2 x·z so each kernel value costs only z's nonzeros.
 */
export class RbfKernel {
  private readonly norms: Float64Array;
  private readonly scratch: Float64Array;

  constructor(
    readonly vectors: readonly SparseVector[],
    readonly dimension: number,
    readonly gamma: number,
  ) {
    this.norms = Float64Array.from(vectors, squaredNorm);
    this.scratch = new Float64Array(dimension);
  }

  /** K(query, vectors[t]) for every stored t, written into `out`. */
  row(query: SparseVector, out: Float32Array | Float64Array): void {
    const queryNorm = squaredNorm(query);
    scatter(query, this.scratch);
    for (let t = 0; t < this.vectors.length; t++) {
      const distance =
        queryNorm + this.norms[t] - 2 * denseSparseDot(this.scratch, this.vectors[t]);
      out[t] = Math.exp(-this.gamma * Math.max(0, distance));
    }
    unscatter(query, this.scratch);
  }
}
