import type { SegmentedPage } from "../blocks/block.js";
import { simpleMssSelection } from "../blocks/simple-mss.js";
import type { BlockPrediction, ContentModel } from "../models/model.js";
import { MIN_PLAUSIBLE_WORDS } from "./thresholds.js";

/**
 * A model wearing the steps every model file gets (`withSelectionSteps`, then
 * `withShortOutputFallback`); `inner` is the learner's own model (its own selection, its
 * explanations).
 */
export interface WrappedModel extends ContentModel {
  readonly inner: ContentModel;
}

/** The learner's own model under any wrapping steps. */
export function innerModel(model: ContentModel): ContentModel {
  return "inner" in model ? (model as WrappedModel).inner : model;
}

/**
 * A learned model that selects (almost) nothing on a page with text usually met a layout unlike
 * its training pages; an empty answer scores zero, so fall back to Pasternack & Roth's simple MSS,
 * which needs no training. The model's probabilities are kept so confidence stays low.
 */
export function withShortOutputFallback(model: ContentModel, name = model.name): WrappedModel {
  return {
    name,
    inner: innerModel(model),
    predict(page: SegmentedPage): BlockPrediction {
      const prediction = model.predict(page);
      if (selectedWords(page, prediction.selected) >= MIN_PLAUSIBLE_WORDS) return prediction;
      const fallback = simpleMssSelection(page);
      return selectedWords(page, fallback) > selectedWords(page, prediction.selected)
        ? { ...prediction, selected: fallback }
        : prediction;
    },
  };
}

/** Words in the selected blocks. */
export function selectedWords(page: SegmentedPage, selected: Uint8Array): number {
  let words = 0;
  for (const block of page.blocks) if (selected[block.index] === 1) words += block.wordCount;
  return words;
}
