import type { ExtractResult } from "../../output/result.js";
import { errorCode, type PithErrorCode } from "../../util/errors.js";
import type { Provenance } from "./page-input.js";

/**
 * One line of `--format jsonl`: the input path, every field of `ExtractResult` (so fields added
 * there appear here without change), and the extraction time. The fields people read first come
 * first: `source`, `title`, `text`, `ms`, `error`, then `metadata`, `confidence` and the rest. A page
 * that failed has empty `title` and `text` and an `error`.
 */
export type PageRecord = { readonly source: string } & Partial<ExtractResult> & {
    readonly title: string;
    readonly text: string;
    /** Milliseconds spent in `extract()` (decoding, parsing, model), not in reading the file. */
    readonly ms: number;
    readonly error?: string;
    /** A failed page: the error's stable `PITH_*` code, when it has one. */
    readonly code?: PithErrorCode;
    /** A page read from an archive or a JSON line: its address. */
    readonly url?: string;
    /** A page read from a WARC archive: where its record is, and what the crawl recorded. */
    readonly warc?: Provenance["warc"];
    /** A page read from a JSON Lines file: which line. */
    readonly jsonl?: Provenance["jsonl"];
  };

/**
 * What a worker returns for one page: its record, and for `--format markdown|html` the page
 * rendered by `formatResult` (rendered in the worker, so conversion runs in parallel too).
 */
export interface PageOutcome {
  readonly record: PageRecord;
  readonly rendered?: string;
}

export function successRecord(source: string, result: ExtractResult, ms: number): PageRecord {
  const { title, text, metadata, confidence, ...rest } = result;
  return { source, title, text, ms: roundMs(ms), metadata, confidence, ...rest };
}

export function errorRecord(
  source: string,
  error: unknown,
  ms = 0,
  code = errorCode(error),
): PageRecord {
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

/**
 * A contained page's record: `url` after `source`, `warc` or `jsonl` last; other records as they
 * are.
 */
export function withProvenance(record: PageRecord, provenance: Provenance | undefined): PageRecord {
  if (provenance === undefined) return record;
  const { source, ...rest } = record;
  const { url, ...where } = provenance;
  return { source, ...(url === undefined ? {} : { url }), ...rest, ...where };
}
