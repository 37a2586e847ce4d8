import type { WordAlignment } from "./lcs.js";

/**
 * CleanEval's text-only score, 1 − distance / alignment length, where the distance counts word
 * insertions and deletions only (no substitutions). With L the LCS length, the distance is
 * |a| + |b| − 2L and the alignment has L aligns plus that many edits: |a| + |b| − L operations.
 */
export function cleanEvalScore({ gold, predicted, common }: WordAlignment): number {
  const operations = gold + predicted - common;
  if (operations === 0) return 1;
  return 1 - (gold + predicted - 2 * common) / operations;
}
