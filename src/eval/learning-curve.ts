import type { Learner } from "../models/learner.js";
import { metricTable } from "./aggregate.js";
import type { CorpusPage } from "./corpus.js";
import { type CrossValidationOptions, crossValidate } from "./evaluate.js";

/** One point of a learning curve: cross-validated scores when training on a share of each fold. */
export interface LearningCurvePoint {
  readonly fraction: number;
  /** Mean training pages per fold. */
  readonly trainingPages: number;
  readonly shingleF1: number;
  readonly bagOfWordsF1: number;
  readonly cleanEval: number;
  readonly documentAccuracy: number;
}

/** Gibson et al.'s learning curves: the same folds, growing (nested) training subsets. */
export function learningCurve(
  pages: readonly CorpusPage[],
  learner: Learner,
  fractions: readonly number[],
  options: CrossValidationOptions,
): LearningCurvePoint[] {
  return fractions.map((fraction) => {
    const { scores, folds } = crossValidate(pages, learner, {
      ...options,
      trainingFraction: fraction,
    });
    const table = metricTable(scores);
    return {
      fraction,
      trainingPages: folds.reduce((sum, fold) => sum + fold.trainingPages, 0) / folds.length,
      shingleF1: table.shingle.f1,
      bagOfWordsF1: table.bagOfWords.f1.mean,
      cleanEval: table.cleanEval.mean,
      documentAccuracy: table.documents.accuracy,
    };
  });
}

export function learningCurveMarkdown(points: readonly LearningCurvePoint[]): string[] {
  return [
    "Learning curve (same folds, nested training subsets).",
    "",
    "| share of training fold | training pages | shingle F1 | BoW F1 | CleanEval | doc acc |",
    "|--:|--:|--:|--:|--:|--:|",
    ...points.map(
      (p) =>
        `| ${p.fraction} | ${p.trainingPages.toFixed(0)} | ${p.shingleF1.toFixed(3)} | ${p.bagOfWordsF1.toFixed(3)} | ${p.cleanEval.toFixed(3)} | ${p.documentAccuracy.toFixed(3)} |`,
    ),
  ];
}
