import { describe, expect, it } from "vitest";
import { withShortOutputFallback } from "../../src/decision/short-output-fallback.js";
import { segmentPage } from "../../src/extract/extract.js";
import { predictionFromSelection } from "../../src/models/model.js";

const { page } = segmentPage(
  `<nav><a href=/>Home</a></nav><div><p>${"Plenty of article words in this paragraph. ".repeat(8)}</p></div><footer>Footer</footer>`,
);
const selecting = (pick: (index: number) => boolean) => ({
  name: "stub",
  predict: () =>
    predictionFromSelection(Uint8Array.from(page.blocks, (block) => (pick(block.index) ? 1 : 0))),
});

describe("withShortOutputFallback", () => {
  it("replaces an empty selection by simple MSS", () => {
    const selected = withShortOutputFallback(selecting(() => false)).predict(page).selected;
    const texts = page.blocks
      .filter((block) => selected[block.index] === 1)
      .map((block) => block.text);
    expect(texts).toEqual([expect.stringContaining("Plenty of article words")]);
  });

  it("keeps a plausible selection untouched", () => {
    const articleIndex = page.blocks.findIndex((block) => block.text.startsWith("Plenty"));
    const model = selecting((index) => index === articleIndex);
    expect(withShortOutputFallback(model).predict(page).selected).toEqual(model.predict().selected);
  });
});
