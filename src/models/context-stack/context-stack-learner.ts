import type { SegmentedPage } from "../../blocks/block.js";
import { probabilityMssSelection } from "../../inference/probability-mss.js";
import { crossFittedProbabilities } from "../cross-fitted-probabilities.js";
import type { LabelledPage, Learner, ModelFileHeader, TrainedModel } from "../learner.js";
import type { BlockPrediction } from "../model.js";
import { innerLearner, innerLearnerSettings } from "../options/inner-learner-options.js";
import { type OptionSpecs, seedOption } from "../options/option-spec.js";
import { checkHeader, modelHeader } from "../svm/learner-options.js";
import { fitLogisticRegression, logisticProbability } from "./logistic-regression.js";
import { STACK_FEATURE_NAMES, stackFeatures, visitStackFeatures } from "./stack-features.js";

const NAME = "context-stack";

/** Its own options; the inner learner's are accepted too and passed on to it. */
const CONTEXT_STACK_OPTIONS = {
  inner: {
    kind: "string",
    default: "crf",
    description:
      "learner whose block probabilities are stacked (any but context-stack); its options apply too",
  },
  stackFolds: {
    kind: "number",
    integer: true,
    atLeast: 2,
    default: 4,
    description: "site folds whose held-out probabilities the stacker trains on",
  },
  threshold: {
    kind: "number",
    above: 0,
    below: 1,
    default: 0.25,
    description: "maximum subsequence over stacked probability − threshold picks the content run",
  },
  l2: {
    kind: "number",
    above: 0,
    default: 1,
    description: "L2 penalty of the stacker's logistic regression",
  },
  seed: seedOption(1, "seed of the site folds (and of the inner learner)"),
} as const satisfies OptionSpecs;

interface StackerJSON {
  readonly features: readonly string[];
  readonly weights: readonly number[];
}

/**
 * Stacked generalisation over page context. An inner block learner (default the CRF) gives every
 * block a content probability; a logistic regression then re-scores each block from that
 * probability and what surrounds it — neighbouring blocks, the blocks sharing each DOM ancestor,
 * the blocks of the same tag-and-class style (Wang's "same visual style") — and Pasternack &
 * Roth's maximum subsequence picks the content. The stacker trains on probabilities of pages
 * whose site the inner model never saw (`stackFolds` folds), as it will meet new sites.
 */
export function createContextStackLearner(
  resolveLearner: (name: string) => Learner | undefined,
): Learner {
  const settings = (raw: Readonly<Record<string, unknown>>) =>
    innerLearnerSettings(NAME, CONTEXT_STACK_OPTIONS, raw, resolveLearner);
  return {
    name: NAME,
    description:
      "stacked: an inner learner's block probabilities re-scored from their page context (neighbours, DOM containers, same-style blocks), then MSS",
    options: CONTEXT_STACK_OPTIONS,
    checkOptions(raw) {
      settings(raw);
    },
    train(pages, raw) {
      const { options, learner, innerOptions } = settings(raw);
      const seeded = { ...innerOptions, seed: options.seed };
      const heldOut = crossFittedProbabilities(
        learner,
        pages,
        seeded,
        options.seed,
        options.stackFolds,
      );
      const weights = fitStacker(pages, heldOut, options.l2);
      const inner = learner.train(pages, seeded);
      const header = modelHeader(NAME, inner.toJSON().features, options, pages);
      return contextStackModel(header, inner, weights, options.threshold);
    },
    load(json) {
      checkHeader(json, NAME);
      const file = json as typeof json & {
        inner: ModelFileHeader & Record<string, unknown>;
        stacker: StackerJSON;
      };
      const { options } = settings(file.options);
      const inner = innerLearner(NAME, file.inner.learner, resolveLearner).load(file.inner);
      return contextStackModel(file, inner, stackerWeights(file.stacker), options.threshold);
    },
  };
}

/** The stacker's weights, from every block of `pages` and its held-out probability. */
export function fitStacker(
  pages: readonly LabelledPage[],
  probabilities: readonly Float64Array[],
  l2: number,
): Float64Array {
  const rows = pages.flatMap((page, p) => stackFeatures(page.page, probabilities[p]));
  const labels = pages.flatMap((page) => Array.from(page.labels));
  return fitLogisticRegression(rows, labels, l2);
}

/** Re-scores the inner model's probabilities of `page` from their context. */
export function stackedProbabilities(
  page: SegmentedPage,
  probability: Float64Array,
  weights: Float64Array,
): Float64Array {
  const stacked = new Float64Array(page.blocks.length);
  visitStackFeatures(page, probability, (block, row) => {
    stacked[block] = logisticProbability(weights, row);
  });
  return stacked;
}

function contextStackModel(
  header: ModelFileHeader,
  inner: TrainedModel,
  weights: Float64Array,
  threshold: number,
): TrainedModel {
  return {
    name: NAME,
    predict(page): BlockPrediction {
      const first = inner.predict(page);
      const contentProbability = stackedProbabilities(page, first.contentProbability, weights);
      const selected = probabilityMssSelection(contentProbability, threshold);
      const { comment } = first;
      if (comment === undefined) return { contentProbability, selected };
      // Comments are reported apart from the content, never in it.
      for (let i = 0; i < selected.length; i++) if (comment[i] === 1) selected[i] = 0;
      return { contentProbability, selected, comment };
    },
    toJSON: () => ({
      ...header,
      inner: inner.toJSON(),
      stacker: { features: STACK_FEATURE_NAMES, weights: Array.from(weights) },
    }),
  };
}

function stackerWeights(stacker: StackerJSON | undefined): Float64Array {
  if (
    stacker === undefined ||
    !Array.isArray(stacker.weights) ||
    !Array.isArray(stacker.features) ||
    stacker.features.join(",") !== STACK_FEATURE_NAMES.join(",") ||
    stacker.weights.length !== STACK_FEATURE_NAMES.length ||
    !stacker.weights.every(Number.isFinite)
  ) {
    throw new Error(
      `model file: "stacker" must hold ${STACK_FEATURE_NAMES.length} finite weights for this version's stack features`,
    );
  }
  return Float64Array.from(stacker.weights);
}
