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

const WORD_START = /^[\p{L}\p{N}_]/u;

/**
 * Whether a word-and-symbol token is a word: words start with a word character, symbols never do.
 * So the words among a text's word-and-symbol tokens are its `wordTokens`, without reading the
 * text again.
 */
export function isWordToken(token: string): boolean {
  const code = token.charCodeAt(0);
  // ASCII without a regex: most tokens are.
  if (code < 128)
    return (
      (code >= 97 && code <= 122) ||
      (code >= 65 && code <= 90) ||
      (code >= 48 && code <= 57) ||
      code === 95
    );
  return WORD_START.test(token);
}

const DIGITS = /^\p{N}+$/u;

/** Whether a token is all digits (`\p{N}+`: 42, ٣٤, ½). */
export function isNumber(token: string): boolean {
  const code = token.charCodeAt(0);
  // Most tokens start with an ASCII letter or sign: no regex for those.
  if (code < 48 || (code > 57 && code < 128)) return false;
  return DIGITS.test(token);
}

/**
 * `word.toLowerCase()`, without building a copy of the many words that are lowercase already
 * (ASCII without capitals).
 */
export function lowercase(word: string): string {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if ((code >= 65 && code <= 90) || code >= 128) return word.toLowerCase();
  }
  return word;
}

/** The words among word-and-symbol tokens, in order: `wordTokens` of the text they came from. */
export function wordsAmong(tokens: readonly string[]): string[] {
  return tokens.filter(isWordToken);
}

/** Collapses every run of whitespace (including non-breaking space) to one space, and trims. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/[\s\u00a0\u200b]+/g, " ").trim();
}
