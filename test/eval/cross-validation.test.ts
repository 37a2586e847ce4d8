import { describe, expect, it } from "vitest";
import { assignFolds } from "../../src/eval/cross-validation.js";
import { nearDuplicateGroups } from "../../src/eval/near-duplicates.js";

const story = "the central bank raised interest rates by half a point on thursday citing inflation";
const items = [
  { source: "a.com", text: story },
  { source: "b.com", text: `${story} reuters reports` },
  { source: "a.com", text: "a local team won the cup final after extra time in a tense match" },
  {
    source: "c.com",
    text: "new telescope images show a distant galaxy forming stars at a furious rate",
  },
  {
    source: "d.com",
    text: "the city council approved a new bicycle lane network across the centre",
  },
  {
    source: "c.com",
    text: "researchers found that bees can count up to four and learn symbols quickly",
  },
];

describe("cross-validation folds", () => {
  it("never puts one source in two folds with by-source", () => {
    const folds = assignFolds(items, 3, "by-source", 1);
    expect(folds[0]).toBe(folds[2]);
    expect(folds[3]).toBe(folds[5]);
    expect(new Set(folds).size).toBe(3);
  });

  it("keeps near-duplicate articles on one side with no-duplicates", () => {
    for (const seed of [1, 2, 3, 4]) {
      const folds = assignFolds(items, 3, "no-duplicates", seed);
      expect(folds[0]).toBe(folds[1]);
    }
  });

  it("is deterministic for a seed and balances mixed folds", () => {
    const folds = assignFolds(items, 3, "mixed", 42);
    expect([...folds]).toEqual([...assignFolds(items, 3, "mixed", 42)]);
    expect([0, 1, 2].map((fold) => folds.filter((f) => f === fold).length)).toEqual([2, 2, 2]);
  });

  it("refuses more folds than groups", () => {
    expect(() => assignFolds(items, 5, "by-source", 1)).toThrow(
      /cannot make 5 by-source folds from 4/,
    );
    expect(() => assignFolds(items, 1, "mixed", 1)).toThrow(/k ≥ 2/);
  });
});

describe("near-duplicate groups", () => {
  it("links texts sharing most shingles and nothing else", () => {
    const groups = nearDuplicateGroups(items.map((item) => item.text));
    expect(groups[0]).toBe(groups[1]);
    expect(new Set(groups).size).toBe(5);
  });
});
