import type { SegmentedPage } from "../../blocks/block.js";
import type { FeatureIndex, PackedVectors } from "../../features/feature-index.js";
import type { FeatureSet } from "../../features/pipeline.js";
import { ColumnEntries, ColumnRow } from "./column-entries.js";
import { ContextColumns } from "./context-columns.js";

/**
 * Prediction-time equivalent of `withContextFeatures` followed by `FeatureIndex.vectorize` on every
 * block: the families write straight into column entries (one name lookup per feature, no
 * prefixed or `prev:` strings). Prediction scores the entries as they are (`scoreEntries`);
 * `vectorize` packs them into one buffer per page, each block's vector listing its entries in the
 * string path's order — bias, own features, the previous block's history features — which is how
 * the tests check the entries against the definition by names.
 *
 * Holds a scratch buffer: one vectorizer serves one page at a time (prediction is synchronous, and
 * every worker thread loads its own model).
 */
export class ContextVectorizer {
  private readonly columns: ContextColumns;
  private readonly entries = new ColumnEntries();

  constructor(
    private readonly featureSet: FeatureSet,
    index: FeatureIndex,
    history: boolean,
  ) {
    this.columns = new ContextColumns(index, history);
  }

  /** Column of the always-on bias feature, −1 when the model has none. */
  get bias(): number {
    return this.columns.bias;
  }

  vectorize(page: SegmentedPage): PackedVectors {
    return this.pack(this.columnEntries(page), page.blocks.length);
  }

  /** Runs the feature families over `page`; the entries are valid until the next call. */
  columnEntries(page: SegmentedPage): ColumnEntries {
    const entries = this.entries;
    entries.clear();
    this.featureSet.write(page, (family, blocks) => {
      const columns = this.columns.of(family);
      return Array.from({ length: blocks }, (_, block) => new ColumnRow(columns, entries, block));
    });
    return entries;
  }

  /** Block i's vector: bias, then its own columns, then block i−1's history columns. */
  pack(entries: ColumnEntries, blocks: number): PackedVectors {
    const bias = this.columns.bias;
    const { block, own, history, value, length } = entries;
    // Count what each block receives, then turn the counts into write cursors.
    const ownCursor = new Int32Array(blocks);
    const historyCursor = new Int32Array(blocks);
    for (let j = 0; j < length; j++) {
      if (own[j] >= 0) ownCursor[block[j]]++;
      if (history[j] >= 0 && block[j] + 1 < blocks) historyCursor[block[j] + 1]++;
    }
    const offsets = new Int32Array(blocks + 1);
    const biasCount = bias >= 0 ? 1 : 0;
    for (let i = 0; i < blocks; i++) {
      const owned = ownCursor[i];
      const inherited = historyCursor[i];
      ownCursor[i] = offsets[i] + biasCount;
      historyCursor[i] = ownCursor[i] + owned;
      offsets[i + 1] = historyCursor[i] + inherited;
    }
    const indices = new Int32Array(offsets[blocks]);
    const values = new Float64Array(offsets[blocks]);
    if (bias >= 0) {
      for (let i = 0; i < blocks; i++) {
        indices[offsets[i]] = bias;
        values[offsets[i]] = 1;
      }
    }
    for (let j = 0; j < length; j++) {
      const b = block[j];
      if (own[j] >= 0) {
        indices[ownCursor[b]] = own[j];
        values[ownCursor[b]++] = value[j];
      }
      if (history[j] >= 0 && b + 1 < blocks) {
        indices[historyCursor[b + 1]] = history[j];
        values[historyCursor[b + 1]++] = value[j];
      }
    }
    return { offsets, indices, values };
  }
}
