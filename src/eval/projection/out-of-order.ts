/** Runs at least this long are matched out of order: long enough not to be chance. */
export const MIN_MOVED_RUN = 4;

/**
 * Second pass after the in-order alignment: gold passages the page shows in another order (forum
 * replies, sidebars the gold moved) are left out of any common subsequence. Each still-unmatched
 * gold run that appears verbatim among still-unmatched page tokens is matched there, extended as
 * far as both sides agree. Linear: one index of the page's unmatched n-grams.
 */
export function matchMovedRuns(a: Int32Array, b: Int32Array, matchOfA: Int32Array): void {
  const usedB = new Uint8Array(b.length);
  for (const j of matchOfA) if (j >= 0) usedB[j] = 1;
  const index = new Map<string, number[]>();
  for (let j = 0; j + MIN_MOVED_RUN <= b.length; j++) {
    if (!freeRun(usedB, j)) continue;
    const key = gramKey(b, j);
    const list = index.get(key);
    if (list === undefined) index.set(key, [j]);
    else list.push(j);
  }
  let i = 0;
  while (i + MIN_MOVED_RUN <= a.length) {
    if (!unmatchedRun(matchOfA, i)) {
      i++;
      continue;
    }
    const start = (index.get(gramKey(a, i)) ?? []).find((j) => freeRun(usedB, j));
    if (start === undefined) {
      i++;
      continue;
    }
    let k = 0;
    while (
      i + k < a.length &&
      start + k < b.length &&
      matchOfA[i + k] < 0 &&
      usedB[start + k] === 0 &&
      a[i + k] === b[start + k]
    ) {
      matchOfA[i + k] = start + k;
      usedB[start + k] = 1;
      k++;
    }
    i += k;
  }
}

function gramKey(sequence: Int32Array, start: number): string {
  return sequence.subarray(start, start + MIN_MOVED_RUN).join(",");
}

function freeRun(used: Uint8Array, start: number): boolean {
  for (let k = 0; k < MIN_MOVED_RUN; k++) if (used[start + k] === 1) return false;
  return true;
}

function unmatchedRun(matchOfA: Int32Array, start: number): boolean {
  for (let k = 0; k < MIN_MOVED_RUN; k++) if (matchOfA[start + k] >= 0) return false;
  return true;
}
