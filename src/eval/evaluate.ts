import type { LabelledPage } from "../blocks/labelled-page.js";
import type { Learner, TrainedModel } from "../models/learner.js";
import type { ContentModel } from "../models/model.js";
import { seededRandom, shuffled } from "../util/random.js";
import type { CorpusPage } from "./corpus.js";
import { assignFolds, type SplitKind } from "./cross-validation.js";
import { type PageScore, scorePage } from "./page-score.js";
import { predictPage } from "./predict.js";

export type Progress = (done: number, total: number) => void;

/**
 * Scores a ready model on every page, in order; or, given a function, the model it picks per page
 * (a cross-validation's fold model that never trained on the page).
 */
export function evaluateModel(
  pages: readonly CorpusPage[],
  model: ContentModel | ((page: CorpusPage) => ContentModel),
  onPage?: Progress,
): PageScore[] {
  return pages.map((page, i) => {
    const score = scorePage(
      page,
      predictPage(page, typeof model === "function" ? model(page) : model),
    );
    onPage?.(i + 1, pages.length);
    return score;
  });
}

/** Pages fit to train on: parsed, with a usable gold projection (see projection/project.ts). */
export function trainingPages(pages: readonly CorpusPage[]): LabelledPage[] {
  return pages.flatMap((page) =>
    page.projection?.quality.usable ? [page.projection.labelled] : [],
  );
}

export interface CrossValidationOptions {
  readonly folds: number;
  readonly split: SplitKind;
  readonly seed: number;
  /** Learner options (`--option k=v`, `--features`), passed through with the seed. */
  readonly learnerOptions?: Readonly<Record<string, unknown>>;
  /** Train on this share of each training fold (learning curves); 1 = all of it. */
  readonly trainingFraction?: number;
  readonly onPage?: Progress;
  /** Called with each fold's model once it is trained (e.g. to save it). */
  readonly onModel?: (fold: number, model: TrainedModel) => void;
}

export interface FoldSummary {
  readonly fold: number;
  readonly trainingPages: number;
  readonly testPages: number;
  readonly trainMs: number;
}

/**
 * K-fold cross-validation of a learner: each fold's model is trained on the other folds' usable
 * pages and scores every page of its own fold, so each page is scored exactly once.
 */
export function crossValidate(
  pages: readonly CorpusPage[],
  learner: Learner,
  options: CrossValidationOptions,
): { scores: PageScore[]; folds: FoldSummary[]; assignment: Int32Array } {
  const folds = assignFolds(
    pages.map((page) => ({ source: page.source, text: page.record.text })),
    options.folds,
    options.split,
    options.seed,
  );
  const scores = new Array<PageScore>(pages.length);
  const summaries: FoldSummary[] = [];
  let done = 0;
  for (let fold = 0; fold < options.folds; fold++) {
    const train = subsample(
      trainingPages(pages.filter((_, i) => folds[i] !== fold)),
      options.trainingFraction ?? 1,
      options.seed + fold,
    );
    if (train.length === 0) throw new Error(`fold ${fold + 1}: no usable training page`);
    const start = performance.now();
    const model = learner.train(train, { ...options.learnerOptions, seed: options.seed });
    const trainMs = performance.now() - start;
    options.onModel?.(fold, model);
    let testPages = 0;
    pages.forEach((page, i) => {
      if (folds[i] !== fold) return;
      scores[i] = scorePage(page, predictPage(page, model));
      testPages++;
      options.onPage?.(++done, pages.length);
    });
    summaries.push({ fold, trainingPages: train.length, testPages, trainMs });
  }
  return { scores, folds: summaries, assignment: folds };
}

/** A seeded random share of the pages (at least one), nested across growing fractions. */
function subsample<T>(items: readonly T[], fraction: number, seed: number): T[] {
  if (!(fraction > 0 && fraction <= 1))
    throw new Error(`training fraction must be in (0, 1], got ${fraction}`);
  if (fraction === 1) return [...items];
  return shuffled(items, seededRandom(seed)).slice(
    0,
    Math.max(1, Math.round(items.length * fraction)),
  );
}
