import type { BlockFeatures } from "./types.js";

/**
 * Writes one block's named features, each name prefixed (`gibson:`), into arrays that may be
 * shared by several families; zero values are left out (the vectors are sparse).
 */
export class FeatureRow implements BlockFeatures {
  constructor(
    private readonly prefix: string,
    readonly names: string[] = [],
    readonly values: number[] = [],
  ) {}

  /** A numeric feature. */
  add(name: string, value: number): void {
    if (value === 0 || !Number.isFinite(value)) return;
    this.names.push(this.prefix + name);
    this.values.push(value);
  }

  /** An indicator feature: present with value 1 when `on`. */
  flag(name: string, on = true): void {
    if (!on) return;
    this.names.push(this.prefix + name);
    this.values.push(1);
  }
}
