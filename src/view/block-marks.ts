import type { Element, Text } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";

/** Where each block shows in the page: an element of its own, or its text nodes one by one. */
export interface BlockMarks {
  /** Elements that hold exactly one block and nothing of another: outlined whole. */
  readonly elements: ReadonlyMap<Element, number>;
  /** Text nodes of blocks that share their element with other blocks: wrapped one by one. */
  readonly texts: ReadonlyMap<Text, number>;
  /** Every element holding some block's text (kept even where the view would drop it). */
  readonly holders: ReadonlySet<Element>;
}

/**
 * Each block's place in the DOM. A block's element (its nearest non-inline ancestor) is outlined
 * when no other block lies inside it — a paragraph, a list item, a heading; a block that shares
 * its element (text beside a nested list, two runs around a `<div>`) is marked on its own text
 * nodes instead, so an outline never claims another block's text.
 */
export function blockMarks(page: SegmentedPage): BlockMarks {
  const blocksInside = new Map<Element, number>();
  for (const block of page.blocks)
    for (const ancestor of block.ancestors)
      blocksInside.set(ancestor, (blocksInside.get(ancestor) ?? 0) + 1);
  const elements = new Map<Element, number>();
  const texts = new Map<Text, number>();
  for (const block of page.blocks) {
    if (blocksInside.get(block.element) === 1) elements.set(block.element, block.index);
    else for (const text of block.textNodes) texts.set(text, block.index);
  }
  return { elements, texts, holders: new Set(blocksInside.keys()) };
}
