import { withSelectionSteps } from "../decision/selection-steps.js";
import { withShortOutputFallback } from "../decision/short-output-fallback.js";
import { loadModel } from "../models/learners.js";
import type { ContentModel } from "../models/model.js";
import type { ModelFileJSON } from "../models/model-file.js";
import { BASELINES } from "../models/registry.js";
import type { ExtractResult } from "../output/result.js";
import { PithError } from "../util/errors.js";
import { checkExtractArguments } from "./input-checks.js";
import { type ExtractOptions, resolveExtractOptions } from "./options.js";
import { extractWithModel } from "./pipeline.js";
import { modelForPage } from "./site-models.js";

/**
 * A model file's JSON (`pith train`'s output, the shipped `models/default.json.gz` decompressed)
 * → the model `extract()` runs, with what every model read from a file gets: its selection without
 * repeated copies of a block and without picture captions (`withSelectionSteps`), and the
 * short-output fallback.
 * `name` is what results report as `model` (default: the learner's name); `origin` names the
 * file in errors.
 */
export function modelFromJSON(
  json: ModelFileJSON,
  name?: string,
  origin = name ?? "model file",
): ContentModel {
  const loaded = loadModel(json, origin);
  return withShortOutputFallback(withSelectionSteps(loaded), name ?? loaded.name);
}

/**
 * Where no file system is at hand: a loaded model is used as it is, a baseline by its name;
 * any other name is an error saying how to load the model.
 */
export function loadedOrBaseline(spec: string | ContentModel): ContentModel {
  if (typeof spec !== "string") return spec;
  const baseline = BASELINES.get(spec);
  if (baseline !== undefined) return baseline;
  throw new PithError(
    "PITH_UNKNOWN_MODEL",
    `model "${spec}" is not a baseline (${[...BASELINES.keys()].join(", ")}): outside Node.js, load a model file's JSON with modelFromJSON() and pass the model itself`,
  );
}

/**
 * `extract()` of pith/core: the same stages as Node.js's `extract()`, with a loaded model (or a
 * baseline's name) instead of a model file's name.
 */
export function extractWithLoadedModel(
  input: string | Uint8Array,
  options: ExtractOptions = {},
): ExtractResult {
  checkExtractArguments(input, options);
  const resolved = resolveExtractOptions(options);
  const model = modelForPage(resolved.url, resolved.model, resolved.siteModels);
  return extractWithModel(input, resolved, loadedOrBaseline(model));
}
