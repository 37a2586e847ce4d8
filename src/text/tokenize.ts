/**
 * The tokenizations, defined by their regexes. Metric words are runs of Unicode letters, digits and
 * `_` (Python's `\w+`, as the metrics and ../shared/tools/score.py count them),
 * `/[\p{L}\p{N}_]+/gu`. The words blocks are read in differ in two ways:
 * - combining marks (`\p{M}`) continue the word they follow. The vowel signs and viramas of the
 *   Indic scripts are marks, so `\w+` reads हिन्दी ("Hindi") as three one-letter words, ह न द, and
 *   a Hindi paragraph as twice as many words, none of them real; the same holds for Arabic and
 *   Hebrew vowel points and for decomposed accents (e + U+0301).
 * - a character of the scripts written without spaces between words (Han, Hiragana, Katakana:
 *   Chinese and Japanese) is a word on its own (with the marks that follow it): a Chinese
 *   paragraph is one `\w+` run per clause, which every count, share and density of the features
 *   would read as a few long words.
 * - a run of Thai, Lao, Khmer or Myanmar letters and marks (also written without spaces between
 *   words, with words of several letters) is split where ICU's dictionary-based word segmentation
 *   (`Intl.Segmenter`) splits it: ภาษาไทยง่าย reads as ภาษา ไทย ง่าย, not as one word.
 * Words and symbols (the tokens Pasternack & Roth score) add every other character but white
 * space, one at a time (a mark that follows no word is a symbol). The test spells the regexes out.
 * All are implemented by one scan over character classes, which costs less than the regexes (this
 * runs over every character of every page).
 */
const WORD_CHAR = 1;
const SPACE_CHAR = 2;
const SYMBOL_CHAR = 3;
/** A word character that is a word by itself (see above). */
const SOLO_WORD_CHAR = 4;
/** A combining mark: part of the word it follows when reading, a symbol elsewhere. */
const MARK_CHAR = 5;
/** A word character of a script whose words a dictionary tells apart (see above). */
const SEGMENTED_WORD_CHAR = 6;

const IS_WORD_CHAR = /^[\p{L}\p{N}_]$/u;
const IS_MARK_CHAR = /^\p{M}$/u;
const IS_SOLO_WORD_CHAR = /^[\p{scx=Han}\p{scx=Hira}\p{scx=Kana}]$/u;
const IS_SEGMENTED_WORD_CHAR = /^[\p{scx=Thai}\p{scx=Laoo}\p{scx=Khmr}\p{scx=Mymr}]$/u;
/** ICU's word boundaries; its root rules carry the Thai, Lao, Khmer and Burmese dictionaries. */
const SEGMENTER = new Intl.Segmenter(undefined, { granularity: "word" });
const IS_SPACE_CHAR = /^\s$/u;
/** Class of each UTF-16 code unit outside the surrogates; 0 until first met, then from the regexes. */
const UNIT_CLASS = new Uint8Array(0x10000);

function classOf(character: string): number {
  if (IS_WORD_CHAR.test(character)) {
    if (IS_SOLO_WORD_CHAR.test(character)) return SOLO_WORD_CHAR;
    return IS_SEGMENTED_WORD_CHAR.test(character) ? SEGMENTED_WORD_CHAR : WORD_CHAR;
  }
  if (IS_MARK_CHAR.test(character)) return MARK_CHAR;
  return IS_SPACE_CHAR.test(character) ? SPACE_CHAR : SYMBOL_CHAR;
}

/** Whether a surrogate pair (one astral character) starts at `at`. */
function isPairAt(text: string, at: number): boolean {
  const high = text.charCodeAt(at);
  if (high < 0xd800 || high > 0xdbff) return false;
  const low = text.charCodeAt(at + 1);
  return low >= 0xdc00 && low <= 0xdfff;
}

/** Class of a code unit that is not a surrogate. */
function unitClass(unit: number): number {
  const known = UNIT_CLASS[unit];
  if (known !== 0) return known;
  UNIT_CLASS[unit] = classOf(String.fromCharCode(unit));
  return UNIT_CLASS[unit];
}

/** Class of the character at `at`; a lone surrogate is a symbol, as for the `u` regexes. */
function classAt(text: string, at: number): number {
  const unit = text.charCodeAt(at);
  if (unit < 0xd800 || unit > 0xdfff) return unitClass(unit);
  return isPairAt(text, at) ? classOf(text.slice(at, at + 2)) : SYMBOL_CHAR;
}

/** Code units of the character at `at`. */
function widthAt(text: string, at: number): number {
  return isPairAt(text, at) ? 2 : 1;
}

/**
 * End of the word starting at `at` (a word character other than a segmented one when `reading`).
 * `reading` (the words blocks are read in): a solo word character with the marks after it, else a
 * run of the other word characters and marks. Otherwise (metric words): a run of word characters.
 */
function wordEnd(text: string, at: number, reading: boolean): number {
  if (reading && classAt(text, at) === SOLO_WORD_CHAR)
    return marksEnd(text, at + widthAt(text, at));
  let end = at;
  while (end < text.length) {
    const unit = text.charCodeAt(end);
    // The common case first, without the surrogate-pair checks.
    const astral = unit >= 0xd800 && unit <= 0xdfff;
    const kind = astral ? classAt(text, end) : unitClass(unit);
    const continues = reading
      ? kind === WORD_CHAR || kind === MARK_CHAR
      : kind === WORD_CHAR || kind === SOLO_WORD_CHAR || kind === SEGMENTED_WORD_CHAR;
    if (!continues) break;
    end += astral ? 2 : 1;
  }
  return end;
}

/** End of the combining marks from `at` on (`at` itself when there are none). */
function marksEnd(text: string, at: number): number {
  let end = at;
  while (end < text.length && classAt(text, end) === MARK_CHAR) end += widthAt(text, end);
  return end;
}

function isWordClass(kind: number): boolean {
  return kind === WORD_CHAR || kind === SOLO_WORD_CHAR || kind === SEGMENTED_WORD_CHAR;
}

/** End of the run of segmented word characters and marks from `at` (a segmented word character). */
function segmentedRunEnd(text: string, at: number): number {
  let end = at;
  while (end < text.length) {
    const kind = classAt(text, end);
    if (kind !== SEGMENTED_WORD_CHAR && kind !== MARK_CHAR) break;
    end += widthAt(text, end);
  }
  return end;
}

/**
 * Calls `take(start, end, isWord)` for each piece the segmenter cuts the run of segmented word
 * characters from `at` into (see segmentedRunEnd), in order. A piece is a word when it starts with
 * a word character, as every token is (isWordToken); a mark it cut off alone is a symbol. Returns
 * the run's end.
 */
function readSegmentedRun(
  text: string,
  at: number,
  take: (start: number, end: number, isWord: boolean) => void,
): number {
  const end = segmentedRunEnd(text, at);
  for (const { segment, index } of SEGMENTER.segment(text.slice(at, end))) {
    const start = at + index;
    take(start, start + segment.length, isWordClass(classAt(text, start)));
  }
  return end;
}

/** Words as `\w+` runs: what the metrics compare (and score.py counts). */
export function metricWordTokens(text: string): string[] {
  return words(text, false);
}

/**
 * The words blocks are read in: `\w+` runs with their combining marks, each Han or kana character
 * a word by itself.
 */
export function wordTokens(text: string): string[] {
  return words(text, true);
}

function words(text: string, reading: boolean): string[] {
  const found: string[] = [];
  for (let at = 0; at < text.length; ) {
    const kind = classAt(text, at);
    if (!isWordClass(kind)) at += widthAt(text, at);
    else if (reading && kind === SEGMENTED_WORD_CHAR) {
      at = readSegmentedRun(text, at, (start, end, isWord) => {
        if (isWord) found.push(text.slice(start, end));
      });
    } else {
      const end = wordEnd(text, at, reading);
      found.push(text.slice(at, end));
      at = end;
    }
  }
  return found;
}

/** `wordTokens(text).length`, without building the words. */
export function countWords(text: string): number {
  let count = 0;
  for (let at = 0; at < text.length; ) {
    const kind = classAt(text, at);
    if (!isWordClass(kind)) at += widthAt(text, at);
    else if (kind === SEGMENTED_WORD_CHAR) {
      at = readSegmentedRun(text, at, (_start, _end, isWord) => {
        if (isWord) count++;
      });
    } else {
      at = wordEnd(text, at, true);
      count++;
    }
  }
  return count;
}

/** The words of `wordTokens` and every other character but white space, in text order. */
export function wordAndSymbolTokens(text: string): string[] {
  const tokens: string[] = [];
  for (let at = 0; at < text.length; ) {
    const kind = classAt(text, at);
    // White space is never astral: one code unit.
    if (kind === SPACE_CHAR) at++;
    else if (kind === SEGMENTED_WORD_CHAR) {
      at = readSegmentedRun(text, at, (start, end) => {
        tokens.push(text.slice(start, end));
      });
    } else {
      const end = isWordClass(kind) ? wordEnd(text, at, true) : at + widthAt(text, at);
      tokens.push(text.slice(at, end));
      at = end;
    }
  }
  return tokens;
}

/**
 * Whether a word-and-symbol token is a word: words start with a word character, symbols never do.
 * So the words among a text's word-and-symbol tokens are its `wordTokens`, without reading the
 * text again.
 */
export function isWordToken(token: string): boolean {
  return token.length > 0 && isWordClass(classAt(token, 0));
}

/** Whether a word is one Han or kana character (a word by itself, see above). */
export function isSoloWord(word: string): boolean {
  return word.length > 0 && word.length === widthAt(word, 0) && classAt(word, 0) === SOLO_WORD_CHAR;
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

/**
 * Collapses every run of white space (JavaScript's `\s`, which includes the non-breaking space, and
 * the zero-width space) to one space, and trims: `text.replace(/[\s\u200b]+/g, " ").trim()`, the
 * trim taking the invisible joiners and soft hyphens at either end too (Webflow opens paragraphs
 * with a zero-width joiner; inside a text they join emoji and Persian letters, and stay). By
 * hand, because it runs over every text of the page and most need only the trim: their inner white
 * space is already single spaces, and then nothing is copied but the trimmed text.
 */
export function normalizeWhitespace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isTrimmed(text.charCodeAt(start))) start++;
  while (end > start && isTrimmed(text.charCodeAt(end - 1))) end--;
  let normalized = "";
  let copiedFrom = start;
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (!isCollapsedSpace(code)) continue;
    // Trimmed: every run of white space here is followed by something else.
    let runEnd = at + 1;
    while (isCollapsedSpace(text.charCodeAt(runEnd))) runEnd++;
    if (code !== 32 || runEnd > at + 1) {
      normalized += `${text.slice(copiedFrom, at)} `;
      copiedFrom = runEnd;
    }
    at = runEnd - 1;
  }
  return copiedFrom === start ? text.slice(start, end) : normalized + text.slice(copiedFrom, end);
}

/** Collapsed white space, and at a text's ends also the zero-width (non-)joiner, word joiner and soft hyphen. */
function isTrimmed(code: number): boolean {
  return (
    isCollapsedSpace(code) || code === 0x200c || code === 0x200d || code === 0x2060 || code === 0xad
  );
}

/** The code units of `\s` (WhiteSpace and LineTerminator) and the zero-width space U+200B. */
function isCollapsedSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** White space and the zero-width characters pages use as spacers (`<p>&zwj;</p>` in Webflow sites). */
const INVISIBLE_CHARACTERS = /[\s\u00ad\u200b-\u200d\u2060\ufeff]/g;
const VISIBLE_CHARACTER = /[^\s\u00ad\u200b-\u200d\u2060\ufeff]/;

/** `text` without its white space and zero-width characters: what of it a reader can see. */
export function visibleCharacters(text: string): string {
  return text.replace(INVISIBLE_CHARACTERS, "");
}

/** Whether a reader sees anything of `text` (`visibleCharacters(text) !== ""`, without the copy). */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE_CHARACTER.test(text);
}
