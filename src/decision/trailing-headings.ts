import type { Block, SegmentedPage } from "../blocks/block.js";
import { withoutSelectedBlocks } from "./blocks-under.js";

const HEADING_TAG = /^h[1-6]$/;
/** Most words of a section's title ("You might also like", "Related Posts", "16 comments:"). */
const MAX_HEADING_WORDS = 6;

/**
 * The selection without the headings it ends with: a heading of at most MAX_HEADING_WORDS words
 * after which nothing else is selected titles a section the selection left out ("Share this:",
 * "You might also like:", "Related Posts", "Tags", "16 comments:"), so it is not the article's.
 * Only the run of such headings at the selection's end: a heading followed by another heading
 * inside the article is the article's structure.
 */
export function withoutTrailingHeadings(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  const trailing = new Set<number>();
  for (let index = page.blocks.length - 1; index >= 0; index--) {
    if (selected[index] === 0) continue;
    const block = page.blocks[index];
    if (!isShortHeading(block)) break;
    trailing.add(index);
  }
  if (trailing.size === 0) return selected;
  return withoutSelectedBlocks(page, selected, (block) => trailing.has(block.index));
}

function isShortHeading(block: Block): boolean {
  return (
    block.wordCount <= MAX_HEADING_WORDS &&
    block.ancestors.some((element) => HEADING_TAG.test(element.name))
  );
}
