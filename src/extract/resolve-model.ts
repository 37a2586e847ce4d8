import { readFileSync } from "node:fs";
import type { ContentModel } from "../models/model.js";
import type { ModelFileJSON } from "../models/model-file.js";
import { BASELINES } from "../models/registry.js";
import { PithError } from "../util/errors.js";
import { BUILTIN_MODELS, builtinModelPath } from "./builtin-models.js";
import { modelFromJSON } from "./loaded-models.js";
import { modelFileFromBytes } from "./model-files.js";

const loadedFiles = new Map<string, ContentModel>();

export class UnknownModelError extends PithError {
  constructor(spec: string) {
    const names = [...BUILTIN_MODELS.map((model) => model.name), ...BASELINES.keys()];
    super(
      "PITH_UNKNOWN_MODEL",
      `unknown model "${spec}": not a built-in model or baseline (${names.join(", ")}) nor a model file`,
    );
    this.name = "UnknownModelError";
  }
}

/**
 * A built-in model name, a baseline name or a model file path → a model. Files are read once per
 * process (per worker thread), then shared by every call. Trained models get the short-output
 * fallback (see short-output-fallback.ts).
 */
export function resolveModel(spec: string | ContentModel): ContentModel {
  if (typeof spec !== "string") return spec;
  const baseline = BASELINES.get(spec);
  if (baseline !== undefined) return baseline;
  const builtinPath = builtinModelPath(spec);
  const path = builtinPath ?? spec;
  const cached = loadedFiles.get(path);
  if (cached !== undefined) return cached;
  // A built-in model answers to its own name ("default"), a model file to its learner's.
  const model = modelFromJSON(
    readModelJSON(path),
    builtinPath === undefined ? undefined : spec,
    path,
  );
  loadedFiles.set(path, model);
  return model;
}

function readModelJSON(path: string): ModelFileJSON {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new UnknownModelError(path);
  }
  return modelFileFromBytes(bytes, path);
}
