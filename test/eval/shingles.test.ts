import { describe, expect, it } from "vitest";
import { scoreCorpus, shingleCounts } from "../../src/eval/metrics/shingles.js";

describe("ScrapingHub shingle metric", () => {
  it("normalises TP/FP/FN of one page to sum 1", () => {
    // gold shingles: a b c d | b c d e ; predicted: a b c d | b c d f → 1 shared, 1 FP, 1 FN.
    const counts = shingleCounts("a b c d e", "a b c d f");
    expect(counts.tp).toBeCloseTo(1 / 3);
    expect(counts.fp).toBeCloseTo(1 / 3);
    expect(counts.fn).toBeCloseTo(1 / 3);
  });

  it("counts a repeated shingle as often as it occurs, on both sides", () => {
    // gold "a b c d" three times: shingles abcd ×3, bcda ×2, cdab ×2, dabc ×2 (9).
    // predicted "a b c d": abcd ×1 → TP 1, FN 2 + 2 + 2 + 2 = 8, FP 0, normalised by 9.
    const once = shingleCounts("a b c d a b c d a b c d", "a b c d");
    expect(once.tp).toBeCloseTo(1 / 9, 12);
    expect(once.fn).toBeCloseTo(8 / 9, 12);
    expect(once.fp).toBe(0);
    // and the other way round: the extra copies are false positives.
    const thrice = shingleCounts("a b c d", "a b c d a b c d a b c d");
    expect(thrice.tp).toBeCloseTo(1 / 9, 12);
    expect(thrice.fp).toBeCloseTo(8 / 9, 12);
    expect(thrice.fn).toBe(0);
  });

  it("treats a text shorter than four tokens as one shingle", () => {
    expect(shingleCounts("hello world", "hello world")).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(shingleCounts("hello world", "hello there").tp).toBe(0);
  });

  it("averages precision and recall over pages, skipping pages where they are undefined", () => {
    const score = scoreCorpus([
      { gold: "a b c d e", predicted: "a b c d f" }, // P = R = 1/2
      { gold: "a b c d", predicted: "" }, // recall 0, precision undefined
    ]);
    expect(score.precision).toBeCloseTo(0.5);
    expect(score.recall).toBeCloseTo(0.25);
    expect(score.f1).toBeCloseTo((2 * 0.5 * 0.25) / 0.75);
    expect(score.accuracy).toBe(0);
  });

  it("counts exact token matches for accuracy", () => {
    expect(
      scoreCorpus([{ gold: "Hello, world!", predicted: "hello world".replace("h", "H") }]).accuracy,
    ).toBe(1);
  });
});
