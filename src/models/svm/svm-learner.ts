import { stratifiedSample } from "../../algorithms/stratified-sample.js";
import { FeatureIndex } from "../../features/feature-index.js";
import { type FeatureSet, type FeatureSetJSON, loadFeatureSet } from "../../features/pipeline.js";
import type { Learner, TrainedModel } from "../learner.js";
import { type BlockPrediction, predictionFromProbabilities } from "../model.js";
import { checkHeader, modelHeader } from "../model-file.js";
import { FEATURES_OPTION } from "../options/features-option.js";
import { type OptionSpecs, type OptionValues, seedOption } from "../options/option-spec.js";
import { declaredOptions, parseOptions } from "../options/parse-options.js";
import { buildBlockDataset, pageVectors } from "./block-dataset.js";
import { SVM_CLASSIFIER_OPTIONS } from "./learner-options.js";
import {
  DEFAULT_SVM_OPTIONS,
  SvmClassifier,
  type SvmClassifierJSON,
  type SvmOptions,
  trainSvmClassifier,
} from "./svm-classifier.js";

const SVM_OPTIONS = {
  features: FEATURES_OPTION,
  // Kernel SVM training is quadratic in examples: blocks beyond this are subsampled (stratified).
  maxTrainingBlocks: {
    kind: "number",
    integer: true,
    atLeast: 1,
    default: 3000,
    description: "training blocks at most (a stratified sample): SMO is quadratic in examples",
  },
  ...SVM_CLASSIFIER_OPTIONS,
  classWeight: {
    kind: "enum",
    values: ["none", "balanced"],
    default: DEFAULT_SVM_OPTIONS.classWeight,
    description: "balanced multiplies C per class by n / (2 · class size)",
  },
  seed: seedOption(DEFAULT_SVM_OPTIONS.seed, "seed of the block sample and the Platt folds"),
} as const satisfies OptionSpecs;

/** The SVM classifier's settings from parsed options (wang-subtree's subtree classifier too). */
export function svmOptions(
  options: OptionValues<typeof SVM_CLASSIFIER_OPTIONS> & { readonly seed: number },
  classWeight: SvmOptions["classWeight"],
): SvmOptions {
  const { c, gamma, scaling, plattFolds, tolerance, cacheMegabytes, seed } = options;
  return { c, gamma, scaling, classWeight, plattFolds, tolerance, cacheMegabytes, seed };
}

/**
 * Wang et al. §3.2 / Yao & Zuo §III-C: an RBF-kernel SVM over block features with Platt-scaled
 * probabilities; a block is selected when its probability of being content reaches 0.5.
 */
export const svmLearner: Learner = {
  name: "svm",
  description: "RBF-kernel SVM (SMO) on block features, Platt-scaled probabilities",
  ...declaredOptions("svm", SVM_OPTIONS),
  train(pages, raw) {
    const options = parseOptions("svm", SVM_OPTIONS, raw);
    const config = { families: options.features };
    const dataset = buildBlockDataset(pages, config);
    const settings = svmOptions(options, options.classWeight);
    const sample = stratifiedSample(dataset.labels, options.maxTrainingBlocks, settings.seed);
    const classifier = trainSvmClassifier(
      sample.map((i) => dataset.vectors[i]),
      sample.map((i) => dataset.labels[i]),
      dataset.index.size,
      settings,
    );
    return svmModel(
      modelHeader("svm", config, options, pages),
      dataset.featureSet,
      dataset.index,
      classifier,
    );
  },
  load(json) {
    checkHeader(json, "svm");
    const header = json as typeof json & {
      featureSet: FeatureSetJSON;
      featureNames: string[];
      classifier: SvmClassifierJSON;
    };
    return svmModel(
      header,
      loadFeatureSet(header.featureSet),
      new FeatureIndex(header.featureNames),
      SvmClassifier.fromJSON(header.classifier),
    );
  },
};

function svmModel(
  header: ReturnType<typeof modelHeader>,
  featureSet: FeatureSet,
  index: FeatureIndex,
  classifier: SvmClassifier,
): TrainedModel {
  return {
    name: "svm",
    predict(page): BlockPrediction {
      return predictionFromProbabilities(
        Float64Array.from(pageVectors(page, featureSet, index), (vector) =>
          classifier.probability(vector),
        ),
      );
    },
    toJSON: () => ({
      ...header,
      featureSet: featureSet.toJSON(),
      featureNames: [...index.names],
      classifier: classifier.toJSON(),
    }),
  };
}
