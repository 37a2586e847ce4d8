import type { AnyNode, Element, Text } from "domhandler";
import { SKIPPED_TAGS } from "../vocabulary/tags.js";

/**
 * The text of an element as a reader sees it: without what segmentation skips too (the CSS of a
 * `<style>` that CSS-in-JS puts inside a headline, scripts, SVG titles, templates).
 */
export function visibleText(element: Element): string {
  const pieces: string[] = [];
  const pending: AnyNode[] = [...element.children].reverse();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type === "text") pieces.push((node as Text).data);
    else if (node.type === "tag" && !SKIPPED_TAGS.has((node as Element).name))
      for (let i = (node as Element).children.length - 1; i >= 0; i--)
        pending.push((node as Element).children[i]);
  }
  return pieces.join("");
}
