import { type LbfgsResult, minimizeLbfgs } from "../../algorithms/lbfgs.js";
import type { EncodedCorpus } from "./corpus.js";
import { linearObjective } from "./objective.js";
import { PAGE_LOSSES, type PageLossName } from "./page-losses.js";
import { ParallelObjective } from "./parallel-objective.js";
import type { ParameterLayout } from "./parameters.js";
import { trainingThreads } from "./training-threads.js";

export interface WeightTraining {
  readonly sigma: number;
  readonly maxIterations: number;
  readonly tolerance: number;
}

/**
 * Below this many non-zeros a corpus is evaluated by the calling thread alone: starting workers
 * would cost more than they save. The result is the same either way.
 */
const MIN_PARALLEL_NON_ZEROS = 500_000;

/**
 * Minimises the penalised negative log-likelihood from zero weights: deterministic, and the same
 * bit for bit whatever `threads` (default: `trainingThreads()`).
 */
export function trainWeights(
  corpus: EncodedCorpus,
  layout: ParameterLayout,
  loss: PageLossName,
  settings: WeightTraining,
  pageWeights?: Float64Array,
  threads = trainingThreads(),
): LbfgsResult {
  const options = {
    maxIterations: settings.maxIterations,
    relativeImprovement: settings.tolerance,
  };
  const start = new Float64Array(layout.size);
  if (threads <= 1 || corpus.indices.length < MIN_PARALLEL_NON_ZEROS) {
    const pageLoss = PAGE_LOSSES[loss](layout.labels);
    return minimizeLbfgs(
      linearObjective(corpus, layout, settings.sigma, pageLoss, pageWeights),
      start,
      options,
    );
  }
  const objective = new ParallelObjective(
    corpus,
    layout,
    settings.sigma,
    loss,
    threads,
    pageWeights,
  );
  try {
    return minimizeLbfgs(objective.evaluate, start, options);
  } finally {
    objective.close();
  }
}
