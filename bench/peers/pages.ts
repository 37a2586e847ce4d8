import { readFileSync } from "node:fs";
import { join } from "node:path";
import { decodePage } from "../../src/decode/decode.js";
import { type GoldRecord, loadDataset } from "../../src/eval/dataset.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../../src/extract/options.js";

/** The shared datasets, relative to the repository root (the bench scripts run from there). */
export { SHARED_DATA_DIRS as DEFAULT_DATA_DIRS } from "../shared-datasets.js";

/** One page to run: enough to find its bytes in a child process and to score its output. */
export interface BenchPage {
  readonly dataset: string;
  readonly datasetDir: string;
  readonly record: GoldRecord;
}

/**
 * Pages of each dataset; with `limit`, that many pages spread evenly over the dataset (not the
 * first N, which in some datasets come from the same few sites).
 */
export function selectPages(dirs: readonly string[], limit?: number): BenchPage[] {
  const pages: BenchPage[] = [];
  for (const dir of dirs) {
    const dataset = loadDataset(dir);
    const records = limit === undefined ? dataset.records : spreadEvenly(dataset.records, limit);
    for (const record of records)
      pages.push({ dataset: dataset.name, datasetDir: dataset.dir, record });
  }
  return pages;
}

export function spreadEvenly<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  if (count <= 0) return [];
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]);
}

/** The decoded string every system receives: pith's own decoder, so all start from the same text. */
export function decodedHtml(datasetDir: string, pagePath: string): string {
  const bytes = readFileSync(join(datasetDir, pagePath));
  return decodePage(bytes, { maxBytes: DEFAULT_EXTRACT_OPTIONS.maxBytes }).html;
}
