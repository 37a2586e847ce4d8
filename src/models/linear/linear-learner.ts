import type { LabelledPage } from "../../blocks/labelled-page.js";
import {
  DEFAULT_FEATURE_CONFIG,
  type FeatureSetJSON,
  fitFeatureSet,
  loadFeatureSet,
} from "../../features/pipeline.js";
import type { Learner } from "../learner.js";
import { checkHeader, type ModelFileJSON, trainingSummary } from "../model-file.js";
import { declaredOptions, parseOptions } from "../options/parse-options.js";
import { adaptLinearModel } from "./adapt-linear.js";
import { copiedDataset, withoutDatasetCopies } from "./dataset-copies.js";
import { encodeTrainingPages } from "./encode-pages.js";
import { fitLabelScheme, labelScheme, latentCommentAlternatives } from "./label-scheme.js";
import { type FillPotentials, LinearModel } from "./linear-model.js";
import { LINEAR_OPTIONS } from "./linear-options.js";
import type { PageLossName } from "./page-losses.js";
import { ParameterLayout } from "./parameters.js";
import { datasetFactors, siteWeights } from "./site-weights.js";
import { trainWeights } from "./train-weights.js";
import { weightsFromJSON } from "./weights-file.js";

/** What makes a linear learner a CRF, an MEMM or a MaxEnt. */
export interface LinearLearnerSpec {
  readonly name: string;
  readonly description: string;
  /** Whether the model has label-transition and initial-label weights. */
  readonly hasTransitions: boolean;
  /** The training criterion (see PAGE_LOSSES). */
  readonly pageLoss: PageLossName;
  readonly fillPotentials: FillPotentials;
}

/**
 * A `Learner` over the shared feature pipeline: fit features and index → pack the corpus →
 * minimise the penalised negative log-likelihood with L-BFGS from zero weights (deterministic).
 */
export function linearLearner(spec: LinearLearnerSpec): Learner {
  return {
    name: spec.name,
    description: spec.description,
    ...declaredOptions(spec.name, LINEAR_OPTIONS),
    train(allPages, rawOptions) {
      const options = parseOptions(spec.name, LINEAR_OPTIONS, rawOptions);
      if (allPages.length === 0) throw new Error(`${spec.name}: no training pages`);
      const pages = firstPagesPerSource(allPages, options.maxPagesPerSource);
      const scheme = fitLabelScheme(options.labels, pages);
      const featureSet = fitFeatureSet(
        { ...DEFAULT_FEATURE_CONFIG, families: options.features },
        pages,
      );
      const { index, corpus } = encodeTrainingPages(
        featureSet,
        pages.map((page) => {
          const labels = scheme.labelsOf(page);
          return {
            page: page.page,
            labels,
            ...(options.unlabelledComments === "latent" && {
              alternatives: latentCommentAlternatives(scheme, page, labels),
            }),
            source: page.source,
            dataset: copiedDataset(page.id, options.datasetCopies),
          };
        }),
        options.history,
        { minBlocks: options.minFeatureCount, minSources: options.minFeatureSources },
      );
      const trainedLayout = new ParameterLayout(
        index.size,
        scheme.names.length,
        spec.hasTransitions,
      );
      const result = trainWeights(
        corpus,
        trainedLayout,
        spec.pageLoss,
        options,
        siteWeights(
          pages.map((page) => page.source),
          options.siteWeighting,
          datasetFactors(
            pages.map((page) => page.id),
            options.datasetWeights,
          ),
        ),
      );
      const shared =
        options.datasetCopies !== "none"
          ? withoutDatasetCopies(index, trainedLayout, result.x)
          : { index, layout: trainedLayout, weights: result.x };
      return new LinearModel({
        learner: spec.name,
        fillPotentials: spec.fillPotentials,
        options,
        featureSet,
        ...shared,
        scheme,
        training: trainingSummary(pages, corpus.labels.length),
      });
    },
    load(json) {
      return loadLinearModel(spec, json);
    },
    adapt(base, pages, options) {
      return adaptLinearModel(loadLinearModel(spec, base), spec.pageLoss, pages, options);
    },
  };
}

function loadLinearModel(spec: LinearLearnerSpec, json: ModelFileJSON): LinearModel {
  checkHeader(json, spec.name);
  const options = parseOptions(`${spec.name} model file`, LINEAR_OPTIONS, json.options ?? {});
  const labels = json.labels;
  if (!Array.isArray(labels) || !labels.every((name) => typeof name === "string")) {
    throw new Error('model file: "labels" must be a list of label names');
  }
  const featureSetJSON = json.featureSet as FeatureSetJSON | undefined;
  if (
    featureSetJSON === undefined ||
    typeof featureSetJSON !== "object" ||
    featureSetJSON.config === undefined
  ) {
    throw new Error('model file: missing "featureSet"');
  }
  const scheme = labelScheme(labels);
  const { index, layout, weights } = weightsFromJSON(json, labels.length, spec.hasTransitions);
  return new LinearModel({
    learner: spec.name,
    fillPotentials: spec.fillPotentials,
    options,
    featureSet: loadFeatureSet(featureSetJSON),
    index,
    scheme,
    layout,
    weights,
    training: json.training,
  });
}

/** The first `limit` pages of every source, in their order (all of them when `limit` is 0). */
export function firstPagesPerSource(
  pages: readonly LabelledPage[],
  limit: number,
): readonly LabelledPage[] {
  if (limit === 0) return pages;
  const kept = new Map<string, number>();
  return pages.filter((page) => {
    const count = kept.get(page.source) ?? 0;
    kept.set(page.source, count + 1);
    return count < limit;
  });
}
