import type { SegmentedPage } from "../../blocks/block.js";
import { FeatureIndex, type SparseVector } from "../../features/feature-index.js";
import type { FeatureSet } from "../../features/pipeline.js";
import { withContextFeatures } from "./context-features.js";
import { type EncodedCorpus, encodeCorpus } from "./corpus.js";

export interface EncodedTrainingSet {
  readonly index: FeatureIndex;
  readonly corpus: EncodedCorpus;
}

/**
 * Extracts every page's features once and packs them, keeping only features seen in at least
 * `minCount` blocks (the same columns `FeatureIndex.fit` would choose, in the same sorted order).
 * Names are replaced by provisional integer ids as soon as a page is extracted, so peak memory
 * holds each distinct name once rather than every block's name strings (≈ 20M on all the data).
 */
export function encodeTrainingPages(
  featureSet: Pick<FeatureSet, "extract">,
  pages: ReadonlyArray<{
    readonly page: SegmentedPage;
    readonly labels: Uint8Array;
  }>,
  history: boolean,
  minCount: number,
): EncodedTrainingSet {
  const provisional = new Map<string, number>();
  const blockCounts: number[] = [];
  const pageStart = new Int32Array(pages.length + 1);
  const blockStart: number[] = [0];
  const ids: number[] = [];
  const values: number[] = [];
  pages.forEach(({ page }, p) => {
    pageStart[p] = blockStart.length - 1;
    const blocks = withContextFeatures(featureSet.extract(page), history);
    for (const block of blocks) {
      for (let j = 0; j < block.names.length; j++) {
        if (block.values[j] === 0) continue;
        let id = provisional.get(block.names[j]);
        if (id === undefined) {
          id = provisional.size;
          provisional.set(block.names[j], id);
          blockCounts.push(0);
        }
        blockCounts[id]++;
        ids.push(id);
        values.push(block.values[j]);
      }
      blockStart.push(ids.length);
    }
  });
  pageStart[pages.length] = blockStart.length - 1;

  const names = [...provisional.keys()].filter((_, id) => blockCounts[id] >= minCount).sort();
  const index = new FeatureIndex(names);
  const column = Int32Array.from(provisional.keys(), (name) => index.column(name) ?? -1);
  const vectorOf = (block: number): SparseVector => {
    const kept: number[] = [];
    for (let j = blockStart[block]; j < blockStart[block + 1]; j++)
      if (column[ids[j]] >= 0) kept.push(j);
    return {
      indices: Int32Array.from(kept, (j) => column[ids[j]]),
      values: Float64Array.from(kept, (j) => values[j]),
    };
  };
  const corpus = encodeCorpus(
    index.size,
    pages.map(({ labels }, p) => ({
      vectors: Array.from({ length: pageStart[p + 1] - pageStart[p] }, (_, i) =>
        vectorOf(pageStart[p] + i),
      ),
      labels,
    })),
  );
  return { index, corpus };
}
