import type { AnyNode, Document, Element, Text } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";

/** Which parts of the page DOM the selected blocks occupy: what the HTML output is rebuilt from. */
export interface ContentNodes {
  /** Text nodes of selected blocks. */
  readonly selectedText: ReadonlySet<Text>;
  /** Text nodes of every block: the visible text, used where a unit (a table row) is kept whole. */
  readonly visibleText: ReadonlySet<Text>;
  /** Elements that contain selected text. */
  readonly needed: ReadonlySet<AnyNode>;
  /** The elements selected blocks belong to (`Block.element`). */
  readonly blockElements: ReadonlySet<Element>;
  /**
   * The smallest element holding every selected block, or the document when no element holds them
   * all (a page of several top-level elements, without `<html>`); null when nothing is selected.
   */
  readonly container: Element | Document | null;
}

/**
 * Parts of a structure that make no sense alone: a selection inside them is widened to the
 * whole table, list, definition list or figure.
 */
const STRUCTURE_INTERNALS: ReadonlySet<string> = new Set([
  "li",
  "tr",
  "td",
  "th",
  "tbody",
  "thead",
  "tfoot",
  "caption",
  "colgroup",
  "dt",
  "dd",
  "figcaption",
]);

export function contentNodes(page: SegmentedPage, selected: Uint8Array): ContentNodes {
  const selectedText = new Set<Text>();
  const visibleText = new Set<Text>();
  const needed = new Set<AnyNode>();
  const blockElements = new Set<Element>();
  let common: readonly Element[] | null = null;
  for (const block of page.blocks) {
    for (const node of block.textNodes) visibleText.add(node);
    if (selected[block.index] !== 1) continue;
    blockElements.add(block.element);
    common = common === null ? block.ancestors : commonPrefix(common, block.ancestors);
    for (const node of block.textNodes) {
      selectedText.add(node);
      markAncestors(node, needed);
    }
  }
  return {
    selectedText,
    visibleText,
    needed,
    blockElements,
    container:
      common === null
        ? null
        : common.length === 0
          ? page.document
          : widenOutOfInternals(outermostPreOrLast(common)),
  };
}

function markAncestors(node: AnyNode, needed: Set<AnyNode>): void {
  let current: AnyNode | null = node;
  while (current !== null && !needed.has(current)) {
    needed.add(current);
    current = current.parent;
  }
}

function commonPrefix(a: readonly Element[], b: readonly Element[]): readonly Element[] {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length === a.length ? a : a.slice(0, length);
}

/**
 * A container inside a `<pre>` (the text of a listing in an `<xmp>` or `<span>` inside
 * `<pre><code>`, a block of its own) widened to the outermost `<pre>`: rendered alone it loses
 * the listing's code block and its line breaks.
 */
function outermostPreOrLast(ancestors: readonly Element[]): Element {
  return ancestors.find((element) => element.name === "pre") ?? ancestors[ancestors.length - 1];
}

function widenOutOfInternals(element: Element): Element {
  let current = element;
  while (STRUCTURE_INTERNALS.has(current.name) && current.parent?.type === "tag") {
    current = current.parent as Element;
  }
  return current;
}
