import type { SegmentedPage } from "../../blocks/block.js";
import { FeatureIndex } from "../../features/feature-index.js";
import type { FeatureSet } from "../../features/pipeline.js";
import { type EncodedCorpus, packCorpus } from "./corpus.js";
import { ProvisionalIds, ProvisionalRow } from "./provisional-ids.js";

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
  /**
   * Columns kept whatever their support, seen or not (a site model keeps its base model's columns,
   * so the base weights have somewhere to go).
   */
  readonly keep?: readonly string[];
}

/**
 * Extracts every page's features once and packs them, keeping only features with `support`
 * (with `minSources` 1: the columns `FeatureIndex.fit` would choose, in the same sorted order).
 * Each block's entries are, in order, the bias, its own features as the families write them and,
 * with `history`, block i−1's as `prev:` features: the vectors `withContextFeatures` names; on a
 * page with a `dataset`, each entry is followed by its copy for that dataset.
 * Features get provisional integer ids as the families write them (`ProvisionalIds`), so neither
 * a name per feature nor every block's name strings (≈ 20M on all the data) are ever built.
 */
export function encodeTrainingPages(
  featureSet: Pick<FeatureSet, "write">,
  pages: ReadonlyArray<{
    readonly page: SegmentedPage;
    readonly labels: Uint8Array;
    /** Alternative label per block (see `EncodedCorpus.alternatives`); none when absent. */
    readonly alternatives?: Uint8Array;
    readonly source: string;
    /**
     * The dataset the page's labels follow: every feature of its blocks also fires as that
     * dataset's own copy (`datasetCopyName`); none when absent.
     */
    readonly dataset?: string;
  }>,
  history: boolean,
  support: FeatureSupport,
): EncodedTrainingSet {
  const ids = new ProvisionalIds();
  const seen = new FeatureSightings();
  const entries = new GrowingEntries();
  const firstBlockOf = new Int32Array(pages.length);
  const blockStart: number[] = [0];
  // Visiting pages grouped by site makes "a site other than the last one seen" a new site.
  for (const p of bySource(pages)) {
    const { page, source, dataset } = pages[p];
    firstBlockOf[p] = blockStart.length - 1;
    const rows = Array.from(page.blocks, () => new ProvisionalRow());
    featureSet.write(page, (family) => {
      const familyIds = ids.family(family);
      for (const row of rows) row.family = familyIds;
      return rows;
    });
    const add = (id: number, value: number) => {
      seen.count(id, source);
      entries.push(id, value);
      if (dataset !== undefined) {
        const copy = ids.copyOf(id, dataset);
        seen.count(copy, source);
        entries.push(copy, value);
      }
    };
    rows.forEach((row, i) => {
      add(ids.bias, 1);
      for (let j = 0; j < row.ids.length; j++) add(row.ids[j], row.values[j]);
      if (history && i > 0) {
        const previous = rows[i - 1];
        for (let j = 0; j < previous.ids.length; j++)
          add(ids.historyOf(previous.ids[j]), previous.values[j]);
      }
      blockStart.push(entries.length);
    });
  }

  const supported = ids.names.filter((_, id) => seen.supported(id, support));
  const names = [...new Set([...(support.keep ?? []), ...supported])].sort();
  const index = new FeatureIndex(names);
  const column = Int32Array.from(ids.names, (name) => index.column(name) ?? -1);
  const entriesOf = (page: number, block: number) => {
    const b = firstBlockOf[page] + block;
    return [blockStart[b], blockStart[b + 1]] as const;
  };
  const corpus = packCorpus({
    features: index.size,
    labels: pages.map(({ labels }) => labels),
    alternatives: pages.map(({ alternatives }) => alternatives),
    entryCount: (page, block) => {
      const [from, to] = entriesOf(page, block);
      let kept = 0;
      for (let j = from; j < to; j++) if (column[entries.ids[j]] >= 0) kept++;
      return kept;
    },
    writeEntries: (page, block, indices, values, at) => {
      const [from, to] = entriesOf(page, block);
      let next = at;
      for (let j = from; j < to; j++) {
        const kept = column[entries.ids[j]];
        if (kept < 0) continue;
        indices[next] = kept;
        values[next++] = entries.values[j];
      }
    },
  });
  return { index, corpus };
}

/** In how many blocks, and on how many sites, each provisional id was seen. */
class FeatureSightings {
  private readonly blocks: number[] = [];
  private readonly sources: number[] = [];
  private readonly lastSource: string[] = [];

  /** Counts one sighting; pages must come grouped by site. */
  count(id: number, source: string): void {
    while (this.blocks.length <= id) {
      this.blocks.push(0);
      this.sources.push(0);
      this.lastSource.push("");
    }
    this.blocks[id]++;
    if (this.lastSource[id] !== source) {
      this.lastSource[id] = source;
      this.sources[id]++;
    }
  }

  supported(id: number, support: FeatureSupport): boolean {
    return (
      (this.blocks[id] ?? 0) >= support.minBlocks && (this.sources[id] ?? 0) >= support.minSources
    );
  }
}

/** (id, value) pairs appended to typed arrays that double as they fill. */
class GrowingEntries {
  length = 0;
  ids = new Int32Array(1 << 16);
  values = new Float64Array(1 << 16);

  push(id: number, value: number): void {
    if (this.length === this.ids.length) {
      const ids = new Int32Array(2 * this.length);
      const values = new Float64Array(2 * this.length);
      ids.set(this.ids);
      values.set(this.values);
      this.ids = ids;
      this.values = values;
    }
    this.ids[this.length] = id;
    this.values[this.length++] = value;
  }
}

/** Page positions ordered by source, in their original order within a source. */
function bySource(pages: ReadonlyArray<{ readonly source: string }>): number[] {
  return pages
    .map((_, p) => p)
    .sort((a, b) =>
      pages[a].source < pages[b].source ? -1 : pages[a].source > pages[b].source ? 1 : a - b,
    );
}
