import type { SegmentedPage } from "../../blocks/block.js";
import { FeatureIndex, type SparseVector } from "../../features/feature-index.js";
import type { FeatureSet } from "../../features/pipeline.js";
import { withContextFeatures } from "./context-features.js";
import { type EncodedCorpus, encodeCorpus } from "./corpus.js";

export interface EncodedTrainingSet {
  readonly index: FeatureIndex;
  readonly corpus: EncodedCorpus;
}

/** Which features earn a column: those seen often enough, and on enough different sites. */
export interface FeatureSupport {
  /** Training blocks a feature must occur in. */
  readonly minBlocks: number;
  /**
   * Training sites (page sources) a feature must occur on. A feature seen on one site only (a word
   * of its template, its class names) cannot help on a site the model has not seen, and the model
   * would use it to memorise instead of learning what transfers.
   */
  readonly minSources: number;
}

/**
 * Extracts every page's features once and packs them, keeping only features with `support`
 * (with `minSources` 1: the columns `FeatureIndex.fit` would choose, in the same sorted order).
 * Names are replaced by provisional integer ids as soon as a page is extracted, so peak memory
 * holds each distinct name once rather than every block's name strings (≈ 20M on all the data).
 */
export function encodeTrainingPages(
  featureSet: Pick<FeatureSet, "extract">,
  pages: ReadonlyArray<{
    readonly page: SegmentedPage;
    readonly labels: Uint8Array;
    readonly source: string;
  }>,
  history: boolean,
  support: FeatureSupport,
): EncodedTrainingSet {
  const provisional = new Map<string, number>();
  const blockCounts: number[] = [];
  const sourceCounts: number[] = [];
  const lastSourceOf: string[] = [];
  const firstBlockOf = new Int32Array(pages.length);
  const blockCountOf = new Int32Array(pages.length);
  const blockStart: number[] = [0];
  const ids: number[] = [];
  const values: number[] = [];
  // Visiting pages grouped by site makes "a site other than the last one seen" a new site.
  for (const p of bySource(pages)) {
    const { page, source } = pages[p];
    firstBlockOf[p] = blockStart.length - 1;
    const blocks = withContextFeatures(featureSet.extract(page), history);
    blockCountOf[p] = blocks.length;
    for (const block of blocks) {
      for (let j = 0; j < block.names.length; j++) {
        if (block.values[j] === 0) continue;
        let id = provisional.get(block.names[j]);
        if (id === undefined) {
          id = provisional.size;
          provisional.set(block.names[j], id);
          blockCounts.push(0);
          sourceCounts.push(0);
          lastSourceOf.push("");
        }
        blockCounts[id]++;
        if (lastSourceOf[id] !== source) {
          lastSourceOf[id] = source;
          sourceCounts[id]++;
        }
        ids.push(id);
        values.push(block.values[j]);
      }
      blockStart.push(ids.length);
    }
  }

  const names = [...provisional.keys()]
    .filter(
      (_, id) => blockCounts[id] >= support.minBlocks && sourceCounts[id] >= support.minSources,
    )
    .sort();
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
      vectors: Array.from({ length: blockCountOf[p] }, (_, i) => vectorOf(firstBlockOf[p] + i)),
      labels,
    })),
  );
  return { index, corpus };
}

/** Page positions ordered by source, in their original order within a source. */
function bySource(pages: ReadonlyArray<{ readonly source: string }>): number[] {
  return pages
    .map((_, p) => p)
    .sort((a, b) =>
      pages[a].source < pages[b].source ? -1 : pages[a].source > pages[b].source ? 1 : a - b,
    );
}
