import { describe, expect, it } from "vitest";
import {
  fitLogisticRegression,
  logisticProbability,
} from "../../src/algorithms/logistic-regression.js";
import { seededRandom } from "../../src/util/random.js";

describe("logistic regression", () => {
  it("recovers the weights that generated the labels", () => {
    const random = seededRandom(3);
    const truth = Float64Array.from([-1, 2.5, -1.5]);
    const rows = Array.from({ length: 20000 }, () =>
      Float64Array.from([1, random() * 4 - 2, random() * 4 - 2]),
    );
    const labels = rows.map((row) => (random() < logisticProbability(truth, row) ? 1 : 0));
    const weights = fitLogisticRegression(rows, labels, 1e-3);
    weights.forEach((weight, k) => {
      expect(Math.abs(weight - truth[k])).toBeLessThan(0.15);
    });
  });

  it("shrinks weights, but not the bias, as the penalty grows", () => {
    const rows = [0, 1, 2, 3].map((x) => Float64Array.from([1, x]));
    const labels = [0, 0, 1, 1];
    const loose = fitLogisticRegression(rows, labels, 0.01);
    const tight = fitLogisticRegression(rows, labels, 100);
    expect(Math.abs(tight[1])).toBeLessThan(Math.abs(loose[1]) / 10);
    // With the slope near 0, the unpenalised bias fits the base rate ½.
    expect(logisticProbability(tight, rows[0])).toBeCloseTo(0.5, 1);
  });

  it("with a prior, shrinks the weights towards it instead of towards 0", () => {
    const rows = [0, 1, 2, 3].map((x) => Float64Array.from([1, x]));
    const labels = [0, 0, 1, 1];
    const prior = Float64Array.from([0, -2]);
    const held = fitLogisticRegression(rows, labels, 1e4, 200, prior);
    expect(held[1]).toBeCloseTo(-2, 2);
    const free = fitLogisticRegression(rows, labels, 0.01, 200, prior);
    expect(free[1]).toBeGreaterThan(1);
  });

  it("refuses mismatched input", () => {
    expect(() => fitLogisticRegression([], [], 1)).toThrow(/no training rows/);
    expect(() => fitLogisticRegression([Float64Array.from([1])], [1, 0], 1)).toThrow(/differ/);
  });
});
