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
  /**
   * A second label every block may equally have, or NO_ALTERNATIVE: where the gold does not say
   * which of the two the block is (see `latentCommentAlternatives`), the CRF sums over both.
   */
  readonly alternatives: Uint8Array;
  /** Blocks of the longest page (sizes the objectives' buffers). */
  readonly longestPage: number;
}

/**
 * A corpus to pack, page by page: each page's block labels (one per block), and each block's
 * non-zero entries, counted first and then written.
 */
export interface CorpusSource {
  readonly features: number;
  readonly labels: readonly Uint8Array[];
  /** Per page, like `labels`: each block's alternative label (NO_ALTERNATIVE where none). */
  readonly alternatives?: readonly (Uint8Array | undefined)[];
  entryCount(page: number, block: number): number;
  /** Writes the block's entries to `indices` and `values` from `at` on. */
  writeEntries(
    page: number,
    block: number,
    indices: Int32Array,
    values: Float64Array,
    at: number,
  ): void;
}

/** `EncodedCorpus.alternatives` of a block whose gold label is the only one. */
export const NO_ALTERNATIVE = 255;

/** `EncodedCorpus.alternatives` of a block that may take any label (the CRF sums over all). */
export const ANY_LABEL = 254;

export function packCorpus(source: CorpusSource): EncodedCorpus {
  const pages = source.labels.length;
  let blocks = 0;
  let nonZeros = 0;
  let longestPage = 0;
  const counts: Int32Array[] = [];
  for (let p = 0; p < pages; p++) {
    const length = source.labels[p].length;
    blocks += length;
    longestPage = Math.max(longestPage, length);
    const pageCounts = new Int32Array(length);
    for (let i = 0; i < length; i++) pageCounts[i] = source.entryCount(p, i);
    for (const count of pageCounts) nonZeros += count;
    counts.push(pageCounts);
  }
  const pageStart = new Int32Array(shared(Int32Array, pages + 1));
  const blockStart = new Int32Array(shared(Int32Array, blocks + 1));
  const indices = new Int32Array(shared(Int32Array, nonZeros));
  const values = new Float64Array(shared(Float64Array, nonZeros));
  const labels = new Uint8Array(shared(Uint8Array, blocks));
  const alternatives = new Uint8Array(shared(Uint8Array, blocks)).fill(NO_ALTERNATIVE);
  let block = 0;
  let entry = 0;
  for (let p = 0; p < pages; p++) {
    pageStart[p] = block;
    labels.set(source.labels[p], block);
    const pageAlternatives = source.alternatives?.[p];
    if (pageAlternatives !== undefined) alternatives.set(pageAlternatives, block);
    for (let i = 0; i < counts[p].length; i++) {
      blockStart[block++] = entry;
      source.writeEntries(p, i, indices, values, entry);
      entry += counts[p][i];
    }
  }
  pageStart[pages] = block;
  blockStart[blocks] = entry;
  return {
    features: source.features,
    pageStart,
    blockStart,
    indices,
    values,
    labels,
    alternatives,
    longestPage,
  };
}

/** Packs pages given as one sparse vector per block. */
export function encodeCorpus(
  features: number,
  pages: ReadonlyArray<{
    readonly vectors: readonly SparseVector[];
    readonly labels: Uint8Array;
    readonly alternatives?: Uint8Array;
  }>,
): EncodedCorpus {
  return packCorpus({
    features,
    labels: pages.map((page) => page.labels),
    alternatives: pages.map((page) => page.alternatives),
    entryCount: (page, block) => pages[page].vectors[block].indices.length,
    writeEntries: (page, block, indices, values, at) => {
      const vector = pages[page].vectors[block];
      indices.set(vector.indices, at);
      values.set(vector.values, at);
    },
  });
}

/** Shared memory for `length` elements of `type`. */
export function shared(
  type: { readonly BYTES_PER_ELEMENT: number },
  length: number,
): SharedArrayBuffer {
  return new SharedArrayBuffer(type.BYTES_PER_ELEMENT * length);
}
