import type { FeatureIndex, SparseVector } from "../../features/feature-index.js";
import type { BlockFeatures } from "../../features/types.js";

/** Always-on feature: the per-label intercept. */
export const BIAS_FEATURE = "linear:bias";
/** Prefix of Gibson et al.'s history predicates: the previous block's features. */
export const HISTORY_PREFIX = "prev:";

/**
 * Adds what the linear learners add on top of the feature families: the bias feature and, with
 * `history`, block i−1's features renamed `prev:<name>` at block i (Gibson et al. §7, option H).
 */
export function withContextFeatures(
  blocks: readonly BlockFeatures[],
  history: boolean,
): BlockFeatures[] {
  return blocks.map((block, i) => {
    const names = [BIAS_FEATURE, ...block.names];
    const values = [1, ...block.values];
    if (history && i > 0) {
      const previous = blocks[i - 1];
      for (let j = 0; j < previous.names.length; j++) {
        names.push(HISTORY_PREFIX + previous.names[j]);
        values.push(previous.values[j]);
      }
    }
    return { names, values };
  });
}

/**
 * Prediction-time equivalent of `withContextFeatures` followed by `FeatureIndex.vectorize`, without
 * building a `prev:<name>` string per feature per block: each name is looked up once for its own
 * column and once for its history column. (Hashing freshly concatenated names was a third of
 * prediction time.)
 */
export class ContextVectorizer {
  private readonly historyColumns = new Map<string, number>();
  private readonly biasColumn: number | undefined;

  constructor(
    private readonly index: FeatureIndex,
    private readonly history: boolean,
  ) {
    index.names.forEach((name, column) => {
      if (name.startsWith(HISTORY_PREFIX))
        this.historyColumns.set(name.slice(HISTORY_PREFIX.length), column);
    });
    this.biasColumn = index.column(BIAS_FEATURE);
  }

  vectorize(blocks: readonly BlockFeatures[]): SparseVector[] {
    const vectors: SparseVector[] = [];
    let previous: ColumnValues = { columns: [], values: [] };
    for (const block of blocks) {
      const own: ColumnValues = { columns: [], values: [] };
      const next: ColumnValues = { columns: [], values: [] };
      if (this.biasColumn !== undefined) push(own, this.biasColumn, 1);
      for (let j = 0; j < block.names.length; j++) {
        const value = block.values[j];
        if (value === 0) continue;
        const column = this.index.column(block.names[j]);
        if (column !== undefined) push(own, column, value);
        if (this.history) {
          const historyColumn = this.historyColumns.get(block.names[j]);
          if (historyColumn !== undefined) push(next, historyColumn, value);
        }
      }
      for (let j = 0; j < previous.columns.length; j++)
        push(own, previous.columns[j], previous.values[j]);
      vectors.push({
        indices: Int32Array.from(own.columns),
        values: Float64Array.from(own.values),
      });
      previous = next;
    }
    return vectors;
  }
}

interface ColumnValues {
  readonly columns: number[];
  readonly values: number[];
}

function push(target: ColumnValues, column: number, value: number): void {
  target.columns.push(column);
  target.values.push(value);
}
