import type { TreeSummary } from "./tree-summary.js";

export const PARSER_OUT_DIR = "bench/out/parsers";
/** Retained tree size is measured on every Nth page (two full GCs per sample are slow). */
export const RETAINED_SAMPLE_EVERY = 10;

/** One line of bench/out/parsers/<parser>.jsonl. */
export interface PageMeasurement extends TreeSummary {
  readonly dataset: string;
  readonly id: string;
  readonly htmlChars: number;
  /** Time of the parse call alone. */
  readonly ms: number;
  /** Text pith's default model extracts from this parser's tree (null: the pipeline threw). */
  readonly extracted: string | null;
}

/** bench/out/parsers/<parser>.stats.json. */
export interface ParserStats {
  readonly maxRssKiB: number;
  /** Largest V8 heap in use sampled right after a parse, tree still alive. */
  readonly peakHeapBytes: number;
  readonly retained: ReadonlyArray<{ readonly htmlChars: number; readonly bytes: number }>;
}
