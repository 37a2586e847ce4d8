import type { Element } from "domhandler";
import {
  CALLOUT_CLASSES,
  CALLOUT_ELEMENTS,
  CALLOUT_TITLE_CLASSES,
} from "../vocabulary/output-html.js";

/** How far below its callout a title may sit (Quarto: header, then title container). */
const TITLE_DEPTH = 3;

/**
 * A callout (admonition): a `<div>`, `<aside>` or `<section>` with a callout class
 * (`.admonition`, `.callout`, `.note`, GitHub's `.markdown-alert`). Output as a blockquote, as
 * Markdown has no other way to set a box apart.
 */
export function isCallout(element: Element): boolean {
  return CALLOUT_ELEMENTS.has(element.name) && hasClass(element, CALLOUT_CLASSES);
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
