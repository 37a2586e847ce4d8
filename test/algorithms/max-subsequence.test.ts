import { describe, expect, it } from "vitest";
import { maxSubsequence } from "../../src/algorithms/max-subsequence.js";
import { probabilityMssSelection } from "../../src/algorithms/probability-mss.js";

describe("maxSubsequence (Pasternack & Roth, Figure 1)", () => {
  it("finds the classic maximum-sum window", () => {
    // -2 1 -3 4 -1 2 1 -5 4: the window 4 -1 2 1 sums to 6.
    expect(maxSubsequence([-2, 1, -3, 4, -1, 2, 1, -5, 4])).toEqual({ start: 3, end: 7, value: 6 });
  });

  it("returns an empty range when nothing is positive", () => {
    expect(maxSubsequence([-1, -2, 0])).toEqual({ start: 0, end: 0, value: 0 });
  });

  it("takes the whole sequence when every score is positive", () => {
    expect(maxSubsequence([1, 2, 3])).toEqual({ start: 0, end: 3, value: 6 });
  });

  it("bridges a negative gap when both sides outweigh it", () => {
    expect(maxSubsequence([5, -3, 5])).toEqual({ start: 0, end: 3, value: 7 });
    expect(maxSubsequence([2, -3, 5])).toEqual({ start: 2, end: 3, value: 5 });
  });
});

describe("maximum subsequence over probabilities", () => {
  it("keeps the best run above the threshold and sure blocks outside it", () => {
    const probability = Float64Array.from([0.1, 0.9, 0.2, 0.8, 0.05, 0.05, 0.45, 0.6]);
    // p − 0.3 sums to 1.0 over blocks 1–3; extending to 7 gives 0.95. Block 7 (0.6 > 0.5) is sure.
    expect(Array.from(probabilityMssSelection(probability, 0.3))).toEqual([0, 1, 1, 1, 0, 0, 0, 1]);
    expect(Array.from(probabilityMssSelection(probability, 0.3, { sure: 0.95 }))).toEqual([
      0, 1, 1, 1, 0, 0, 0, 0,
    ]);
  });

  it("leaves out the run's blocks under the floor, and only those", () => {
    // p − 0.3 over 1–5 sums to 0.6 + 0.25 + 0.5 − 0.25 + 0.45 = 1.55, more than 1–3's 1.35.
    const probability = Float64Array.from([0.1, 0.9, 0.55, 0.8, 0.05, 0.75, 0.2]);
    expect(Array.from(probabilityMssSelection(probability, 0.3))).toEqual([0, 1, 1, 1, 1, 1, 0]);
    expect(Array.from(probabilityMssSelection(probability, 0.3, { runFloor: 0.1 }))).toEqual([
      0, 1, 1, 1, 0, 1, 0,
    ]);
    // The floor does not reach blocks outside the run, nor sure ones.
    expect(Array.from(probabilityMssSelection(probability, 0.3, { runFloor: 0.6 }))).toEqual([
      0, 1, 1, 1, 0, 1, 0,
    ]);
  });
});
