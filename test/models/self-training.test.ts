import { describe, expect, it } from "vitest";
import { segmentPage } from "../../src/extract/extract.js";
import type { ContentModel } from "../../src/models/model.js";
import { selfLabelledPages } from "../../src/models/self-training.js";

const PLUG = "Subscribe to our weekly newsletter for more";

function page(n: number) {
  const html = `<body><p>Story ${n} begins with words of its own here</p><p>${PLUG}</p><p>Story ${n} ends with other words of its own</p></body>`;
  return { page: segmentPage(html).page, source: "site", id: String(n) };
}

/** Selects every block; sure of every page but the third. */
const everything: ContentModel = {
  name: "everything",
  predict: (page) => ({
    contentProbability: Float64Array.from(page.blocks, () =>
      page.blocks[0].text.includes("Story 3") ? 0.6 : 0.95,
    ),
    selected: Uint8Array.from(page.blocks, () => 1),
  }),
};

describe("self-training pages", () => {
  const pages = [1, 2, 3, 4, 5].map(page);

  it("labels pages by the model's decision and keeps the surest share of the site", () => {
    const labelled = selfLabelledPages(everything, pages, { share: 0.8 });
    expect(labelled.map((one) => one.id)).toEqual(["1", "2", "4", "5"]);
    expect(Array.from(labelled[0].labels)).toEqual([1, 1, 1]);
    expect(labelled[0].classes).toEqual(["body", "body", "body"]);
  });

  it("labels a block the site repeats on most of its pages as boilerplate", () => {
    const labelled = selfLabelledPages(everything, pages, { share: 1, repeatedShare: 0.5 });
    for (const one of labelled) expect(one.classes).toEqual(["body", "noise", "body"]);
  });
});
