import { createContextStackLearner } from "./context-stack/context-stack-learner.js";
import { crfLearner } from "./crf/crf.js";
import { knnLearner } from "./knn/knn-learner.js";
import type { Learner } from "./learner.js";
import { maxentLearner } from "./maxent/maxent.js";
import { memmLearner } from "./memm/memm.js";
import { nbMssLearner } from "./nb-mss/nb-mss-learner.js";
import { svmLearner } from "./svm/svm-learner.js";
import { createWangSubtreeLearner } from "./wang-subtree/wang-learner.js";

/** Every trainable learner, by its command-line name (`pith train --model <name>`). */
export const LEARNERS: ReadonlyMap<string, Learner> = new Map<string, Learner>([
  [svmLearner.name, svmLearner],
  [crfLearner.name, crfLearner],
  [memmLearner.name, memmLearner],
  [maxentLearner.name, maxentLearner],
  [nbMssLearner.name, nbMssLearner],
  [knnLearner.name, knnLearner],
  ["wang-subtree", createWangSubtreeLearner((name) => LEARNERS.get(name))],
  ["context-stack", createContextStackLearner((name) => LEARNERS.get(name))],
]);
