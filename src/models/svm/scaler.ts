import type { SparseVector } from "../../features/feature-index.js";

export type ScalingMethod = "minmax" | "standard" | "none";

/**
 * Per-column multipliers fitted on training vectors. An RBF kernel depends only on differences
 * x − z, so the shift of min-max scaling or standardisation cancels out: multiplying by
 * 1/(max − min) or 1/σ gives the same kernel while keeping vectors sparse (absent = 0).
 */
export function fitColumnScale(
  vectors: readonly SparseVector[],
  dimension: number,
  method: ScalingMethod,
): Float64Array {
  const scale = new Float64Array(dimension).fill(1);
  if (method === "none" || vectors.length === 0) return scale;
  const n = vectors.length;
  const count = new Float64Array(dimension);
  const min = new Float64Array(dimension);
  const max = new Float64Array(dimension);
  const sum = new Float64Array(dimension);
  const sumSquares = new Float64Array(dimension);
  for (const vector of vectors) {
    for (let k = 0; k < vector.indices.length; k++) {
      const column = vector.indices[k];
      const value = vector.values[k];
      count[column]++;
      min[column] = Math.min(min[column], value);
      max[column] = Math.max(max[column], value);
      sum[column] += value;
      sumSquares[column] += value * value;
    }
  }
  for (let column = 0; column < dimension; column++) {
    // Columns absent from some vectors also take the value 0 there, hence min/max start at 0.
    const spread =
      method === "minmax"
        ? max[column] - min[column]
        : Math.sqrt(Math.max(0, sumSquares[column] / n - (sum[column] / n) ** 2));
    scale[column] = spread > 1e-12 && count[column] > 0 ? 1 / spread : 1;
  }
  return scale;
}

export function scaleVector(vector: SparseVector, scale: Float64Array): SparseVector {
  const values = new Float64Array(vector.values.length);
  for (let k = 0; k < values.length; k++) values[k] = vector.values[k] * scale[vector.indices[k]];
  return { indices: vector.indices, values };
}
