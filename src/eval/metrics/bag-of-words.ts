import { metricWords } from "../words.js";
import { type Prf, prfFromOverlap } from "./prf.js";

/**
 * Pasternack & Roth's bag-of-words P/R/F1 (also Yao & Zuo's "token-level F1"): words are the same
 * when their text is, and the overlap is the multiset intersection. WCXB's word-level F1 counts
 * the same multiset overlap of lowercased words, so this module is that metric too.
 */
export function bagOfWordsScore(gold: string, predicted: string): Prf {
  return wordBagScore(metricWords(gold), metricWords(predicted));
}

/** The same score over words already split (and normalised) some other way. */
export function wordBagScore(goldWords: readonly string[], predictedWords: readonly string[]): Prf {
  const remaining = new Map<string, number>();
  for (const word of goldWords) remaining.set(word, (remaining.get(word) ?? 0) + 1);
  let overlap = 0;
  for (const word of predictedWords) {
    const left = remaining.get(word) ?? 0;
    if (left > 0) {
      overlap++;
      remaining.set(word, left - 1);
    }
  }
  return prfFromOverlap(overlap, predictedWords.length, goldWords.length);
}
