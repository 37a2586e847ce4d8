/**
 * Token alignment of gold text with a page: which page token each gold token corresponds to.
 *
 * An exact LCS over a 50k-token page is too slow and too big, so this is the patience-diff strategy:
 * tokens (or short n-grams) that occur exactly once on both sides and in the same order are taken as
 * anchors, the gaps between anchors are aligned recursively, and gaps small enough are filled with
 * an exact LCS table. In practice this is linear in the page size.
 */

/** Gaps up to this many table cells are aligned exactly (16 MB of Int32). */
const EXACT_CELLS = 1 << 22;
/** Anchor n-gram sizes tried in turn when a gap is too big for the exact table. */
const ANCHOR_SIZES = [1, 2, 3, 5, 8];

interface Range {
  readonly a0: number;
  readonly a1: number;
  readonly b0: number;
  readonly b1: number;
}

/** For each position of `a`, the matched position of `b`, or −1. Matches increase strictly. */
export function alignTokens(a: Int32Array, b: Int32Array): Int32Array {
  const matchOfA = new Int32Array(a.length).fill(-1);
  const pending: Range[] = [{ a0: 0, a1: a.length, b0: 0, b1: b.length }];
  for (let range = pending.pop(); range !== undefined; range = pending.pop()) {
    let { a0, a1, b0, b1 } = range;
    while (a0 < a1 && b0 < b1 && a[a0] === b[b0]) matchOfA[a0++] = b0++;
    while (a0 < a1 && b0 < b1 && a[a1 - 1] === b[b1 - 1]) matchOfA[--a1] = --b1;
    if (a0 === a1 || b0 === b1) continue;
    if ((a1 - a0 + 1) * (b1 - b0 + 1) <= EXACT_CELLS) {
      alignExactly(a, b, { a0, a1, b0, b1 }, matchOfA);
      continue;
    }
    const anchors = findAnchors(a, b, { a0, a1, b0, b1 });
    // No anchor at all: the gap is left unaligned rather than spending quadratic time on it.
    let prevA = a0;
    let prevB = b0;
    for (const anchor of anchors) {
      pending.push({ a0: prevA, a1: anchor.a, b0: prevB, b1: anchor.b });
      for (let k = 0; k < anchor.length; k++) matchOfA[anchor.a + k] = anchor.b + k;
      prevA = anchor.a + anchor.length;
      prevB = anchor.b + anchor.length;
    }
    if (anchors.length > 0) pending.push({ a0: prevA, a1, b0: prevB, b1 });
  }
  return matchOfA;
}

interface Anchor {
  readonly a: number;
  readonly b: number;
  readonly length: number;
}

/** Unique-on-both-sides n-grams in a common increasing order, merged where they overlap. */
function findAnchors(a: Int32Array, b: Int32Array, range: Range): Anchor[] {
  for (const size of ANCHOR_SIZES) {
    const candidates = uniqueSharedGrams(a, b, range, size);
    if (candidates.length === 0) continue;
    return mergeOverlapping(longestIncreasingByB(candidates), size);
  }
  return [];
}

interface Occurrence {
  countA: number;
  countB: number;
  posA: number;
  posB: number;
}

function uniqueSharedGrams(a: Int32Array, b: Int32Array, range: Range, size: number): Anchor[] {
  const table = new Map<number, Occurrence>();
  for (let i = range.a0; i + size <= range.a1; i++) {
    const key = gramHash(a, i, size);
    const entry = table.get(key);
    if (entry === undefined) table.set(key, { countA: 1, countB: 0, posA: i, posB: -1 });
    else entry.countA++;
  }
  for (let j = range.b0; j + size <= range.b1; j++) {
    const entry = table.get(gramHash(b, j, size));
    if (entry === undefined) continue;
    entry.countB++;
    entry.posB = j;
  }
  const anchors: Anchor[] = [];
  for (const entry of table.values()) {
    if (entry.countA !== 1 || entry.countB !== 1) continue;
    if (!sameGram(a, entry.posA, b, entry.posB, size)) continue; // hash collision
    anchors.push({ a: entry.posA, b: entry.posB, length: size });
  }
  return anchors.sort((x, y) => x.a - y.a);
}

function gramHash(sequence: Int32Array, start: number, size: number): number {
  if (size === 1) return sequence[start];
  let hash = 0x811c9dc5;
  for (let k = 0; k < size; k++) hash = Math.imul(hash ^ sequence[start + k], 0x01000193);
  return hash;
}

function sameGram(a: Int32Array, i: number, b: Int32Array, j: number, size: number): boolean {
  for (let k = 0; k < size; k++) if (a[i + k] !== b[j + k]) return false;
  return true;
}

/** Patience sorting: the longest subsequence of anchors (sorted by `a`) increasing in `b`. */
function longestIncreasingByB(anchors: readonly Anchor[]): Anchor[] {
  const tails: number[] = [];
  const previous = new Int32Array(anchors.length).fill(-1);
  for (let i = 0; i < anchors.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (anchors[tails[mid]].b < anchors[i].b) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1];
    tails[lo] = i;
  }
  const chain: Anchor[] = [];
  for (let i = tails.length > 0 ? tails[tails.length - 1] : -1; i !== -1; i = previous[i]) {
    chain.push(anchors[i]);
  }
  return chain.reverse();
}

/** Consecutive n-gram anchors overlap; keep the ones that extend a diagonal or start past the last. */
function mergeOverlapping(anchors: readonly Anchor[], size: number): Anchor[] {
  const merged: Anchor[] = [];
  for (const anchor of anchors) {
    const last = merged[merged.length - 1];
    if (
      last === undefined ||
      (anchor.a >= last.a + last.length && anchor.b >= last.b + last.length)
    ) {
      merged.push({ ...anchor });
    } else if (anchor.a - last.a === anchor.b - last.b) {
      merged[merged.length - 1] = { ...last, length: anchor.a + size - last.a };
    }
  }
  return merged;
}

/** Textbook LCS table with traceback, for gaps small enough. */
function alignExactly(a: Int32Array, b: Int32Array, range: Range, matchOfA: Int32Array): void {
  const rows = range.a1 - range.a0;
  const columns = range.b1 - range.b0;
  const width = columns + 1;
  const table = new Int32Array((rows + 1) * width);
  for (let i = rows - 1; i >= 0; i--) {
    const symbol = a[range.a0 + i];
    for (let j = columns - 1; j >= 0; j--) {
      const here = i * width + j;
      table[here] =
        symbol === b[range.b0 + j]
          ? table[here + width + 1] + 1
          : Math.max(table[here + width], table[here + 1]);
    }
  }
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    if (a[range.a0 + i] === b[range.b0 + j]) {
      matchOfA[range.a0 + i] = range.b0 + j;
      i++;
      j++;
    } else if (table[(i + 1) * width + j] >= table[i * width + j + 1]) i++;
    else j++;
  }
}
