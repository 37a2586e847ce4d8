import type { Text } from "domhandler";

/**
 * Punctuation that ends a sentence or a quoted sentence (Arizaleta's "dot" feature, §5), with the
 * full-width forms Chinese and Japanese write and the full stops and question marks of Indic
 * (danda, double danda), Arabic-script (؟, Urdu ۔) and Armenian (։) text.
 */
const END_PUNCTUATION = /[.!?…:;"'”’»)\]。！？：；」』）】।॥؟۔։]$/u;
/**
 * Sentence ends: Latin, Indic, Arabic-script and Armenian ones before a space or the end; CJK ones
 * anywhere (no space follows them).
 */
const SENTENCE_END = /[.!?…।॥؟۔։]+(?=\s|$)|[。！？]+/gu;
const ENDS_WITH_SENTENCE_END = /[.!?…।॥؟۔։。！？]$/u;
const FULL_STOP = /[.。।۔]$/u;
const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;

export function endsWithPunctuation(text: string): boolean {
  return END_PUNCTUATION.test(text);
}

/**
 * Wang et al.'s EndWithFullStop: titles seldom end with a period (`.`, the ideographic `。`, the
 * Indic danda `।`, the Urdu `۔`).
 */
export function endsWithFullStop(text: string): boolean {
  return FULL_STOP.test(text);
}

/**
 * Sentences in a text: runs of sentence ends followed by a space or the end (`.!?…` and the like)
 * and runs of `。！？`, plus an unterminated tail.
 */
export function sentenceCount(text: string): number {
  const ends = text.match(SENTENCE_END)?.length ?? 0;
  return endsWithSentenceEnd(text) ? ends : ends + 1;
}

function endsWithSentenceEnd(text: string): boolean {
  return ENDS_WITH_SENTENCE_END.test(text);
}

const NOT_A_LETTER = 1;
const UPPER_CASE_LETTER = 2;
const LOWER_CASE_LETTER = 3;
const CASELESS_LETTER = 4;
/**
 * Per UTF-16 code unit: 0 until first met, then which of `\p{L}`, `\p{Lu}` and `\p{Ll}` match it
 * alone (a surrogate alone is no letter). A table rather than the regexes per character: this runs
 * over every character of every block, and pages in other scripts than Latin are mostly non-ASCII.
 */
const LETTER_CASE = new Uint8Array(0x10000);

function letterCase(unit: number): number {
  let known = LETTER_CASE[unit];
  if (known === 0) {
    const char = String.fromCharCode(unit);
    if (!LETTER.test(char)) known = NOT_A_LETTER;
    else if (UPPER.test(char)) known = UPPER_CASE_LETTER;
    else known = LOWER.test(char) ? LOWER_CASE_LETTER : CASELESS_LETTER;
    LETTER_CASE[unit] = known;
  }
  return known;
}

/** Share of a text's letters (code unit by code unit) that are upper case (0 without letters). */
export function upperCaseRatio(text: string): number {
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < text.length; i++) {
    const known = letterCase(text.charCodeAt(i));
    if (known === NOT_A_LETTER) continue;
    letters++;
    if (known === UPPER_CASE_LETTER) upper++;
  }
  return letters > 0 ? upper / letters : 0;
}

/**
 * Characters of a block that are element *tails* in ElementTree's sense (Arizaleta §4): text
 * nodes that follow a sibling element rather than opening their parent.
 */
export function tailLength(textNodes: readonly Text[]): number {
  let length = 0;
  for (const node of textNodes) {
    let previous = node.prev;
    while (previous !== null && previous.type === "comment") previous = previous.prev;
    if (previous !== null && previous.type === "tag") length += trimmedLength(node.data);
  }
  return length;
}

/** Share of a block's words inside `<a>` (Gibson's anchor percentage, Yao & Zuo's link density). */
export function linkDensity(block: {
  readonly wordCount: number;
  readonly linkWordCount: number;
}): number {
  return block.wordCount > 0 ? Math.min(1, block.linkWordCount / block.wordCount) : 0;
}

/** `text.trim().length` without allocating the trimmed string. */
export function trimmedLength(text: string): number {
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return end - start;
}

function isSpace(code: number): boolean {
  return (
    code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x200b || code === 0xfeff
  );
}

/** 1 when a word starts with an upper-case letter, -1 with a lower-case one, 0 otherwise. */
export function initialCase(word: string): 1 | -1 | 0 {
  if (word.length === 0) return 0;
  const unit = word.charCodeAt(0);
  // An astral first character is one code point of two units: the regexes read it whole.
  if (unit >= 0xd800 && unit <= 0xdbff) return initialCaseByRegex(word);
  const known = letterCase(unit);
  return known === UPPER_CASE_LETTER ? 1 : known === LOWER_CASE_LETTER ? -1 : 0;
}

const UPPER_START = /^\p{Lu}/u;
const LOWER_START = /^\p{Ll}/u;

function initialCaseByRegex(word: string): 1 | -1 | 0 {
  return UPPER_START.test(word) ? 1 : LOWER_START.test(word) ? -1 : 0;
}
