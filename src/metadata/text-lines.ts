import type { Element, Text } from "domhandler";
import { DomWalk } from "../parse/dom-walk.js";
import { INLINE_TAGS, SKIPPED_TAGS } from "../vocabulary/tags.js";

/**
 * The non-empty lines of an element's visible text, whitespace collapsed: each element that is not
 * inline starts a line ("<div>Jane Doe</div><div>Senior Reporter</div>" is two). Reading stops
 * after `maxLines`.
 */
export function textLines(element: Element, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  const close = () => {
    const line = current.replace(/\s+/g, " ").trim();
    if (line !== "") lines.push(line);
    current = "";
  };
  const walk = new DomWalk(element);
  for (let node = walk.next(); node !== undefined && lines.length < maxLines; node = walk.next()) {
    if (node.type === "text") current += (node as Text).data;
    if (node.type !== "tag") continue;
    const child = node as Element;
    if (!INLINE_TAGS.has(child.name)) close();
    else current += " ";
    if (!walk.exit && !SKIPPED_TAGS.has(child.name)) walk.descend(child);
  }
  close();
  return lines.slice(0, maxLines);
}
