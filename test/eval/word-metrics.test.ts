import { describe, expect, it } from "vitest";
import { bagOfWordsScore } from "../../src/eval/metrics/bag-of-words.js";
import { cleanEvalScore } from "../../src/eval/metrics/clean-eval.js";
import { lcsScore, wordAlignment } from "../../src/eval/metrics/lcs.js";
import { summarise } from "../../src/eval/metrics/summary.js";
import { normaliseTitle, titleMatches } from "../../src/eval/metrics/title.js";

describe("CleanEval text-only score", () => {
  it("gives Pasternack & Roth's example 1 − 1/3", () => {
    expect(cleanEvalScore(wordAlignment("the dog barked", "the dog"))).toBeCloseTo(1 - 1 / 3);
  });

  it("counts insertions and deletions, never substitutions", () => {
    // a b c vs a x c: LCS 2, distance 2 (delete b, insert x), alignment 4 operations → 1 − 2/4.
    expect(cleanEvalScore(wordAlignment("a b c", "a x c"))).toBeCloseTo(0.5);
    expect(cleanEvalScore(wordAlignment("", ""))).toBe(1);
    expect(cleanEvalScore(wordAlignment("a b", ""))).toBe(0);
  });
});

describe("LCS P/R/F1 (Yao & Zuo)", () => {
  it("counts order: the same bag of words in another order scores lower", () => {
    // gold: a b c d; predicted: d c b a x → LCS 1; P = 1/5, R = 1/4.
    const score = lcsScore(wordAlignment("a b c d", "d c b a x"));
    expect(score.precision).toBeCloseTo(1 / 5);
    expect(score.recall).toBeCloseTo(1 / 4);
    expect(score.f1).toBeCloseTo((2 * (1 / 5) * (1 / 4)) / (1 / 5 + 1 / 4));
  });
});

describe("bag-of-words P/R/F1 (Pasternack & Roth)", () => {
  it("intersects multisets of lowercased words", () => {
    // gold: the(2) cat sat; predicted: The cat the the → overlap: the×2 + cat = 3; P = 3/4, R = 3/4.
    const score = bagOfWordsScore("the cat sat the", "The cat, the the");
    expect(score.precision).toBeCloseTo(3 / 4);
    expect(score.recall).toBeCloseTo(3 / 4);
    expect(score.f1).toBeCloseTo(3 / 4);
  });

  it("scores empty texts by the documented convention", () => {
    expect(bagOfWordsScore("", "").f1).toBe(1);
    expect(bagOfWordsScore("words here", "")).toEqual({ precision: 0, recall: 0, f1: 0 });
    expect(bagOfWordsScore("", "extra").f1).toBe(0);
  });
});

describe("title exact match (Wang et al.)", () => {
  it("ignores case, punctuation and spacing, nothing else", () => {
    expect(normaliseTitle("  “Hello,  World!” ")).toBe("hello world");
    expect(titleMatches("Hello, World", "hello world")).toBe(true);
    expect(titleMatches("Hello, World", "Hello World - Site")).toBe(false);
  });
});

describe("summaries", () => {
  it("reports mean and median", () => {
    expect(summarise([1, 0, 0.5, 0.25])).toEqual({ mean: 0.4375, median: 0.375, pages: 4 });
    expect(summarise([3, 1, 2]).median).toBe(2);
  });
});
