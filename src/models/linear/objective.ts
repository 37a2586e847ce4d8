import type { Objective } from "../../optimize/lbfgs.js";
import type { EncodedCorpus } from "./corpus.js";
import type { PageLoss, PageView } from "./page-loss.js";
import {
  accumulateBlockGradient,
  addGaussianPrior,
  type ParameterLayout,
  scoreBlock,
} from "./parameters.js";

/**
 * The penalised negative conditional log-likelihood Σ_pages loss + ‖w‖²/2σ² and its gradient in one
 * pass over the corpus: node scores → the learner's page loss → node gradient. Buffers are sized
 * once for the longest page; nothing is allocated per evaluation. With `pageWeights`, page p's
 * loss and gradient count `pageWeights[p]` times (see `siteWeights`).
 */
export function linearObjective(
  corpus: EncodedCorpus,
  layout: ParameterLayout,
  sigma: number,
  pageLoss: PageLoss,
  pageWeights?: Float64Array,
): Objective {
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
    first: 0,
    length: 0,
  };
  const { pageStart, blockStart, indices, values } = corpus;
  return (weights, gradient) => {
    gradient.fill(0);
    view.weights = weights;
    view.gradient = gradient;
    let loss = 0;
    for (let p = 0; p + 1 < pageStart.length; p++) {
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
    return loss + addGaussianPrior(weights, gradient, sigma);
  };
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
