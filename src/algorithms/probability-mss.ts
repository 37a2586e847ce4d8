import { maxSubsequence } from "./max-subsequence.js";

/** Blocks this sure are kept even outside the run: a second article part after an ad break. */
export const SURE_CONTENT_PROBABILITY = 0.5;

/** How `probabilityMssSelection` treats blocks by probability. */
export interface MssBounds {
  /** Blocks above this are kept anywhere on the page (default SURE_CONTENT_PROBABILITY). */
  readonly sure?: number;
  /**
   * Blocks below this stay out even inside the run (default 0: the whole run): a figure caption
   * or a share bar the model is sure of is not content for lying between two paragraphs.
   */
  readonly runFloor?: number;
}

/**
 * Pasternack & Roth's maximum subsequence over learned probabilities: the contiguous run of
 * blocks maximising Σ (p − threshold) but for its blocks under `runFloor`, plus every block above
 * `sure` anywhere on the page.
 */
export function probabilityMssSelection(
  contentProbability: Float64Array,
  threshold: number,
  { sure = SURE_CONTENT_PROBABILITY, runFloor = 0 }: MssBounds = {},
): Uint8Array {
  const run = maxSubsequence(contentProbability.map((p) => p - threshold));
  return Uint8Array.from(contentProbability, (p, i) =>
    p > sure || (i >= run.start && i < run.end && p >= runFloor) ? 1 : 0,
  );
}
