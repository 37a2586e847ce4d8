import type { ParameterLayout } from "./parameters.js";

/**
 * One page's view during an objective evaluation. The shared objective fills `scores` (node scores
 * wₖ·xᵢ at `i·K + k`); the learner's page loss fills `residual` (∂loss/∂score, same layout), adds
 * any transition/initial gradient into `gradient` itself, and returns the page's negative
 * log-likelihood.
 */
export interface PageView {
  layout: ParameterLayout;
  weights: Float64Array;
  gradient: Float64Array;
  scores: Float64Array;
  residual: Float64Array;
  /** Gold label indices of the whole corpus; this page's are `labels[first .. first+length)`. */
  labels: Uint8Array;
  /** Each block's alternative label or NO_ALTERNATIVE, same layout as `labels`. */
  alternatives: Uint8Array;
  first: number;
  length: number;
}

/** A learner's training criterion for one page. Owns its scratch buffers, so make one per objective. */
export type PageLoss = (page: PageView) => number;
