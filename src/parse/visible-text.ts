import type { AnyNode, Element, ParentNode, Text } from "domhandler";
import { INLINE_TAGS, SKIPPED_TAGS } from "../vocabulary/tags.js";

/**
 * The text of a node as a reader sees it: without what segmentation skips too (the CSS of a
 * `<style>` that CSS-in-JS puts inside a headline, scripts, SVG titles, templates), and with a
 * space where an element that is not inline (`<br>`, `<p>`, `<div>`) separates words.
 */
export function visibleText(node: ParentNode): string {
  const pieces: string[] = [];
  const pending: Array<AnyNode | string> = [...node.children].reverse();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next === "string") pieces.push(next);
    else if (next.type === "text") pieces.push((next as Text).data);
    else if (next.type === "tag" && !SKIPPED_TAGS.has((next as Element).name)) {
      const element = next as Element;
      const separator = INLINE_TAGS.has(element.name) ? "" : " ";
      pending.push(separator);
      for (let i = element.children.length - 1; i >= 0; i--) pending.push(element.children[i]);
      pending.push(separator);
    }
  }
  return pieces.join("");
}
