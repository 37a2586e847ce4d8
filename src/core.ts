/**
 * pith's core for any JavaScript runtime — browsers, browser extensions, edge workers, Deno, Bun:
 * no file system, no worker threads, no `node:` module. It takes HTML as a string (or bytes, not
 * gzipped) and a loaded model: the shipped one is `pith/models/default.json` (the JSON of
 * models/default.json.gz), loaded with `modelFromJSON`, or a baseline by name (`simple-mss`).
 *
 *   import { extract, modelFromJSON } from "pith/core";
 *   import defaultModel from "pith/models/default.json" with { type: "json" };
 *   const model = modelFromJSON(defaultModel, "default");
 *   const { title, text, html } = extract(document.documentElement.outerHTML, { model });
 */
import TurndownService from "turndown";
import { gfm } from "turndown-plugin-gfm";
import { provideTurndown } from "./output/markdown.js";

provideTurndown({ Turndown: TurndownService, gfm });

export type { Block, SegmentedPage } from "./blocks/block.js";
export { BinaryInputError, EmptyInputError, InputTooLargeError } from "./decode/decode.js";
export { extractWithLoadedModel as extract, modelFromJSON } from "./extract/loaded-models.js";
export { DEFAULT_EXTRACT_OPTIONS, type ExtractOptions } from "./extract/options.js";
export { segmentPage } from "./extract/pipeline.js";
export type { SiteModels } from "./extract/site-models.js";
export type { PageMetadata } from "./metadata/metadata.js";
export type { BlockPrediction, ContentModel } from "./models/model.js";
export type { ModelFileJSON } from "./models/model-file.js";
export type { BlockLabel, BlockReport } from "./output/blocks-report.js";
export { formatResult, OUTPUT_FORMATS, type OutputFormat } from "./output/format.js";
export type { ExtractResult } from "./output/result.js";
export { linearTitleScorer, type TitleScorer } from "./title/title-score.js";
export {
  PithError,
  type PithErrorCode,
  PithRangeError,
  PithTypeError,
} from "./util/errors.js";
