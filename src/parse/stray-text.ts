import { type AnyNode, type Document, Element } from "domhandler";
import { INLINE_TAGS } from "../vocabulary/tags.js";

/**
 * Text outside every element (a plain-text page, text before `<html>` or after `</html>`) is shown
 * by browsers inside `<body>`, but segmentation reads text inside elements only. Each run of such
 * text, with the inline elements and comments between, is wrapped in an element of its own:
 * `body` on a page without `<html>` or `<body>` (a browser's own structure), else a `div`.
 * Returns whether anything moved (the parser's document index is then out of date).
 */
export function wrapStrayText(document: Document): boolean {
  if (!document.children.some(isVisibleText)) return false;
  const wrapper = document.children.some(
    (node) => node.type === "tag" && (node.name === "html" || node.name === "body"),
  )
    ? "div"
    : "body";
  const children: AnyNode[] = [];
  let run: AnyNode[] = [];
  const endRun = () => {
    if (run.some(isVisibleText)) children.push(wrapped(wrapper, run));
    else children.push(...run);
    run = [];
  };
  for (const node of document.children) {
    if (isRunPart(node)) run.push(node);
    else {
      endRun();
      children.push(node);
    }
  }
  endRun();
  document.children = children;
  for (const [index, child] of children.entries()) {
    child.parent = document;
    child.prev = children[index - 1] ?? null;
    child.next = children[index + 1] ?? null;
  }
  return true;
}

function isVisibleText(node: AnyNode): boolean {
  return node.type === "text" && node.data.trim() !== "";
}

function isRunPart(node: AnyNode): boolean {
  return (
    node.type === "text" ||
    node.type === "comment" ||
    (node.type === "tag" && INLINE_TAGS.has(node.name))
  );
}

function wrapped(name: string, nodes: AnyNode[]): Element {
  const element = new Element(name, {}, nodes);
  for (const [index, node] of nodes.entries()) {
    node.parent = element;
    node.prev = nodes[index - 1] ?? null;
    node.next = nodes[index + 1] ?? null;
  }
  return element;
}
