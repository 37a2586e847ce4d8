/** The first key with the largest positive value, or null when no value is positive. */
export function largestEntry<K>(map: ReadonlyMap<K, number>): { key: K; value: number } | null {
  let best: { key: K; value: number } | null = null;
  for (const [key, value] of map) if (value > (best?.value ?? 0)) best = { key, value };
  return best;
}
