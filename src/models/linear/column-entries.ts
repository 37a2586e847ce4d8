import { FeatureRow } from "../../features/feature-row.js";
import type { ContextColumn, FamilyColumns } from "./context-columns.js";

/**
 * One page's features resolved to columns, as parallel arrays of (block, own column, history
 * column, value) in the order the families wrote them. A scratch buffer reused from page to page,
 * so extraction allocates no per-feature arrays.
 */
export class ColumnEntries {
  length = 0;
  block = new Int32Array(1024);
  own = new Int32Array(1024);
  history = new Int32Array(1024);
  value = new Float64Array(1024);

  clear(): void {
    this.length = 0;
  }

  push(block: number, column: ContextColumn, value: number): void {
    if (this.length === this.block.length) this.grow();
    const at = this.length++;
    this.block[at] = block;
    this.own[at] = column.own;
    this.history[at] = column.history;
    this.value[at] = value;
  }

  private grow(): void {
    const capacity = 2 * this.block.length;
    this.block = copyInto(new Int32Array(capacity), this.block);
    this.own = copyInto(new Int32Array(capacity), this.own);
    this.history = copyInto(new Int32Array(capacity), this.history);
    this.value = copyInto(new Float64Array(capacity), this.value);
  }
}

function copyInto<T extends Int32Array | Float64Array>(target: T, source: T): T {
  target.set(source);
  return target;
}

/** A block's row that resolves each feature the family writes straight to the model's columns. */
export class ColumnRow extends FeatureRow {
  constructor(
    private readonly columns: FamilyColumns,
    private readonly entries: ColumnEntries,
    private readonly block: number,
  ) {
    super();
  }

  /**
   * Features written to this row so far, absent ones included: where the next one stands in the
   * family's order, the same for a name from block to block even when a feature before it is
   * absent (then `FamilyColumns` finds its column without a hash lookup).
   */
  private written = 0;
  /** The prefix of the last keyed feature, and how many were written in its run so far. */
  private keyPrefix: string | undefined;
  private keyedInRun = 0;

  protected write(name: string, value: number): void {
    this.keep(this.columns.column(name, this.written++), value);
  }

  protected override skip(): void {
    this.written++;
  }

  protected override writeKey(prefix: string, key: string, value: number): void {
    if (prefix !== this.keyPrefix) {
      this.keyPrefix = prefix;
      this.keyedInRun = 0;
    }
    this.keep(this.columns.keyedColumn(prefix, key, this.keyedInRun++), value);
  }

  private keep(column: ContextColumn | undefined, value: number): void {
    // Features the model has no column for cannot move a score.
    if (column !== undefined) this.entries.push(this.block, column, value);
  }
}
