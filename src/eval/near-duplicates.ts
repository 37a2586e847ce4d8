import { shingleMultiset } from "./metrics/shingles.js";

/** Two gold texts sharing at least this share of the smaller one's shingles are one article. */
export const DUPLICATE_CONTAINMENT = 0.5;
/** Shingles found in more texts than this are boilerplate ("click here to …"), not evidence. */
const COMMON_SHINGLE_TEXTS = 20;

/**
 * Groups of near-duplicate texts (Gibson et al.'s "no duplicates" condition): the same wire story
 * on two sites, or the same page collected twice. Texts are linked when they share enough 4-word
 * shingles; groups are the connected components. Returns one group number per text.
 */
export function nearDuplicateGroups(texts: readonly string[]): Int32Array {
  const shingleSets = texts.map((text) => new Set(shingleMultiset(text).keys()));
  const postings = new Map<string, number[]>();
  shingleSets.forEach((shingles, t) => {
    for (const shingle of shingles) {
      const list = postings.get(shingle);
      if (list === undefined) postings.set(shingle, [t]);
      else list.push(t);
    }
  });
  const parent = Int32Array.from(texts, (_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  shingleSets.forEach((shingles, t) => {
    const shared = new Map<number, number>();
    for (const shingle of shingles) {
      const list = postings.get(shingle) ?? [];
      if (list.length > COMMON_SHINGLE_TEXTS) continue;
      for (const other of list) if (other > t) shared.set(other, (shared.get(other) ?? 0) + 1);
    }
    for (const [other, count] of shared) {
      const smaller = Math.min(shingles.size, shingleSets[other].size);
      if (smaller > 0 && count >= DUPLICATE_CONTAINMENT * smaller) parent[root(other)] = root(t);
    }
  });
  return Int32Array.from(texts, (_, i) => root(i));
}
