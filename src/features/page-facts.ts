import type { Element } from "domhandler";
import type { Block, SegmentedPage } from "../blocks/block.js";
import { pageLanguage, stopWordsOf } from "../text/stop-word-language.js";
import { lowercase, wordsAmong } from "../text/tokenize.js";
import { classTokens } from "./facts/class-tokens.js";
import { dateWordsOf } from "./facts/date-words.js";
import { englishEquivalents } from "./facts/english-equivalents.js";
import { type PageWalk, walkPage } from "./facts/page-walk.js";

/**
 * Facts about one page that several families read, each computed at most once and only when a
 * family asks for it, so extraction stays linear in page size whatever families are switched on.
 */
export class PageFacts {
  private wordsCache?: string[][];
  private lowercaseWordsCache?: string[][];
  private languageCache?: string;
  private englishEquivalentsCache?: (readonly string[])[];
  private walkCache?: PageWalk;
  private readonly classTokensCache = new Map<Element, readonly string[]>();

  constructor(readonly page: SegmentedPage) {}

  get blocks(): readonly Block[] {
    return this.page.blocks;
  }

  /** Per block: its `\w+` words as written. */
  get words(): readonly (readonly string[])[] {
    // Segmentation has already split the text into words and symbols.
    this.wordsCache ??= this.page.blocks.map((block) => wordsAmong(block.tokens));
    return this.wordsCache;
  }

  /** Per block: its `\w+` words, lowercased. */
  get lowercaseWords(): readonly (readonly string[])[] {
    this.lowercaseWordsCache ??= this.words.map((words) => words.map(lowercase));
    return this.lowercaseWordsCache;
  }

  /** Language code with a stop list (en, de, fr, …; see src/vocabulary/stop-words.ts). */
  get language(): string {
    this.languageCache ??= pageLanguage(this.page.document, this.lowercaseWords);
    return this.languageCache;
  }

  /** Per block: the English words its words stand for in the page's language (none on English pages). */
  get englishEquivalents(): readonly (readonly string[])[] {
    const { language } = this;
    this.englishEquivalentsCache ??= this.lowercaseWords.map((words) =>
      englishEquivalents(language, words),
    );
    return this.englishEquivalentsCache;
  }

  /** Month and weekday names that make a number a date, in the page's language (and English). */
  get dateWords(): ReadonlySet<string> {
    return dateWordsOf(this.language);
  }

  get stopWords(): ReadonlySet<string> {
    return stopWordsOf(this.language);
  }

  /** The one DOM walk: descendant tags, images between blocks, text lengths, JSON-LD. */
  get walk(): PageWalk {
    this.walkCache ??= walkPage(this.page.document, this.page.blocks);
    return this.walkCache;
  }

  /** Words of an element's own `class` and `id`. */
  classTokens(element: Element): readonly string[] {
    let tokens = this.classTokensCache.get(element);
    if (tokens === undefined) {
      tokens = classTokens(element);
      this.classTokensCache.set(element, tokens);
    }
    return tokens;
  }
}
