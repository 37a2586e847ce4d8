import type { Document, Element } from "domhandler";
import {
  DECLARED_ONLY_STOP_WORDS,
  DEFAULT_STOP_WORD_LANGUAGE,
  STOP_WORDS,
} from "../vocabulary/stop-words.js";

/** Words looked at when guessing the language: enough for a stable vote, bounded cost. */
const SAMPLE_WORDS = 2000;

/**
 * The page's language among those with a stop list: its `<html lang>` when that names one,
 * otherwise the language whose stop words occur most often in the page's first words (voted among
 * `STOP_WORDS` only).
 */
export function pageLanguage(
  document: Document,
  lowercaseWords: Iterable<readonly string[]>,
): string {
  const declared = declaredLanguage(document);
  // Own keys only: `<html lang="constructor">` must not find Object.prototype's.
  if (
    declared !== undefined &&
    (Object.hasOwn(STOP_WORDS, declared) || Object.hasOwn(DECLARED_ONLY_STOP_WORDS, declared))
  )
    return declared;
  return languageByStopWords(lowercaseWords);
}

/** The stop list of a language `pageLanguage` returned. */
export function stopWordsOf(language: string): ReadonlySet<string> {
  return STOP_WORDS[language] ?? DECLARED_ONLY_STOP_WORDS[language];
}

export function languageByStopWords(lowercaseWords: Iterable<readonly string[]>): string {
  const hits = stopWordHits(lowercaseWords);
  let best = LANGUAGES.indexOf(DEFAULT_STOP_WORD_LANGUAGE);
  for (let l = 0; l < LANGUAGES.length; l++) if (hits[l] > hits[best]) best = l;
  return LANGUAGES[best];
}

/**
 * The language whose stop words the words hit most, only when the vote is clear. Only words on a
 * single language's list vote (the lists share "de", "a", "in", "le", …), and the winner needs
 * `minHits` of them and twice as many as any other language.
 */
export function clearStopWordLanguage(
  lowercaseWords: Iterable<readonly string[]>,
  minHits: number,
): string | undefined {
  const hits = stopWordHits(lowercaseWords, true);
  const ranked = hits.map((count, l) => ({ count, l })).sort((a, b) => b.count - a.count);
  const [first, second] = ranked;
  if (first.count < minHits || first.count < 2 * second.count) return undefined;
  return LANGUAGES[first.l];
}

/**
 * Stop-word hits per language (indices of LANGUAGES) in the first SAMPLE_WORDS words; with
 * `distinctiveOnly`, of the words on one language's list only.
 */
function stopWordHits(
  lowercaseWords: Iterable<readonly string[]>,
  distinctiveOnly = false,
): number[] {
  const hits = new Array<number>(LANGUAGES.length).fill(0);
  let seen = 0;
  for (const words of lowercaseWords) {
    for (const word of words) {
      const languages = LANGUAGES_OF_WORD.get(word);
      if (languages !== undefined && (!distinctiveOnly || languages.length === 1))
        for (const l of languages) hits[l]++;
      if (++seen >= SAMPLE_WORDS) break;
    }
    if (seen >= SAMPLE_WORDS) break;
  }
  return hits;
}

const LANGUAGES = Object.keys(STOP_WORDS);
/** Stop word → indices of the languages listing it: one lookup per word instead of one per language. */
const LANGUAGES_OF_WORD: ReadonlyMap<string, readonly number[]> = (() => {
  const table = new Map<string, number[]>();
  LANGUAGES.forEach((language, l) => {
    for (const word of STOP_WORDS[language]) table.set(word, [...(table.get(word) ?? []), l]);
  });
  return table;
})();

/** Primary subtag of `<html lang>` (`"de-AT"` → `"de"`), lowercased. */
function declaredLanguage(document: Document): string | undefined {
  const html = document.children.find(
    (node) => node.type === "tag" && (node as Element).name === "html",
  ) as Element | undefined;
  const lang = html?.attribs.lang ?? html?.attribs["xml:lang"];
  return lang?.trim().toLowerCase().split(/[-_]/)[0] || undefined;
}
