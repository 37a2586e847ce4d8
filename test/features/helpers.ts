import type { SegmentedPage } from "../../src/blocks/block.js";
import type { LabelledPage } from "../../src/blocks/labelled-page.js";
import { segmentPage } from "../../src/extract/extract.js";
import { fitFeatureSet } from "../../src/features/pipeline.js";

export function pageOf(html: string): SegmentedPage {
  return segmentPage(html).page;
}

/** Per block: its features as a name → value map, for one or more families fitted on no pages. */
export function featuresOf(html: string, families: readonly string[]): Map<string, number>[] {
  const set = fitFeatureSet({ families }, []);
  return set
    .extract(pageOf(html))
    .map((row) => new Map(row.names.map((name, k) => [name, row.values[k]])));
}

/** Features of the block whose text is `text`. */
export function featuresOfBlock(
  html: string,
  families: readonly string[],
  text: string,
): Map<string, number> {
  const page = pageOf(html);
  const index = page.blocks.findIndex((block) => block.text === text);
  if (index < 0)
    throw new Error(`no block "${text}" in ${page.blocks.map((block) => block.text).join(" | ")}`);
  return featuresOf(html, families)[index];
}

/** A labelled page: blocks whose text is in `content` are labelled 1. */
export function labelledPage(
  html: string,
  content: (text: string) => boolean,
  id = "p",
): LabelledPage {
  const page = pageOf(html);
  return {
    page,
    labels: Uint8Array.from(page.blocks.map((block) => (content(block.text) ? 1 : 0))),
    source: "test",
    id,
  };
}
