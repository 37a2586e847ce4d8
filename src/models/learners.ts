import { blockTreesLearner } from "./block-trees/block-trees-learner.js";
import { createContextStackLearner } from "./context-stack/context-stack-learner.js";
import { crfLearner } from "./crf/crf.js";
import { knnLearner } from "./knn/knn-learner.js";
import type { Learner, TrainedModel } from "./learner.js";
import { maxentLearner } from "./maxent/maxent.js";
import { memmLearner } from "./memm/memm.js";
import type { ModelFileJSON } from "./model-file.js";
import { nbMssLearner } from "./nb-mss/nb-mss-learner.js";
import { loadSiteScope, SITE_SCOPE } from "./site-scope/site-scope.js";
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
  [blockTreesLearner.name, blockTreesLearner],
  ["wang-subtree", createWangSubtreeLearner((name) => LEARNERS.get(name))],
  ["context-stack", createContextStackLearner((name) => LEARNERS.get(name))],
]);

/** A model file's JSON → the model, loaded by the learner that wrote it; `origin` names it in errors. */
export function loadModel(
  json: ModelFileJSON,
  origin: string,
  loaded?: (inner: ModelFileJSON) => TrainedModel | undefined,
): TrainedModel {
  // A site model scoped to its templates holds two models: the site's and its base (`loaded`
  // may give back one already loaded).
  if (json.learner === SITE_SCOPE)
    return loadSiteScope(json, (inner) => loaded?.(inner) ?? loadModel(inner, origin));
  const learner = LEARNERS.get(json.learner);
  if (learner === undefined) throw new Error(`${origin}: unknown learner "${json.learner}"`);
  return learner.load(json);
}
