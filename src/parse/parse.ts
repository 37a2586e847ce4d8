import type { Document, Element } from "domhandler";
import { parseDocument } from "htmlparser2";
import { closeUnterminatedTitle } from "./repair.js";

export type { Document, Element } from "domhandler";

/**
 * HTML string → DOM (htmlparser2 + domhandler; see docs/architecture.md for the comparison with
 * parse5). Nesting deeper than `maxDepth` is flattened so that every later stage can walk the tree
 * without unbounded work or stack.
 */
export function parseHtml(html: string, maxDepth: number): Document {
  const document = parseDocument(closeUnterminatedTitle(html), { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  flattenBeyondDepth(document, maxDepth);
  return document;
}

/** Moves the children of elements at `maxDepth` up into that element, as browsers cap nesting. */
function flattenBeyondDepth(document: Document, maxDepth: number): void {
  const stack: Array<{ node: Document | Element; depth: number }> = [{ node: document, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth >= maxDepth) {
      node.children = collectDescendantsFlat(node);
      for (const child of node.children) child.parent = node;
      continue;
    }
    for (const child of node.children) {
      if (child.type === "tag" || child.type === "script" || child.type === "style") {
        stack.push({ node: child as Element, depth: depth + 1 });
      }
    }
  }
}

function collectDescendantsFlat(root: Document | Element): Document["children"] {
  const flat: Document["children"] = [];
  const pending = [...root.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    if ("children" in node && node.children.length > 0) {
      const children = node.children;
      node.children = [];
      flat.push(node);
      for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]);
    } else {
      flat.push(node);
    }
  }
  for (let i = 0; i < flat.length; i++) {
    flat[i].prev = flat[i - 1] ?? null;
    flat[i].next = flat[i + 1] ?? null;
  }
  return flat;
}
