/** Word tokens as the metrics count them: runs of Unicode letters, digits and `_` (Python's `\w+`). */
const WORD = /[\p{L}\p{N}_]+/gu;
/** Words plus single punctuation / symbol characters: the tokens Pasternack & Roth score. */
const WORD_OR_SYMBOL = /[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu;

export function wordTokens(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function wordAndSymbolTokens(text: string): string[] {
  return text.match(WORD_OR_SYMBOL) ?? [];
}

/** Collapses every run of whitespace (including non-breaking space) to one space, and trims. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/[\s\u00a0\u200b]+/g, " ").trim();
}
