import type { Document, Element } from "domhandler";
import { DEFAULT_STOP_WORD_LANGUAGE, STOP_WORDS } from "../../vocabulary/stop-words.js";

/** Words looked at when guessing the language: enough for a stable vote, bounded cost. */
const SAMPLE_WORDS = 2000;

/**
 * The page's language among those with a stop list: its `<html lang>` when that names one,
 * otherwise the language whose stop words occur most often in the page's first words.
 */
export function pageLanguage(
  document: Document,
  lowercaseWords: Iterable<readonly string[]>,
): string {
  const declared = declaredLanguage(document);
  if (declared !== undefined && declared in STOP_WORDS) return declared;
  return languageByStopWords(lowercaseWords);
}

export function languageByStopWords(lowercaseWords: Iterable<readonly string[]>): string {
  const hits = new Array<number>(LANGUAGES.length).fill(0);
  let seen = 0;
  for (const words of lowercaseWords) {
    for (const word of words) {
      const languages = LANGUAGES_OF_WORD.get(word);
      if (languages !== undefined) for (const l of languages) hits[l]++;
      if (++seen >= SAMPLE_WORDS) break;
    }
    if (seen >= SAMPLE_WORDS) break;
  }
  let best = LANGUAGES.indexOf(DEFAULT_STOP_WORD_LANGUAGE);
  for (let l = 0; l < LANGUAGES.length; l++) if (hits[l] > hits[best]) best = l;
  return LANGUAGES[best];
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
