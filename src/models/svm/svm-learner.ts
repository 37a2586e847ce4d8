import { FeatureIndex } from "../../features/feature-index.js";
import { type FeatureSet, type FeatureSetJSON, loadFeatureSet } from "../../features/pipeline.js";
import type { Learner, TrainedModel } from "../learner.js";
import { type BlockPrediction, predictionFromProbabilities } from "../model.js";
import { buildBlockDataset, pageVectors } from "./block-dataset.js";
import {
  checkHeader,
  choiceOption,
  featureConfigOption,
  modelHeader,
  numberOption,
} from "./learner-options.js";
import { stratifiedSample } from "./stratified-sample.js";
import {
  DEFAULT_SVM_OPTIONS,
  SvmClassifier,
  type SvmClassifierJSON,
  type SvmOptions,
  trainSvmClassifier,
} from "./svm-classifier.js";

/** Kernel SVM training is quadratic in examples: blocks beyond this are subsampled (stratified). */
const DEFAULT_MAX_TRAINING_BLOCKS = 3000;

export function svmOptions(
  options: Readonly<Record<string, unknown>> & { seed?: number },
): SvmOptions {
  const gamma =
    options.gamma === undefined || options.gamma === "scale"
      ? "scale"
      : numberOption(options, "gamma", 1);
  return {
    c: numberOption(options, "c", DEFAULT_SVM_OPTIONS.c),
    gamma,
    scaling: choiceOption(
      options,
      "scaling",
      ["minmax", "standard", "none"],
      DEFAULT_SVM_OPTIONS.scaling,
    ),
    classWeight: choiceOption(
      options,
      "classWeight",
      ["none", "balanced"],
      DEFAULT_SVM_OPTIONS.classWeight,
    ),
    plattFolds: numberOption(options, "plattFolds", DEFAULT_SVM_OPTIONS.plattFolds),
    tolerance: numberOption(options, "tolerance", DEFAULT_SVM_OPTIONS.tolerance),
    cacheMegabytes: numberOption(options, "cacheMegabytes", DEFAULT_SVM_OPTIONS.cacheMegabytes),
    seed: options.seed ?? DEFAULT_SVM_OPTIONS.seed,
  };
}

/**
 * Wang et al. §3.2 / Yao & Zuo §III-C: an RBF-kernel SVM over block features with Platt-scaled
 * probabilities; a block is selected when its probability of being content reaches 0.5.
 */
export const svmLearner: Learner = {
  name: "svm",
  description: "RBF-kernel SVM (SMO) on block features, Platt-scaled probabilities",
  train(pages, options) {
    const config = featureConfigOption(options);
    const dataset = buildBlockDataset(pages, config);
    const maxBlocks = numberOption(options, "maxTrainingBlocks", DEFAULT_MAX_TRAINING_BLOCKS);
    const settings = svmOptions(options);
    const sample = stratifiedSample(dataset.labels, maxBlocks, settings.seed);
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
