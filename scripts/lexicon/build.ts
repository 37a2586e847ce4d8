/**
 * The rules that turn interface strings translated by others (a widget's English string beside its
 * German, French, … translation) into pith's boilerplate lexicon: which words and short phrases of
 * each language stand for which English words. Pure: the sources are read in sources.ts.
 */
import { MAX_PHRASE_WORDS } from "../../src/features/facts/english-equivalents.js";
import { stopWordsOf } from "../../src/text/stop-word-language.js";
import { isNumber, isSoloWord, lowercase, wordTokens } from "../../src/text/tokenize.js";
import { STOP_WORDS } from "../../src/vocabulary/stop-words.js";

/** One interface string and its translation, as a source ships them. */
export interface AlignedString {
  /** Package the pair comes from (for the module's provenance comment). */
  readonly source: string;
  /** pith's language code (a key of the stop lists). */
  readonly language: string;
  readonly english: string;
  readonly translation: string;
}

/** Language → sorted entries `key=english words`; a key with a space is a whole-block phrase. */
export type Lexicon = Readonly<Record<string, readonly string[]>>;

/** A word entry's string may hold this many words: longer ones are sentences, not labels. */
const MAX_LABEL_WORDS = 4;
/** English words kept per entry, the most often aligned first. */
const MAX_ENGLISH_WORDS = 3;

/** `{count}`, `{{name}}`, `%s`, `%1$d`: placeholders the page fills in, not words of the string. */
const PLACEHOLDER = /\{\{?[^{}]*\}\}?|%(?:\d+\$)?[sdif]/g;

/** The string's lowercase words as blocks read them, without placeholders and numbers. */
export function labelWords(text: string): string[] {
  return wordTokens(text.replace(PLACEHOLDER, " "))
    .map(lowercase)
    .filter((word) => !isNumber(word));
}

/**
 * The words an entry names in English: the English string's words that are not English stop words
 * ("Read more" → read, "On this page" → page), so a translated label adds what the English label's
 * meaning carries and not its function words.
 */
function englishContentWords(english: string): string[] {
  const stop = STOP_WORDS.en;
  return labelWords(english).filter((word) => !stop.has(word) && !isSoloWord(word));
}

/**
 * The lexicon's keys a pair yields, each with the English words it stands for:
 * - a **word** key when the translation is a label of at most four words with exactly one word
 *   that is not a stop word of its language (German "Teilen", "Weiterlesen", "Diese Seite
 *   bearbeiten" gives no word key: two such words);
 * - a **phrase** key (its words joined by spaces) when the translation has two to five words (and the English at most five): a
 *   block that consists of exactly those words ("Auf dieser Seite", "分享") reads as the English.
 */
export function pairKeys(pair: AlignedString): { key: string; english: string[] }[] {
  if (pair.translation.trim() === pair.english.trim()) return [];
  const english = englishContentWords(pair.english);
  const englishWordCount = labelWords(pair.english).length;
  if (english.length === 0) return [];
  const words = labelWords(pair.translation);
  const keys: { key: string; english: string[] }[] = [];
  const stop = stopWordsOf(pair.language);
  const contentWords = words.filter((word) => !stop.has(word));
  if (
    words.length <= MAX_LABEL_WORDS &&
    englishWordCount <= MAX_LABEL_WORDS &&
    contentWords.length === 1 &&
    !isSoloWord(contentWords[0])
  ) {
    // A word that is its English self ("Tags", "Minute") already reads as English.
    const [word] = contentWords;
    if (!english.includes(word)) keys.push({ key: word, english });
  }
  if (words.length >= 2 && words.length <= MAX_PHRASE_WORDS && englishWordCount <= MAX_PHRASE_WORDS)
    keys.push({ key: words.join(" "), english });
  return keys;
}

/** The pairs that gave one key, and how many of them name each English word. */
interface KeyVotes {
  pairs: number;
  readonly words: Map<string, number>;
}

/**
 * Every pair's keys, per language. A key keeps the English words at least half of its pairs name
 * — at most `MAX_ENGLISH_WORDS`, the most named first, ties alphabetical — and is left out when
 * none is: "月 日" (from "3月14日", "4月14日", …) names a different month in each pair. Entries
 * are sorted, so the same sources always give the same module.
 */
export function buildLexicon(pairs: Iterable<AlignedString>): Lexicon {
  const votes = new Map<string, Map<string, KeyVotes>>();
  for (const pair of pairs) {
    if (!votes.has(pair.language)) votes.set(pair.language, new Map());
    const keys = votes.get(pair.language) as Map<string, KeyVotes>;
    for (const { key, english } of pairKeys(pair)) {
      if (!keys.has(key)) keys.set(key, { pairs: 0, words: new Map() });
      const keyVotes = keys.get(key) as KeyVotes;
      keyVotes.pairs++;
      for (const word of new Set(english))
        keyVotes.words.set(word, (keyVotes.words.get(word) ?? 0) + 1);
    }
  }
  const lexicon: Record<string, string[]> = {};
  for (const language of [...votes.keys()].sort()) {
    const entries: string[] = [];
    for (const [key, keyVotes] of votes.get(language) as Map<string, KeyVotes>) {
      const english = agreedWords(keyVotes);
      if (english.length > 0) entries.push(`${key}=${english.join(" ")}`);
    }
    lexicon[language] = entries.sort();
  }
  return lexicon;
}

function agreedWords({ pairs, words }: KeyVotes): string[] {
  return [...words.entries()]
    .filter(([, count]) => 2 * count >= pairs)
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, MAX_ENGLISH_WORDS)
    .map(([word]) => word);
}
