import {
  bestRow,
  type CandidateGroup,
  fitConditionalLogit,
} from "../algorithms/conditional-logit.js";
import type { TitleFeatures } from "./title-candidates.js";
import type { TitlePage } from "./title-page.js";
import { HAND_TITLE_WEIGHTS, TITLE_FEATURE_NAMES, type TitleWeights } from "./title-weights.js";

/** Fixed training settings: part of what makes `npm run train-title` reproducible. */
export const TITLE_TRAINING = { priorVariance: 1, folds: 5, seed: 1 } as const;

export function featureRow(features: TitleFeatures): Float64Array {
  return Float64Array.from(TITLE_FEATURE_NAMES, (name) => features[name]);
}

function weightVector(weights: TitleWeights): Float64Array {
  return Float64Array.from(TITLE_FEATURE_NAMES, (name) => weights[name]);
}

function groupOf(page: TitlePage): CandidateGroup {
  return { rows: page.candidates.map((c) => featureRow(c.features)), correct: page.correct };
}

/** Fits weights on the pages whose gold title is among their candidates (the others teach nothing). */
export function fitTitleWeights(
  pages: readonly TitlePage[],
  priorVariance: number = TITLE_TRAINING.priorVariance,
) {
  const groups = pages.filter((page) => page.correct.some(Boolean)).map(groupOf);
  const result = fitConditionalLogit(groups, TITLE_FEATURE_NAMES.length, {
    priorVariance,
  });
  const weights = Object.fromEntries(
    TITLE_FEATURE_NAMES.map((name, k) => [name, result.x[k]]),
  ) as TitleWeights;
  return { ...result, weights };
}

/** Does the top-scoring candidate (earlier on ties, as selectTitle) match the gold title? */
function picksGold(page: TitlePage, w: Float64Array): boolean {
  const best = bestRow(groupOf(page).rows, w);
  return best >= 0 && page.correct[best];
}

export interface TitleCrossValidation {
  readonly dataset: string;
  readonly pages: number;
  /** Percentages (one decimal) of all the dataset's pages with a gold title. */
  readonly learned: number;
  readonly hand: number;
  readonly reachable: number;
}

/** Learned weights scored on each fold's pages after fitting on the other folds, per dataset. */
export function crossValidateTitles(
  pages: readonly TitlePage[],
  folds: Int32Array,
  priorVariance: number = TITLE_TRAINING.priorVariance,
): TitleCrossValidation[] {
  const learnedHits = new Uint8Array(pages.length);
  const foldCount = Math.max(...folds) + 1;
  for (let fold = 0; fold < foldCount; fold++) {
    const { x } = fitTitleWeights(
      pages.filter((_, i) => folds[i] !== fold),
      priorVariance,
    );
    pages.forEach((page, i) => {
      if (folds[i] === fold) learnedHits[i] = picksGold(page, x) ? 1 : 0;
    });
  }
  const hand = weightVector(HAND_TITLE_WEIGHTS);
  const datasets = [...new Set(pages.map((page) => page.dataset))];
  return datasets.map((dataset) => {
    const indices = pages.flatMap((page, i) => (page.dataset === dataset ? [i] : []));
    const percent = (hits: number) => Number(((100 * hits) / indices.length).toFixed(1));
    const count = (test: (i: number) => boolean) => indices.filter(test).length;
    return {
      dataset,
      pages: indices.length,
      learned: percent(count((i) => learnedHits[i] === 1)),
      hand: percent(count((i) => picksGold(pages[i], hand))),
      reachable: percent(count((i) => pages[i].correct.some(Boolean))),
    };
  });
}
