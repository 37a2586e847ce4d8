import { linkDensity } from "../facts/block-text.js";
import { NameCache } from "../facts/name-cache.js";
import type { FeatureRow } from "../feature-row.js";
import type { PageFacts } from "../page-facts.js";
import { logScale } from "../scale.js";
import type { FeatureFamilyDefinition } from "../types.js";

/** Three basic features every learner can rely on: size, links and the block's own tag. */
export const shapeFamily: FeatureFamilyDefinition = {
  name: "shape",
  description: "basic shape: log word count, link density, the block's tag",
  build: () => ({ name: "shape", extract: shapeFeatures }),
};

const TAG_NAMES = new NameCache("tag=");

function shapeFeatures(facts: PageFacts, rows: readonly FeatureRow[]): void {
  for (const block of facts.blocks) {
    const row = rows[block.index];
    row.add("log-words", logScale(block.wordCount, 1000));
    row.add("link-density", linkDensity(block));
    row.flag(TAG_NAMES.name(block.element.name));
  }
}
