import type { Block } from "../../blocks/block.js";
import type { LabelledPage } from "../../blocks/labelled-page.js";

/**
 * How many elements, from the block's own up, make a block's style here: tag and class of three
 * (the stacker's wider "same visual style", Wang's). One element alone (`p.`) joins a corrected
 * sidebar paragraph with every paragraph of the page.
 */
const STYLE_DEPTH = 3;

/**
 * A block's style as a site model's scope reads it: tag and class names of its element and its
 * two nearest ancestors, e.g. `p.|div.post-body entry|div.post`. Ids are left out (often one
 * per page: `post-8412`).
 */
export function blockStyle(block: Block): string {
  const { ancestors } = block;
  return ancestors
    .slice(Math.max(0, ancestors.length - STYLE_DEPTH))
    .reverse()
    .map((element) => `${element.name}.${(element.attribs.class ?? "").trim()}`)
    .join("|");
}

/**
 * The styles of the blocks the user corrected (their label is not what the base proposed), over
 * `pages`, sorted: what a site model may move (issue 58, item 2). Every block of a page without a
 * proposal (a dataset's gold) counts as corrected.
 */
export function correctedStyles(pages: readonly LabelledPage[]): string[] {
  const styles = new Set<string>();
  for (const { page, labels, proposed } of pages)
    page.blocks.forEach((block, i) => {
      if (proposed === undefined || labels[i] !== proposed[i]) styles.add(blockStyle(block));
    });
  return [...styles].sort();
}
