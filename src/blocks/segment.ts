import type { AnyNode, Document, Element, ParentNode, Text } from "domhandler";
import { DomWalk } from "../parse/dom-walk.js";
import {
  countWords,
  isWordToken,
  normalizeWhitespace,
  wordAndSymbolTokens,
} from "../text/tokenize.js";
import { INLINE_TAGS, SKIPPED_TAGS } from "../vocabulary/tags.js";
import type { Block, SegmentedPage } from "./block.js";

/**
 * The text nodes met since the last block boundary, and the element the block they make belongs
 * to. Most runs are the white space between two tags and make no block, so a run keeps its nodes
 * in arrays reused from run to run: only a run that becomes a block copies them out.
 */
class TextRun {
  private readonly nodes: Text[] = [];
  private readonly linkTexts: string[] = [];
  private linkTextCount = 0;
  length = 0;
  inlineTags = 0;
  /** Set by the run's first text node inside an element (null: none yet). */
  element: Element | null = null;

  add(node: Text, inLink: boolean): void {
    if (this.element === null) this.element = owningElement(node);
    this.nodes[this.length++] = node;
    if (inLink) this.linkTexts[this.linkTextCount++] = node.data;
  }

  /** The nodes' text joined, as written. */
  rawText(): string {
    let text = this.nodes[0].data;
    for (let i = 1; i < this.length; i++) text += this.nodes[i].data;
    return text;
  }

  textNodes(): Text[] {
    return this.nodes.slice(0, this.length);
  }

  /** Words of the link texts, each text on its own (a word never runs from one link into the next). */
  linkWordCount(): number {
    let words = 0;
    for (let i = 0; i < this.linkTextCount; i++) words += countWords(this.linkTexts[i]);
    return words;
  }

  clear(): void {
    this.length = 0;
    this.linkTextCount = 0;
    this.inlineTags = 0;
    this.element = null;
  }
}

/**
 * DOM → text blocks, walking the tree iteratively in document order (no recursion: pages can nest
 * arbitrarily deep). Skipped subtrees, comments and invisible elements produce no text. With
 * `stylesHide` false, hiding styles hide nothing: scripts show what pages hide that way
 * (anti-flicker snippets hide a whole page with `visibility:hidden`, deferred sections wait under
 * `display:none`), so a page showing nothing may show its text once they are ignored.
 */
export function segmentBlocks(document: Document, stylesHide = true): SegmentedPage {
  const blocks: Block[] = [];
  let tagsPending = 0;
  let tokenOffset = 0;
  let titleText = "";
  let anchorDepth = 0;
  const run = new TextRun();
  const ancestorsOf = lastAncestors();

  const flush = (): void => {
    if (run.length === 0) {
      // No text since the last boundary (the common case between tags): nothing to build.
      tagsPending += run.inlineTags;
      run.inlineTags = 0;
      return;
    }
    const text = normalizeWhitespace(run.rawText());
    if (text.length === 0 || run.element === null) {
      tagsPending += run.inlineTags;
      run.clear();
      return;
    }
    const tokens = wordAndSymbolTokens(text);
    blocks.push({
      index: blocks.length,
      text,
      tokens,
      wordCount: countWordTokens(tokens),
      linkWordCount: run.linkWordCount(),
      element: run.element,
      ancestors: ancestorsOf(run.element),
      textNodes: run.textNodes(),
      tagsBefore: tagsPending,
      inlineTags: run.inlineTags,
      tokenOffset,
    });
    tokenOffset += tokens.length;
    tagsPending = 0;
    run.clear();
  };

  const walk = new DomWalk(document);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    if (node.type === "text") {
      run.add(node as Text, anchorDepth > 0);
      continue;
    }
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
    const element = node as Element;
    const tag = element.name;
    const inline = INLINE_TAGS.has(tag);
    if (walk.exit) {
      if (tag === "a") anchorDepth--;
      if (inline) run.inlineTags++;
      else {
        flush();
        tagsPending++;
      }
      continue;
    }
    if (tag === "title" && titleText === "") titleText = normalizeWhitespace(textOf(element));
    if (SKIPPED_TAGS.has(tag) || tag === "title" || isHidden(element, stylesHide)) {
      tagsPending += 2;
      continue;
    }
    if (inline) run.inlineTags++;
    else {
      flush();
      tagsPending++;
    }
    if (tag === "a") anchorDepth++;
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

/**
 * The element a text node's block belongs to: its nearest non-inline ancestor, or its parent when
 * every ancestor is inline; null outside any element.
 */
function owningElement(text: Text): Element | null {
  const parent = text.parent;
  if (parent === null || !isElement(parent)) return null;
  for (let node: ParentNode | null = parent; node !== null && isElement(node); node = node.parent)
    if (!INLINE_TAGS.has(node.name)) return node;
  return parent;
}

function isElement(node: ParentNode): node is Element {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

/**
 * `element` and its element ancestors, outermost first. Consecutive blocks often share their
 * element (a `<br>`-separated text, a list of links), and then share the one array: blocks never
 * change it.
 */
function lastAncestors(): (element: Element) => readonly Element[] {
  let lastElement: Element | null = null;
  let lastChain: readonly Element[] = [];
  return (element) => {
    if (element !== lastElement) {
      const chain: Element[] = [];
      for (
        let node: ParentNode | null = element;
        node !== null && isElement(node);
        node = node.parent
      )
        chain.push(node);
      lastElement = element;
      lastChain = chain.reverse();
    }
    return lastChain;
  };
}

/** Inline styles that hide an element's subtree. */
const HIDING_STYLES = /display\s*:\s*none|visibility\s*:\s*hidden/i;

/** Elements a browser would not render: the `hidden` attribute, `aria-hidden`, hiding styles. */
function isHidden(element: Element, stylesHide: boolean): boolean {
  const attributes = element.attribs;
  if ("hidden" in attributes) return true;
  if (attributes["aria-hidden"] === "true") return true;
  const style = attributes.style;
  return stylesHide && style !== undefined && HIDING_STYLES.test(style);
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
