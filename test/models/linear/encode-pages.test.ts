import { describe, expect, it } from "vitest";
import type { SegmentedPage } from "../../../src/blocks/block.js";
import { FeatureIndex } from "../../../src/features/feature-index.js";
import type { FeatureSet } from "../../../src/features/pipeline.js";
import type { BlockFeatures } from "../../../src/features/types.js";
import { BIAS_FEATURE, withContextFeatures } from "../../../src/models/linear/context-features.js";
import { encodeTrainingPages } from "../../../src/models/linear/encode-pages.js";

/** A feature set that returns canned features: page objects are keys into `byPage`. */
function cannedFeatureSet(
  byPage: Map<SegmentedPage, BlockFeatures[]>,
): Pick<FeatureSet, "extract"> {
  return { extract: (page) => byPage.get(page) ?? [] };
}

const page = (blocks: number) => ({ blocks: new Array(blocks) }) as unknown as SegmentedPage;

describe("encodeTrainingPages", () => {
  const first = page(2);
  const second = page(1);
  const features = new Map<SegmentedPage, BlockFeatures[]>([
    [
      first,
      [
        { names: ["w=a", "w=b", "len"], values: [1, 1, 0.5] },
        { names: ["w=a", "zero"], values: [1, 0] },
      ],
    ],
    [second, [{ names: ["w=c", "w=a", "len"], values: [1, 1, 0.25] }]],
  ]);
  const pages = [
    { page: first, labels: Uint8Array.from([1, 0]) },
    { page: second, labels: Uint8Array.from([1]) },
  ];

  it("keeps the columns FeatureIndex.fit keeps and packs the same vectors", () => {
    for (const history of [false, true]) {
      const { index, corpus } = encodeTrainingPages(cannedFeatureSet(features), pages, history, 2);
      const blocks = pages.flatMap(({ page: p }) =>
        withContextFeatures(features.get(p) ?? [], history),
      );
      const reference = FeatureIndex.fit(blocks, 2);
      expect(index.names).toEqual(reference.names);
      blocks.forEach((block, b) => {
        const expected = reference.vectorize(block);
        const from = corpus.blockStart[b];
        const to = corpus.blockStart[b + 1];
        expect([...corpus.indices.subarray(from, to)]).toEqual([...expected.indices]);
        expect([...corpus.values.subarray(from, to)]).toEqual([...expected.values]);
      });
    }
  });

  it("records labels, page boundaries and the longest page", () => {
    const { index, corpus } = encodeTrainingPages(cannedFeatureSet(features), pages, false, 1);
    expect(index.names).toEqual(["len", BIAS_FEATURE, "w=a", "w=b", "w=c"]);
    expect([...corpus.pageStart]).toEqual([0, 2, 3]);
    expect([...corpus.labels]).toEqual([1, 0, 1]);
    expect(corpus.longestPage).toBe(2);
  });
});
