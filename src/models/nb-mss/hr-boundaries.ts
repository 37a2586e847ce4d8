import type { AnyNode, Element, Text } from "domhandler";
import type { SegmentedPage } from "../../blocks/block.js";

/** Per block: 1 when an `<hr>` comes between the previous block and this one (document order). */
export function hrBeforeBlocks(page: SegmentedPage): Uint8Array {
  const blockOfText = new Map<Text, number>();
  for (const block of page.blocks)
    for (const node of block.textNodes) blockOfText.set(node, block.index);
  const hrBefore = new Uint8Array(page.blocks.length);
  let pending = false;
  const stack: AnyNode[] = [...page.document.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode;
    if (node.type === "text") {
      const block = blockOfText.get(node as Text);
      if (block !== undefined && pending) {
        hrBefore[block] = 1;
        pending = false;
      }
    } else if (node.type === "tag") {
      const element = node as Element;
      if (element.name === "hr") pending = true;
      for (let i = element.children.length - 1; i >= 0; i--) stack.push(element.children[i]);
    } else if ("children" in node) {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  return hrBefore;
}
