import { ISO_639_1_BY_639_3 } from "../vocabulary/language-codes.js";
import { rankLanguages } from "./trigram-languages.js";

/** Characters of the text looked at: enough for a stable count, bounded cost on long pages. */
const SAMPLE_CHARACTERS = 2000;
/**
 * Characters the trigram detector reads: it costs ~1 ms per thousand, and on the shared pages
 * and the gettext samples (docs/decisions/0026) it was as accurate on 1000 as on 2000.
 */
const DETECTOR_CHARACTERS = 1000;
/** Fewer letters than this say nothing reliable about a language. */
const MIN_LETTERS = 20;
/** Shorter texts are too short for trigrams: "Home About Contact Login" comes out French. */
const MIN_DETECTOR_CHARACTERS = 50;
/**
 * franc scores the best language 1 and the others by their distance from it: a runner-up this
 * close means the text does not tell the two apart (Lorem ipsum: English 1, Portuguese 0.977).
 * At 0.97, the detector was wrong on none of the shared pages it answered (725 of 762).
 */
const MAX_RUNNER_UP_SCORE = 0.97;
/** The languages the detector may answer: those with a two-letter code. */
const DETECTABLE = [...ISO_639_1_BY_639_3.keys()];
/** Japanese mixes kana into its kanji; Chinese has none. This share of kana among them means Japanese. */
const MIN_KANA_SHARE = 0.1;

/**
 * Scripts written by one language (nearly) alone: a text mostly in one of them is in that
 * language. Latin, Cyrillic, Arabic and Devanagari serve several: the trigram detector tells those.
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
const LETTER = /\p{L}/u;

/**
 * The language of a page's main text, for pages that do not declare one: by script where a
 * script tells (Hangul → ko, kana → ja, Han alone → zh, Greek, Hebrew, Thai, …), else by
 * franc-min's trigram profiles (Latin, Cyrillic, Arabic and Devanagari languages: en, ru, ar, hi,
 * fa, uk, …), as an ISO 639-1 code. Undefined when the text is short, or the detector cannot tell
 * two languages apart.
 */
export function textLanguage(text: string): string | undefined {
  const sample = text.slice(0, SAMPLE_CHARACTERS);
  const counts = scriptCounts(sample);
  if (counts.letters < MIN_LETTERS) return undefined;
  const majority = counts.letters / 2;
  const cjk = counts.han + counts.kana;
  if (cjk > majority) return counts.kana >= MIN_KANA_SHARE * cjk ? "ja" : "zh";
  for (const [language, count] of counts.singleLanguage) if (count > majority) return language;
  return trigramLanguage(sample.slice(0, DETECTOR_CHARACTERS));
}

/** franc-min's verdict as a two-letter code, when it is clear. */
function trigramLanguage(text: string): string | undefined {
  const [best, runnerUp] = rankLanguages(text, MIN_DETECTOR_CHARACTERS, DETECTABLE);
  if (best === undefined || (runnerUp !== undefined && runnerUp[1] > MAX_RUNNER_UP_SCORE))
    return undefined;
  return ISO_639_1_BY_639_3.get(best[0]);
}

interface ScriptCounts {
  letters: number;
  han: number;
  kana: number;
  readonly singleLanguage: Map<string, number>;
}

function scriptCounts(sample: string): ScriptCounts {
  const counts: ScriptCounts = { letters: 0, han: 0, kana: 0, singleLanguage: new Map() };
  for (const char of sample) {
    const code = char.charCodeAt(0);
    // ASCII, most of most pages, is told apart without a regular expression.
    if (code < 0x80) {
      if ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) counts.letters++;
      continue;
    }
    if (!LETTER.test(char)) continue;
    counts.letters++;
    if (HAN.test(char)) counts.han++;
    else if (KANA.test(char)) counts.kana++;
    else {
      const script = SINGLE_LANGUAGE_SCRIPTS.find(([pattern]) => pattern.test(char));
      if (script !== undefined)
        counts.singleLanguage.set(script[1], (counts.singleLanguage.get(script[1]) ?? 0) + 1);
    }
  }
  return counts;
}
