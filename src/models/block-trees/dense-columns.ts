import type { LabelledPage } from "../../blocks/labelled-page.js";
import type { BlockFeatures } from "../../features/block-features.js";
import type { FeatureSet } from "../../features/pipeline.js";
import type { ColumnEntries } from "../linear/column-entries.js";

/** Named block features chosen as dense columns, and each name's column. */
export interface DenseColumns {
  readonly names: readonly string[];
  readonly columnOf: ReadonlyMap<string, number>;
}

/** The bag-of-words features: one column per word a page may hold, in the page's language. */
const WORD_FEATURE = "gibson:word=";

/** Per feature name, the number of training sites (`LabelledPage.source`) whose blocks show it. */
export function siteCountsOf(
  pages: readonly LabelledPage[],
  featureSet: FeatureSet,
): Map<string, number> {
  const sites = new Map<string, Set<string>>();
  for (const { page, source } of pages) {
    for (const block of featureSet.extract(page)) {
      for (const name of block.names) {
        const seen = sites.get(name) ?? new Set<string>();
        seen.add(source);
        sites.set(name, seen);
      }
    }
  }
  return new Map([...sites].map(([name, seen]) => [name, seen.size]));
}

/**
 * The names seen on at least `minSites` sites (words only when `words`; only names in `within`
 * when given), in sorted order so the columns do not depend on the order pages came in.
 */
export function denseColumnsOf(
  siteCounts: ReadonlyMap<string, number>,
  {
    minSites,
    words,
    within,
  }: { readonly minSites: number; readonly words: boolean; readonly within?: ReadonlySet<string> },
): DenseColumns {
  const names = [...siteCounts]
    .filter(
      ([name, count]) =>
        count >= minSites &&
        (words || !name.startsWith(WORD_FEATURE)) &&
        (within === undefined || within.has(name)),
    )
    .map(([name]) => name)
    .sort();
  return columnsNamed(names);
}

/** Columns in the order of `names` (a model file's). */
export function columnsNamed(names: readonly string[]): DenseColumns {
  return { names, columnOf: new Map(names.map((name, column) => [name, column])) };
}

/** Each block's features as a row over `columns` (0 where a block lacks the feature). */
export function denseRows(blocks: readonly BlockFeatures[], columns: DenseColumns): Float64Array[] {
  return blocks.map((block) => {
    const row = new Float64Array(columns.names.length);
    block.names.forEach((name, k) => {
      const column = columns.columnOf.get(name);
      if (column !== undefined) row[column] += block.values[k];
    });
    return row;
  });
}

/**
 * Where each of another model's columns (`names`) stands among `columns` (−1: not one of them), or
 * `undefined` when some of `columns` is not among `names`.
 */
export function columnPositions(
  names: readonly string[],
  columns: DenseColumns,
): Int32Array | undefined {
  const position = Int32Array.from(names, (name) => columns.columnOf.get(name) ?? -1);
  let found = 0;
  for (const column of position) if (column >= 0) found++;
  return found === columns.names.length ? position : undefined;
}

/**
 * `probability` of each of a page's `blocks`, its row read from another model's column entries
 * (their columns at `position`). One row buffer serves every block: filled from the block's
 * entries, read, then cleared entry by entry, so a page allocates no rows.
 */
export function entryProbabilities(
  entries: ColumnEntries,
  position: Int32Array,
  blocks: number,
  width: number,
  probability: (row: Float64Array) => number,
): Float64Array {
  // The entries this model reads, grouped by block (a counting sort) as (column, value) pairs.
  const column = new Int32Array(entries.length);
  const start = new Int32Array(blocks + 1);
  for (let j = 0; j < entries.length; j++) {
    const own = entries.own[j];
    column[j] = own >= 0 ? position[own] : -1;
    if (column[j] >= 0) start[entries.block[j] + 1]++;
  }
  for (let block = 0; block < blocks; block++) start[block + 1] += start[block];
  const cursor = start.slice(0, blocks);
  const sortedColumn = new Int32Array(start[blocks]);
  const sortedValue = new Float64Array(start[blocks]);
  for (let j = 0; j < entries.length; j++) {
    if (column[j] < 0) continue;
    const k = cursor[entries.block[j]]++;
    sortedColumn[k] = column[j];
    sortedValue[k] = entries.value[j];
  }
  const row = new Float64Array(width);
  const probabilities = new Float64Array(blocks);
  for (let block = 0; block < blocks; block++) {
    for (let k = start[block]; k < start[block + 1]; k++) row[sortedColumn[k]] += sortedValue[k];
    probabilities[block] = probability(row);
    for (let k = start[block]; k < start[block + 1]; k++) row[sortedColumn[k]] = 0;
  }
  return probabilities;
}
