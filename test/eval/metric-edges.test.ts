import { describe, expect, it } from "vitest";
import { addBlockCounts, blockCounts, documentOutcome } from "../../src/eval/metrics/blocks.js";
import {
  mean,
  pagePrecision,
  pageRecall,
  scoreCorpus,
  shingleCounts,
} from "../../src/eval/metrics/shingles.js";
import { summarise } from "../../src/eval/metrics/summary.js";

describe("page precision and recall: which pages count (values by hand)", () => {
  it("both texts empty: the page counts towards neither average", () => {
    expect(pagePrecision({ tp: 0, fp: 0, fn: 0 })).toBeUndefined();
    expect(pageRecall({ tp: 0, fp: 0, fn: 0 })).toBeUndefined();
  });

  it("a perfect page scores 1 on both", () => {
    expect(pagePrecision({ tp: 1, fp: 0, fn: 0 })).toBe(1);
    expect(pageRecall({ tp: 1, fp: 0, fn: 0 })).toBe(1);
  });

  it("nothing predicted: no precision, recall 0; empty gold: no recall, precision 0", () => {
    expect(pagePrecision({ tp: 0, fp: 0, fn: 1 })).toBeUndefined();
    expect(pageRecall({ tp: 0, fp: 0, fn: 1 })).toBe(0);
    expect(pageRecall({ tp: 0, fp: 1, fn: 0 })).toBeUndefined();
    expect(pagePrecision({ tp: 0, fp: 1, fn: 0 })).toBe(0);
  });

  it("only false positives lower precision, only false negatives lower recall", () => {
    expect(pagePrecision({ tp: 0.5, fp: 0.5, fn: 0 })).toBe(0.5);
    expect(pageRecall({ tp: 0.5, fp: 0.5, fn: 0 })).toBe(1);
    expect(pagePrecision({ tp: 0.5, fp: 0, fn: 0.5 })).toBe(1);
    expect(pageRecall({ tp: 0.5, fp: 0, fn: 0.5 })).toBe(0.5);
  });

  it("keeps tokens apart inside a shingle: 'ab c d e' is not 'a bc d e'", () => {
    expect(shingleCounts("ab c d e", "a bc d e").tp).toBe(0);
  });
});

describe("scoreCorpus (values by hand)", () => {
  it("takes F1 of the averaged precision and recall, not their mean", () => {
    // page 1: perfect; page 2: 1 of the gold's 4 shingles (P 1, R 1/4) → P 1, R 5/8, F1 10/13.
    const score = scoreCorpus([
      { gold: "a b c d", predicted: "a b c d" },
      { gold: "e f g h i j k", predicted: "e f g h" },
    ]);
    expect(score.precision).toBe(1);
    expect(score.recall).toBeCloseTo(5 / 8, 12);
    expect(score.f1).toBeCloseTo(10 / 13, 12);
    expect(score.accuracy).toBe(0.5);
    expect(score.pages).toBe(2);
  });

  it("scores 0, not NaN, when nothing overlaps or there are no pages", () => {
    const disjoint = scoreCorpus([{ gold: "a b c d", predicted: "e f g h" }]);
    expect(disjoint.f1).toBe(0);
    expect(disjoint.accuracy).toBe(0);
    expect(scoreCorpus([])).toEqual({ precision: 0, recall: 0, f1: 0, accuracy: 0, pages: 0 });
  });

  it("counts a page exact only when every token matches in order", () => {
    expect(scoreCorpus([{ gold: "a b c", predicted: "a c b" }]).accuracy).toBe(0);
    expect(scoreCorpus([{ gold: "a b c", predicted: "a b" }]).accuracy).toBe(0);
    expect(scoreCorpus([{ gold: "a, b. c", predicted: "a b c" }]).accuracy).toBe(1);
  });

  it("mean of no values is 0, of some their average", () => {
    expect(mean([])).toBe(0);
    expect(mean([1, 2, 6])).toBe(3);
  });
});

describe("summaries and block counts (values by hand)", () => {
  it("gives mean and median of odd and even counts, zeros for none", () => {
    expect(summarise([3, 1, 2])).toEqual({ mean: 2, median: 2, pages: 3 });
    expect(summarise([4, 1, 2, 9])).toEqual({ mean: 4, median: 3, pages: 4 });
    expect(summarise([])).toEqual({ mean: 0, median: 0, pages: 0 });
  });

  it("adds block counts field by field", () => {
    const a = blockCounts(Uint8Array.of(1, 1, 0, 0), Uint8Array.of(1, 0, 1, 0));
    expect(a).toEqual({ tp: 1, fp: 1, fn: 1, tn: 1 });
    expect(addBlockCounts(a, { tp: 2, fp: 3, fn: 4, tn: 5 })).toEqual({
      tp: 3,
      fp: 4,
      fn: 5,
      tn: 6,
    });
  });

  it("calls a document correct only when it is both precise and complete", () => {
    expect(documentOutcome({ tp: 1, fp: 0, fn: 0, tn: 0 })).toEqual({
      correct: true,
      precise: true,
      complete: true,
    });
    expect(documentOutcome({ tp: 1, fp: 1, fn: 0, tn: 0 })).toEqual({
      correct: false,
      precise: false,
      complete: true,
    });
    expect(documentOutcome({ tp: 1, fp: 0, fn: 1, tn: 0 })).toEqual({
      correct: false,
      precise: true,
      complete: false,
    });
  });
});
