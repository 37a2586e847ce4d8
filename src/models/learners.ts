import type { Learner } from "./learner.js";
import { svmLearner } from "./svm/svm-learner.js";

/** Every trainable learner, by its command-line name (`pith train --model <name>`). */
export const LEARNERS: ReadonlyMap<string, Learner> = new Map<string, Learner>([
  [svmLearner.name, svmLearner],
]);
