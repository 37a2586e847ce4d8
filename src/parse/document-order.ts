import type { ChildNode, ParentNode } from "domhandler";

/** `node` and its ancestors, the document first. */
function pathFromRoot(node: ChildNode): (ChildNode | ParentNode)[] {
  const path: (ChildNode | ParentNode)[] = [];
  for (
    let current: ChildNode | ParentNode | null = node;
    current !== null;
    current = current.parent
  )
    path.push(current);
  return path.reverse();
}

/**
 * Whether `node` comes after `reference` in document order and outside it: after the reference's
 * end tag. Unlike domutils' `compareDocumentPosition`, which compares a text node as its parent
 * element, this places text nodes themselves: a comment's text after `<a name="comments"></a>`
 * inside the container that also holds the article follows the anchor, where the container does not.
 */
export function followsOutside(node: ChildNode, reference: ChildNode): boolean {
  const nodePath = pathFromRoot(node);
  const referencePath = pathFromRoot(reference);
  let shared = 0;
  while (
    shared < nodePath.length &&
    shared < referencePath.length &&
    nodePath[shared] === referencePath[shared]
  )
    shared++;
  // Different documents, one inside the other, or the same node: not after and outside.
  if (shared === 0 || shared === nodePath.length || shared === referencePath.length) return false;
  const { children } = nodePath[shared - 1] as ParentNode;
  return (
    children.indexOf(nodePath[shared] as ChildNode) >
    children.indexOf(referencePath[shared] as ChildNode)
  );
}
