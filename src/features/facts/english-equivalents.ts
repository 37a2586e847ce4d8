import { isNumber } from "../../text/tokenize.js";
import { BOILERPLATE_LEXICON } from "../../vocabulary/boilerplate-lexicon.js";

/**
 * The boilerplate lexicon of one language, read from its `words=english words` entries: single
 * words, and phrases that stand for a whole block.
 */
interface LanguageLexicon {
  readonly words: ReadonlyMap<string, readonly string[]>;
  readonly phrases: ReadonlyMap<string, readonly string[]>;
}

/**
 * A phrase entry covers a whole block of this many words at most, and stands for an English string
 * of as many: longer strings are the widgets' own sentences, which pages seldom show word for word
 * (scripts/lexicon/build.ts builds no longer ones).
 */
export const MAX_PHRASE_WORDS = 5;
const NONE: readonly string[] = [];
/** Languages read so far; each is read on its first page, not at start-up. */
const LEXICONS = new Map<string, LanguageLexicon | undefined>();

/** Norwegian pages declare `no` or `nb`; the lexicon holds Bokmål once, as `nb`. */
const LEXICON_LANGUAGE_OF: Readonly<Record<string, string>> = { no: "nb" };

function lexiconOf(language: string): LanguageLexicon | undefined {
  if (LEXICONS.has(language)) return LEXICONS.get(language);
  const code = Object.hasOwn(LEXICON_LANGUAGE_OF, language)
    ? LEXICON_LANGUAGE_OF[language]
    : language;
  const lexicon = Object.hasOwn(BOILERPLATE_LEXICON, code)
    ? readLexicon(BOILERPLATE_LEXICON[code])
    : undefined;
  LEXICONS.set(language, lexicon);
  return lexicon;
}

function readLexicon(entries: string): LanguageLexicon {
  const words = new Map<string, readonly string[]>();
  const phrases = new Map<string, readonly string[]>();
  for (const entry of entries.split("\n")) {
    if (entry === "") continue;
    const separator = entry.lastIndexOf("=");
    const key = entry.slice(0, separator);
    const english = entry.slice(separator + 1).split(" ");
    (key.includes(" ") ? phrases : words).set(key, english);
  }
  return { words, phrases };
}

/**
 * The English words a block's lowercase words stand for in the page's language, by the
 * boilerplate lexicon (src/vocabulary/boilerplate-lexicon.ts): German "Teilen" → share, a block
 * that reads "Auf dieser Seite" → page. The model learned its word weights on English pages; these
 * let a label in another language weigh as the English label does. None for English and for
 * languages without a lexicon; each English word once.
 */
export function englishEquivalents(
  language: string,
  lowercaseWords: readonly string[],
): readonly string[] {
  const lexicon = lexiconOf(language);
  if (lexicon === undefined) return NONE;
  let found: string[] | undefined;
  const add = (english: readonly string[] | undefined) => {
    if (english === undefined) return;
    found ??= [];
    for (const word of english) if (!found.includes(word)) found.push(word);
  };
  const words = lowercaseWords.filter((word) => !isNumber(word));
  if (words.length >= 2 && words.length <= MAX_PHRASE_WORDS)
    add(lexicon.phrases.get(words.join(" ")));
  for (const word of words) add(lexicon.words.get(word));
  return found ?? NONE;
}
