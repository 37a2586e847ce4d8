import { describe, expect, it } from "vitest";
import type { LabelledPage } from "../../../src/blocks/labelled-page.js";
import { segmentBlocks } from "../../../src/blocks/segment.js";
import { FeatureIndex } from "../../../src/features/feature-index.js";
import { crfLearner } from "../../../src/models/crf/crf.js";
import {
  copiedDataset,
  datasetCopyName,
  datasetOf,
  withoutDatasetCopies,
} from "../../../src/models/linear/dataset-copies.js";
import { ParameterLayout } from "../../../src/models/linear/parameters.js";
import { parseHtml } from "../../../src/parse/parse.js";
import { random } from "./synthetic.js";

describe("datasetOf and datasetCopyName", () => {
  it("read a page's dataset from its id and name a feature's copy for it", () => {
    expect(datasetOf("fundus/abc/1")).toBe("fundus");
    expect(datasetCopyName("fundus", "prev:gibson:word=storm")).toBe(
      "dataset=fundus|prev:gibson:word=storm",
    );
  });
});

describe("copiedDataset", () => {
  it("names the page's dataset when the option copies it", () => {
    expect(copiedDataset("dragnet/R1", "none")).toBeUndefined();
    expect(copiedDataset("dragnet/R1", "all")).toBe("dragnet");
    expect(copiedDataset("dragnet/R1", "l3s-gn1, dragnet")).toBe("dragnet");
    expect(copiedDataset("fundus/x", "l3s-gn1,dragnet")).toBeUndefined();
  });
});

describe("withoutDatasetCopies", () => {
  it("keeps the shared columns' weight rows and the chain weights, in order", () => {
    const index = new FeatureIndex([
      "a",
      datasetCopyName("x", "a"),
      datasetCopyName("y", "a"),
      "b",
    ]);
    // Two labels: rows of 2 node weights per column, then 4 transitions and 2 initial weights.
    const layout = new ParameterLayout(4, 2, true);
    const weights = Float64Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const shared = withoutDatasetCopies(index, layout, weights);
    expect(shared.index.names).toEqual(["a", "b"]);
    expect(shared.layout.size).toBe(2 * 2 + 4 + 2);
    expect([...shared.weights]).toEqual([1, 2, 7, 8, 9, 10, 11, 12, 13, 14]);
  });
});

const WORDS = "the river council said on monday that new bridge plans would cost more".split(" ");

/**
 * An article page with a byline. The paragraphs are content in every dataset; the byline is content
 * only where `bylineIsContent` (one dataset's convention).
 */
function pageWithByline(seed: number, dataset: string, bylineIsContent: boolean): LabelledPage {
  const next = random(seed);
  const sentence = (words: number) =>
    Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" ");
  const menu = Array.from({ length: 5 }, () => `<li><a href="/x">${sentence(2)}</a></li>`);
  const paragraphs = Array.from({ length: 4 }, () => `<p>${sentence(30)}.</p>`);
  const html = `<html><body><ul>${menu.join("")}</ul><article><div class="byline">By Ann Lee</div>${paragraphs.join("")}</article></body></html>`;
  const page = segmentBlocks(parseHtml(html, 512));
  const labels = Uint8Array.from(page.blocks, (block) =>
    block.element.name === "p" || (bylineIsContent && block.element.name === "div") ? 1 : 0,
  );
  return { page, labels, source: `${dataset}-site${seed % 4}`, id: `${dataset}/${seed}` };
}

describe("the CRF with datasetCopies", () => {
  // Two datasets disagree on bylines; the one that keeps them is the smaller.
  const training = [
    ...Array.from({ length: 4 }, (_, i) => pageWithByline(i, "keeps", true)),
    ...Array.from({ length: 12 }, (_, i) => pageWithByline(100 + i, "drops", false)),
  ];
  const held = pageWithByline(999, "new", false);
  const byline = held.page.blocks.findIndex((block) => block.element.name === "div");
  const bylineProbability = (datasetCopies: boolean) => {
    const model = crfLearner.train(training, {
      sigma: 1,
      minFeatureCount: 1,
      datasetCopies: datasetCopies ? "all" : "none",
    });
    return { model, p: model.predict(held.page).contentProbability[byline] };
  };

  it("counts each dataset's convention once, whatever its pages: the shared weights sit between them", () => {
    // Without copies the larger dataset's 12 pages outvote the other's 4; with them, each copy takes
    // its dataset's side and the shared weights (the L2 optimum) sit between the two conventions.
    const plain = bylineProbability(false);
    const copied = bylineProbability(true);
    expect(plain.p).toBeLessThan(0.25);
    expect(copied.p).toBeGreaterThan(plain.p + 0.1);
    expect(copied.p).toBeLessThan(0.6);
    // Both still agree on the paragraphs.
    const paragraphs = held.page.blocks.flatMap((block, i) =>
      block.element.name === "p" ? [i] : [],
    );
    for (const i of paragraphs)
      expect(copied.model.predict(held.page).contentProbability[i]).toBeGreaterThan(0.5);
  });

  it("ships no copy columns", () => {
    const { model } = bylineProbability(true);
    const columns = (model.toJSON() as unknown as { columns: string[] }).columns;
    expect(columns.length).toBeGreaterThan(0);
    expect(columns.some((name) => name.startsWith("dataset="))).toBe(false);
  });
});
