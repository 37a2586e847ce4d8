import type { Text } from "domhandler";

/** Punctuation that ends a sentence or a quoted sentence (Arizaleta's "dot" feature, §5). */
const END_PUNCTUATION = /[.!?…:;"'”’»)\]]$/u;
const SENTENCE_END = /[.!?…]+(?=\s|$)/gu;
const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;

export function endsWithPunctuation(text: string): boolean {
  return END_PUNCTUATION.test(text);
}

/** Wang et al.'s EndWithFullStop: titles seldom end with a period. */
export function endsWithFullStop(text: string): boolean {
  return text.endsWith(".");
}

/** Sentences in a text: runs of `.!?…` followed by a space or the end, plus an unterminated tail. */
export function sentenceCount(text: string): number {
  const ends = text.match(SENTENCE_END)?.length ?? 0;
  return endsWithSentenceEnd(text) ? ends : ends + 1;
}

function endsWithSentenceEnd(text: string): boolean {
  return /[.!?…]$/u.test(text);
}

/** Share of a text's letters that are upper case (0 without letters). */
export function upperCaseRatio(text: string): number {
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // ASCII without regexes: blocks are mostly ASCII and this runs over every character.
    if (code >= 65 && code <= 90) {
      letters++;
      upper++;
    } else if (code >= 97 && code <= 122) letters++;
    else if (code > 127) {
      const char = text[i];
      if (LETTER.test(char)) {
        letters++;
        if (UPPER.test(char)) upper++;
      }
    }
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

const UPPER_START = /^\p{Lu}/u;
const LOWER_START = /^\p{Ll}/u;

/** 1 when a word starts with an upper-case letter, -1 with a lower-case one, 0 otherwise. */
export function initialCase(word: string): 1 | -1 | 0 {
  const code = word.charCodeAt(0);
  // ASCII without regexes: this runs over every word of the page.
  if (code >= 65 && code <= 90) return 1;
  if (code >= 97 && code <= 122) return -1;
  if (code < 128) return 0;
  return UPPER_START.test(word) ? 1 : LOWER_START.test(word) ? -1 : 0;
}
