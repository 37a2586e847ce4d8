import { stratifiedFolds } from "../algorithms/stratified-sample.js";
import type { LabelledPage } from "../blocks/labelled-page.js";
import type { Learner } from "./learner.js";
import type { BlockPrediction } from "./model.js";

/**
 * Block predictions for training a second stage, each page scored by a model trained without its
 * site (`folds` folds over the sites): in-sample probabilities would be overconfident, and the
 * second stage would learn to trust them too much. A single site is scored in-sample.
 */
export function crossFittedPredictions(
  learner: Learner,
  pages: readonly LabelledPage[],
  options: Readonly<Record<string, unknown>>,
  seed: number,
  folds: number,
): BlockPrediction[] {
  const sources = [...new Set(pages.map((page) => page.source))];
  const foldCount = Math.min(folds, sources.length);
  const sourceFold = stratifiedFolds(new Uint8Array(sources.length), foldCount, seed);
  const foldOf = new Map(sources.map((source, i) => [source, sourceFold[i]]));
  const predictions: BlockPrediction[] = new Array(pages.length);
  for (let fold = 0; fold < foldCount; fold++) {
    const heldOut = (page: LabelledPage) => foldCount === 1 || foldOf.get(page.source) === fold;
    const training = foldCount === 1 ? pages : pages.filter((page) => !heldOut(page));
    const model = learner.train(training, options);
    pages.forEach((page, p) => {
      if (heldOut(page)) predictions[p] = model.predict(page.page);
    });
  }
  return predictions;
}
