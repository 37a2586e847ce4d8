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
 * once for the longest page; nothing is allocated per evaluation.
 */
export function linearObjective(
  corpus: EncodedCorpus,
  layout: ParameterLayout,
  sigma: number,
  pageLoss: PageLoss,
): Objective {
  const k = layout.labels;
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
      loss += pageLoss(view);
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
