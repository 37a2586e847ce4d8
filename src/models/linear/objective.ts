import type { Objective } from "../../algorithms/lbfgs.js";
import type { EncodedCorpus } from "./corpus.js";
import type { PageLoss, PageView } from "./page-loss.js";
import {
  accumulateBlockGradient,
  addGaussianPrior,
  type ParameterLayout,
  scoreBlock,
  type WeightPrior,
} from "./parameters.js";

/**
 * Pages are summed in this many shards, each from zero, then the shards in order: the same
 * additions in the same order whether one thread evaluates them all or several share them out,
 * so a model's weights do not depend on the machine's core count.
 */
export const OBJECTIVE_SHARDS = 8;

/**
 * Shard s holds pages `bounds[s] .. bounds[s+1]`: consecutive runs of about equal work (non-zeros
 * plus blocks), decided by the corpus alone.
 */
export function shardBounds(corpus: EncodedCorpus, shards = OBJECTIVE_SHARDS): Int32Array {
  const { pageStart, blockStart } = corpus;
  const pages = pageStart.length - 1;
  const workOf = (page: number) => blockStart[pageStart[page]] + pageStart[page];
  const total = workOf(pages);
  const bounds = new Int32Array(shards + 1);
  let page = 0;
  for (let s = 1; s < shards; s++) {
    while (page < pages && workOf(page) < (total * s) / shards) page++;
    bounds[s] = page;
  }
  bounds[shards] = pages;
  return bounds;
}

/**
 * Loss and gradient (no prior) of pages `from .. to`, written from zero into `gradient`. One per
 * thread: it owns its scratch buffers, sized once for the longest page. With `pageWeights`, page
 * p counts `pageWeights[p]` times (see `siteWeights`).
 */
export type PageRangeObjective = (
  weights: Float64Array,
  gradient: Float64Array,
  from: number,
  to: number,
) => number;

export function pageRangeObjective(
  corpus: EncodedCorpus,
  layout: ParameterLayout,
  pageLoss: PageLoss,
  pageWeights?: Float64Array,
): PageRangeObjective {
  const k = layout.labels;
  // The page loss adds its transition and initial gradient itself: kept apart to be weighted.
  const chainStart = layout.transitionOffset;
  const chainGradient = new Float64Array(layout.size - chainStart);
  const view: PageView = {
    layout,
    weights: new Float64Array(0),
    gradient: new Float64Array(0),
    scores: new Float64Array(corpus.longestPage * k),
    residual: new Float64Array(corpus.longestPage * k),
    labels: corpus.labels,
    alternatives: corpus.alternatives,
    first: 0,
    length: 0,
  };
  const { pageStart, blockStart, indices, values } = corpus;
  return (weights, gradient, from, to) => {
    gradient.fill(0);
    view.weights = weights;
    view.gradient = gradient;
    let loss = 0;
    for (let p = from; p < to; p++) {
      const first = pageStart[p];
      const length = pageStart[p + 1] - first;
      if (length === 0) continue;
      for (let i = 0; i < length; i++) {
        const block = first + i;
        scoreBlock(
          weights,
          k,
          indices,
          values,
          blockStart[block],
          blockStart[block + 1],
          view.scores,
          i * k,
        );
      }
      view.first = first;
      view.length = length;
      const weight = pageWeights === undefined ? 1 : pageWeights[p];
      if (weight === 1) loss += pageLoss(view);
      else loss += weightedPageLoss(view, pageLoss, weight, chainStart, chainGradient);
      for (let i = 0; i < length; i++) {
        const block = first + i;
        accumulateBlockGradient(
          gradient,
          k,
          indices,
          values,
          blockStart[block],
          blockStart[block + 1],
          view.residual,
          i * k,
        );
      }
    }
    return loss;
  };
}

/**
 * The penalised negative conditional log-likelihood Σ_pages loss − log prior (‖w‖²/2σ²) and its
 * gradient, evaluated by this thread alone: node scores → the learner's page loss → node gradient, shard by
 * shard (see OBJECTIVE_SHARDS). Nothing is allocated per evaluation.
 */
export function linearObjective(
  corpus: EncodedCorpus,
  layout: ParameterLayout,
  prior: WeightPrior,
  pageLoss: PageLoss,
  pageWeights?: Float64Array,
): Objective {
  const shardObjective = pageRangeObjective(corpus, layout, pageLoss, pageWeights);
  const bounds = shardBounds(corpus);
  const shardGradient = new Float64Array(layout.size);
  const shardLosses = new Float64Array(OBJECTIVE_SHARDS);
  return (weights, gradient) => {
    gradient.fill(0);
    for (let s = 0; s < OBJECTIVE_SHARDS; s++) {
      shardLosses[s] = shardObjective(weights, shardGradient, bounds[s], bounds[s + 1]);
      addInto(gradient, shardGradient);
    }
    return sumShards(shardLosses) + addGaussianPrior(weights, gradient, prior);
  };
}

/** `total += part`, element by element. */
export function addInto(total: Float64Array, part: Float64Array): void {
  for (let j = 0; j < total.length; j++) total[j] += part[j];
}

/** The shards' losses added in shard order. */
export function sumShards(losses: Float64Array): number {
  let loss = 0;
  for (let s = 0; s < losses.length; s++) loss += losses[s];
  return loss;
}

/**
 * `pageLoss` of the page in `view` times `weight`: its node residuals are scaled in place, and the
 * chain gradient it adds is computed apart (from zero) and added scaled.
 */
function weightedPageLoss(
  view: PageView,
  pageLoss: PageLoss,
  weight: number,
  chainStart: number,
  chainGradient: Float64Array,
): number {
  const { gradient } = view;
  chainGradient.set(gradient.subarray(chainStart));
  gradient.fill(0, chainStart);
  const loss = pageLoss(view);
  for (let j = chainStart; j < gradient.length; j++)
    gradient[j] = chainGradient[j - chainStart] + weight * gradient[j];
  const residuals = view.length * view.layout.labels;
  for (let j = 0; j < residuals; j++) view.residual[j] *= weight;
  return weight * loss;
}
