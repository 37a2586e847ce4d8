import { describe, expect, it } from "vitest";
import { FeatureIndex } from "../../../src/features/feature-index.js";
import type { BlockFeatures } from "../../../src/features/types.js";
import {
  ContextVectorizer,
  withContextFeatures,
} from "../../../src/models/linear/context-features.js";

const blocks: BlockFeatures[] = [
  { names: ["a", "b", "zero"], values: [1, 0.5, 0] },
  { names: ["b", "c"], values: [0.25, 1] },
  { names: ["a", "unknown"], values: [1, 1] },
];

/** Sparse vector as a sorted column → value map, so order inside a vector does not matter. */
const asMap = (vector: { indices: Int32Array; values: Float64Array }) =>
  Object.fromEntries([...vector.indices].map((column, i) => [column, vector.values[i]]));

describe("ContextVectorizer", () => {
  for (const history of [false, true]) {
    it(`gives the same vectors as withContextFeatures + FeatureIndex.vectorize (history ${history})`, () => {
      // An index where some own columns and some history columns were pruned away.
      const index = new FeatureIndex([
        "linear:bias",
        "a",
        "c",
        "zero",
        "prev:a",
        "prev:b",
        "prev:zero",
      ]);
      const expected = withContextFeatures(blocks, history).map((block) =>
        asMap(index.vectorize(block)),
      );
      const actual = new ContextVectorizer(index, history).vectorize(blocks).map(asMap);
      expect(actual).toEqual(expected);
      if (history) expect(actual[1]).toHaveProperty(String(index.column("prev:b")), 0.5);
    });
  }
});
