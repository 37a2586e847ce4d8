import { describe, expect, it } from "vitest";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { withSelectionSteps } from "../../src/decision/selection-steps.js";
import { innerModel } from "../../src/decision/short-output-fallback.js";
import type { ContentModel } from "../../src/models/model.js";

// Fourteen words ("year-ago" counts two): long enough to be a copy when it repeats.
const paragraph = "Home prices in the second quarter rose from the year-ago period, Zillow said.";
const page = segmentHtml(
  `<html><body><p>${paragraph}</p><figure><img src="a.jpg"><figcaption>A house in Denver</figcaption></figure>` +
    `<div class="print"><p>${paragraph}</p></div></body></html>`,
  512,
);

describe("withSelectionSteps", () => {
  it("leaves repeated blocks and picture captions out of the model's selection, keeps the rest of its prediction and the learner as its inner model", () => {
    const contentProbability = Float64Array.from(page.blocks, () => 0.9);
    const model: ContentModel = {
      name: "all",
      predict: () => ({ contentProbability, selected: Uint8Array.from(page.blocks, () => 1) }),
    };
    const wrapped = withSelectionSteps(model);
    const prediction = wrapped.predict(page);
    expect([...prediction.selected]).toEqual([1, 0, 0]);
    expect(prediction.contentProbability).toBe(contentProbability);
    expect(innerModel(wrapped)).toBe(model);
  });
});
