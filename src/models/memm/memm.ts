import { linearLearner } from "../linear/linear-learner.js";
import { fillMemmPotentials } from "./memm-potentials.js";

/**
 * Maximum-entropy Markov model: per-block maxent with the previous label as a feature, trained on
 * gold previous labels, Viterbi-decoded. History predicates on by default, as in Gibson et al.'s
 * best MEMM runs.
 */
export const memmLearner = linearLearner({
  name: "memm",
  description: "maximum-entropy Markov model over blocks (Gibson et al. 2007), Viterbi decoding",
  hasTransitions: true,
  pageLoss: "local",
  fillPotentials: fillMemmPotentials,
});
