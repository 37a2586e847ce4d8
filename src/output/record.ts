import { errorCode, type PithErrorCode } from "../util/errors.js";
import type { ExtractResult } from "./result.js";

/**
 * One page as a JSON record (schema/record.schema.json), as `pith extract --format json|jsonl`
 * writes it and `pith serve` answers: where the page came from, every field of `ExtractResult` (so
 * fields added there appear here without change), and the extraction time. The fields people read
 * first come first: `source`, `title`, `text`, `byline`, `ms`, `error`, then `metadata`, `confidence` and the
 * rest. A page that failed has empty `title` and `text` and an `error`.
 */
export type ExtractionRecord = { readonly source: string } & Partial<ExtractResult> & {
    readonly title: string;
    readonly text: string;
    /** Milliseconds spent in `extract()` (decoding, parsing, model), not in reading the input. */
    readonly ms: number;
    readonly error?: string;
    /** A failed page: the error's stable `PITH_*` code, when it has one. */
    readonly code?: PithErrorCode;
  };

export function successRecord(source: string, result: ExtractResult, ms: number): ExtractionRecord {
  const { title, text, byline, metadata, confidence, ...rest } = result;
  return { source, title, text, byline, ms: roundMs(ms), metadata, confidence, ...rest };
}

export function errorRecord(
  source: string,
  error: unknown,
  ms = 0,
  code = errorCode(error),
): ExtractionRecord {
  const message = error instanceof Error ? error.message : String(error);
  return {
    source,
    title: "",
    text: "",
    ms: roundMs(ms),
    error: message,
    ...(code === undefined ? {} : { code }),
  };
}

function roundMs(ms: number): number {
  return Math.round(ms * 100) / 100;
}
