export type { Block, SegmentedPage } from "./blocks/block.js";
export { type ExtractResult, extract, segmentPage } from "./extract.js";
export type { BlockPrediction, ContentModel } from "./models/model.js";
export { DEFAULT_EXTRACT_OPTIONS, type ExtractOptions } from "./options.js";
