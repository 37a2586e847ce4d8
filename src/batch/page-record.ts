import type { Provenance } from "../input/page-input.js";
import type { ExtractionRecord } from "../output/record.js";

export { errorRecord, successRecord } from "../output/record.js";

/** One line of `--format jsonl`: the record of a page, with where the CLI read it. */
export type PageRecord = ExtractionRecord & {
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
