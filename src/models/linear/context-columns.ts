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
 * A family's columns by the feature names it writes, each looked up in the model's feature index
 * the first time a page writes it, then remembered: the first page's way (see `ContextColumns`).
 * `prefix` is the family's (`gibson:`), followed by a keyed feature's (`gibson:word=`).
 */
class ResolvedColumns {
  private readonly known = new Map<string, ContextColumn | null>();

  constructor(
    private readonly index: FeatureIndex,
    private readonly prefix: string,
    private readonly history: boolean,
  ) {}

  get(feature: string): ContextColumn | undefined {
    const known = this.known.get(feature);
    if (known !== undefined) return known === null ? undefined : known;
    const column = this.resolve(this.prefix + feature);
    this.known.set(feature, column ?? null);
    return column;
  }

  /** The names `prefix + key` of this family, by key. */
  withPrefix(prefix: string): ResolvedColumns {
    return new ResolvedColumns(this.index, this.prefix + prefix, this.history);
  }

  /** As `familyTables` files `name` (`gibson:word=storm`). */
  private resolve(name: string): ContextColumn | undefined {
    // The bias is no family's feature; a name in `prev:` is a history column (family "prev").
    const own =
      name === BIAS_FEATURE || name.startsWith(HISTORY_PREFIX)
        ? -1
        : (this.index.column(name) ?? -1);
    const history = this.history ? (this.index.column(HISTORY_PREFIX + name) ?? -1) : -1;
    return own < 0 && history < 0 ? undefined : { own, history };
  }
}

type ColumnSource = ReadonlyMap<string, ContextColumn> | ResolvedColumns;

/**
 * Columns by name, remembering per write position the name met there last: families write mostly
 * the same names in the same order block after block, so the name at a position is usually the
 * one met there before, and a comparison by reference saves the hash lookup.
 */
class RecentColumns {
  private readonly recentNames: string[] = [];
  private readonly recentColumns: (ContextColumn | undefined)[] = [];

  constructor(private readonly byName: ColumnSource) {}

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

  constructor(private readonly byName: ColumnSource) {
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
      columns = new RecentColumns(
        this.byName instanceof ResolvedColumns
          ? this.byName.withPrefix(prefix)
          : keyedColumns(this.byName, prefix),
      );
      this.byPrefix.set(prefix, columns);
    }
    this.lastPrefix = prefix;
    this.lastColumns = columns;
    return columns;
  }
}

/** The names of `byName` that start with `prefix`, by the rest of the name. */
function keyedColumns(
  byName: ReadonlyMap<string, ContextColumn>,
  prefix: string,
): Map<string, ContextColumn> {
  const keyed = new Map<string, ContextColumn>();
  for (const [name, column] of byName)
    if (name.startsWith(prefix)) keyed.set(name.slice(prefix.length), column);
  return keyed;
}

const NO_COLUMNS = new FamilyColumns(new Map());

/**
 * A linear model's columns by family and by the feature name the family writes (`gibson` →
 * `word=storm` for the columns `gibson:word=storm` and `prev:gibson:word=storm`), so prediction
 * resolves a feature with one lookup of the name as written, instead of building, flattening and
 * hashing a prefixed string per feature per block (and a second lookup for the history column).
 *
 * The first page looks each name it writes up in the model's feature index (`ResolvedColumns`):
 * a few thousand names, where the tables of every name cost more than the page (24,000 names for
 * the default model, ~40 ms of one page's 0.4 s from the command line). A family asked for a second
 * time means a second page: then every family's table is built in full (`familyTables`), and the
 * pages after look names up in those, as they always did.
 */
export class ContextColumns {
  /** Column of the always-on bias feature, −1 when the model has none. */
  readonly bias: number;
  private readonly familyColumns = new Map<string, FamilyColumns>();
  /** Every family's names → columns, from the second page on. */
  private tables: Map<string, Map<string, ContextColumn>> | undefined;

  constructor(
    private readonly index: FeatureIndex,
    private readonly history: boolean,
  ) {
    this.bias = index.column(BIAS_FEATURE) ?? -1;
  }

  /** Columns of `family`'s features (none when the model uses none of them). */
  of(family: string): FamilyColumns {
    let columns = this.familyColumns.get(family);
    if (columns !== undefined && this.tables === undefined) {
      this.tables = familyTables(this.index, this.history);
      this.familyColumns.clear();
      columns = undefined;
    }
    if (columns === undefined) {
      if (this.tables === undefined) {
        // A family's name has no colon: the model's names split at their first one.
        columns = family.includes(":")
          ? NO_COLUMNS
          : new FamilyColumns(new ResolvedColumns(this.index, `${family}:`, this.history));
      } else {
        const named = this.tables.get(family);
        if (named === undefined) return NO_COLUMNS;
        columns = new FamilyColumns(named);
      }
      this.familyColumns.set(family, columns);
    }
    return columns;
  }
}

/**
 * Every family's columns by the feature names it writes: `gibson:word=storm` (own) and
 * `prev:gibson:word=storm` (history, with `history`) under `gibson` → `word=storm`.
 */
function familyTables(
  index: FeatureIndex,
  history: boolean,
): Map<string, Map<string, { own: number; history: number }>> {
  const byFamily = new Map<string, Map<string, { own: number; history: number }>>();
  index.names.forEach((name, column) => {
    const isHistory = name.startsWith(HISTORY_PREFIX);
    if (name === BIAS_FEATURE || (isHistory && !history)) return;
    const prefixed = isHistory ? name.slice(HISTORY_PREFIX.length) : name;
    const colon = prefixed.indexOf(":");
    if (colon < 0) return; // Not a family feature: no family can write it.
    const family = prefixed.slice(0, colon);
    let columns = byFamily.get(family);
    if (columns === undefined) {
      columns = new Map();
      byFamily.set(family, columns);
    }
    const feature = prefixed.slice(colon + 1);
    let entry = columns.get(feature);
    if (entry === undefined) {
      entry = { own: -1, history: -1 };
      columns.set(feature, entry);
    }
    if (isHistory) entry.history = column;
    else entry.own = column;
  });
  return byFamily;
}
