import { describe, expect, it } from "vitest";
import type { SegmentedPage } from "../../src/blocks/block.js";
import { extract } from "../../src/extract/extract.js";
import type { BlockPrediction, ContentModel } from "../../src/models/model.js";

const HTML = "<p>Article body words.</p><p>Navigation</p><p>Great post! -- a reader</p>";

/** Labels blocks by their text, as a trained model with a comment class would. */
const commentModel: ContentModel = {
  name: "test-comments",
  predict(page: SegmentedPage): BlockPrediction {
    const texts = page.blocks.map((block) => block.text);
    return {
      contentProbability: Float64Array.of(0.9, 0.2, 0.7),
      selected: Uint8Array.from(texts, (text) => (text === "Navigation" ? 0 : 1)),
      comment: Uint8Array.from(texts, (text) => (text.startsWith("Great") ? 1 : 0)),
    };
  },
};

describe("extract options", () => {
  it("returns comment blocks apart and keeps them out of the content", () => {
    const result = extract(HTML, { model: commentModel, comments: true });
    expect(result.text).toBe("Article body words.");
    expect(result.comments).toBe("Great post! -- a reader");
    expect(result.html).not.toContain("Great post");
  });

  it("says null for comments when the model does not label them, and omits them without the option", () => {
    expect(extract(HTML, { model: "all-text", comments: true }).comments).toBeNull();
    expect("comments" in extract(HTML, { model: commentModel })).toBe(false);
  });

  it("reports every block's final label and probability with the blocks option", () => {
    const result = extract(HTML, { model: commentModel, blocks: true, exclude: ["p:first-child"] });
    expect(result.blocks).toEqual([
      { index: 0, text: "Article body words.", label: "boilerplate", probability: 0.9 },
      { index: 1, text: "Navigation", label: "boilerplate", probability: 0.2 },
      { index: 2, text: "Great post! -- a reader", label: "comment", probability: 0.7 },
    ]);
    expect("blocks" in extract(HTML, { model: commentModel })).toBe(false);
  });

  it("gives a confidence in [0, 1]", () => {
    const { confidence } = extract(HTML, { model: commentModel });
    expect(confidence).toBeCloseTo(0.9 * (1 - Math.exp(-3 / 50)), 10);
  });
});
