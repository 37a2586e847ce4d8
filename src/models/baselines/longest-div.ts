import type { Element } from "domhandler";
import type { SegmentedPage } from "../../blocks/block.js";
import { largestEntry } from "../../util/largest-entry.js";
import { type ContentModel, predictionFromSelection } from "../model.js";

const CONTAINER_TAGS: ReadonlySet<string> = new Set(["td", "div"]);

/**
 * Pasternack & Roth's baseline 1 (after McKeown et al.): the table cell or `<div>` holding the most
 * characters of text, descendants included.
 */
export function longestContainerSelection(page: SegmentedPage): Uint8Array {
  const characters = new Map<Element, number>();
  for (const block of page.blocks) {
    for (const ancestor of block.ancestors) {
      if (CONTAINER_TAGS.has(ancestor.name)) {
        characters.set(ancestor, (characters.get(ancestor) ?? 0) + block.text.length);
      }
    }
  }
  const best = largestEntry(characters)?.key ?? null;
  const selected = new Uint8Array(page.blocks.length);
  if (best === null) return selected.fill(1);
  for (const block of page.blocks) if (block.ancestors.includes(best)) selected[block.index] = 1;
  return selected;
}

export const longestDiv: ContentModel = {
  name: "longest-div",
  predict: (page) => predictionFromSelection(longestContainerSelection(page)),
};
