import { maxSubsequence } from "./max-subsequence.js";

/** Blocks this sure are kept even outside the run: a second article part after an ad break. */
export const SURE_CONTENT_PROBABILITY = 0.5;

/**
 * Pasternack & Roth's maximum subsequence over learned probabilities: the contiguous run of
 * blocks maximising Σ (p − threshold), plus every block above `sure` anywhere on the page.
 */
export function probabilityMssSelection(
  contentProbability: Float64Array,
  threshold: number,
  sure = SURE_CONTENT_PROBABILITY,
): Uint8Array {
  const run = maxSubsequence(contentProbability.map((p) => p - threshold));
  return Uint8Array.from(contentProbability, (p, i) =>
    p > sure || (i >= run.start && i < run.end) ? 1 : 0,
  );
}
