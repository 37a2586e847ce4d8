import { linearLearner } from "../linear/linear-learner.js";
import { DEFAULT_LINEAR_OPTIONS } from "../linear/linear-options.js";
import { fillLinearPotentials } from "../linear/linear-potentials.js";
import { crfLoss } from "./crf-loss.js";

/** Gibson et al.'s best model: a linear-chain CRF over the page's blocks. */
export const crfLearner = linearLearner({
  name: "crf",
  description:
    "linear-chain conditional random field over blocks (Gibson et al. 2007), L-BFGS, Gaussian prior",
  hasTransitions: true,
  defaults: DEFAULT_LINEAR_OPTIONS,
  pageLoss: crfLoss,
  fillPotentials: fillLinearPotentials,
});
