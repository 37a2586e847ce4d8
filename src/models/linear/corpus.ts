import type { SparseVector } from "../../features/feature-index.js";

/**
 * Training data packed for fast objective evaluation: every block's sparse feature vector in one
 * compressed-row array, label indices per block, and where each page's block run starts. The
 * arrays live in shared memory, so the objective's worker threads read them without a copy.
 */
export interface EncodedCorpus {
  /** Columns of the feature space. */
  readonly features: number;
  /** Page p owns blocks `pageStart[p] .. pageStart[p+1]`. */
  readonly pageStart: Int32Array;
  /** Block b's non-zeros are `indices/values[blockStart[b] .. blockStart[b+1]]`. */
  readonly blockStart: Int32Array;
  readonly indices: Int32Array;
  readonly values: Float64Array;
  /** Label index of every block. */
  readonly labels: Uint8Array;
  /** Blocks of the longest page (sizes the objectives' buffers). */
  readonly longestPage: number;
}

export function encodeCorpus(
  features: number,
  pages: ReadonlyArray<{ readonly vectors: readonly SparseVector[]; readonly labels: Uint8Array }>,
): EncodedCorpus {
  let blocks = 0;
  let nonZeros = 0;
  let longestPage = 0;
  for (const page of pages) {
    blocks += page.vectors.length;
    longestPage = Math.max(longestPage, page.vectors.length);
    for (const vector of page.vectors) nonZeros += vector.indices.length;
  }
  const pageStart = new Int32Array(shared(Int32Array, pages.length + 1));
  const blockStart = new Int32Array(shared(Int32Array, blocks + 1));
  const indices = new Int32Array(shared(Int32Array, nonZeros));
  const values = new Float64Array(shared(Float64Array, nonZeros));
  const labels = new Uint8Array(shared(Uint8Array, blocks));
  let block = 0;
  let entry = 0;
  pages.forEach((page, p) => {
    pageStart[p] = block;
    labels.set(page.labels, block);
    for (const vector of page.vectors) {
      blockStart[block++] = entry;
      indices.set(vector.indices, entry);
      values.set(vector.values, entry);
      entry += vector.indices.length;
    }
  });
  pageStart[pages.length] = block;
  blockStart[blocks] = entry;
  return { features, pageStart, blockStart, indices, values, labels, longestPage };
}

/** Shared memory for `length` elements of `type`. */
export function shared(
  type: { readonly BYTES_PER_ELEMENT: number },
  length: number,
): SharedArrayBuffer {
  return new SharedArrayBuffer(type.BYTES_PER_ELEMENT * length);
}
