/** Dense vector helpers for the optimizer's inner loops (no allocation). */

export function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}

export function norm(a: Float64Array): number {
  return Math.sqrt(dot(a, a));
}

/** `out = x + step * direction`. */
export function addScaled(
  out: Float64Array,
  x: Float64Array,
  step: number,
  direction: Float64Array,
): void {
  for (let i = 0; i < out.length; i++) out[i] = x[i] + step * direction[i];
}

/** Index of the largest value (the first of equals); 0 for an empty array. */
export function indexOfMax(values: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  return best;
}
