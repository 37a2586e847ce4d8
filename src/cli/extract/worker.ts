import { extract } from "../../extract.js";
import type { ExtractOptions } from "../../options.js";
import { formatResult } from "../../output/format.js";
import type { HtmlBasedFormat } from "./formats.js";
import { errorRecord, type PageOutcome, successRecord } from "./page-record.js";
import { readPageFile } from "./read-page.js";

/** The `extract()` options a worker receives: plain data, so they cross the thread boundary. */
export type TaskOptions = Pick<
  ExtractOptions,
  "url" | "transportCharset" | "html" | "keepStyle" | "include" | "exclude" | "comments" | "blocks"
> & { readonly model: string; readonly maxBytes: number };

/** What the main thread sends a worker: a file path to read, or standard input's bytes. */
export interface PageTask {
  readonly source: string;
  readonly bytes?: Uint8Array;
  readonly options: TaskOptions;
  /** Render the result in this format too (`--format markdown|html`). */
  readonly render?: HtmlBasedFormat;
}

/**
 * piscina worker (dist/cli/extract/worker.js): reads, extracts and renders one page. Every failure
 * becomes an error record here, so only timeouts and dead workers reach the main thread as
 * rejections.
 */
export default function extractPage(task: PageTask): PageOutcome {
  let bytes: Uint8Array;
  try {
    bytes = task.bytes ?? readPageFile(task.source, task.options.maxBytes);
  } catch (error) {
    return { record: errorRecord(task.source, error) };
  }
  const start = performance.now();
  try {
    const result = extract(bytes, task.options);
    const record = successRecord(task.source, result, performance.now() - start);
    return task.render === undefined
      ? { record }
      : { record, rendered: formatResult(result, task.render) };
  } catch (error) {
    return { record: errorRecord(task.source, error, performance.now() - start) };
  }
}
