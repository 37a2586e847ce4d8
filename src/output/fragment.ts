import type { AnyNode, Document, Element } from "domhandler";
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { wordTokens } from "../blocks/tokenize.js";
import { visibleText } from "../parse/visible-text.js";
import { HEADING_TAGS } from "../vocabulary/tags.js";

/** Parses an HTML fragment produced by `contentHtml` (already sanitised) for further shaping. */
export function parseFragment(html: string): Document {
  return parseDocument(html, { decodeEntities: true });
}

/**
 * Removes the content's first heading when it repeats the title, so formats that print the title
 * on top do not print it twice.
 */
export function dropLeadingTitleHeading(fragment: Document, title: string): void {
  const heading = firstElement(fragment.children);
  if (heading === null || !HEADING_TAGS.has(heading.name)) return;
  if (comparableText(visibleText(heading)) !== comparableText(title)) return;
  const siblings = heading.parent?.children ?? fragment.children;
  siblings.splice(siblings.indexOf(heading), 1);
}

/** Text compared case- and punctuation-insensitively: its words, lower-cased, space-joined. */
export function comparableText(text: string): string {
  return wordTokens(text.normalize("NFKC").toLowerCase()).join(" ");
}

/** The first element in document order, descending through wrappers that precede any text. */
function firstElement(nodes: readonly AnyNode[]): Element | null {
  for (const node of nodes) {
    if (node.type === "text" && textContent(node).trim() === "") continue;
    if (node.type !== "tag") return null;
    const element = node as Element;
    if (HEADING_TAGS.has(element.name)) return element;
    return element.name === "div" ? firstElement(element.children) : element;
  }
  return null;
}
