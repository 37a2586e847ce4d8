import type { AnyNode, Document, Element, ParentNode } from "domhandler";
import { findAll, prepend, removeElement, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { visibleText } from "../parse/visible-text.js";
import { wordTokens } from "../text/tokenize.js";
import { HEADING_TAGS, INLINE_TAGS } from "../vocabulary/tags.js";

/** Parses an HTML fragment produced by `contentHtml` (already sanitised) for further shaping. */
export function parseFragment(html: string): Document {
  return parseDocument(html, { decodeEntities: true });
}

/**
 * Removes the content's first heading when it repeats the title, so formats that print the title
 * on top do not print it twice.
 */
export function dropLeadingTitleHeading(fragment: Document, title: string): void {
  const heading = leadingTitleHeading(fragment, title, visibleText);
  if (heading !== undefined) dropHeading(heading);
}

/**
 * The content's first heading when its text (as `textOf` reads it) repeats the title; a title
 * paragraph (Google Docs' `<p class="title">`) repeats the title as much as a heading.
 */
export function leadingTitleHeading(
  fragment: Document,
  title: string,
  textOf: (heading: Element) => string,
): Element | undefined {
  const heading = firstElement(fragment.children);
  if (heading === null || !(HEADING_TAGS.has(heading.name) || heading.name === "p")) return;
  return comparableText(textOf(heading)) === comparableText(title) ? heading : undefined;
}

/** A heading out of the content, with the inline elements it leaves empty. */
export function dropHeading(heading: Element): void {
  let parent = heading.parent;
  removeElement(heading);
  // A blog's `<a href="permalink"><h1>Title</h1></a>` would leave an empty link behind.
  while (isInline(parent) && textContent(parent).trim() === "") {
    const emptied: Element = parent;
    parent = emptied.parent;
    removeElement(emptied);
  }
}

function isInline(node: ParentNode | null): node is Element {
  return node?.type === "tag" && INLINE_TAGS.has((node as Element).name);
}

/** Text compared case- and punctuation-insensitively: its words, lower-cased, space-joined. */
export function comparableText(text: string): string {
  return wordTokens(text.normalize("NFKC").toLowerCase()).join(" ");
}

/**
 * The first element in document order, descending through wrappers (`<div>`, and the links and
 * `<b>` some templates put around a heading) that precede any text.
 */
function firstElement(nodes: readonly AnyNode[]): Element | null {
  for (const node of nodes) {
    if (node.type === "text" && textContent(node).trim() === "") continue;
    if (node.type !== "tag") return null;
    const element = node as Element;
    if (HEADING_TAGS.has(element.name)) return element;
    return element.name === "div" || INLINE_TAGS.has(element.name)
      ? firstElement(element.children)
      : element;
  }
  return null;
}

/** What Markdown and HTML output leave out, for readers and pipelines that want the text only. */
export interface LinkAndImageOptions {
  /** Links as their text. */
  readonly noLinks?: boolean;
  /** No images. */
  readonly noImages?: boolean;
}

const IMAGE_TAGS: ReadonlySet<string> = new Set(["img", "picture"]);

/** Links unwrapped into their text (`noLinks`), pictures removed (`noImages`). */
export function withoutLinksOrImages(fragment: Document, options: LinkAndImageOptions): void {
  if (options.noLinks === true)
    for (const link of findAll((element) => element.name === "a", fragment.children)) {
      for (const child of [...link.children]) prepend(link, child);
      removeElement(link);
    }
  if (options.noImages === true)
    for (const image of findAll((element) => IMAGE_TAGS.has(element.name), fragment.children))
      removeElement(image);
}
