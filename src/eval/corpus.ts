import type { SegmentedPage } from "../blocks/block.js";
import { segmentPage } from "../extract/extract.js";
import { type Dataset, type GoldRecord, loadDataset, readPageBytes } from "./dataset.js";
import { type Projection, projectGold } from "./projection/project.js";

/** One gold page, parsed and projected once, reused by every model and every fold. */
export interface CorpusPage {
  readonly dataset: string;
  readonly record: GoldRecord;
  /** Unique across datasets: `<dataset>/<id>`. */
  readonly key: string;
  /** The site, for by-source splits and breakdowns. */
  readonly source: string;
  /** Null when the page could not be decoded or parsed (`error` says why). */
  readonly page: SegmentedPage | null;
  readonly projection: Projection | null;
  readonly error?: string;
  /** Time spent decoding, parsing and segmenting, in ms (part of every model's time per page). */
  readonly segmentMs: number;
}

export interface CorpusOptions {
  /** At most this many pages per dataset (the first ones in id order). */
  readonly limit?: number;
  /** Only the records it keeps (applied before `limit`). */
  readonly filter?: (record: GoldRecord) => boolean;
  readonly onPage?: (done: number, total: number) => void;
}

export function loadCorpus(dirs: readonly string[], options: CorpusOptions = {}): CorpusPage[] {
  const datasets = dirs.map(loadDataset);
  const { filter = () => true } = options;
  const chosen = datasets.map((dataset) =>
    dataset.records.filter(filter).slice(0, options.limit ?? Infinity),
  );
  const total = chosen.reduce((sum, records) => sum + records.length, 0);
  const pages: CorpusPage[] = [];
  datasets.forEach((dataset, d) => {
    for (const record of chosen[d]) {
      pages.push(loadCorpusPage(dataset, record));
      options.onPage?.(pages.length, total);
    }
  });
  return pages;
}

/** The source of a record; unknown sites are their own source, distinct across datasets. */
export function sourceOf(dataset: Dataset, record: GoldRecord): string {
  return record.site ?? `unknown:${dataset.name}/${record.id}`;
}

function loadCorpusPage(dataset: Dataset, record: GoldRecord): CorpusPage {
  const key = `${dataset.name}/${record.id}`;
  const source = sourceOf(dataset, record);
  const base = { dataset: dataset.name, record, key, source };
  const start = performance.now();
  try {
    const { page } = segmentPage(readPageBytes(dataset, record));
    const segmentMs = performance.now() - start;
    return {
      ...base,
      page,
      segmentMs,
      projection: projectGold(page, record, {
        id: key,
        source,
        labelsComments: dataset.labelsComments,
      }),
    };
  } catch (error) {
    const segmentMs = performance.now() - start;
    return { ...base, page: null, projection: null, segmentMs, error: (error as Error).message };
  }
}
