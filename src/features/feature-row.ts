import type { BlockFeatures } from "./types.js";

/** Collects one block's named features; zero values are left out (the vectors are sparse). */
export class FeatureRow implements BlockFeatures {
  readonly names: string[] = [];
  readonly values: number[] = [];

  constructor(private readonly prefix: string) {}

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

/** One row per block, each naming its features `<family>:<feature>`. */
export function featureRows(family: string, blockCount: number): FeatureRow[] {
  const rows: FeatureRow[] = [];
  for (let i = 0; i < blockCount; i++) rows.push(new FeatureRow(`${family}:`));
  return rows;
}
