import type { ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { normalizeWhitespace } from "../../src/text/tokenize.js";
import { INLINE_TAGS, SKIPPED_TAGS } from "../../src/vocabulary/tags.js";

const LINE_END = Symbol("line end");

/**
 * The one HTML → text conversion applied to every system that returns HTML, so that differences
 * in the race come from what each system selects, not from how its HTML is flattened. Every
 * element that is not inline (the same vocabulary pith's own segmentation uses) and every `<br>`
 * ends a line; whitespace inside a line is collapsed; empty lines are dropped.
 */
export function htmlToText(html: string): string {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true });
  const lines: string[] = [];
  let line: string[] = [];
  const endLine = () => {
    lines.push(normalizeWhitespace(line.join("")));
    line = [];
  };
  // Work stack of nodes still to visit and line ends owed after an element's children.
  const pending: Array<ChildNode | typeof LINE_END> = [...document.children].reverse();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node === LINE_END) {
      endLine();
    } else if (node.type === "text") {
      line.push(node.data);
    } else if (node.type === "tag" || node.type === "script" || node.type === "style") {
      if (SKIPPED_TAGS.has(node.name)) continue;
      const breaksLine = node.name === "br" || !INLINE_TAGS.has(node.name);
      if (breaksLine) endLine();
      if (breaksLine && node.name !== "br") pending.push(LINE_END);
      for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]);
    }
  }
  endLine();
  return lines.filter((text) => text !== "").join("\n");
}
