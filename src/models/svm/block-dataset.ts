import type { SegmentedPage } from "../../blocks/block.js";
import type { LabelledPage } from "../../blocks/labelled-page.js";
import type { BlockFeatures } from "../../features/block-features.js";
import { FeatureIndex, type SparseVector } from "../../features/feature-index.js";
import { type FeatureSet, fitFeatureSet } from "../../features/pipeline.js";
import type { FeatureConfig } from "../../features/types.js";

/** Every training block's features, sparse vector and label, with the fitted feature pipeline. */
export interface BlockDataset {
  readonly featureSet: FeatureSet;
  readonly index: FeatureIndex;
  readonly features: BlockFeatures[];
  readonly vectors: SparseVector[];
  readonly labels: Uint8Array;
}

export function buildBlockDataset(
  pages: readonly LabelledPage[],
  config: FeatureConfig,
): BlockDataset {
  if (pages.length === 0) throw new Error("training needs at least one labelled page");
  const featureSet = fitFeatureSet(config, pages);
  const features = pages.flatMap((page) => featureSet.extract(page.page));
  const index = FeatureIndex.fit(features);
  const labels = Uint8Array.from(pages.flatMap((page) => Array.from(page.labels)));
  return {
    featureSet,
    index,
    features,
    vectors: features.map((block) => index.vectorize(block)),
    labels,
  };
}

/** The page's blocks as vectors in the training columns. */
export function pageVectors(
  page: SegmentedPage,
  featureSet: FeatureSet,
  index: FeatureIndex,
): SparseVector[] {
  return featureSet.extract(page).map((block) => index.vectorize(block));
}
