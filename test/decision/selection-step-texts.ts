import type { SegmentedPage } from "../../src/blocks/block.js";
import { segmentHtml } from "../../src/blocks/segment-html.js";

/** The texts of the blocks a selection step keeps of a page (`body` inside `<body>`) all selected. */
export function textsKeptBy(
  step: (page: SegmentedPage, selected: Uint8Array) => Uint8Array,
  body: string,
): string[] {
  const page = segmentHtml(`<html><body>${body}</body></html>`, 512);
  const kept = step(
    page,
    Uint8Array.from(page.blocks, () => 1),
  );
  return page.blocks.filter((block) => kept[block.index] === 1).map((block) => block.text);
}
