import { lcsLength } from "../lcs-length.js";
import { metricWords, WordIds } from "../words.js";
import { type Prf, prfFromOverlap } from "./prf.js";

/** Word counts of both texts and the length of their longest common word subsequence. */
export interface WordAlignment {
  readonly gold: number;
  readonly predicted: number;
  readonly common: number;
}

export function wordAlignment(gold: string, predicted: string): WordAlignment {
  const ids = new WordIds();
  const goldIds = ids.encode(metricWords(gold));
  const predictedIds = ids.encode(metricWords(predicted));
  return {
    gold: goldIds.length,
    predicted: predictedIds.length,
    common: lcsLength(goldIds, predictedIds),
  };
}

/** Yao & Zuo's LCS P/R/F1: every word is distinct, so order matters (P = LCS/|P|, R = LCS/|L|). */
export function lcsScore(alignment: WordAlignment): Prf {
  return prfFromOverlap(alignment.common, alignment.predicted, alignment.gold);
}
