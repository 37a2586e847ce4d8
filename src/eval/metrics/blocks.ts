import type { BlockClass } from "../../blocks/labelled-page.js";

/** Confusion counts of selected blocks against projected gold labels (1 = content). */
export interface BlockCounts {
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  readonly tn: number;
}

export function blockCounts(labels: Uint8Array, selected: Uint8Array): BlockCounts {
  if (labels.length !== selected.length) {
    throw new Error(`${selected.length} predictions for ${labels.length} blocks`);
  }
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (let i = 0; i < labels.length; i++) {
    if (selected[i] === 1) labels[i] === 1 ? tp++ : fp++;
    else labels[i] === 1 ? fn++ : tn++;
  }
  return { tp, fp, fn, tn };
}

export function addBlockCounts(x: BlockCounts, y: BlockCounts): BlockCounts {
  return { tp: x.tp + y.tp, fp: x.fp + y.fp, fn: x.fn + y.fn, tn: x.tn + y.tn };
}

/**
 * Gibson et al.'s document-level outcome: a document is accurate when every block is labelled
 * right, precise when no noise block is selected, complete (100% recall) when no content block is missed.
 */
export interface DocumentOutcome {
  readonly correct: boolean;
  readonly precise: boolean;
  readonly complete: boolean;
}

export function documentOutcome({ fp, fn }: BlockCounts): DocumentOutcome {
  return { correct: fp === 0 && fn === 0, precise: fp === 0, complete: fn === 0 };
}

/** Per gold block class: how many blocks there are and how many were selected. */
export type ClassSelection = Readonly<Record<BlockClass, { blocks: number; selected: number }>>;

export const BLOCK_CLASSES: readonly BlockClass[] = [
  "title",
  "heading",
  "body",
  "comment",
  "noise",
];

export function classSelection(
  classes: readonly BlockClass[],
  selected: Uint8Array,
): ClassSelection {
  const counts = Object.fromEntries(
    BLOCK_CLASSES.map((c) => [c, { blocks: 0, selected: 0 }]),
  ) as Record<BlockClass, { blocks: number; selected: number }>;
  classes.forEach((blockClass, i) => {
    counts[blockClass].blocks++;
    counts[blockClass].selected += selected[i];
  });
  return counts;
}
