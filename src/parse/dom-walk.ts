import type { AnyNode, Element, ParentNode } from "domhandler";

/**
 * A document-order walk of a DOM without recursion (pages nest arbitrarily deep) that also visits
 * each element a second time, on leaving it, once its children are done. Parallel stacks rather
 * than a {node, exit} object per step: walks visit every node of the page.
 */
export class DomWalk {
  private readonly nodes: AnyNode[] = [];
  private readonly exits: boolean[] = [];
  /** Whether the node `next()` returned last is an element being left rather than entered. */
  exit = false;

  /** A walk over `root`'s children (not `root` itself). */
  constructor(root: ParentNode) {
    this.pushChildren(root);
  }

  /** The next node, or undefined at the end. */
  next(): AnyNode | undefined {
    const node = this.nodes.pop();
    this.exit = this.exits.pop() ?? false;
    return node;
  }

  /** Walks into the element just entered: its children, then its exit. Otherwise they are skipped. */
  descend(element: Element): void {
    this.nodes.push(element);
    this.exits.push(true);
    this.pushChildren(element);
  }

  private pushChildren(parent: ParentNode): void {
    for (let i = parent.children.length - 1; i >= 0; i--) {
      this.nodes.push(parent.children[i]);
      this.exits.push(false);
    }
  }
}
