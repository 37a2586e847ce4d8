import type { FeatureIndex } from "../../features/feature-index.js";
import { BIAS_FEATURE, HISTORY_PREFIX } from "./context-features.js";

/**
 * The columns one feature feeds: its own at its block and its history column (`prev:<name>`) at
 * the next block; −1 where the model has no such column.
 */
export interface ContextColumn {
  readonly own: number;
  readonly history: number;
}

/**
 * Columns by name, remembering per write position the name met there last: families write mostly
 * the same names in the same order block after block, so the name at a position is usually the
 * one met there before, and a comparison by reference saves the hash lookup.
 */
class RecentColumns {
  private readonly recentNames: string[] = [];
  private readonly recentColumns: (ContextColumn | undefined)[] = [];

  constructor(private readonly byName: ReadonlyMap<string, ContextColumn>) {}

  column(name: string, position: number): ContextColumn | undefined {
    if (this.recentNames[position] === name) return this.recentColumns[position];
    const column = this.byName.get(name);
    this.recentNames[position] = name;
    this.recentColumns[position] = column;
    return column;
  }
}

/**
 * One family's columns by the feature names it writes, and by key for the keyed features it writes
 * (`FeatureRow.flagKey`: `word=` + `storm` is found as `storm`).
 */
export class FamilyColumns {
  private readonly named: RecentColumns;
  private readonly byPrefix = new Map<string, RecentColumns>();
  private lastPrefix: string | undefined;
  private lastColumns: RecentColumns | undefined;

  constructor(private readonly byName: ReadonlyMap<string, ContextColumn>) {
    this.named = new RecentColumns(byName);
  }

  /** Column of `name`, written as the row's `position`-th feature. */
  column(name: string, position: number): ContextColumn | undefined {
    return this.named.column(name, position);
  }

  /**
   * Column of `prefix + key`, written as the `position`-th feature of the row's current run of
   * `prefix` (a neighbour's features are copied in the same order at every block).
   */
  keyedColumn(prefix: string, key: string, position: number): ContextColumn | undefined {
    return this.withPrefix(prefix).column(key, position);
  }

  /** Columns of the names `prefix + key`, by key: built once per model and prefix. */
  private withPrefix(prefix: string): RecentColumns {
    // Families write one prefix many times in a row: the same string, compared by reference.
    if (prefix === this.lastPrefix && this.lastColumns !== undefined) return this.lastColumns;
    let columns = this.byPrefix.get(prefix);
    if (columns === undefined) {
      const keyed = new Map<string, ContextColumn>();
      for (const [name, column] of this.byName)
        if (name.startsWith(prefix)) keyed.set(name.slice(prefix.length), column);
      columns = new RecentColumns(keyed);
      this.byPrefix.set(prefix, columns);
    }
    this.lastPrefix = prefix;
    this.lastColumns = columns;
    return columns;
  }
}

const NO_COLUMNS = new FamilyColumns(new Map());

/**
 * A linear model's columns by family and by the feature name the family writes (`gibson` →
 * `word=storm` for the columns `gibson:word=storm` and `prev:gibson:word=storm`). Built once per
 * model, so prediction resolves a feature with one lookup of the name as written, instead of
 * building, flattening and hashing a prefixed string per feature per block (and a second lookup
 * for the history column).
 */
export class ContextColumns {
  /** Column of the always-on bias feature, −1 when the model has none. */
  readonly bias: number;
  private readonly byFamily = new Map<string, Map<string, { own: number; history: number }>>();
  private readonly familyColumns = new Map<string, FamilyColumns>();

  constructor(index: FeatureIndex, history: boolean) {
    this.bias = index.column(BIAS_FEATURE) ?? -1;
    index.names.forEach((name, column) => {
      const isHistory = name.startsWith(HISTORY_PREFIX);
      if (name === BIAS_FEATURE || (isHistory && !history)) return;
      const prefixed = isHistory ? name.slice(HISTORY_PREFIX.length) : name;
      const colon = prefixed.indexOf(":");
      if (colon < 0) return; // Not a family feature: no family can write it.
      const entry = this.entry(prefixed.slice(0, colon), prefixed.slice(colon + 1));
      if (isHistory) entry.history = column;
      else entry.own = column;
    });
  }

  /** Columns of `family`'s features (none when the model uses none of them). */
  of(family: string): FamilyColumns {
    let columns = this.familyColumns.get(family);
    if (columns === undefined) {
      const named = this.byFamily.get(family);
      if (named === undefined) return NO_COLUMNS;
      columns = new FamilyColumns(named);
      this.familyColumns.set(family, columns);
    }
    return columns;
  }

  private entry(family: string, feature: string): { own: number; history: number } {
    let columns = this.byFamily.get(family);
    if (columns === undefined) {
      columns = new Map();
      this.byFamily.set(family, columns);
    }
    let entry = columns.get(feature);
    if (entry === undefined) {
      entry = { own: -1, history: -1 };
      columns.set(feature, entry);
    }
    return entry;
  }
}
