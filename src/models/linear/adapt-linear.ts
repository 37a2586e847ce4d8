import type { LabelledPage } from "../../blocks/labelled-page.js";
import { withSiteFamilies } from "../../features/pipeline.js";
import type { TrainedModel } from "../learner.js";
import { trainingSummary } from "../model-file.js";
import type { OptionSpecs } from "../options/option-spec.js";
import { parseOptions } from "../options/parse-options.js";
import { ANY_LABEL, NO_ALTERNATIVE } from "./corpus.js";
import { encodeTrainingPages } from "./encode-pages.js";
import type { LabelScheme } from "./label-scheme.js";
import { LinearModel } from "./linear-model.js";
import { LINEAR_OPTIONS } from "./linear-options.js";
import type { PageLossName } from "./page-losses.js";
import { ParameterLayout } from "./parameters.js";
import { trainWeights } from "./train-weights.js";

/**
 * How a base model becomes a site model (`pith train --base`). Chosen on the per-site learning
 * curve (bench/site-models.ts, docs/experiments/site-models.md).
 */
export const ADAPT_OPTIONS = {
  sigma: {
    kind: "number",
    above: 0,
    default: 0.1,
    description:
      "σ of the Gaussian prior centred on the base model's weights: how far the site's pages may move them",
  },
  newSigma: {
    kind: "number",
    above: 0,
    default: 0.3,
    description:
      "σ of the prior (centred on 0) of the features the base model lacks: the site's words and class names",
  },
  minFeatureCount: {
    kind: "number",
    integer: true,
    atLeast: 1,
    default: 2,
    description: "a feature the base model lacks is added when seen in at least this many blocks",
  },
  siteFeatures: {
    kind: "boolean",
    default: true,
    description: "add the site-only feature families (the site's class names and ids)",
  },
  maxIterations: LINEAR_OPTIONS.maxIterations,
} as const satisfies OptionSpecs;

/**
 * Chelba & Acero's prior adaptation (2004): the base model's weights are the start and the mean of
 * the Gaussian prior, so a few pages of one site move only the weights they give evidence about;
 * features the base model dropped or never had (the site's words, its class names) get columns of
 * their own with a prior centred on 0. The base's fitted feature state (Yao & Zuo's tokens) and
 * label set stay as they are.
 */
export function adaptLinearModel(
  base: LinearModel,
  pageLoss: PageLossName,
  pages: readonly LabelledPage[],
  raw: Readonly<Record<string, unknown>>,
): TrainedModel {
  const options = parseOptions("site adaptation", ADAPT_OPTIONS, raw);
  if (pages.length === 0) throw new Error("site adaptation: no labelled pages");
  const parts = base.parts;
  const featureSet = options.siteFeatures ? withSiteFamilies(parts.featureSet) : parts.featureSet;
  const { index, corpus } = encodeTrainingPages(
    featureSet,
    pages.map((page) => {
      const labels = parts.scheme.labelsOf(page);
      return {
        page: page.page,
        labels,
        source: page.source,
        ...(page.latent !== undefined && {
          alternatives: latentAlternatives(parts.scheme, labels, page.latent),
        }),
      };
    }),
    parts.options.history,
    { minBlocks: options.minFeatureCount, minSources: 1, keep: parts.index.names },
  );
  const k = parts.layout.labels;
  const layout = new ParameterLayout(index.size, k, parts.layout.hasTransitions);
  const mean = new Float64Array(layout.size);
  const precision = new Float64Array(layout.size).fill(1 / options.sigma ** 2);
  const newPrecision = 1 / options.newSigma ** 2;
  index.names.forEach((name, column) => {
    const baseColumn = parts.index.column(name);
    if (baseColumn === undefined) precision.fill(newPrecision, column * k, (column + 1) * k);
    else mean.set(parts.weights.subarray(baseColumn * k, (baseColumn + 1) * k), column * k);
  });
  mean.set(parts.weights.subarray(parts.layout.transitionOffset), layout.transitionOffset);
  const result = trainWeights(corpus, layout, pageLoss, {
    sigma: parts.options.sigma,
    maxIterations: options.maxIterations,
    tolerance: parts.options.tolerance,
    warmStart: { weights: mean, prior: { mean, precision } },
  });
  return new LinearModel({
    ...parts,
    featureSet,
    index,
    layout,
    weights: result.x,
    training: { ...parts.training, site: trainingSummary(pages, corpus.labels.length) },
  });
}

/**
 * For each block `latent` marks 1, the label on the other side of content: noise for a content
 * label, body (or content) for any other; ANY_LABEL where it marks 2; NO_ALTERNATIVE elsewhere.
 */
function latentAlternatives(
  scheme: LabelScheme,
  labels: Uint8Array,
  latent: Uint8Array,
): Uint8Array {
  const noise = scheme.names.indexOf("noise");
  const body = scheme.names.includes("body")
    ? scheme.names.indexOf("body")
    : scheme.names.indexOf("content");
  return labels.map((label, i) =>
    latent[i] === 2
      ? ANY_LABEL
      : latent[i] !== 1
        ? NO_ALTERNATIVE
        : scheme.content[label] === 1
          ? noise
          : body,
  );
}
