import { extract } from "../../extract.js";
import { errorRecord, type PageRecord, successRecord } from "./page-record.js";
import { readPageFile } from "./read-page.js";

/** What the main thread sends a worker: a file path to read, or standard input's bytes. */
export interface PageTask {
  readonly source: string;
  readonly bytes?: Uint8Array;
  readonly options: { readonly model: string; readonly url?: string; readonly maxBytes: number };
}

/**
 * piscina worker (dist/cli/extract/worker.js): reads and extracts one page. Every failure becomes
 * an error record here, so only timeouts and dead workers reach the main thread as rejections.
 */
export default function extractPage(task: PageTask): PageRecord {
  let bytes: Uint8Array;
  try {
    bytes = task.bytes ?? readPageFile(task.source, task.options.maxBytes);
  } catch (error) {
    return errorRecord(task.source, error);
  }
  const start = performance.now();
  try {
    return successRecord(task.source, extract(bytes, task.options), performance.now() - start);
  } catch (error) {
    return errorRecord(task.source, error, performance.now() - start);
  }
}
