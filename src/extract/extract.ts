import type { ExtractResult } from "../output/result.js";
import { checkExtractArguments } from "./input-checks.js";
import { type ExtractOptions, resolveExtractOptions } from "./options.js";
import { extractWithModel } from "./pipeline.js";
import { resolveModel } from "./resolve-model.js";
import { modelForPage } from "./site-models.js";

export { segmentPage } from "./pipeline.js";

/**
 * Main content of one page (see `extractWithModel` for the stages). The model is a built-in name
 * (`default`), a baseline, a model file's path (read once per thread) or a loaded model; the
 * page's site's model when `siteModels` has one for the host of `url`.
 */
export function extract(input: string | Uint8Array, options: ExtractOptions = {}): ExtractResult {
  checkExtractArguments(input, options);
  const resolved = resolveExtractOptions(options);
  const model = modelForPage(resolved.url, resolved.model, resolved.siteModels);
  return extractWithModel(input, resolved, resolveModel(model));
}
