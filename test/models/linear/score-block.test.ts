import { describe, expect, it } from "vitest";
import { scoreBlock, scorePage } from "../../../src/models/linear/parameters.js";

/** Weights w[f·K + k] = (f + 1) · 10^k: each label's score reads off its own decimal place. */
function weightsFor(features: number, labels: number): Float64Array {
  return Float64Array.from({ length: features * labels }, (_, at) => {
    const feature = Math.floor(at / labels);
    return (feature + 1) * 10 ** (at % labels);
  });
}

describe("scoreBlock", () => {
  // Features 0 and 2 with values 1 and 0.5: score_k = (1·1 + 3·0.5) · 10^k = 2.5 · 10^k.
  const indices = Int32Array.of(0, 2);
  const values = Float64Array.of(1, 0.5);

  for (const labels of [2, 3, 4, 5]) {
    it(`scores every label of a ${labels}-label model`, () => {
      const out = new Float64Array(labels + 1).fill(-1);
      scoreBlock(weightsFor(3, labels), labels, indices, values, 0, 2, out, 1);
      expect([...out]).toEqual([-1, ...Array.from({ length: labels }, (_, k) => 2.5 * 10 ** k)]);
    });
  }

  it("adds the products in feature order, as one running sum per label", () => {
    // 1e16 + 1 + 1 = 1e16 in doubles one at a time, 1e16 + 2 when the small ones are added first.
    const weights = Float64Array.from({ length: 3 * 5 }, (_, at) => (at < 5 ? 1e16 : 1));
    const out = new Float64Array(5);
    scoreBlock(weights, 5, Int32Array.of(0, 1, 2), Float64Array.of(1, 1, 1), 0, 3, out, 0);
    expect([...out]).toEqual([1e16, 1e16, 1e16, 1e16, 1e16]);
  });
});

describe("scorePage", () => {
  it("scores each block from its own range of the packed vectors", () => {
    const vectors = {
      offsets: Int32Array.of(0, 1, 1, 3),
      indices: Int32Array.of(1, 0, 2),
      values: Float64Array.of(2, 1, 1),
    };
    const scores = scorePage(weightsFor(3, 5), 5, vectors);
    expect([...scores]).toEqual([
      ...[4, 40, 400, 4000, 40000],
      ...[0, 0, 0, 0, 0],
      ...[4, 40, 400, 4000, 40000],
    ]);
  });
});
