import { clearStopWordLanguage } from "./stop-word-language.js";
import { lowercase, wordTokens } from "./tokenize.js";

/** Characters of the text looked at: enough for a stable count, bounded cost on long pages. */
const SAMPLE_CHARACTERS = 2000;
/** Fewer letters than this say nothing reliable about a language. */
const MIN_LETTERS = 20;
/** Latin-script text needs this many hits of one language's own stop words for a verdict. */
const MIN_STOP_WORD_HITS = 3;
/** Japanese mixes kana into its kanji; Chinese has none. This share of kana among them means Japanese. */
const MIN_KANA_SHARE = 0.1;

/**
 * Scripts written by one language (nearly) alone: a text mostly in one of them is in that
 * language. Cyrillic, Arabic and Devanagari serve several, so they give no verdict.
 */
const SINGLE_LANGUAGE_SCRIPTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\p{Script=Hangul}/u, "ko"],
  [/\p{Script=Greek}/u, "el"],
  [/\p{Script=Hebrew}/u, "he"],
  [/\p{Script=Thai}/u, "th"],
  [/\p{Script=Georgian}/u, "ka"],
  [/\p{Script=Armenian}/u, "hy"],
];
const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;

/**
 * The language of a page's main text, for pages that do not declare one: by script where a
 * script tells (Hangul → ko, kana → ja, Han alone → zh, Greek, Hebrew, Thai, …), by the stop
 * words of pith's stop lists (en, de, fr, es, it, pt, nl) for Latin script. Undefined when the
 * text is short, mixed, or in a script or language it cannot tell.
 */
export function textLanguage(text: string): string | undefined {
  const sample = text.slice(0, SAMPLE_CHARACTERS);
  const counts = scriptCounts(sample);
  if (counts.letters < MIN_LETTERS) return undefined;
  const majority = counts.letters / 2;
  const cjk = counts.han + counts.kana;
  if (cjk > majority) return counts.kana >= MIN_KANA_SHARE * cjk ? "ja" : "zh";
  for (const [language, count] of counts.singleLanguage) if (count > majority) return language;
  if (counts.latin > majority)
    return clearStopWordLanguage([wordTokens(sample).map(lowercase)], MIN_STOP_WORD_HITS);
  return undefined;
}

interface ScriptCounts {
  letters: number;
  han: number;
  kana: number;
  latin: number;
  readonly singleLanguage: Map<string, number>;
}

function scriptCounts(sample: string): ScriptCounts {
  const counts: ScriptCounts = { letters: 0, han: 0, kana: 0, latin: 0, singleLanguage: new Map() };
  for (const char of sample) {
    const code = char.charCodeAt(0);
    // ASCII, most of most pages, is told apart without a regular expression.
    if (code < 0x80) {
      if ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) {
        counts.letters++;
        counts.latin++;
      }
      continue;
    }
    if (!LETTER.test(char)) continue;
    counts.letters++;
    if (LATIN.test(char)) counts.latin++;
    else if (HAN.test(char)) counts.han++;
    else if (KANA.test(char)) counts.kana++;
    else {
      const script = SINGLE_LANGUAGE_SCRIPTS.find(([pattern]) => pattern.test(char));
      if (script !== undefined)
        counts.singleLanguage.set(script[1], (counts.singleLanguage.get(script[1]) ?? 0) + 1);
    }
  }
  return counts;
}
