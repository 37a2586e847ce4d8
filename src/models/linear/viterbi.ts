import type { ChainPotentials } from "./chain-potentials.js";

/**
 * The highest-scoring label sequence under the chain's log-potentials (Viterbi): O(n·K²) time.
 * Ties go to the lower label index, so decoding is deterministic.
 */
export function viterbi(potentials: ChainPotentials): Uint8Array {
  const k = potentials.labels;
  const n = potentials.length;
  const path = new Uint8Array(n);
  if (n === 0) return path;
  const best = new Float64Array(n * k);
  const back = new Uint8Array(n * k);
  for (let b = 0; b < k; b++) best[b] = potentials.first[b];
  for (let i = 1; i < n; i++) {
    for (let b = 0; b < k; b++) {
      let top = Number.NEGATIVE_INFINITY;
      let arg = 0;
      for (let a = 0; a < k; a++) {
        const score = best[(i - 1) * k + a] + potentials.pairs[potentials.pairIndex(i, a, b)];
        if (score > top) {
          top = score;
          arg = a;
        }
      }
      best[i * k + b] = top;
      back[i * k + b] = arg;
    }
  }
  let last = 0;
  for (let b = 1; b < k; b++) if (best[(n - 1) * k + b] > best[(n - 1) * k + last]) last = b;
  path[n - 1] = last;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * k + path[i]];
  return path;
}
