import { linearLearner } from "../linear/linear-learner.js";
import { fillLinearPotentials } from "../linear/linear-potentials.js";

/**
 * Gibson et al.'s best model: a linear-chain CRF over the page's blocks. History predicates on:
 * by-source 4-fold CV on all four datasets, shingle F1 0.865 → 0.872 with them.
 */
export const crfLearner = linearLearner({
  name: "crf",
  description:
    "linear-chain conditional random field over blocks (Gibson et al. 2007), L-BFGS, Gaussian prior",
  hasTransitions: true,
  pageLoss: "crf",
  fillPotentials: fillLinearPotentials,
});
