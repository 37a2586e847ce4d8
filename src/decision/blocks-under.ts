import { type Element, isTag, type Text } from "domhandler";
import type { Block, SegmentedPage } from "../blocks/block.js";
import { selectedWords } from "./short-output-fallback.js";
import { MIN_PLAUSIBLE_WORDS } from "./thresholds.js";

/**
 * The selection without the blocks under an element `marks` says leaves: the block's own element
 * or an ancestor, or an inline element around each of its text nodes (a `span.sr-only` holding a
 * block's only text); each element asked once. When fewer than MIN_PLAUSIBLE_WORDS selected words
 * would be left, the selection stays as it is: the marked blocks were all the page had. Returns
 * `selected` itself when no selected block is marked.
 */
export function withoutBlocksUnder(
  page: SegmentedPage,
  selected: Uint8Array,
  marks: (element: Element) => boolean,
): Uint8Array {
  const known = new Map<Element, boolean>();
  const marked = (element: Element): boolean => {
    let answer = known.get(element);
    if (answer === undefined) {
      answer = marks(element);
      known.set(element, answer);
    }
    return answer;
  };
  const textMarked = (text: Text, element: Element): boolean => {
    for (let node = text.parent; node !== null && node !== element; node = node.parent)
      if (isTag(node) && marked(node)) return true;
    return false;
  };
  const isUnder = (block: Block): boolean =>
    block.ancestors.some(marked) ||
    (block.textNodes.length > 0 &&
      block.textNodes.every((text) => textMarked(text, block.element)));
  return withoutSelectedBlocks(page, selected, isUnder);
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
