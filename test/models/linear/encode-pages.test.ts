import { describe, expect, it } from "vitest";
import type { SegmentedPage } from "../../../src/blocks/block.js";
import type { BlockFeatures } from "../../../src/features/block-features.js";
import { FeatureIndex } from "../../../src/features/feature-index.js";
import type { FeatureSet } from "../../../src/features/pipeline.js";
import { BIAS_FEATURE, withContextFeatures } from "../../../src/models/linear/context-features.js";
import { datasetCopyName } from "../../../src/models/linear/dataset-copies.js";
import { encodeTrainingPages } from "../../../src/models/linear/encode-pages.js";

/**
 * A feature set of one family, `f`, that writes canned features: page objects are keys into
 * `byPage`. `extract` is its named path (`f:w=a`), for reference.
 */
function cannedFeatureSet(
  byPage: Map<SegmentedPage, BlockFeatures[]>,
): Pick<FeatureSet, "extract" | "write"> {
  const canned = (page: SegmentedPage) => byPage.get(page) ?? [];
  return {
    extract: (page) =>
      canned(page).map(({ names, values }) => {
        const kept = names.flatMap((_, j) => (values[j] === 0 ? [] : [j]));
        return { names: kept.map((j) => `f:${names[j]}`), values: kept.map((j) => values[j]) };
      }),
    write: (page, rowsOf) => {
      const blocks = canned(page);
      const rows = rowsOf("f", blocks.length);
      blocks.forEach(({ names, values }, i) => {
        for (let j = 0; j < names.length; j++) rows[i].add(names[j], values[j]);
      });
    },
  };
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
    { page: first, labels: Uint8Array.from([1, 0]), source: "a.example" },
    { page: second, labels: Uint8Array.from([1]), source: "b.example" },
  ];
  const byBlocks = (minBlocks: number) => ({ minBlocks, minSources: 1 });

  it("keeps the columns FeatureIndex.fit keeps and packs the same vectors", () => {
    for (const history of [false, true]) {
      const { index, corpus } = encodeTrainingPages(
        cannedFeatureSet(features),
        pages,
        history,
        byBlocks(2),
      );
      const named = cannedFeatureSet(features);
      const blocks = pages.flatMap(({ page: p }) => withContextFeatures(named.extract(p), history));
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
    const { index, corpus } = encodeTrainingPages(
      cannedFeatureSet(features),
      pages,
      false,
      byBlocks(1),
    );
    expect(index.names).toEqual(["f:len", "f:w=a", "f:w=b", "f:w=c", BIAS_FEATURE]);
    expect([...corpus.pageStart]).toEqual([0, 2, 3]);
    expect([...corpus.labels]).toEqual([1, 0, 1]);
    expect(corpus.longestPage).toBe(2);
  });

  it("keeps only features seen on enough sites, counting a site once however its pages interleave", () => {
    const third = page(1);
    const withThird = new Map(features);
    withThird.set(third, [{ names: ["w=b", "w=c"], values: [1, 1] }]);
    // Sites a, b, a: w=a is on sites a and b; w=b on site a only (twice); w=c on b and a.
    const interleaved = [
      ...pages,
      { page: third, labels: Uint8Array.from([0]), source: "a.example" },
    ];
    const { index, corpus } = encodeTrainingPages(cannedFeatureSet(withThird), interleaved, false, {
      minBlocks: 1,
      minSources: 2,
    });
    expect(index.names).toEqual(["f:len", "f:w=a", "f:w=c", BIAS_FEATURE]);
    // Vectors stay in the pages' own order: the third page's block keeps only w=c.
    const last = corpus.blockStart[3];
    expect([...corpus.indices.subarray(last, corpus.blockStart[4])]).toEqual([
      index.column(BIAS_FEATURE),
      index.column("f:w=c"),
    ]);
    expect([...corpus.labels]).toEqual([1, 0, 1, 0]);
  });
});

describe("encodeTrainingPages with a dataset", () => {
  it("follows every entry of a page with a dataset by that dataset's copy", () => {
    const only = page(2);
    const canned = new Map<SegmentedPage, BlockFeatures[]>([
      [
        only,
        [
          { names: ["w=a"], values: [1] },
          { names: ["len"], values: [0.5] },
        ],
      ],
    ]);
    const { index, corpus } = encodeTrainingPages(
      cannedFeatureSet(canned),
      [{ page: only, labels: Uint8Array.from([1, 0]), source: "a.example", dataset: "d" }],
      true,
      { minBlocks: 1, minSources: 1 },
    );
    const names = (b: number) =>
      [...corpus.indices.subarray(corpus.blockStart[b], corpus.blockStart[b + 1])].map(
        (column) => index.names[column],
      );
    expect(names(1)).toEqual([
      BIAS_FEATURE,
      datasetCopyName("d", BIAS_FEATURE),
      "f:len",
      datasetCopyName("d", "f:len"),
      "prev:f:w=a",
      datasetCopyName("d", "prev:f:w=a"),
    ]);
    expect([...corpus.values.subarray(corpus.blockStart[1], corpus.blockStart[2])]).toEqual([
      1, 1, 0.5, 0.5, 1, 1,
    ]);
  });
});
