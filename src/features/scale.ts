/**
 * Scalings that keep numeric features in about [-1, 1], so linear learners, RBF kernels and k-NN
 * weigh them alike without a separate normalisation step.
 */

/** `part / whole`, or 0 when there is no whole. */
export function ratio(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

/** A count on a log scale: 0 → 0, `saturation` and above → 1. */
export function logScale(count: number, saturation: number): number {
  return Math.min(1, Math.log1p(Math.max(0, count)) / Math.log1p(saturation));
}

/**
 * How much larger `value` is than `reference`, on a log scale in [-1, 1]: 0 when equal, ±1 when
 * one is `saturation` times the other (add-one smoothed, so zeros are fine).
 */
export function logQuotient(value: number, reference: number, saturation: number): number {
  const scaled = Math.log((value + 1) / (reference + 1)) / Math.log(saturation);
  return Math.max(-1, Math.min(1, scaled));
}

/** `value / cap`, capped at 1. */
export function capped(value: number, cap: number): number {
  return Math.min(1, value / cap);
}
