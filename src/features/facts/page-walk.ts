import type { Document, Element, Text } from "domhandler";
import type { Block } from "../../blocks/block.js";
import { DomWalk } from "../../parse/dom-walk.js";
import {
  EQUIVALENT_TAGS,
  INLINE_TAGS,
  SKIPPED_TAGS,
  WANG_FORMATTING_TAGS,
} from "../../vocabulary/tags.js";
import { trimmedLength } from "./block-text.js";

/** What one document-order walk of the DOM learns about the page, for all families at once. */
export interface PageWalk {
  /** Per block: tags of the inline elements inside it (Gibson's descendant tags). */
  readonly descendantTags: ReadonlyArray<ReadonlySet<string>>;
  /** Per block: an `<img>` lies between the previous block and this one (Gibson's after-image). */
  readonly imageBefore: Uint8Array;
  /** Visible text characters (trimmed text nodes) under each of Wang et al.'s formatting elements. */
  readonly formattedLengthOf: ReadonlyMap<Element, number>;
  /** Number of Wang et al.'s formatting elements in the page, and their summed text length. */
  readonly formattingElements: number;
  readonly formattedLength: number;
  /** Contents of `<script type="application/ld+json">` elements. */
  readonly jsonLd: readonly string[];
}

/** The descendant tags of every block without any, shared: most blocks have none. Never added to. */
const NO_TAGS: Set<string> = new Set();

/**
 * Walks the DOM once, iteratively, and places every element relative to the blocks: inline
 * elements that wrap (or sit between) a block's text nodes are its descendants; text-less elements
 * between two blocks fall in the gap before the next one.
 */
export function walkPage(document: Document, blocks: readonly Block[]): PageWalk {
  const descendantTags: Set<string>[] = new Array(blocks.length).fill(NO_TAGS);
  const addDescendant = (block: number, element: Element): void => {
    if (descendantTags[block] === NO_TAGS) descendantTags[block] = new Set();
    descendantTags[block].add(descendantName(element));
  };
  const imageBefore = new Uint8Array(blocks.length);
  const formattedLengthOf = new Map<Element, number>();
  const jsonLd: string[] = [];
  let formattingElements = 0;
  let formattedLength = 0;

  /** Inline elements entered since the last block text: they belong to the next text's block. */
  const pendingInline: Element[] = [];
  /** The block whose text nodes are being visited (-1 between blocks), and the next to begin. */
  let openBlock = -1;
  let nextBlock = 0;
  /** Text length so far of each open element, innermost last. */
  const openLengths: number[] = [];

  /**
   * The next block text node the walk will meet, as `blocks[textBlock].textNodes[textAt]`:
   * segmentation took them in this same document order, from a subset of the nodes walked here
   * (it also skips hidden elements), so a cursor finds each one without a map over all of them.
   */
  let textBlock = 0;
  let textAt = 0;

  const walk = new DomWalk(document);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    if (node.type === "text") {
      const text = node as Text;
      if (openLengths.length > 0) openLengths[openLengths.length - 1] += trimmedLength(text.data);
      if (textBlock >= blocks.length || blocks[textBlock].textNodes[textAt] !== text) continue;
      const block = textBlock;
      for (const element of pendingInline) addDescendant(block, element);
      pendingInline.length = 0;
      if (++textAt < blocks[block].textNodes.length) openBlock = block;
      else {
        openBlock = -1;
        textBlock++;
        textAt = 0;
      }
      nextBlock = block + 1;
      continue;
    }
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
    const element = node as Element;
    const tag = element.name;
    if (walk.exit) {
      const length = openLengths.pop() ?? 0;
      if (openLengths.length > 0) openLengths[openLengths.length - 1] += length;
      if (WANG_FORMATTING_TAGS.has(tag)) {
        formattedLengthOf.set(element, length);
        formattingElements++;
        formattedLength += length;
      }
      if (pendingInline[pendingInline.length - 1] === element) {
        // A text-less inline element (an image, an empty link): inside the open block, or in the gap.
        pendingInline.pop();
        if (openBlock >= 0) addDescendant(openBlock, element);
        else if (tag === "img" && nextBlock < blocks.length) imageBefore[nextBlock] = 1;
      }
      continue;
    }
    if (tag === "script" && /ld\+json/i.test(element.attribs.type ?? ""))
      jsonLd.push(textContent(element));
    if (SKIPPED_TAGS.has(tag) || tag === "title") continue;
    if (INLINE_TAGS.has(tag)) pendingInline.push(element);
    openLengths.push(0);
    walk.descend(element);
  }
  return {
    descendantTags,
    imageBefore,
    formattedLengthOf,
    formattingElements,
    formattedLength,
    jsonLd,
  };
}

/** Gibson et al. §6.1: `<a href>` and `<a name>` differ; `<b>`≡`<strong>`, `<i>`≡`<em>`. */
function descendantName(element: Element): string {
  if (element.name === "a") return element.attribs.href === undefined ? "a-name" : "a-href";
  return EQUIVALENT_TAGS.get(element.name) ?? element.name;
}

function textContent(element: Element): string {
  return element.children
    .map((child) => (child.type === "text" ? (child as Text).data : ""))
    .join("");
}
