import { wordTokens } from "../../src/blocks/tokenize.js";

/**
 * WCXB's own scores (Foley, web-content-extraction-benchmark `evaluate.py`), so pith can be set
 * next to the WCXB leaderboard: bag-of-words P/R/F1 of lowercased `\w+` words per page, averaged
 * over pages (the leaderboard F1 is the mean of per-page F1, not the F1 of mean P and R); a page
 * whose gold is empty scores 1 for an empty prediction and 0 otherwise.
 */
export interface WordScore {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

export function wcxbWordScore(predicted: string, reference: string): WordScore {
  const predictedWords = wordTokens(predicted.toLowerCase());
  const referenceWords = wordTokens(reference.toLowerCase());
  if (referenceWords.length === 0) {
    const score = predictedWords.length === 0 ? 1 : 0;
    return { precision: score, recall: score, f1: score };
  }
  if (predictedWords.length === 0) return { precision: 0, recall: 0, f1: 0 };
  const overlap = multisetOverlap(predictedWords, referenceWords);
  const precision = overlap / predictedWords.length;
  const recall = overlap / referenceWords.length;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

function multisetOverlap(a: readonly string[], b: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const word of a) counts.set(word, (counts.get(word) ?? 0) + 1);
  let overlap = 0;
  for (const word of b) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      overlap++;
      counts.set(word, left - 1);
    }
  }
  return overlap;
}

/** Share of snippets found in the text, case-insensitively (WCXB's "with" / "without" rates). */
export function snippetRate(text: string, snippets: readonly string[]): number {
  if (snippets.length === 0) return 1;
  const haystack = text.toLowerCase();
  return (
    snippets.filter((snippet) => haystack.includes(snippet.toLowerCase())).length / snippets.length
  );
}
