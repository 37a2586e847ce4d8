import { FeatureIndex } from "../../features/feature-index.js";
import { type FeatureSet, type FeatureSetJSON, loadFeatureSet } from "../../features/pipeline.js";
import type { Learner, ModelFileHeader, TrainedModel } from "../learner.js";
import { type BlockPrediction, predictionFromProbabilities } from "../model.js";
import { buildBlockDataset, pageVectors } from "../svm/block-dataset.js";
import {
  checkHeader,
  choiceOption,
  featureConfigOption,
  modelHeader,
  numberOption,
} from "../svm/learner-options.js";
import { stratifiedSample } from "../svm/stratified-sample.js";
import {
  type AttributeSchema,
  type AttributeSchemaJSON,
  fitAttributeSchema,
  numericSlots,
  schemaFromJSON,
  schemaToJSON,
  toInstance,
} from "./attributes.js";
import { WEIGHTING_METHODS } from "./feature-weights.js";
import { InstanceMemory, type MemoryJSON, type Voting } from "./memory.js";

/** Prediction compares every block with every stored instance: memory beyond this is subsampled. */
const DEFAULT_MAX_INSTANCES = 5000;
/**
 * Defaults: chi-square weighting and k = 7, Arizaleta's optimum for unseen sites (§6.6.3), also the
 * best (with information gain and shared variance) in our by-source CleanEval grid and the fastest.
 */
const DEFAULT_K = 7;

interface KnnSettings {
  readonly k: number;
  readonly voting: Voting;
}

/**
 * Arizaleta §3.2.2: memory-based learning (TiMBL's IB1) over block features, with TiMBL's feature
 * weightings and k nearest distances; a block is selected when its content vote reaches 0.5.
 */
export const knnLearner: Learner = {
  name: "knn",
  description: "memory-based learning (IB1 k-NN, TiMBL feature weighting) on block features",
  train(pages, options) {
    const config = featureConfigOption(options);
    const dataset = buildBlockDataset(pages, config);
    const sample = stratifiedSample(
      dataset.labels,
      numberOption(options, "maxInstances", DEFAULT_MAX_INSTANCES),
      options.seed ?? 1,
    );
    const vectors = sample.map((i) => dataset.vectors[i]);
    const schema = fitAttributeSchema(dataset.index, vectors);
    const slots = numericSlots(schema);
    const memory = InstanceMemory.fit(
      vectors.map((vector) => toInstance(schema, vector, slots)),
      Uint8Array.from(sample, (i) => dataset.labels[i]),
      choiceOption(options, "weighting", WEIGHTING_METHODS, "chi-square"),
      schema.numericColumns.length,
    );
    const settings = knnSettings(options);
    return knnModel(
      modelHeader("knn", config, options, pages),
      dataset.featureSet,
      dataset.index,
      schema,
      memory,
      settings,
    );
  },
  load(json) {
    checkHeader(json, "knn");
    const file = json as typeof json & {
      featureSet: FeatureSetJSON;
      featureNames: string[];
      schema: AttributeSchemaJSON;
      memory: MemoryJSON;
      settings: KnnSettings;
    };
    return knnModel(
      file,
      loadFeatureSet(file.featureSet),
      new FeatureIndex(file.featureNames),
      schemaFromJSON(file.schema),
      InstanceMemory.fromJSON(file.memory),
      file.settings,
    );
  },
};

function knnSettings(options: Readonly<Record<string, unknown>>): KnnSettings {
  const k = numberOption(options, "k", DEFAULT_K);
  if (!Number.isInteger(k) || k < 1)
    throw new Error(`option k: expected a positive integer, got ${k}`);
  return {
    k,
    voting: choiceOption(options, "voting", ["majority", "inverse-distance"], "majority"),
  };
}

function knnModel(
  header: ModelFileHeader,
  featureSet: FeatureSet,
  index: FeatureIndex,
  schema: AttributeSchema,
  memory: InstanceMemory,
  settings: KnnSettings,
): TrainedModel {
  const slots = numericSlots(schema);
  return {
    name: "knn",
    predict(page): BlockPrediction {
      return predictionFromProbabilities(
        Float64Array.from(pageVectors(page, featureSet, index), (vector) =>
          memory.probability(toInstance(schema, vector, slots), settings.k, settings.voting),
        ),
      );
    },
    toJSON: () => ({
      ...header,
      featureSet: featureSet.toJSON(),
      featureNames: [...index.names],
      schema: schemaToJSON(schema),
      memory: memory.toJSON(),
      settings,
    }),
  };
}
