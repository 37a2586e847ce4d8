import { type AnyNode, type Element, isTag, type ParentNode } from "domhandler";
import { isCommentContainer } from "../../features/facts/comment-markup.js";
import type { CommentItem } from "./comment-items.js";

/** Elements read in one comment for its author and date: enough for any comment's header. */
const MAX_COMMENT_ELEMENTS = 300;

/**
 * The elements inside a comment's containers, in page order: not those of a reply nested in it,
 * whose author and date are the reply's. At most MAX_COMMENT_ELEMENTS.
 */
export function commentElements(item: CommentItem): Element[] {
  const found: Element[] = [];
  const pending: Element[] = [];
  const pushChildren = (element: Element): void => {
    for (let i = element.children.length - 1; i >= 0; i--) {
      const child = element.children[i];
      if (isTag(child) && !isCommentContainer(child)) pending.push(child);
    }
  };
  for (const container of [...item.elements].reverse()) pushChildren(container);
  while (pending.length > 0 && found.length < MAX_COMMENT_ELEMENTS) {
    const element = pending.pop() as Element;
    found.push(element);
    pushChildren(element);
  }
  return found;
}

/** Whether `inner` is `outer` or inside it. */
export function isWithin(inner: AnyNode, outer: Element): boolean {
  for (let node: AnyNode | ParentNode | null = inner; node !== null; node = node.parent)
    if (node === outer) return true;
  return false;
}
