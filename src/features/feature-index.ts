import type { BlockFeatures } from "./block-features.js";

/** A block's features as parallel arrays of column indices and values (unknown names dropped). */
export interface SparseVector {
  readonly indices: Int32Array;
  readonly values: Float64Array;
}

/**
 * The sparse vectors of a page's blocks in one buffer (no per-block arrays): block i owns
 * `indices[offsets[i] .. offsets[i+1])` and the same range of `values`.
 */
export interface PackedVectors {
  readonly offsets: Int32Array;
  readonly indices: Int32Array;
  readonly values: Float64Array;
}

/**
 * Feature name → column index, fixed at training time and stored in the model file, so that every
 * learner sees the same columns at training and prediction.
 */
export class FeatureIndex {
  private readonly columns: Map<string, number>;

  constructor(readonly names: readonly string[]) {
    // A loop, not `new Map(names.map(…))`: no pair per name (a model's index holds 24,000 names).
    this.columns = new Map();
    for (let column = 0; column < names.length; column++) this.columns.set(names[column], column);
  }

  /** Columns for every feature seen in at least `minCount` training blocks. */
  static fit(blocks: Iterable<BlockFeatures>, minCount = 1): FeatureIndex {
    const counts = new Map<string, number>();
    for (const block of blocks)
      for (const name of block.names) counts.set(name, (counts.get(name) ?? 0) + 1);
    const names = [...counts].filter(([, count]) => count >= minCount).map(([name]) => name);
    names.sort();
    return new FeatureIndex(names);
  }

  get size(): number {
    return this.names.length;
  }

  column(name: string): number | undefined {
    return this.columns.get(name);
  }

  vectorize(features: BlockFeatures): SparseVector {
    const indices: number[] = [];
    const values: number[] = [];
    for (let i = 0; i < features.names.length; i++) {
      const column = this.columns.get(features.names[i]);
      if (column !== undefined && features.values[i] !== 0) {
        indices.push(column);
        values.push(features.values[i]);
      }
    }
    return { indices: Int32Array.from(indices), values: Float64Array.from(values) };
  }
}
