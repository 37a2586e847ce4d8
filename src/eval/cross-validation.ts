import { seededRandom, shuffled } from "../util/random.js";
import { nearDuplicateGroups } from "./near-duplicates.js";

/**
 * Gibson et al.'s evaluation conditions: `mixed` (any page in any fold), `by-source` (a site's pages
 * all in one fold: tests unseen sites), `no-duplicates` (near-duplicate articles all in one fold).
 */
export const SPLITS = ["mixed", "by-source", "no-duplicates"] as const;
export type SplitKind = (typeof SPLITS)[number];

export interface SplitItem {
  readonly source: string;
  /** Gold text, compared for near-duplicates. */
  readonly text: string;
}

/**
 * Fold number (0…k−1) of every item. Groups that must stay together are shuffled with the seed,
 * then placed largest first into the currently smallest fold, so folds are balanced and the
 * result depends only on the items, k, the split and the seed.
 */
export function assignFolds(
  items: readonly SplitItem[],
  k: number,
  split: SplitKind,
  seed: number,
): Int32Array {
  if (!Number.isInteger(k) || k < 2)
    throw new Error(`cross-validation needs k ≥ 2 folds, got ${k}`);
  const groups = groupItems(items, split);
  if (groups.length < k) {
    throw new Error(`cannot make ${k} ${split} folds from ${groups.length} group(s) of pages`);
  }
  const order = shuffled(groups, seededRandom(seed)).sort((x, y) => y.length - x.length);
  const sizes = new Array<number>(k).fill(0);
  const folds = new Int32Array(items.length);
  for (const group of order) {
    const fold = sizes.indexOf(Math.min(...sizes));
    for (const i of group) folds[i] = fold;
    sizes[fold] += group.length;
  }
  return folds;
}

function groupItems(items: readonly SplitItem[], split: SplitKind): number[][] {
  const keys: ArrayLike<string | number> =
    split === "mixed"
      ? items.map((_, i) => i)
      : split === "by-source"
        ? items.map((item) => item.source)
        : nearDuplicateGroups(items.map((item) => item.text));
  const groups = new Map<string | number, number[]>();
  for (let i = 0; i < items.length; i++) {
    const list = groups.get(keys[i]);
    if (list === undefined) groups.set(keys[i], [i]);
    else list.push(i);
  }
  return [...groups.values()];
}
