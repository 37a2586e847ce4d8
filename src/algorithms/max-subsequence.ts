/** The half-open range [start, end) of a maximum-sum contiguous subsequence, and its sum. */
export interface SubsequenceRange {
  readonly start: number;
  readonly end: number;
  readonly value: number;
}

/**
 * Pasternack & Roth, Figure 1: the highest-valued contiguous subsequence in one linear pass.
 * An empty range is returned when every score is non-positive.
 */
export function maxSubsequence(scores: ArrayLike<number>): SubsequenceRange {
  let best: SubsequenceRange = { start: 0, end: 0, value: 0 };
  let runStart = 0;
  let runValue = 0;
  for (let i = 0; i < scores.length; i++) {
    if (runValue <= 0) {
      runStart = i;
      runValue = 0;
    }
    runValue += scores[i];
    if (runValue > best.value) best = { start: runStart, end: i + 1, value: runValue };
  }
  return best;
}
