import { describe, expect, it } from "vitest";
import {
  countWords,
  isSoloWord,
  isWordToken,
  metricWordTokens,
  normalizeWhitespace,
  wordAndSymbolTokens,
  wordsAmong,
  wordTokens,
} from "../../src/text/tokenize.js";

/** The tokenizations' definitions, as regexes: the scanner must find exactly what these find. */
const METRIC_WORD = /[\p{L}\p{N}_]+/gu;
/** A word character of a script written without spaces between words: a word by itself. */
const SOLO = "(?=[\\p{L}\\p{N}_])[\\p{scx=Han}\\p{scx=Hira}\\p{scx=Kana}]\\p{M}*";
const OTHER_WORD_CHAR = "(?![\\p{scx=Han}\\p{scx=Hira}\\p{scx=Kana}])[\\p{L}\\p{N}_]";
/** Other word characters, and the combining marks after them. */
const RUN = `${OTHER_WORD_CHAR}(?:${OTHER_WORD_CHAR}|\\p{M})*`;
const WORD = new RegExp(`${SOLO}|${RUN}`, "gu");
const WORD_OR_SYMBOL = new RegExp(`${SOLO}|${RUN}|[^\\s\\p{L}\\p{N}_]`, "gu");

/**
 * Characters where word, space and symbol are easy to get wrong: ASCII, accented and decomposed
 * letters (U+0301 is a mark, not a letter), Greek, CJK, Arabic-Indic digits, combining marks
 * (Devanagari vowel sign and virama, Arabic shadda, Thai vowel, the kana voicing mark, an astral
 * one), Unicode spaces and the BOM, a zero-width space (not a space), an astral letter (𝐀) and
 * emoji, and lone surrogates.
 */
const CHARACTERS = [
  ..."aZ09_ .,;!?'\"-()$%€",
  "é",
  "e\u0301",
  "Ω",
  "中",
  "の",
  "ー",
  "𠀋",
  "。",
  "٣",
  "ह",
  "\u093f",
  "\u094d",
  "\u0651",
  "ก",
  "\u0e31",
  "\u3099",
  "\u{1d165}",
  "\u00a0",
  "\u2003",
  "\u3000",
  "\ufeff",
  "\u200b",
  "\n\t",
  "𝐀",
  "😀",
  "\ud835",
  "\udc00",
];

/** Deterministic pseudo-random strings of those characters (a fixed-seed LCG). */
function randomTexts(count: number, seed = 12345): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  return Array.from({ length: count }, () => {
    let text = "";
    const length = next() % 24;
    for (let i = 0; i < length; i++) text += CHARACTERS[next() % CHARACTERS.length];
    return text;
  });
}

describe("tokenizers", () => {
  it("split words and symbols as the paper's tokens", () => {
    expect(wordAndSymbolTokens("  It's 9:30 — café\u00a0au_lait!")).toEqual([
      "It",
      "'",
      "s",
      "9",
      ":",
      "30",
      "—",
      "café",
      "au_lait",
      "!",
    ]);
    expect(wordTokens("It's 9:30")).toEqual(["It", "s", "9", "30"]);
    expect(countWords("It's 9:30")).toBe(4);
    expect(wordAndSymbolTokens("")).toEqual([]);
  });

  it("read each Han and kana character as a word, metrics keep Python's \\w+ runs", () => {
    expect(wordAndSymbolTokens("Rust通过使用特质。")).toEqual([
      "Rust",
      "通",
      "过",
      "使",
      "用",
      "特",
      "质",
      "。",
    ]);
    expect(wordTokens("コンピューターの2024年")).toEqual([
      "コ",
      "ン",
      "ピ",
      "ュ",
      "ー",
      "タ",
      "ー",
      "の",
      "2024",
      "年",
    ]);
    expect(countWords("中文 text")).toBe(3);
    expect(["中", "の", "ー", "𠀋"].every(isSoloWord)).toBe(true);
    expect(["中文", "a", "Ω", "٣", "。", ""].some(isSoloWord)).toBe(false);
    expect(metricWordTokens("Rust通过使用特质。中文 text")).toEqual([
      "Rust通过使用特质",
      "中文",
      "text",
    ]);
  });

  it("read combining marks as part of their word, metrics split there as Python's \\w+", () => {
    // "Hindi is written in the Devanagari script": seven words, their vowel signs and viramas marks.
    const hindi = "हिन्दी देवनागरी लिपि में लिखी जाती है।";
    expect(wordTokens(hindi)).toEqual(["हिन्दी", "देवनागरी", "लिपि", "में", "लिखी", "जाती", "है"]);
    expect(countWords(hindi)).toBe(7);
    expect(metricWordTokens("हिन्दी")).toEqual(["ह", "न", "द"]);
    expect(wordAndSymbolTokens("cafe\u0301, \u0301x")).toEqual(["cafe\u0301", ",", "\u0301", "x"]);
    expect(wordTokens("か\u3099中")).toEqual(["か\u3099", "中"]);
  });

  it("find exactly what their defining regexes find, whatever the characters", () => {
    for (const text of randomTexts(3000)) {
      expect(wordAndSymbolTokens(text)).toEqual(text.match(WORD_OR_SYMBOL) ?? []);
      expect(wordTokens(text)).toEqual(text.match(WORD) ?? []);
      expect(countWords(text)).toBe(text.match(WORD)?.length ?? 0);
      expect(metricWordTokens(text)).toEqual(text.match(METRIC_WORD) ?? []);
    }
  });
});

describe("word tokens from word-and-symbol tokens", () => {
  it("tells words from symbols by their first character", () => {
    expect(["word", "_x", "9", "é", "中", "٣", "𝐀b"].every(isWordToken)).toBe(true);
    expect([",", "$", "\u0301", "😀", "\ud835", "\u200b"].some(isWordToken)).toBe(false);
  });

  it("finds exactly the words a regex finds in the text, whatever the characters", () => {
    for (const text of randomTexts(3000)) {
      expect(wordsAmong(wordAndSymbolTokens(text))).toEqual(wordTokens(text));
    }
  });
});

describe("normalizeWhitespace", () => {
  /** Its definition: runs of `\s` or U+200B become one space, then the ends are trimmed. */
  const byRegex = (text: string) => text.replace(/[\s\u200b]+/g, " ").trim();

  it("collapses runs of white space to one space and trims", () => {
    expect(normalizeWhitespace("  one\n\t two\u00a0\u00a0three \u200b")).toBe("one two three");
    expect(normalizeWhitespace("already clean")).toBe("already clean");
    expect(normalizeWhitespace(" \n ")).toBe("");
    expect(normalizeWhitespace("\u200dSource: NAIC \u00ad")).toBe("Source: NAIC");
    // Inside a text the joiners join: a family emoji, a Persian word.
    expect(normalizeWhitespace("👩\u200d👧 می\u200cخواهم")).toBe("👩\u200d👧 می\u200cخواهم");
  });

  it("treats every UTF-16 code unit as the regex does", () => {
    const differing: number[] = [];
    for (let code = 0; code < 0x10000; code++) {
      const text = ` a${String.fromCharCode(code)}${String.fromCharCode(code)}b `;
      if (normalizeWhitespace(text) !== byRegex(text)) differing.push(code);
    }
    expect(differing).toEqual([]);
  });

  it("gives what the regex gives on random texts", () => {
    for (const text of randomTexts(3000)) expect(normalizeWhitespace(text)).toBe(byRegex(text));
  });
});
