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

/** A family's columns by the feature names it writes (a `Map` will do, as in tests). */
export interface FamilyColumnSource {
  get(feature: string): ContextColumn | undefined;
}

/**
 * Most names one `RecentColumns` remembers; past it, it forgets them all and starts again. Names
 * are looked up as pages bring them, and a long batch brings an open vocabulary (`word=` keys).
 */
const MAX_KNOWN_NAMES = 1 << 16;

/**
 * Columns by name, each name looked up in the model's columns the first time it is met and then
 * remembered (a model's lookup tables built in full cost more than a page's lookups: 24,000 names
 * for the default model, against a few thousand met on a page). Per write position it also keeps
 * the name met there last: families write mostly the same names in the same order block after
 * block, so the name at a position is usually the one met there before, and a comparison by
 * reference saves the hash lookup.
 */
class RecentColumns {
  private readonly recentNames: string[] = [];
  private readonly recentColumns: (ContextColumn | undefined)[] = [];
  /** Names met so far → their columns, null for a name the model has no column for. */
  private readonly known = new Map<string, ContextColumn | null>();

  /** `prefix` + a name is the name `source` knows (`word=` + `storm`). */
  constructor(
    private readonly source: FamilyColumnSource,
    private readonly prefix: string,
  ) {}

  column(name: string, position: number): ContextColumn | undefined {
    if (this.recentNames[position] === name) return this.recentColumns[position];
    const column = this.lookUp(name);
    this.recentNames[position] = name;
    this.recentColumns[position] = column;
    return column;
  }

  private lookUp(name: string): ContextColumn | undefined {
    const known = this.known.get(name);
    if (known !== undefined) return known === null ? undefined : known;
    const column = this.source.get(this.prefix === "" ? name : this.prefix + name);
    if (this.known.size >= MAX_KNOWN_NAMES) this.known.clear();
    this.known.set(name, column ?? null);
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

  constructor(private readonly source: FamilyColumnSource) {
    this.named = new RecentColumns(source, "");
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

  /** Columns of the names `prefix + key`, by key: one per model and prefix. */
  private withPrefix(prefix: string): RecentColumns {
    // Families write one prefix many times in a row: the same string, compared by reference.
    if (prefix === this.lastPrefix && this.lastColumns !== undefined) return this.lastColumns;
    let columns = this.byPrefix.get(prefix);
    if (columns === undefined) {
      columns = new RecentColumns(this.source, prefix);
      this.byPrefix.set(prefix, columns);
    }
    this.lastPrefix = prefix;
    this.lastColumns = columns;
    return columns;
  }
}

const NO_COLUMNS = new FamilyColumns(new Map());

/**
 * The model's columns of one family's features: `word=storm` of `gibson` → the columns
 * `gibson:word=storm` and `prev:gibson:word=storm`.
 */
class FamilyFeatureColumns implements FamilyColumnSource {
  private readonly prefix: string;

  constructor(
    private readonly index: FeatureIndex,
    family: string,
    private readonly history: boolean,
  ) {
    this.prefix = `${family}:`;
  }

  get(feature: string): ContextColumn | undefined {
    const name = this.prefix + feature;
    // The bias is no family's feature; a name in `prev:` is a history column (family "prev").
    const own =
      name === BIAS_FEATURE || name.startsWith(HISTORY_PREFIX)
        ? -1
        : (this.index.column(name) ?? -1);
    const history = this.history ? (this.index.column(HISTORY_PREFIX + name) ?? -1) : -1;
    return own < 0 && history < 0 ? undefined : { own, history };
  }
}

/**
 * A linear model's columns by family and by the feature name the family writes (`gibson` →
 * `word=storm` for the columns `gibson:word=storm` and `prev:gibson:word=storm`), so prediction
 * resolves a feature with one lookup of the name as written, instead of building, flattening and
 * hashing a prefixed string per feature per block (and a second lookup for the history column).
 * Each name is resolved through the model's feature index the first time a page writes it.
 */
export class ContextColumns {
  /** Column of the always-on bias feature, −1 when the model has none. */
  readonly bias: number;
  private readonly familyColumns = new Map<string, FamilyColumns>();

  constructor(
    private readonly index: FeatureIndex,
    private readonly history: boolean,
  ) {
    this.bias = index.column(BIAS_FEATURE) ?? -1;
  }

  /** Columns of `family`'s features (none when the model uses none of them). */
  of(family: string): FamilyColumns {
    let columns = this.familyColumns.get(family);
    if (columns === undefined) {
      // A family's name has no colon: the model's names split at their first one.
      columns = family.includes(":")
        ? NO_COLUMNS
        : new FamilyColumns(new FamilyFeatureColumns(this.index, family, this.history));
      this.familyColumns.set(family, columns);
    }
    return columns;
  }
}
