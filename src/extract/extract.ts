import type { ExtractResult } from "../output/result.js";
import { checkExtractArguments } from "./input-checks.js";
import { type ExtractOptions, resolveExtractOptions } from "./options.js";
import { extractWithModel } from "./pipeline.js";
import { resolveModel } from "./resolve-model.js";

export { segmentPage } from "./pipeline.js";

/**
 * Main content of one page (see `extractWithModel` for the stages). The model is a built-in name
 * (`default`), a baseline, a model file's path (read once per thread) or a loaded model.
 */
export function extract(input: string | Uint8Array, options: ExtractOptions = {}): ExtractResult {
  checkExtractArguments(input, options);
  const resolved = resolveExtractOptions(options);
  return extractWithModel(input, resolved, resolveModel(resolved.model));
}
