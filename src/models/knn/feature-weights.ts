/** TiMBL's feature weightings (Arizaleta §3.2.2, equations 3.3–3.7). */
export type WeightingMethod =
  | "none"
  | "gain-ratio"
  | "information-gain"
  | "chi-square"
  | "shared-variance";

export const WEIGHTING_METHODS: readonly WeightingMethod[] = [
  "none",
  "gain-ratio",
  "information-gain",
  "chi-square",
  "shared-variance",
];

/** Numeric attributes are cut into this many equal-width bins to compute weights, as TiMBL does. */
export const NUMERIC_BINS = 20;

/**
 * Weight of one attribute from its values (already discrete) and the binary class of each instance.
 */
export function attributeWeight(
  values: ArrayLike<number>,
  labels: ArrayLike<number>,
  method: WeightingMethod,
): number {
  if (method === "none") return 1;
  const n = values.length;
  if (n === 0) return 0;
  const table = new Map<number, [number, number]>();
  const classTotals = [0, 0];
  for (let i = 0; i < n; i++) {
    const label = labels[i] > 0 ? 1 : 0;
    classTotals[label]++;
    const row = table.get(values[i]) ?? [0, 0];
    row[label]++;
    table.set(values[i], row);
  }
  if (method === "chi-square" || method === "shared-variance") {
    let chiSquare = 0;
    for (const row of table.values()) {
      const valueTotal = row[0] + row[1];
      for (const c of [0, 1]) {
        const expected = (valueTotal * classTotals[c]) / n;
        if (expected > 0) chiSquare += (row[c] - expected) ** 2 / expected;
      }
    }
    if (method === "chi-square") return chiSquare;
    const presentClasses = classTotals.filter((total) => total > 0).length;
    const dof = Math.min(presentClasses, table.size) - 1;
    return dof > 0 ? chiSquare / (n * dof) : 0;
  }
  let conditional = 0;
  let splitInfo = 0;
  for (const row of table.values()) {
    const share = (row[0] + row[1]) / n;
    conditional += share * entropy(row);
    splitInfo -= share * Math.log2(share);
  }
  const gain = entropy(classTotals) - conditional;
  if (method === "information-gain") return gain;
  return splitInfo > 0 ? gain / splitInfo : 0;
}

function entropy(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  let h = 0;
  for (const count of counts) if (count > 0) h -= (count / total) * Math.log2(count / total);
  return h;
}

/** Equal-width bin of each value between min and max (all in bin 0 when constant). */
export function discretize(values: Float64Array, bins = NUMERIC_BINS): Int32Array {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  const width = (max - min) / bins;
  return Int32Array.from(values, (value) =>
    width > 0 ? Math.min(bins - 1, Math.floor((value - min) / width)) : 0,
  );
}
