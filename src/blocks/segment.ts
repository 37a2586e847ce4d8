import type { AnyNode, Document, Element, Text } from "domhandler";
import { DomWalk } from "../parse/dom-walk.js";
import { INLINE_TAGS, SKIPPED_TAGS } from "../vocabulary/tags.js";
import type { Block, SegmentedPage } from "./block.js";
import { countWords, isWordToken, normalizeWhitespace, wordAndSymbolTokens } from "./tokenize.js";

interface OpenBlock {
  pieces: string[];
  linkPieces: string[];
  textNodes: Text[];
  inlineTags: number;
  element: Element | null;
  ancestors: Element[];
}

/**
 * DOM → text blocks, walking the tree iteratively in document order (no recursion: pages can nest
 * arbitrarily deep). Skipped subtrees, comments and invisible elements produce no text.
 */
export function segmentBlocks(
  document: Document,
  hiding: HiddenStyles = HIDING_STYLES,
): SegmentedPage {
  const blocks: Block[] = [];
  let tagsPending = 0;
  let tokenOffset = 0;
  let titleText = "";
  const ancestors: Element[] = [];
  const anchorDepth = { value: 0 };
  let open = newOpenBlock();

  const flush = (): void => {
    if (open.textNodes.length === 0) {
      // No text since the last boundary (the common case between tags): nothing to build.
      tagsPending += open.inlineTags;
      open.inlineTags = 0;
      return;
    }
    const text = normalizeWhitespace(open.pieces.join(""));
    if (text.length > 0 && open.element !== null) {
      const tokens = wordAndSymbolTokens(text);
      blocks.push({
        index: blocks.length,
        text,
        tokens,
        wordCount: countWordTokens(tokens),
        linkWordCount: countLinkWords(open.linkPieces),
        element: open.element,
        ancestors: open.ancestors,
        textNodes: open.textNodes,
        tagsBefore: tagsPending,
        inlineTags: open.inlineTags,
        tokenOffset,
      });
      tokenOffset += tokens.length;
      tagsPending = 0;
      open = newOpenBlock();
    } else {
      tagsPending += open.inlineTags;
      open = newOpenBlock();
    }
  };

  const walk = new DomWalk(document);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    if (node.type === "text") {
      const textNode = node as Text;
      if (open.element === null) {
        const owner = nearestBlockLevel(ancestors);
        open.element = owner === -1 ? null : ancestors[owner];
        open.ancestors = ancestors.slice(0, owner + 1);
      }
      open.pieces.push(textNode.data);
      open.textNodes.push(textNode);
      if (anchorDepth.value > 0) open.linkPieces.push(textNode.data);
      continue;
    }
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
    const element = node as Element;
    const tag = element.name;
    const inline = INLINE_TAGS.has(tag);
    if (walk.exit) {
      ancestors.pop();
      if (tag === "a") anchorDepth.value--;
      if (inline) open.inlineTags++;
      else {
        flush();
        tagsPending++;
      }
      continue;
    }
    if (tag === "title" && titleText === "") titleText = normalizeWhitespace(textOf(element));
    if (SKIPPED_TAGS.has(tag) || tag === "title" || isHidden(element, hiding)) {
      tagsPending += 2;
      continue;
    }
    if (inline) open.inlineTags++;
    else {
      flush();
      tagsPending++;
    }
    if (tag === "a") anchorDepth.value++;
    ancestors.push(element);
    walk.descend(element);
  }
  flush();
  return { document, blocks, titleText, tokenCount: tokenOffset, tagsAfter: tagsPending };
}

function countWordTokens(tokens: readonly string[]): number {
  let words = 0;
  for (const token of tokens) if (isWordToken(token)) words++;
  return words;
}

/** Words of the link texts, each text on its own (a word never runs from one link into the next). */
function countLinkWords(linkPieces: readonly string[]): number {
  let words = 0;
  for (const piece of linkPieces) words += countWords(piece);
  return words;
}

function nearestBlockLevel(ancestors: readonly Element[]): number {
  for (let i = ancestors.length - 1; i >= 0; i--) if (!INLINE_TAGS.has(ancestors[i].name)) return i;
  return ancestors.length - 1;
}

function newOpenBlock(): OpenBlock {
  return { pieces: [], linkPieces: [], textNodes: [], inlineTags: 0, element: null, ancestors: [] };
}

/** Inline styles that hide an element's subtree. */
export type HiddenStyles = RegExp;
export const HIDING_STYLES: HiddenStyles = /display\s*:\s*none|visibility\s*:\s*hidden/i;
/**
 * Without `visibility:hidden`: anti-flicker snippets hide a whole page that way until their
 * scripts run, so a page showing nothing may show its text once it is ignored.
 */
export const HIDING_STYLES_BUT_VISIBILITY: HiddenStyles = /display\s*:\s*none/i;

/** Elements a browser would not render: the `hidden` attribute, `aria-hidden`, hiding styles. */
function isHidden(element: Element, hiding: HiddenStyles): boolean {
  const attributes = element.attribs;
  if ("hidden" in attributes) return true;
  if (attributes["aria-hidden"] === "true") return true;
  const style = attributes.style;
  return style !== undefined && hiding.test(style);
}

function textOf(element: Element): string {
  let text = "";
  const stack: AnyNode[] = [element];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type === "text") text += (node as Text).data;
    else if ("children" in node)
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return text;
}
