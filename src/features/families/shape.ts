import type { SegmentedPage } from "../../blocks/block.js";
import type { BlockFeatures, FeatureFamily } from "../types.js";

/** Minimal size and link features every learner can rely on; richer families come from the seeds. */
export const shapeFamily: FeatureFamily = {
  name: "shape",
  extract(page: SegmentedPage): BlockFeatures[] {
    return page.blocks.map((block) => ({
      names: ["shape:log-words", "shape:link-density", `shape:tag=${block.element.name}`],
      values: [Math.log1p(block.wordCount), block.wordCount > 0 ? block.linkWordCount / block.wordCount : 0, 1],
    }));
  },
};
