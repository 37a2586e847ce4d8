import { type Element, isTag, type Text } from "domhandler";
import type { Block, SegmentedPage } from "../blocks/block.js";
import { selectedWords } from "./short-output-fallback.js";
import { MIN_PLAUSIBLE_WORDS } from "./thresholds.js";

/**
 * The selection without the blocks under an element `marks` says leaves: the block's own element
 * or an ancestor, or an inline element around each of its text nodes (a `span.sr-only` holding a
 * block's only text). `marks` is asked once of each element the selected blocks sit in (see
 * `selectionElements`) and must depend on the element alone. When fewer than MIN_PLAUSIBLE_WORDS
 * selected words would be left, the selection stays as it is: the marked blocks were all the page
 * had. Returns `selected` itself when no selected block is marked.
 */
export function withoutBlocksUnder(
  page: SegmentedPage,
  selected: Uint8Array,
  marks: (element: Element) => boolean,
): Uint8Array {
  const gathered = selectionElements(page, selected);
  const marked = new Set<Element>();
  for (const element of gathered.elements) if (marks(element)) marked.add(element);
  if (marked.size === 0) return selected;
  // A block's later text nodes sit in elements not gathered: asked when reached, then remembered.
  const later = new Map<Element, boolean>();
  const isMarked = (element: Element): boolean => {
    if (marked.has(element)) return true;
    if (gathered.asked.has(element)) return false;
    let answer = later.get(element);
    if (answer === undefined) {
      answer = marks(element);
      later.set(element, answer);
    }
    return answer;
  };
  const textMarked = (text: Text, element: Element): boolean => {
    for (let node = text.parent; node !== null && node !== element; node = node.parent)
      if (isTag(node) && isMarked(node)) return true;
    return false;
  };
  const isUnder = (block: Block): boolean =>
    block.ancestors.some(isMarked) ||
    (block.textNodes.length > 0 &&
      block.textNodes.every((text) => textMarked(text, block.element)));
  return withoutSelectedBlocks(page, selected, isUnder);
}

/** The elements of a page's selection, and the selection they were gathered for. */
interface SelectionElements {
  readonly selected: Uint8Array;
  readonly elements: readonly Element[];
  /** The same elements, to look up. */
  readonly asked: ReadonlySet<Element>;
}

/**
 * Per page, the elements last gathered by `selectionElements`: the steps that call
 * `withoutBlocksUnder` run one after another on one page, each on the selection the step before
 * left (the same or fewer blocks), so the elements gathered for the first serve them all.
 */
const gatheredElements = new WeakMap<SegmentedPage, SelectionElements>();

/**
 * The elements that decide whether a selected block is under a marked one: its ancestors down to
 * its own element, and the inline elements between it and its first text node (a block whose
 * first text is in no marked element is not under one). Gathered once per page for the widest
 * selection asked about — a superset serves a narrower selection, since `withoutBlocksUnder` then
 * looks only at the selected blocks' own elements.
 */
function selectionElements(page: SegmentedPage, selected: Uint8Array): SelectionElements {
  const gathered = gatheredElements.get(page);
  if (gathered !== undefined && isWithin(selected, gathered.selected)) return gathered;
  const elements = new Set<Element>();
  for (const block of page.blocks) {
    if (selected[block.index] === 0) continue;
    for (const ancestor of block.ancestors) elements.add(ancestor);
    const first = block.textNodes[0];
    for (
      let node = first?.parent ?? null;
      node !== null && node !== block.element;
      node = node.parent
    )
      if (isTag(node)) elements.add(node);
  }
  // A copy: a caller may change its array in place after the steps have run.
  const gatheredNow = {
    selected: Uint8Array.from(selected),
    elements: [...elements],
    asked: elements,
  };
  gatheredElements.set(page, gatheredNow);
  return gatheredNow;
}

/** Whether every block `selected` holds, `wider` holds too. */
function isWithin(selected: Uint8Array, wider: Uint8Array): boolean {
  for (let i = 0; i < selected.length; i++) if (selected[i] !== 0 && wider[i] === 0) return false;
  return true;
}

/**
 * The selection without the selected blocks `leaves` says go (asked of selected blocks only, in
 * page order). When fewer than MIN_PLAUSIBLE_WORDS selected words would be left, the selection
 * stays as it is: those blocks were all the page had. Returns `selected` itself when none leaves.
 */
export function withoutSelectedBlocks(
  page: SegmentedPage,
  selected: Uint8Array,
  leaves: (block: Block) => boolean,
): Uint8Array {
  let kept: Uint8Array | undefined;
  for (const block of page.blocks) {
    if (selected[block.index] === 0 || !leaves(block)) continue;
    kept ??= Uint8Array.from(selected);
    kept[block.index] = 0;
  }
  if (kept === undefined || selectedWords(page, kept) < MIN_PLAUSIBLE_WORDS) return selected;
  return kept;
}
