import { maxSubsequence } from "../algorithms/max-subsequence.js";
import type { SegmentedPage } from "./block.js";

/** Pasternack & Roth's tag score, found by them to maximise F1 on their data. */
export const SIMPLE_MSS_TAG_SCORE = -3.25;

/**
 * Pasternack & Roth's "simple MSS": +1 per word or symbol, −3.25 per tag, maximum subsequence.
 * Scores are aggregated per block (tags between blocks form one negative element), so a selection
 * starts and ends on block boundaries. Used as a baseline model, as a feature and as the fallback.
 */
export function simpleMssSelection(
  page: SegmentedPage,
  tagScore = SIMPLE_MSS_TAG_SCORE,
): Uint8Array {
  const scores: number[] = [];
  for (const block of page.blocks) {
    scores.push(block.tagsBefore * tagScore, block.tokens.length + block.inlineTags * tagScore);
  }
  const range = maxSubsequence(scores);
  const selected = new Uint8Array(page.blocks.length);
  for (let element = range.start; element < range.end; element++) {
    if (element % 2 === 1) selected[(element - 1) / 2] = 1;
  }
  return selected;
}
