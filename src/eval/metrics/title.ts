import { metricWords } from "../words.js";

/** Titles compare as their lowercased words: punctuation, quotes and spacing do not count. */
export function normaliseTitle(title: string): string {
  return metricWords(title).join(" ");
}

/** Wang et al.'s title accuracy for one page: the extracted title equals the gold one. */
export function titleMatches(gold: string, predicted: string): boolean {
  return normaliseTitle(gold) === normaliseTitle(predicted);
}
