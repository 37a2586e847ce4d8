import type { ChainPotentials } from "./chain-potentials.js";
import { ForwardBackward } from "./forward-backward.js";
import { viterbi } from "./viterbi.js";

export interface ChainDecoding {
  /** P(yᵢ = b | x) at `i·K + b`. */
  readonly marginals: Float64Array;
  /** The Viterbi label sequence. */
  readonly path: Uint8Array;
}

/** Marginals by forward–backward and the best path by Viterbi: both O(n·K²). */
export function decodeChain(potentials: ChainPotentials): ChainDecoding {
  const k = potentials.labels;
  const n = potentials.length;
  const marginals = new Float64Array(n * k);
  if (n === 0) return { marginals, path: new Uint8Array(0) };
  const messages = new ForwardBackward(k);
  messages.run(potentials);
  for (let i = 0; i < n; i++)
    for (let b = 0; b < k; b++) marginals[i * k + b] = messages.nodeMarginal(i, b);
  return { marginals, path: viterbi(potentials) };
}
