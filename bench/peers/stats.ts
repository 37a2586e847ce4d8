import { quantile as sortedQuantile } from "../../src/eval/compare.js";

/** Linear-interpolation quantile (numpy's default) of unsorted values; 0 for no values. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  return sortedQuantile(
    [...values].sort((a, b) => a - b),
    q,
  );
}
