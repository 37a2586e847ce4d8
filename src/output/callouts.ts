import type { AnyNode, Element } from "domhandler";
import {
  CALLOUT_CLASSES,
  CALLOUT_ELEMENTS,
  CALLOUT_TITLE_CLASSES,
  TITLED_CALLOUT_CLASSES,
} from "../vocabulary/output-html.js";

/** How far below its callout a title may sit (Quarto: header, then title container). */
const TITLE_DEPTH = 3;

/**
 * A callout (admonition): a `<div>`, `<aside>` or `<section>` with a callout class
 * (`.admonition`, `.note`, GitHub's `.markdown-alert`; `.callout` with a title inside). Output as a blockquote, as
 * Markdown has no other way to set a box apart.
 */
export function isCallout(element: Element): boolean {
  if (!CALLOUT_ELEMENTS.has(element.name)) return false;
  if (hasClass(element, CALLOUT_CLASSES)) return true;
  return hasClass(element, TITLED_CALLOUT_CLASSES) && hasTitle(element.children, TITLE_DEPTH);
}

function hasTitle(nodes: readonly AnyNode[], depth: number): boolean {
  if (depth === 0) return false;
  return nodes.some(
    (node) =>
      node.type === "tag" &&
      (hasClass(node as Element, CALLOUT_TITLE_CLASSES) ||
        hasTitle((node as Element).children, depth - 1)),
  );
}

/** A callout's title (`.admonition-title`, `.markdown-alert-title`): a bold first paragraph. */
export function isCalloutTitle(element: Element): boolean {
  if (!hasClass(element, CALLOUT_TITLE_CLASSES)) return false;
  let node = element.parent;
  for (let depth = 0; depth < TITLE_DEPTH && node?.type === "tag"; depth++, node = node.parent)
    if (isCallout(node as Element)) return true;
  return false;
}

function hasClass(element: Element, names: ReadonlySet<string>): boolean {
  const classes = element.attribs.class;
  return classes?.split(/\s+/).some((name) => names.has(name)) === true;
}
