import type { SegmentedPage } from "../blocks/block.js";

/** What every extractor — baseline or learned — says about a page's blocks. */
export interface BlockPrediction {
  /** Per block: probability (or normalised score) that it belongs to the main content. */
  readonly contentProbability: Float64Array;
  /** Per block: 1 when the block is part of the extracted main content. */
  readonly selected: Uint8Array;
  /**
   * Per block: 1 for a user comment, from models that label comments (L3S-GN1 and Dragnet's gold
   * does); comments are reported apart from the main content, never in it.
   */
  readonly comment?: Uint8Array;
  /** Per block: probability that the block is a user comment, from models that label comments. */
  readonly commentProbability?: Float64Array;
}

/** An extractor usable behind `extract()`: the baselines and every trained model implement it. */
export interface ContentModel {
  readonly name: string;
  predict(page: SegmentedPage): BlockPrediction;
}

export function predictionFromSelection(selected: Uint8Array): BlockPrediction {
  return { contentProbability: Float64Array.from(selected), selected };
}

/** Blocks whose content probability reaches `threshold` are selected. */
export function predictionFromProbabilities(
  contentProbability: Float64Array,
  threshold = 0.5,
): BlockPrediction {
  return {
    contentProbability,
    selected: Uint8Array.from(contentProbability, (p) => (p >= threshold ? 1 : 0)),
  };
}
