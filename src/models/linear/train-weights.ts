import { type LbfgsResult, minimizeLbfgs } from "../../algorithms/lbfgs.js";
import type { EncodedCorpus } from "./corpus.js";
import { linearObjective } from "./objective.js";
import { PAGE_LOSSES, type PageLossName } from "./page-losses.js";
import { ParallelObjective } from "./parallel-objective.js";
import type { ParameterLayout, WeightPrior } from "./parameters.js";
import { trainingThreads } from "./training-threads.js";

export interface WeightTraining {
  readonly sigma: number;
  readonly maxIterations: number;
  readonly tolerance: number;
  /**
   * Start from these weights with this prior instead of from zero with σ `sigma` around zero: a
   * site model starts from its base model and is pulled back towards it (see adapt-linear.ts).
   */
  readonly warmStart?: { readonly weights: Float64Array; readonly prior: WeightPrior };
}

/**
 * Below this many non-zeros a corpus is evaluated by the calling thread alone: starting workers
 * would cost more than they save. The result is the same either way.
 */
const MIN_PARALLEL_NON_ZEROS = 500_000;

/**
 * Minimises the penalised negative log-likelihood from zero weights (or `settings.warmStart`):
 * deterministic, and the same bit for bit whatever `threads` (default: `trainingThreads()`).
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
  const start = Float64Array.from(settings.warmStart?.weights ?? new Float64Array(layout.size));
  const prior = settings.warmStart?.prior ?? settings.sigma;
  if (threads <= 1 || corpus.indices.length < MIN_PARALLEL_NON_ZEROS) {
    const pageLoss = PAGE_LOSSES[loss](layout.labels);
    return minimizeLbfgs(
      linearObjective(corpus, layout, prior, pageLoss, pageWeights),
      start,
      options,
    );
  }
  const objective = new ParallelObjective(corpus, layout, prior, loss, threads, pageWeights);
  try {
    return minimizeLbfgs(objective.evaluate, start, options);
  } finally {
    objective.close();
  }
}
