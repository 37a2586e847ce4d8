/** Mean and median of per-page values (both 0 for no pages). */
export interface Summary {
  readonly mean: number;
  readonly median: number;
  readonly pages: number;
}

export function summarise(values: readonly number[]): Summary {
  if (values.length === 0) return { mean: 0, median: 0, pages: 0 };
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  const median =
    sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return {
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    median,
    pages: values.length,
  };
}
