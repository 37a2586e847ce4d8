import { linearLearner } from "../linear/linear-learner.js";
import { fillLinearPotentials } from "../linear/linear-potentials.js";

/**
 * Maximum-entropy classifier (multinomial logistic regression): each block on its own. History
 * predicates on by default, as in Gibson et al.'s best MaxEnt runs. Without transition weights the
 * shared chain potentials factorise into per-block softmaxes.
 */
export const maxentLearner = linearLearner({
  name: "maxent",
  description: "maximum-entropy block classifier (Gibson et al. 2007), L-BFGS, Gaussian prior",
  hasTransitions: false,
  pageLoss: "local",
  fillPotentials: fillLinearPotentials,
});
