import type { SegmentedPage } from "../blocks/block.js";
import type { BlockPrediction } from "../models/model.js";

export type BlockLabel = "content" | "comment" | "boilerplate";

/** One block as the `blocks` option reports it. */
export interface BlockReport {
  readonly index: number;
  readonly text: string;
  /** The final label: after `include` / `exclude`, comments apart. */
  readonly label: BlockLabel;
  /** The model's content probability (or normalised score). */
  readonly probability: number;
}

export function blockReports(
  page: SegmentedPage,
  selected: Uint8Array,
  prediction: BlockPrediction,
): BlockReport[] {
  return page.blocks.map((block) => ({
    index: block.index,
    text: block.text,
    label:
      prediction.comment?.[block.index] === 1
        ? "comment"
        : selected[block.index] === 1
          ? "content"
          : "boilerplate",
    probability: prediction.contentProbability[block.index],
  }));
}
