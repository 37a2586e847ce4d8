import { metricWordTokens } from "../text/tokenize.js";

/**
 * The words every text metric and the gold projection compare: `\w+` runs, lowercased, so case,
 * punctuation, quotes, entities and whitespace never decide whether two words match.
 */
export function metricWords(text: string): string[] {
  return metricWordTokens(text.toLowerCase());
}

/** Maps words to small integers so sequence algorithms compare numbers, not strings. */
export class WordIds {
  readonly #ids = new Map<string, number>();

  idOf(word: string): number {
    let id = this.#ids.get(word);
    if (id === undefined) {
      id = this.#ids.size;
      this.#ids.set(word, id);
    }
    return id;
  }

  encode(words: readonly string[]): Int32Array {
    const ids = new Int32Array(words.length);
    for (let i = 0; i < words.length; i++) ids[i] = this.idOf(words[i]);
    return ids;
  }
}
