import { describe, expect, it } from "vitest";
import { ColumnEntries } from "../../../src/models/linear/column-entries.js";
import { scoreBlock, scoreEntries, scorePage } from "../../../src/models/linear/parameters.js";

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

describe("scoreEntries", () => {
  // Three blocks; bias column 0. Entry 1: block 0, own column 1, history column 2, value 2.
  // Entry 2: block 2 (the last), own column 2, history column 1 (no next block), value 1.
  function entries(): ColumnEntries {
    const made = new ColumnEntries();
    made.push(0, { own: 1, history: 2 }, 2);
    made.push(2, { own: 2, history: 1 }, 1);
    made.push(1, { own: -1, history: -1 }, 5);
    return made;
  }

  for (const labels of [3, 5]) {
    it(`adds bias, own columns and the previous block's history columns (${labels} labels)`, () => {
      const scores = scoreEntries(weightsFor(3, labels), labels, entries(), 0, 3);
      // Block 0: bias 1 + own 2·2 = 5; block 1: bias 1 + history 3·2 = 7; block 2: 1 + 3 = 4.
      const expected = [5, 7, 4].flatMap((base) =>
        Array.from({ length: labels }, (_, k) => base * 10 ** k),
      );
      expect([...scores]).toEqual(expected);
    });
  }

  it("has no bias without a bias column", () => {
    expect([...scoreEntries(weightsFor(3, 3), 3, entries(), -1, 3)]).toEqual([
      ...[4, 40, 400],
      ...[6, 60, 600],
      ...[3, 30, 300],
    ]);
  });
});
