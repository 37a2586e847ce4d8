import { provideNodeTurndown } from "./batch/node-turndown.js";

// Markdown output on Node.js: turndown as pith bundles it, loaded when first used.
provideNodeTurndown();

export {
  DEFAULT_POOL_OPTIONS,
  ExtractPool,
  type ExtractPoolOptions,
} from "./batch/extract-pool.js";
export type { ExtractTask, PageSource, TaskOutcome, WorkerExtractOptions } from "./batch/task.js";
export type { Block, SegmentedPage } from "./blocks/block.js";
export { BinaryInputError, EmptyInputError, InputTooLargeError } from "./decode/decode.js";
export { extract, segmentPage } from "./extract/extract.js";
export { DEFAULT_EXTRACT_OPTIONS, type ExtractOptions } from "./extract/options.js";
export type { SiteModels } from "./extract/site-models.js";
export { type FetchedPage, type FetchPageOptions, fetchPage } from "./input/fetch-page.js";
export {
  type LineEntry,
  type LinePage,
  type LineProblem,
  type ReadJsonLinesOptions,
  readJsonLines,
} from "./input/json-lines.js";
export {
  type ArchivedPage,
  type ArchiveEntry,
  type ArchiveProblem,
  type ReadWarcOptions,
  readWarc,
  type SkipReason,
} from "./input/warc.js";
export type { PageMetadata } from "./metadata/metadata.js";
export type { BlockPrediction, ContentModel } from "./models/model.js";
export type { BlockLabel, BlockReport } from "./output/blocks-report.js";
export { formatResult, OUTPUT_FORMATS, type OutputFormat } from "./output/format.js";
export type { ExtractResult } from "./output/result.js";
export type { TitleFeatures } from "./title/title-candidates.js";
export { linearTitleScorer, parseTitleWeights, type TitleScorer } from "./title/title-score.js";
export { HAND_TITLE_WEIGHTS, type TitleWeights } from "./title/title-weights.js";
export {
  HttpStatusError,
  PithError,
  type PithErrorCode,
  PithRangeError,
  PithTypeError,
} from "./util/errors.js";
