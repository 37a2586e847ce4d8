import { type LbfgsResult, minimizeLbfgs } from "../../optimize/lbfgs.js";
import type { EncodedCorpus } from "./corpus.js";
import { linearObjective } from "./objective.js";
import type { PageLoss } from "./page-loss.js";
import type { ParameterLayout } from "./parameters.js";

export interface WeightTraining {
  readonly sigma: number;
  readonly maxIterations: number;
  readonly tolerance: number;
}

/** Minimises the penalised negative log-likelihood from zero weights: deterministic. */
export function trainWeights(
  corpus: EncodedCorpus,
  layout: ParameterLayout,
  pageLoss: PageLoss,
  settings: WeightTraining,
  pageWeights?: Float64Array,
): LbfgsResult {
  const objective = linearObjective(corpus, layout, settings.sigma, pageLoss, pageWeights);
  return minimizeLbfgs(objective, new Float64Array(layout.size), {
    maxIterations: settings.maxIterations,
    relativeImprovement: settings.tolerance,
  });
}
