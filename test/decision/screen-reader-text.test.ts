import { describe, expect, it } from "vitest";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { withoutScreenReaderText } from "../../src/decision/screen-reader-text.js";

const FIRST = "The council voted on Tuesday to widen the bridge over the river before the floods.";
const SECOND = "Work starts in May and the bridge stays open to walkers while it lasts.";
const page = segmentHtml(
  `<html><body><article><div class="visually-hidden">Article content</div><p>${FIRST}</p>` +
    `<section class="ad"><span class="SR-ONLY">Advertisement</span></section>` +
    `<p>${SECOND} <a href="/more">More<span class="screen-reader-text"> on the bridge</span></a></p>` +
    "</article></body></html>",
  512,
);
const all = () => Uint8Array.from(page.blocks, () => 1);
const texts = (kept: Uint8Array) =>
  page.blocks.filter((block) => kept[block.index] === 1).map((block) => block.text);

describe("withoutScreenReaderText", () => {
  it("leaves out blocks only screen readers get, keeping a screen-reader span inside a paragraph", () => {
    expect(texts(withoutScreenReaderText(page, all()))).toEqual([
      FIRST,
      `${SECOND} More on the bridge`,
    ]);
  });

  it("keeps the selection when screen-reader text is all it holds", () => {
    const labels = Uint8Array.from(page.blocks, (block) => (block.wordCount <= 2 ? 1 : 0));
    expect(withoutScreenReaderText(page, labels)).toBe(labels);
  });
});
