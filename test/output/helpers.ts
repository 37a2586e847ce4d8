import type { SegmentedPage } from "../../src/blocks/block.js";
import { segmentBlocks } from "../../src/blocks/segment.js";
import { contentHtml } from "../../src/output/html.js";
import { parseHtml } from "../../src/parse/parse.js";

export const segment = (html: string): SegmentedPage => segmentBlocks(parseHtml(html, 512));

/** Selects the blocks whose text is in `texts`. */
export function selectTexts(page: SegmentedPage, texts: readonly string[]): Uint8Array {
  return Uint8Array.from(page.blocks, (block) => (texts.includes(block.text) ? 1 : 0));
}

/** Selects every block. */
export const selectAll = (page: SegmentedPage): Uint8Array =>
  new Uint8Array(page.blocks.length).fill(1);

export function render(
  html: string,
  selectedTexts?: readonly string[],
  options: { baseUrl?: string; keepStyle?: boolean } = {},
): string {
  const page = segment(html);
  const selected = selectedTexts === undefined ? selectAll(page) : selectTexts(page, selectedTexts);
  return contentHtml(page, selected, {
    baseUrl: options.baseUrl,
    keepStyle: options.keepStyle ?? false,
    excluded: new Set(),
  });
}
