/** Precision, recall and F1 of one page. */
export interface Prf {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

/**
 * P/R/F1 from an overlap count. Conventions for empty texts, shared by every word metric: both
 * empty is a perfect extraction; otherwise an empty side scores 0 (an extractor that returns
 * nothing, or text where the gold has none, is wrong, not excused).
 */
export function prfFromOverlap(overlap: number, predicted: number, gold: number): Prf {
  if (predicted === 0 && gold === 0) return { precision: 1, recall: 1, f1: 1 };
  const precision = predicted === 0 ? 0 : overlap / predicted;
  const recall = gold === 0 ? 0 : overlap / gold;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
