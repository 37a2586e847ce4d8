import type { SegmentedPage } from "../blocks/block.js";

/**
 * Sparse named features of one block. Binary indicator features have value 1; numeric ones carry
 * their value. Names are `family:feature` (e.g. `gibson:tag=p`, `yao:link-density`).
 */
export interface BlockFeatures {
  readonly names: readonly string[];
  readonly values: readonly number[];
}

/** A feature family of one seed paper: computes features for every block of a page at once. */
export interface FeatureFamily {
  readonly name: string;
  extract(page: SegmentedPage): BlockFeatures[];
}

/** Which families a model uses; stored in model files so prediction computes the same features. */
export interface FeatureConfig {
  readonly families: readonly string[];
}
