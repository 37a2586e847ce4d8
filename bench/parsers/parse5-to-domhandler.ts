import { type ChildNode, Comment, Document, Element, Text } from "domhandler";
import type { DefaultTreeAdapterTypes } from "parse5";

type Parse5Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/**
 * parse5's tree rebuilt as a domhandler tree, so pith's segmentation and models can run on a
 * spec-compliant parse: the measurement of what switching parser would change downstream.
 * (Untimed: a real switch would build domhandler nodes directly with a tree adapter.)
 */
export function parse5ToDomhandler(document: DefaultTreeAdapterTypes.Document): Document {
  const converted = new Document(convertChildren(document));
  linkChildren(converted);
  return converted;
}

function convertChildren(node: Parse5Node): ChildNode[] {
  const children: ChildNode[] = [];
  if (!("childNodes" in node)) return children;
  for (const child of node.childNodes) {
    const converted = convert(child);
    if (converted !== undefined) children.push(converted);
  }
  return children;
}

function convert(node: DefaultTreeAdapterTypes.ChildNode): ChildNode | undefined {
  if (node.nodeName === "#text") return new Text((node as DefaultTreeAdapterTypes.TextNode).value);
  if (node.nodeName === "#comment")
    return new Comment((node as DefaultTreeAdapterTypes.CommentNode).data);
  if (!("tagName" in node)) return undefined;
  const attributes = Object.fromEntries(node.attrs.map(({ name, value }) => [name, value]));
  const element = new Element(node.tagName, attributes, convertChildren(node));
  linkChildren(element);
  return element;
}

/** domhandler's constructors leave parent and sibling links to the handler that builds the tree. */
function linkChildren(parent: Document | Element): void {
  parent.children.forEach((child, i) => {
    child.parent = parent;
    child.prev = parent.children[i - 1] ?? null;
    child.next = parent.children[i + 1] ?? null;
  });
}
