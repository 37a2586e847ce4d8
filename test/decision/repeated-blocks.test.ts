import { describe, expect, it } from "vitest";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { withoutRepeats } from "../../src/decision/repeated-blocks.js";

// Fourteen words ("year-ago" counts two): long enough to be a copy when it repeats.
const paragraph = "Home prices in the second quarter rose from the year-ago period, Zillow said.";
const short = "Salt and pepper to taste, as you like it."; // nine words
const page = segmentHtml(
  `<html><body><div class="story"><p>${short}</p><p>${paragraph}</p><ul><li>${paragraph}</li></ul></div>` +
    `<div class="print"><p>${short}</p><p>${paragraph}</p></div><blockquote><p>${paragraph}</p></blockquote>` +
    `<pre>${paragraph}</pre></body></html>`,
  512,
);
const texts = (kept: Uint8Array) =>
  page.blocks.filter((block) => kept[block.index] === 1).map((block) => block.text);

describe("withoutRepeats", () => {
  it("leaves out later copies of a selected block of twelve words or more, not shorter ones nor code, list items or table rows", () => {
    expect(page.blocks.map((block) => block.wordCount)).toEqual([9, 14, 14, 9, 14, 14, 14]);
    const kept = withoutRepeats(
      page,
      Uint8Array.from(page.blocks, () => 1),
    );
    expect(texts(kept)).toEqual([short, paragraph, paragraph, short, paragraph]);
    expect([...kept]).toEqual([1, 1, 1, 1, 0, 0, 1]);
  });

  it("keeps a copy whose first is not selected, and returns the selection itself when nothing repeats", () => {
    const laterOnly = Uint8Array.from([0, 0, 0, 1, 1, 1, 0]);
    expect([...withoutRepeats(page, laterOnly)]).toEqual([0, 0, 0, 1, 1, 0, 0]);
    const once = Uint8Array.from([1, 1, 0, 0, 0, 0, 0]);
    expect(withoutRepeats(page, once)).toBe(once);
  });
});
