import type { SegmentedPage } from "../blocks/block.js";

/** The selected blocks' text, one block per line. */
export function selectedText(page: SegmentedPage, selected: Uint8Array): string {
  const lines: string[] = [];
  for (const block of page.blocks) if (selected[block.index] === 1) lines.push(block.text);
  return lines.join("\n");
}
