import type { AnyNode, Element, ParentNode, Text } from "domhandler";
import { INLINE_TAGS, SKIPPED_TAGS } from "../vocabulary/tags.js";
import { isAnchorGlyph } from "./anchor-glyph.js";

const NO_TAGS: ReadonlySet<string> = new Set();

/**
 * The text of a node as a reader sees it: without what segmentation skips too (the CSS of a
 * `<style>` that CSS-in-JS puts inside a headline, scripts, SVG titles, templates, a heading's ¶
 * permalink) nor the subtrees of `alsoSkipped` tags, and with a space where an element that is not
 * inline (`<br>`, `<p>`, `<div>`) separates words.
 */
export function visibleText(node: ParentNode, alsoSkipped: ReadonlySet<string> = NO_TAGS): string {
  const pieces: string[] = [];
  const pending: Array<AnyNode | string> = [...node.children].reverse();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next === "string") pieces.push(next);
    else if (next.type === "text") pieces.push((next as Text).data);
    else if (next.type === "tag" && isShown(next as Element, alsoSkipped)) {
      const element = next as Element;
      const separator = INLINE_TAGS.has(element.name) ? "" : " ";
      pending.push(separator);
      for (let i = element.children.length - 1; i >= 0; i--) pending.push(element.children[i]);
      pending.push(separator);
    }
  }
  return pieces.join("");
}

function isShown(element: Element, alsoSkipped: ReadonlySet<string>): boolean {
  return (
    !SKIPPED_TAGS.has(element.name) && !alsoSkipped.has(element.name) && !isAnchorGlyph(element)
  );
}
