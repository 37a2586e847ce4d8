import { describe, expect, it } from "vitest";
import { averageRanks, rocAuc, spearman } from "../../src/eval/metrics/ranking.js";

describe("averageRanks", () => {
  it("ranks ascending from 1, ties sharing their mean rank", () => {
    expect(Array.from(averageRanks([30, 10, 20, 10]))).toEqual([4, 1.5, 3, 1.5]);
  });
});

describe("spearman", () => {
  it("is 1 for any increasing relation and −1 for a decreasing one", () => {
    expect(spearman([1, 2, 3, 4], [1, 8, 27, 64])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [9, 7, 2, 0])).toBeCloseTo(-1, 12);
  });

  it("matches the hand-computed value with one swap", () => {
    // Ranks (1,2,3,4) against (1,3,2,4): 1 − 6·Σd²/(n(n²−1)) = 1 − 6·2/60 = 0.8.
    expect(spearman([1, 2, 3, 4], [10, 30, 20, 40])).toBeCloseTo(0.8, 12);
  });

  it("is NaN when one side is constant", () => {
    expect(spearman([1, 2, 3], [5, 5, 5])).toBeNaN();
  });
});

describe("rocAuc", () => {
  it("is 1 when every positive scores above every negative, 0 when below", () => {
    expect(rocAuc([0.9, 0.8, 0.2, 0.1], [true, true, false, false])).toBe(1);
    expect(rocAuc([0.1, 0.2, 0.8, 0.9], [true, true, false, false])).toBe(0);
  });

  it("counts pairs by hand: 3 of 4 positive–negative pairs ordered, a tie counting half", () => {
    // Positives 0.9 and 0.5; negatives 0.7 and 0.5: pairs (0.9>0.7), (0.9>0.5), (0.5<0.7), (0.5=0.5).
    expect(rocAuc([0.9, 0.5, 0.7, 0.5], [true, true, false, false])).toBeCloseTo(2.5 / 4, 12);
  });

  it("is NaN with a single class", () => {
    expect(rocAuc([0.1, 0.2], [true, true])).toBeNaN();
  });
});
