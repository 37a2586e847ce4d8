import type { BlockClass } from "../blocks/labelled-page.js";
import type { CorpusPage } from "./corpus.js";
import { textAsGoldReadsIt } from "./gold-convention.js";
import { bagOfWordsScore } from "./metrics/bag-of-words.js";
import {
  type BlockCounts,
  blockCounts,
  type ClassSelection,
  classSelection,
  type DocumentOutcome,
  documentOutcome,
} from "./metrics/blocks.js";
import { cleanEvalScore } from "./metrics/clean-eval.js";
import { lcsScore, wordAlignment } from "./metrics/lcs.js";
import type { Prf } from "./metrics/prf.js";
import { pagePrecision, pageRecall, shingleCounts } from "./metrics/shingles.js";
import { titleMatches } from "./metrics/title.js";

/** What a model produced for one page: exactly what `extract()` would return. */
export interface PagePrediction {
  /** Per block, 1 when selected; null when the page could not be segmented or the model failed. */
  readonly selected: Uint8Array | null;
  /** Selected blocks' text joined by "\n" (`extract().text`). */
  readonly text: string;
  /** The byline and dateline lines `text` leaves out (`extract().byline`). */
  readonly byline: string | null;
  readonly title: string;
  /** Decode + parse + segment + predict, in ms. */
  readonly ms: number;
  readonly error?: string;
}

/** Every metric of one page. Block-level fields exist only where the gold projection is usable. */
export interface PageScore {
  readonly key: string;
  readonly dataset: string;
  readonly source: string;
  readonly url: string | null;
  readonly ms: number;
  readonly error?: string;
  /**
   * ScrapingHub shingles: page P and R (undefined where the page does not count) and their F1, of
   * the extraction as the gold reads it (`textAsGoldReadsIt`: with the title where the gold
   * starts with the headline), as every text metric here.
   */
  readonly shingle: ShingleScore;
  /** The same for `text` alone, the other reading of a gold that includes the headline. */
  readonly textAloneShingle: ShingleScore;
  readonly bagOfWords: Prf;
  readonly lcs: Prf;
  readonly cleanEval: number;
  /** Present when the gold has a title. */
  readonly titleCorrect?: boolean;
  readonly blocks?: BlockCounts;
  readonly document?: DocumentOutcome;
  readonly classes?: ClassSelection;
}

export interface ShingleScore {
  readonly precision?: number;
  readonly recall?: number;
  readonly f1: number;
}

export function scorePage(page: CorpusPage, prediction: PagePrediction): PageScore {
  const gold = page.record.text;
  const text = textAsGoldReadsIt(page.record, prediction);
  const alignment = wordAlignment(gold, text);
  return {
    key: page.key,
    dataset: page.dataset,
    source: page.source,
    url: page.record.url,
    ms: prediction.ms,
    ...(prediction.error !== undefined && { error: prediction.error }),
    shingle: shingleScore(gold, text),
    textAloneShingle: shingleScore(gold, prediction.text),
    bagOfWords: bagOfWordsScore(gold, text),
    lcs: lcsScore(alignment),
    cleanEval: cleanEvalScore(alignment),
    ...(page.record.title !== null && {
      titleCorrect: titleMatches(page.record.title, prediction.title),
    }),
    ...blockScores(page, prediction.selected),
  };
}

function shingleScore(gold: string, text: string): ShingleScore {
  const counts = shingleCounts(gold, text);
  const precision = pagePrecision(counts);
  const recall = pageRecall(counts);
  return { precision, recall, f1: f1Of(precision ?? 0, recall ?? 0) };
}

function blockScores(
  page: CorpusPage,
  selected: Uint8Array | null,
): Pick<PageScore, "blocks" | "document" | "classes"> {
  const projection = page.projection;
  if (projection === null || !projection.quality.usable || selected === null) return {};
  const counts = blockCounts(projection.labelled.labels, selected);
  const classes = projection.labelled.classes as readonly BlockClass[];
  return {
    blocks: counts,
    document: documentOutcome(counts),
    classes: classSelection(classes, selected),
  };
}

export function f1Of(precision: number, recall: number): number {
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}
