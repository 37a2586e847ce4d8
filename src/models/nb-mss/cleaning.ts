import type { Element } from "domhandler";
import type { SegmentedPage } from "../../blocks/block.js";
import { MSS_DIV_EMBED_TAGS, MSS_REMOVED_CONTAINERS } from "../../vocabulary/mss-cleaning.js";

/**
 * Pasternack & Roth §4.2, at block granularity: inside the extracted range [first, last] of
 * blocks, drop the blocks of every `<iframe>`/`<table>` and of every `<div>` containing a link or
 * an embed — only when that element lies wholly inside the extracted HTML, which starts at the
 * first word and ends at the last (a wrapper div around the article is not inside it).
 */
export function cleanExtractedBlocks(
  page: SegmentedPage,
  selected: Uint8Array,
  first: number,
  last: number,
): void {
  const extent = new Map<Element, [number, number]>();
  for (let b = first; b <= last; b++) {
    for (const ancestor of page.blocks[b].ancestors) {
      const range = extent.get(ancestor);
      if (range === undefined) extent.set(ancestor, [b, b]);
      else range[1] = b;
    }
  }
  for (const [element, [start, end]] of extent) {
    // An element holding the first or last word opens or closes outside the extraction.
    if (start === first || end === last || !removable(element)) continue;
    for (let b = start; b <= end; b++) selected[b] = 0;
  }
}

function removable(element: Element): boolean {
  if (MSS_REMOVED_CONTAINERS.has(element.name)) return true;
  return element.name === "div" && containsEmbed(element);
}

function containsEmbed(element: Element): boolean {
  const stack: Element[] = [element];
  while (stack.length > 0) {
    const current = stack.pop() as Element;
    for (const child of current.children) {
      if (child.type !== "tag" && child.type !== "script" && child.type !== "style") continue;
      const childElement = child as Element;
      if (MSS_DIV_EMBED_TAGS.has(childElement.name)) return true;
      stack.push(childElement);
    }
  }
  return false;
}
