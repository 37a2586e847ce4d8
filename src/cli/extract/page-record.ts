import type { ExtractResult } from "../../extract.js";

/**
 * One line of `--format jsonl`: the input path, every field of `ExtractResult` (so fields added
 * there appear here without change), and the extraction time. A page that failed has empty
 * `title` and `text` and an `error`.
 */
export type PageRecord = { readonly source: string } & Partial<ExtractResult> & {
    readonly title: string;
    readonly text: string;
    /** Milliseconds spent in `extract()` (decoding, parsing, model), not in reading the file. */
    readonly ms: number;
    readonly error?: string;
  };

export function successRecord(source: string, result: ExtractResult, ms: number): PageRecord {
  return { source, ...result, ms: roundMs(ms) };
}

export function errorRecord(source: string, error: unknown, ms = 0): PageRecord {
  const message = error instanceof Error ? error.message : String(error);
  return { source, title: "", text: "", ms: roundMs(ms), error: message };
}

function roundMs(ms: number): number {
  return Math.round(ms * 100) / 100;
}
