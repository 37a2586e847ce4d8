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
 * One family's columns by the feature names it writes, and by key for the keyed features it writes
 * (`FeatureRow.flagKey`: `word=` + `storm` is found as `storm`).
 */
export class FamilyColumns {
  private readonly byPrefix = new Map<string, ReadonlyMap<string, ContextColumn>>();
  private lastPrefix: string | undefined;
  private lastColumns: ReadonlyMap<string, ContextColumn> = new Map();

  /** Per position in a row's writes: the name written there last, and its column. */
  private readonly recentNames: string[] = [];
  private readonly recentColumns: (ContextColumn | undefined)[] = [];

  constructor(readonly named: ReadonlyMap<string, ContextColumn>) {}

  /**
   * Column of `name`, written as the row's `position`-th feature. Families write mostly the same
   * names in the same order block after block, so the name met at that position last time is
   * usually this one: compared first, it saves the hash lookup.
   */
  column(name: string, position: number): ContextColumn | undefined {
    if (this.recentNames[position] === name) return this.recentColumns[position];
    const column = this.named.get(name);
    this.recentNames[position] = name;
    this.recentColumns[position] = column;
    return column;
  }

  /** Columns of the names `prefix + key`, by key: built once per model and prefix. */
  withPrefix(prefix: string): ReadonlyMap<string, ContextColumn> {
    // Families write one prefix many times in a row: the same string, compared by reference.
    if (prefix === this.lastPrefix) return this.lastColumns;
    let columns = this.byPrefix.get(prefix);
    if (columns === undefined) {
      const keyed = new Map<string, ContextColumn>();
      for (const [name, column] of this.named)
        if (name.startsWith(prefix)) keyed.set(name.slice(prefix.length), column);
      columns = keyed;
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
