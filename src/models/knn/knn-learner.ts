import { stratifiedSample } from "../../algorithms/stratified-sample.js";
import { FeatureIndex } from "../../features/feature-index.js";
import { type FeatureSet, type FeatureSetJSON, loadFeatureSet } from "../../features/pipeline.js";
import type { Learner, TrainedModel } from "../learner.js";
import { type BlockPrediction, predictionFromProbabilities } from "../model.js";
import type { ModelFileHeader } from "../model-file.js";
import { checkHeader, modelHeader } from "../model-file.js";
import { FEATURES_OPTION } from "../options/features-option.js";
import { type OptionSpecs, seedOption } from "../options/option-spec.js";
import { declaredOptions, parseOptions } from "../options/parse-options.js";
import { buildBlockDataset, pageVectors } from "../svm/block-dataset.js";
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

const KNN_OPTIONS = {
  features: FEATURES_OPTION,
  // Prediction compares every block with every stored instance.
  maxInstances: {
    kind: "number",
    integer: true,
    atLeast: 1,
    default: 5000,
    description: "training blocks kept in memory at most (a stratified sample)",
  },
  // Chi-square weighting and k = 7: Arizaleta's optimum for unseen sites (§6.6.3), also the best
  // (with information gain and shared variance) in our by-source CleanEval grid and the fastest.
  weighting: {
    kind: "enum",
    values: WEIGHTING_METHODS,
    default: "chi-square",
    description: "TiMBL's feature weighting",
  },
  k: {
    kind: "number",
    integer: true,
    atLeast: 1,
    default: 7,
    description: "nearest distances whose instances vote",
  },
  voting: {
    kind: "enum",
    values: ["majority", "inverse-distance"],
    default: "majority",
    description: "how the k nearest instances vote",
  },
  seed: seedOption(1, "seed of the memory sample"),
} as const satisfies OptionSpecs;

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
  ...declaredOptions("knn", KNN_OPTIONS),
  train(pages, raw) {
    const options = parseOptions("knn", KNN_OPTIONS, raw);
    const config = { families: options.features };
    const dataset = buildBlockDataset(pages, config);
    const sample = stratifiedSample(dataset.labels, options.maxInstances, options.seed);
    const vectors = sample.map((i) => dataset.vectors[i]);
    const schema = fitAttributeSchema(dataset.index, vectors);
    const slots = numericSlots(schema);
    const memory = InstanceMemory.fit(
      vectors.map((vector) => toInstance(schema, vector, slots)),
      Uint8Array.from(sample, (i) => dataset.labels[i]),
      options.weighting,
      schema.numericColumns.length,
    );
    const settings: KnnSettings = { k: options.k, voting: options.voting };
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
