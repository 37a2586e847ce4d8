import { selectAll } from "css-select";
import type { Element } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";

/** The selection after `include` / `exclude`, and the elements whose subtrees the output must skip. */
export interface SelectorAdjustment {
  readonly selected: Uint8Array;
  readonly excluded: ReadonlySet<Element>;
}

/**
 * Applies site rules on top of a model's selection: blocks inside an element matching an `include`
 * selector are selected, blocks inside one matching an `exclude` selector are not (exclusion wins).
 * A selector css-select cannot parse is an error naming the selector.
 */
export function applySelectors(
  page: SegmentedPage,
  selected: Uint8Array,
  include: readonly string[],
  exclude: readonly string[],
): SelectorAdjustment {
  if (include.length === 0 && exclude.length === 0) return { selected, excluded: new Set() };
  const included = matches(page, include, "include");
  const excluded = matches(page, exclude, "exclude");
  const adjusted = Uint8Array.from(selected);
  for (const block of page.blocks) {
    if (block.ancestors.some((element) => excluded.has(element))) adjusted[block.index] = 0;
    else if (block.ancestors.some((element) => included.has(element))) adjusted[block.index] = 1;
  }
  return { selected: adjusted, excluded };
}

function matches(page: SegmentedPage, selectors: readonly string[], option: string): Set<Element> {
  const found = new Set<Element>();
  for (const selector of selectors) {
    let elements: Element[];
    try {
      elements = selectAll<Element, Element>(selector, page.document.children as Element[]);
    } catch (error) {
      throw new Error(`invalid ${option} selector "${selector}": ${(error as Error).message}`);
    }
    for (const element of elements) found.add(element);
  }
  return found;
}
