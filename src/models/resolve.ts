import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { isGzip } from "../decode/gunzip.js";
import { PithError } from "../errors.js";
import { BUILTIN_MODELS, builtinModelPath } from "./builtin.js";
import type { ModelFileHeader } from "./learner.js";
import { LEARNERS } from "./learners.js";
import type { ContentModel } from "./model.js";
import { BASELINES } from "./registry.js";
import { withShortOutputFallback } from "./short-output-fallback.js";

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
  const loaded = loadModelFile(path);
  // A built-in model answers to its own name ("default"), a model file to its learner's.
  const model = withShortOutputFallback(loaded, builtinPath === undefined ? loaded.name : spec);
  loadedFiles.set(path, model);
  return model;
}

function loadModelFile(path: string): ContentModel {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new UnknownModelError(path);
  }
  // Model files may be gzipped (`pith train --out model.json.gz`): the shipped one is.
  const text = (isGzip(bytes) ? gunzipSync(bytes) : bytes).toString("utf8");
  const json = JSON.parse(text) as { learner?: unknown };
  if (typeof json.learner !== "string")
    throw new Error(`${path}: not a pith model file (no "learner")`);
  const learner = LEARNERS.get(json.learner);
  if (learner === undefined) throw new Error(`${path}: unknown learner "${json.learner}"`);
  return learner.load(json as ModelFileHeader & Record<string, unknown>);
}
