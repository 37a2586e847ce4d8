import type { ExtractResult } from "../output/result.js";
import type { PithErrorCode } from "../util/errors.js";

/**
 * The JSON record `POST /extract` answers with: the shape of `pith extract --format json`
 * (schema/record.schema.json): `source` (here the request's id, as in the logs), `url` when given,
 * the fields people read first, then the rest of `extract()`'s result. Built here from the same
 * `ExtractResult` as the CLI's page-record.ts, which sits in a layer above.
 */
export type ServeRecord = {
  readonly source: string;
  readonly url?: string;
  readonly title: string;
  readonly text: string;
  readonly ms: number;
  readonly error?: string;
  readonly code?: PithErrorCode;
} & Partial<ExtractResult>;

export function successRecord(
  source: string,
  url: string | undefined,
  result: ExtractResult,
  ms: number,
): ServeRecord {
  const { title, text, metadata, confidence, ...rest } = result;
  return {
    source,
    ...(url === undefined ? {} : { url }),
    title,
    text,
    ms: roundMs(ms),
    metadata,
    confidence,
    ...rest,
  };
}

export function errorRecord(
  source: string,
  url: string | undefined,
  error: string,
  ms: number,
  code: PithErrorCode | undefined,
): ServeRecord {
  return {
    source,
    ...(url === undefined ? {} : { url }),
    title: "",
    text: "",
    ms: roundMs(ms),
    error,
    ...(code === undefined ? {} : { code }),
  };
}

function roundMs(ms: number): number {
  return Math.round(ms * 100) / 100;
}
