import type { SegmentedPage } from "../blocks/block.js";
import type { ContentModel } from "./model.js";

/** One feature's share of a block's score: positive pushes the block toward content. */
export interface FeatureContribution {
  /** The feature's column name (`family:name`, `prev:family:name` for the previous block's). */
  readonly feature: string;
  /** Its change to the block's log-odds of content (weight difference × feature value). */
  readonly contribution: number;
}

/** Why a model scored a block as it did: its largest feature contributions, largest first. */
export interface BlockExplanation {
  readonly contributions: readonly FeatureContribution[];
}

/**
 * A model that can say which features weighed most on each block: the linear learners (CRF, MEMM,
 * MaxEnt) and models built over one (context-stack). Kernel, tree and token models cannot.
 */
export interface ExplainableModel extends ContentModel {
  /** Per block of `page`, its `top` largest contributions by magnitude. */
  explain(page: SegmentedPage, top: number): readonly BlockExplanation[];
}

export function canExplain(model: ContentModel): model is ExplainableModel {
  return typeof (model as Partial<ExplainableModel>).explain === "function";
}

/** The `top` entries of `contributions` by magnitude, largest first. */
export function largestContributions(
  contributions: readonly FeatureContribution[],
  top: number,
): FeatureContribution[] {
  return [...contributions]
    .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution))
    .slice(0, top);
}
