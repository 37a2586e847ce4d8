import type { LabelledPage } from "../../blocks/labelled-page.js";
import type { BlockFeatures } from "../../features/block-features.js";
import type { FeatureSet } from "../../features/pipeline.js";

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
 * The names seen on at least `minSites` sites (words only when `words`), in sorted order so the
 * columns do not depend on the order pages came in.
 */
export function denseColumnsOf(
  siteCounts: ReadonlyMap<string, number>,
  { minSites, words }: { readonly minSites: number; readonly words: boolean },
): DenseColumns {
  const names = [...siteCounts]
    .filter(([name, count]) => count >= minSites && (words || !name.startsWith(WORD_FEATURE)))
    .map(([name]) => name)
    .sort();
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
