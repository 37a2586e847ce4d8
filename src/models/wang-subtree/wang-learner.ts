import type { SegmentedPage } from "../../blocks/block.js";
import type { LabelledPage, Learner, ModelFileHeader, TrainedModel } from "../learner.js";
import type { BlockPrediction } from "../model.js";
import { checkHeader, modelHeader, numberOption } from "../svm/learner-options.js";
import { stratifiedFolds, stratifiedSample } from "../svm/stratified-sample.js";
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

/** Candidates whose token F1 against the gold is within this of the page's best are positives. */
const NEAR_BEST_F1 = 0.02;
const DEFAULT_MAX_CANDIDATES = 4000;

/**
 * Wang et al. §3.3: the article body is the one DOM subtree with the highest probability of being
 * the body. A block learner (`inner`, default svm) scores blocks; an RBF SVM with Platt scaling
 * scores each candidate subtree from Wang's features plus the aggregated block probabilities.
 * `resolveLearner` looks the inner learner up lazily (the registry holds this learner too).
 */
export function createWangSubtreeLearner(
  resolveLearner: (name: string) => Learner | undefined,
): Learner {
  const innerLearner = (name: string): Learner => {
    const learner = resolveLearner(name);
    if (learner === undefined || name === "wang-subtree")
      throw new Error(`option inner: unknown block learner "${name}"`);
    return learner;
  };
  return {
    name: "wang-subtree",
    description:
      "Wang et al.: body = the DOM subtree an SVM rates most likely, over aggregated block probabilities",
    train(pages, options) {
      const innerName = typeof options.inner === "string" ? options.inner : "svm";
      const learner = innerLearner(innerName);
      const seed = options.seed ?? 1;
      const pruning: CandidatePruning = {
        maxTopShare: numberOption(options, "maxTopShare", DEFAULT_PRUNING.maxTopShare),
        minTokens: numberOption(options, "minTokens", DEFAULT_PRUNING.minTokens),
      };
      const probabilities = crossFittedProbabilities(learner, pages, options, seed);
      const vectors: ReturnType<typeof subtreeFeatures> = [];
      const labels: number[] = [];
      pages.forEach((page, p) => {
        const candidates = bodyCandidates(page.page, pruning);
        vectors.push(...subtreeFeatures(page.page, candidates, probabilities[p]));
        labels.push(...candidateLabels(page, candidates));
      });
      const sample = stratifiedSample(
        labels,
        numberOption(options, "maxCandidates", DEFAULT_MAX_CANDIDATES),
        seed,
      );
      const classifier = trainSvmClassifier(
        sample.map((i) => vectors[i]),
        sample.map((i) => labels[i]),
        SUBTREE_FEATURE_NAMES.length,
        { ...svmOptions(options), classWeight: "balanced" },
      );
      const inner = learner.train(pages, options);
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
        inner: ModelFileHeader & Record<string, unknown>;
        classifier: SvmClassifierJSON;
        pruning: CandidatePruning;
      };
      const inner = innerLearner(file.inner.learner).load(file.inner);
      return wangModel(file, inner, SvmClassifier.fromJSON(file.classifier), file.pruning);
    },
  };
}

/**
 * Block probabilities for training the subtree model, each page scored by an inner model trained
 * without it (two folds): in-sample probabilities would be overconfident.
 */
function crossFittedProbabilities(
  learner: Learner,
  pages: readonly LabelledPage[],
  options: Readonly<Record<string, unknown>> & { seed?: number },
  seed: number,
): Float64Array[] {
  const sources = [...new Set(pages.map((page) => page.source))];
  const sourceFold = stratifiedFolds(
    new Uint8Array(sources.length),
    Math.min(2, sources.length),
    seed,
  );
  const foldOf = new Map(
    sources.map((source, i) => [source, sources.length > 1 ? sourceFold[i] : 0]),
  );
  const probabilities: Float64Array[] = new Array(pages.length);
  for (const fold of sources.length > 1 ? [0, 1] : [0]) {
    const train = pages.filter((page) => sources.length === 1 || foldOf.get(page.source) !== fold);
    const model = learner.train(train, options);
    pages.forEach((page, p) => {
      if (sources.length === 1 || foldOf.get(page.source) === fold)
        probabilities[p] = model.predict(page.page).contentProbability;
    });
  }
  return probabilities;
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
