import { stratifiedSample } from "../../algorithms/stratified-sample.js";
import type { SegmentedPage } from "../../blocks/block.js";
import type { LabelledPage } from "../../blocks/labelled-page.js";
import { crossFittedPredictions } from "../cross-fitted-predictions.js";
import type { Learner, TrainedModel } from "../learner.js";
import type { BlockPrediction } from "../model.js";
import {
  checkHeader,
  type ModelFileHeader,
  type ModelFileJSON,
  modelHeader,
} from "../model-file.js";
import { innerLearner, innerLearnerSettings } from "../options/inner-learner-options.js";
import { type OptionSpecs, seedOption } from "../options/option-spec.js";
import { SVM_CLASSIFIER_OPTIONS } from "../svm/learner-options.js";
import {
  SvmClassifier,
  type SvmClassifierJSON,
  trainSvmClassifier,
} from "../svm/svm-classifier.js";
import { svmOptions } from "../svm/svm-learner.js";
import {
  bodyCandidates,
  type CandidatePruning,
  DEFAULT_PRUNING,
  type SubtreeCandidate,
} from "./candidates.js";
import { SUBTREE_FEATURE_NAMES, subtreeFeatures } from "./subtree-features.js";

/** Site folds for the block probabilities the subtree SVM trains on (Wang: held-out scores). */
const CROSS_FIT_FOLDS = 2;
/** Candidates whose token F1 against the gold is within this of the page's best are positives. */
const NEAR_BEST_F1 = 0.02;

/** Its own options; the inner learner's are accepted too and passed on to it. */
const WANG_OPTIONS = {
  inner: {
    kind: "string",
    default: "svm",
    description: "learner that scores the blocks (any but wang-subtree); its options apply too",
  },
  maxTopShare: {
    kind: "number",
    above: 0,
    atMost: 1,
    default: DEFAULT_PRUNING.maxTopShare,
    description: "TOPINSCREEN: a candidate subtree starts within this share of the page's text",
  },
  minTokens: {
    kind: "number",
    integer: true,
    atLeast: 0,
    default: DEFAULT_PRUNING.minTokens,
    description: "BIGENOUGH: a candidate subtree holds at least this many tokens",
  },
  maxCandidates: {
    kind: "number",
    integer: true,
    atLeast: 1,
    default: 4000,
    description: "candidate subtrees the subtree SVM trains on at most (a stratified sample)",
  },
  // The subtree classifier's; with inner=svm the inner learner takes them too.
  ...SVM_CLASSIFIER_OPTIONS,
  seed: seedOption(1, "seed of the cross-fitting folds and the samples"),
} as const satisfies OptionSpecs;

/**
 * Wang et al. §3.3: the article body is the one DOM subtree with the highest probability of being
 * the body. A block learner (`inner`, default svm) scores blocks; an RBF SVM with Platt scaling
 * scores each candidate subtree from Wang's features plus the aggregated block probabilities.
 * `resolveLearner` looks the inner learner up lazily (the registry holds this learner too).
 */
export function createWangSubtreeLearner(
  resolveLearner: (name: string) => Learner | undefined,
): Learner {
  const settings = (raw: Readonly<Record<string, unknown>>) =>
    innerLearnerSettings("wang-subtree", WANG_OPTIONS, raw, resolveLearner);
  return {
    name: "wang-subtree",
    description:
      "Wang et al.: body = the DOM subtree an SVM rates most likely, over aggregated block probabilities",
    options: WANG_OPTIONS,
    checkOptions(raw) {
      settings(raw);
    },
    train(pages, raw) {
      const { options, learner, innerOptions } = settings(raw);
      const seed = options.seed;
      const pruning: CandidatePruning = {
        maxTopShare: options.maxTopShare,
        minTokens: options.minTokens,
      };
      const probabilities = crossFittedPredictions(
        learner,
        pages,
        innerOptions,
        seed,
        CROSS_FIT_FOLDS,
      ).map((prediction) => prediction.contentProbability);
      const vectors: ReturnType<typeof subtreeFeatures> = [];
      const labels: number[] = [];
      pages.forEach((page, p) => {
        const candidates = bodyCandidates(page.page, pruning);
        vectors.push(...subtreeFeatures(page.page, candidates, probabilities[p]));
        labels.push(...candidateLabels(page, candidates));
      });
      const sample = stratifiedSample(labels, options.maxCandidates, seed);
      const classifier = trainSvmClassifier(
        sample.map((i) => vectors[i]),
        sample.map((i) => labels[i]),
        SUBTREE_FEATURE_NAMES.length,
        svmOptions(options, "balanced"),
      );
      const inner = learner.train(pages, innerOptions);
      return wangModel(
        modelHeader("wang-subtree", inner.toJSON().features, options, pages),
        inner,
        classifier,
        pruning,
      );
    },
    load(json) {
      checkHeader(json, "wang-subtree");
      const file = json as typeof json & {
        inner: ModelFileJSON;
        classifier: SvmClassifierJSON;
        pruning: CandidatePruning;
      };
      const inner = innerLearner("wang-subtree", file.inner.learner, resolveLearner).load(
        file.inner,
      );
      return wangModel(file, inner, SvmClassifier.fromJSON(file.classifier), file.pruning);
    },
  };
}

/** 1 for the candidates whose token F1 against the gold blocks is (near) the page's best. */
function candidateLabels(page: LabelledPage, candidates: readonly SubtreeCandidate[]): number[] {
  let goldTokens = 0;
  for (const block of page.page.blocks)
    if (page.labels[block.index] === 1) goldTokens += block.tokens.length;
  const f1 = candidates.map((candidate) => {
    let hit = 0;
    for (let b = candidate.firstBlock; b <= candidate.lastBlock; b++) {
      if (page.labels[b] === 1) hit += page.page.blocks[b].tokens.length;
    }
    return hit === 0 ? 0 : (2 * hit) / (candidate.tokens + goldTokens);
  });
  const best = Math.max(0, ...f1);
  return f1.map((value) => (best > 0.5 && value >= best - NEAR_BEST_F1 ? 1 : 0));
}

function wangModel(
  header: ModelFileHeader,
  inner: TrainedModel,
  classifier: SvmClassifier,
  pruning: CandidatePruning,
): TrainedModel {
  return {
    name: "wang-subtree",
    predict: (page) => selectBodySubtree(page, inner, classifier, pruning),
    toJSON: () => ({ ...header, inner: inner.toJSON(), classifier: classifier.toJSON(), pruning }),
  };
}

/** Figure 11: the candidate with the highest body probability; its blocks are selected. */
function selectBodySubtree(
  page: SegmentedPage,
  inner: TrainedModel,
  classifier: SvmClassifier,
  pruning: CandidatePruning,
): BlockPrediction {
  const blockCount = page.blocks.length;
  const contentProbability = new Float64Array(blockCount);
  const selected = new Uint8Array(blockCount);
  const candidates = bodyCandidates(page, pruning);
  if (candidates.length === 0) return { contentProbability, selected };
  const vectors = subtreeFeatures(page, candidates, inner.predict(page).contentProbability);
  let best = -1;
  let bestProbability = -1;
  candidates.forEach((candidate, i) => {
    const probability = classifier.probability(vectors[i]);
    // A block's probability: that of the likeliest body candidate containing it.
    for (let b = candidate.firstBlock; b <= candidate.lastBlock; b++)
      contentProbability[b] = Math.max(contentProbability[b], probability);
    if (probability > bestProbability) {
      bestProbability = probability;
      best = i;
    }
  });
  for (let b = candidates[best].firstBlock; b <= candidates[best].lastBlock; b++) selected[b] = 1;
  return { contentProbability, selected };
}
