import { describe, expect, it } from "vitest";
import { stratifiedFolds, stratifiedSample } from "../../src/algorithms/stratified-sample.js";

/** 1,000 labels: 750 zeros, then 250 ones. */
const LABELS = Uint8Array.from({ length: 1000 }, (_, i) => (i < 750 ? 0 : 1));

describe("stratified sampling", () => {
  it("keeps each class's share, in ascending order, the same for the same seed", () => {
    const sample = stratifiedSample(LABELS, 100, 7);
    expect(sample.filter((i) => LABELS[i] === 0)).toHaveLength(75);
    expect(sample.filter((i) => LABELS[i] === 1)).toHaveLength(25);
    expect(new Set(sample).size).toBe(100);
    expect(sample).toEqual([...sample].sort((a, b) => a - b));
    expect(stratifiedSample(LABELS, 100, 7)).toEqual(sample);
    expect(stratifiedSample(LABELS, 100, 8)).not.toEqual(sample);
  });

  it("keeps one example of a rare class, and everything when there are no more than max", () => {
    const rare = Uint8Array.from({ length: 1000 }, (_, i) => (i === 500 ? 1 : 0));
    expect(stratifiedSample(rare, 10, 1)).toContain(500);
    expect(stratifiedSample(LABELS.subarray(0, 50), 50, 1)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
  });

  it("samples from hundreds of thousands of examples", () => {
    // A class's chosen examples once went into one push(...spread), past the call stack's limit.
    const many = Uint8Array.from({ length: 400_000 }, (_, i) => (i % 3 === 0 ? 1 : 0));
    const sample = stratifiedSample(many, 250_000, 1);
    expect(sample.length).toBeGreaterThanOrEqual(249_999);
    expect(sample.length).toBeLessThanOrEqual(250_001);
  });

  it("spreads each class evenly over the folds", () => {
    const folds = stratifiedFolds(LABELS, 4, 3);
    const count = (label: number, fold: number) =>
      [...folds.keys()].filter((i) => LABELS[i] === label && folds[i] === fold).length;
    // 750 zeros and 250 ones dealt round the four folds in shuffled order.
    expect([0, 1, 2, 3].map((fold) => count(0, fold))).toEqual([188, 188, 187, 187]);
    expect([0, 1, 2, 3].map((fold) => count(1, fold))).toEqual([63, 63, 62, 62]);
  });
});
