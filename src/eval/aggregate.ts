import type { BlockClass } from "../blocks/labelled-page.js";
import { addBlockCounts, BLOCK_CLASSES, type BlockCounts } from "./metrics/blocks.js";
import { mean } from "./metrics/shingles.js";
import { type Summary, summarise } from "./metrics/summary.js";
import { f1Of, type PageScore, type ShingleScore } from "./page-score.js";

/** P/R/F1 where each is the mean (and median) of per-page values, as Pasternack & Roth average. */
export interface PrfSummary {
  readonly precision: Summary;
  readonly recall: Summary;
  readonly f1: Summary;
}

/** Every metric over a set of pages. */
export interface MetricTable {
  readonly pages: number;
  /** Pages that could not be decoded, parsed or predicted (scored as empty extractions). */
  readonly errors: number;
  /** ScrapingHub: P and R are averaged over the pages where defined; `f1` is F1 of those means. */
  readonly shingle: {
    readonly precision: number;
    readonly recall: number;
    readonly f1: number;
    readonly pageF1: Summary;
  };
  /** Shingle F1 of `text` alone, without the title where the gold includes the headline. */
  readonly textAloneShingleF1: number;
  readonly bagOfWords: PrfSummary;
  readonly lcs: PrfSummary;
  readonly cleanEval: Summary;
  /** Over pages whose gold has a title. */
  readonly title: { readonly pages: number; readonly accuracy: number };
  /** Micro-averaged over the blocks of pages with a usable projection. */
  readonly blocks: {
    readonly pages: number;
    readonly content: { readonly precision: number; readonly recall: number; readonly f1: number };
    readonly noise: { readonly precision: number; readonly recall: number };
    /** Per gold class: the share of its blocks that were selected (null: no block of that class). */
    readonly selectedShare: Readonly<Record<BlockClass, number | null>>;
  };
  /** Gibson's document level, over pages with a usable projection. */
  readonly documents: {
    readonly pages: number;
    readonly accuracy: number;
    readonly precision: number;
    readonly recall: number;
  };
  readonly ms: Summary;
}

export function metricTable(scores: readonly PageScore[]): MetricTable {
  const defined = (values: ReadonlyArray<number | undefined>): number[] =>
    values.filter((value): value is number => value !== undefined);
  const meanShingles = (read: (score: PageScore) => ShingleScore) => {
    const precision = mean(defined(scores.map((s) => read(s).precision)));
    const recall = mean(defined(scores.map((s) => read(s).recall)));
    return { precision, recall, f1: f1Of(precision, recall) };
  };
  const titled = scores.filter((s) => s.titleCorrect !== undefined);
  const projected = scores.filter(isProjected);
  const counts = projected.reduce<BlockCounts>((sum, s) => addBlockCounts(sum, s.blocks), {
    tp: 0,
    fp: 0,
    fn: 0,
    tn: 0,
  });
  const ratio = (x: number, y: number): number => (y === 0 ? 0 : x / y);
  const contentPrecision = ratio(counts.tp, counts.tp + counts.fp);
  const contentRecall = ratio(counts.tp, counts.tp + counts.fn);
  return {
    pages: scores.length,
    errors: scores.filter((s) => s.error !== undefined).length,
    shingle: {
      ...meanShingles((s) => s.shingle),
      pageF1: summarise(scores.map((s) => s.shingle.f1)),
    },
    textAloneShingleF1: meanShingles((s) => s.textAloneShingle).f1,
    bagOfWords: prfSummary(scores.map((s) => s.bagOfWords)),
    lcs: prfSummary(scores.map((s) => s.lcs)),
    cleanEval: summarise(scores.map((s) => s.cleanEval)),
    title: {
      pages: titled.length,
      accuracy: ratio(titled.filter((s) => s.titleCorrect).length, titled.length),
    },
    blocks: {
      pages: projected.length,
      content: {
        precision: contentPrecision,
        recall: contentRecall,
        f1: f1Of(contentPrecision, contentRecall),
      },
      noise: {
        precision: ratio(counts.tn, counts.tn + counts.fn),
        recall: ratio(counts.tn, counts.tn + counts.fp),
      },
      selectedShare: selectedShare(projected),
    },
    documents: {
      pages: projected.length,
      accuracy: ratio(projected.filter((s) => s.document.correct).length, projected.length),
      precision: ratio(projected.filter((s) => s.document.precise).length, projected.length),
      recall: ratio(projected.filter((s) => s.document.complete).length, projected.length),
    },
    ms: summarise(scores.map((s) => s.ms)),
  };
}

function prfSummary(
  values: ReadonlyArray<{ precision: number; recall: number; f1: number }>,
): PrfSummary {
  return {
    precision: summarise(values.map((v) => v.precision)),
    recall: summarise(values.map((v) => v.recall)),
    f1: summarise(values.map((v) => v.f1)),
  };
}

function selectedShare(scores: readonly ProjectedScore[]): Record<BlockClass, number | null> {
  const shares = {} as Record<BlockClass, number | null>;
  for (const blockClass of BLOCK_CLASSES) {
    let blocks = 0;
    let selected = 0;
    for (const score of scores) {
      blocks += score.classes[blockClass].blocks;
      selected += score.classes[blockClass].selected;
    }
    shares[blockClass] = blocks === 0 ? null : selected / blocks;
  }
  return shares;
}

type ProjectedScore = PageScore & Required<Pick<PageScore, "blocks" | "document" | "classes">>;

function isProjected(score: PageScore): score is ProjectedScore {
  return score.blocks !== undefined && score.document !== undefined && score.classes !== undefined;
}
