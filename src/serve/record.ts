import { type ExtractionRecord, errorRecord, successRecord } from "../output/record.js";
import type { ExtractResult } from "../output/result.js";
import type { PithErrorCode } from "../util/errors.js";

/**
 * The JSON record `POST /extract` answers with: the record `pith extract --format json` writes
 * (src/output/record.ts), its `source` the request's id (as in the logs), and `url` after it when
 * the request gave one.
 */
export type ServeRecord = ExtractionRecord & { readonly url?: string };

export function serveSuccessRecord(
  source: string,
  url: string | undefined,
  result: ExtractResult,
  ms: number,
): ServeRecord {
  return withUrl(successRecord(source, result, ms), url);
}

export function serveErrorRecord(
  source: string,
  url: string | undefined,
  error: string,
  ms: number,
  code: PithErrorCode | undefined,
): ServeRecord {
  return withUrl(errorRecord(source, error, ms, code), url);
}

function withUrl(record: ExtractionRecord, url: string | undefined): ServeRecord {
  if (url === undefined) return record;
  const { source, ...rest } = record;
  return { source, url, ...rest };
}
