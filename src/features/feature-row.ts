import type { BlockFeatures } from "./block-features.js";

/**
 * Where a feature family writes one block's features, named without the family prefix. Zero and
 * non-finite values are left out here, once for every kind of row: vectors are sparse, and a NaN
 * would poison a model.
 */
export abstract class FeatureRow {
  /** A numeric feature. */
  add(name: string, value: number): void {
    if (value === 0 || !Number.isFinite(value)) this.skip();
    else this.write(name, value);
  }

  /** An indicator feature: present with value 1 when `on`. */
  flag(name: string, on = true): void {
    if (on) this.write(name, 1);
    else this.skip();
  }

  /**
   * The numeric feature `prefix + key`, for names made of a fixed prefix and an open-ended key
   * (`word=` + a page's words, `prev:` + a neighbour's feature). Rows that resolve names to columns
   * look up the key as it is: no name is built per feature, and a key already hashed (by the
   * family's own maps, or as another block's name) is not hashed again.
   */
  addKey(prefix: string, key: string, value: number): void {
    if (value === 0 || !Number.isFinite(value)) return;
    this.writeKey(prefix, key, value);
  }

  /** The indicator feature `prefix + key` (see `addKey`). */
  flagKey(prefix: string, key: string): void {
    this.writeKey(prefix, key, 1);
  }

  /** Stores a kept keyed feature; by default under its whole name. */
  protected writeKey(prefix: string, key: string, value: number): void {
    this.write(prefix + key, value);
  }

  /** Stores a kept feature. */
  protected abstract write(name: string, value: number): void;

  /**
   * A feature written as absent (zero, or a flag that is off): nothing is stored, but a row that
   * remembers where in the family's order each name comes may count the place.
   */
  protected skip(): void {}
}

/**
 * A row that keeps names, each prefixed (`gibson:`), in arrays that may be shared by several
 * families: the named features of training and of learners that work with names.
 */
export class NamedFeatureRow extends FeatureRow implements BlockFeatures {
  constructor(
    private readonly prefix: string,
    readonly names: string[] = [],
    readonly values: number[] = [],
  ) {
    super();
  }

  protected write(name: string, value: number): void {
    this.names.push(this.prefix + name);
    this.values.push(value);
  }
}
