import { describe, expect, it } from "vitest";
import {
  type BoostedTreesSettings,
  boostedTreesFromJSON,
  boostedTreesProbability,
  boostedTreesToJSON,
  continueBoostedTrees,
  fitBoostedTrees,
} from "../../src/algorithms/boosted-trees.js";
import {
  fitLogisticRegression,
  logisticProbability,
} from "../../src/algorithms/logistic-regression.js";
import { seededRandom } from "../../src/util/random.js";

const SETTINGS: BoostedTreesSettings = {
  trees: 40,
  depth: 2,
  learningRate: 0.3,
  leafL2: 1,
  minChildWeight: 5,
  bins: 32,
};

/**
 * Rows [bias, x, y, noise] with label (x > 0.5) xor (y > 0.6): no line separates the classes, two
 * levels of splits do.
 */
function xorProblem(seed: number, count: number): { rows: Float64Array[]; labels: number[] } {
  const random = seededRandom(seed);
  const rows = Array.from({ length: count }, () =>
    Float64Array.from([1, random(), random(), random()]),
  );
  const labels = rows.map((row) => (row[1] > 0.5 !== row[2] > 0.6 ? 1 : 0));
  return { rows, labels };
}

function accuracy(
  probability: (row: Float64Array) => number,
  rows: Float64Array[],
  labels: number[],
) {
  let right = 0;
  rows.forEach((row, i) => {
    if ((probability(row) > 0.5 ? 1 : 0) === labels[i]) right++;
  });
  return right / rows.length;
}

describe("boosted trees", () => {
  const train = xorProblem(1, 4000);
  const test = xorProblem(2, 2000);
  const trees = fitBoostedTrees(train.rows, train.labels, [1, 2, 3], SETTINGS);

  it("learn an interaction a logistic regression cannot", () => {
    const weights = fitLogisticRegression(train.rows, train.labels, 1e-3);
    expect(
      accuracy((row) => logisticProbability(weights, row), test.rows, test.labels),
    ).toBeLessThan(0.7);
    expect(
      accuracy((row) => boostedTreesProbability(trees, row), test.rows, test.labels),
    ).toBeGreaterThan(0.97);
  });

  it("split near the thresholds that made the labels, on the listed columns only", () => {
    // The root of the first tree splits x at 0.5 or y at 0.6, within a bin's width.
    expect([1, 2]).toContain(trees.columns[0]);
    const rootThreshold = trees.thresholds[0];
    expect(Math.abs(rootThreshold - (trees.columns[0] === 1 ? 0.5 : 0.6))).toBeLessThan(1 / 16);
    const withoutY = fitBoostedTrees(train.rows, train.labels, [1, 3], SETTINGS);
    const used = new Set(Array.from(withoutY.columns).filter((column) => column >= 0));
    expect(used.has(2)).toBe(false);
    expect(used.has(1)).toBe(true);
  });

  it("are deterministic and survive a JSON round trip", () => {
    const again = fitBoostedTrees(train.rows, train.labels, [1, 2, 3], SETTINGS);
    expect(boostedTreesToJSON(again)).toEqual(boostedTreesToJSON(trees));
    const copy = boostedTreesFromJSON(JSON.parse(JSON.stringify(boostedTreesToJSON(trees))), 4);
    for (const row of test.rows.slice(0, 50))
      expect(boostedTreesProbability(copy, row)).toBe(boostedTreesProbability(trees, row));
  });

  it("start from the training rows' log-odds and do not split without enough rows", () => {
    const rows = [0, 1, 2, 3].map((x) => Float64Array.of(x));
    const lone = fitBoostedTrees(rows, [1, 1, 1, 0], [0], { ...SETTINGS, minChildWeight: 100 });
    // (3 + 1) / (1 + 1): the smoothed odds of three positives in four.
    expect(lone.base).toBeCloseTo(Math.log(2), 12);
    expect(Array.from(lone.columns).every((column) => column === -1)).toBe(true);
  });

  it("find an interaction between columns that hold one value on most rows", () => {
    // Block features are mostly one value: here x is 0 on 75 % of rows, y is 5 on 75 %; the
    // label is "x raised and y off its usual 5". Histograms add only each row's uncommon bins and
    // give a column's common bin the rest of the node's sums, so both columns must still split.
    const random = seededRandom(3);
    const sparseRows = (count: number) =>
      Array.from({ length: count }, () =>
        Float64Array.from([
          random() < 0.25 ? 1 + random() : 0,
          random() < 0.25 ? Math.floor(random() * 4) : 5,
          random(),
        ]),
      );
    const label = (row: Float64Array) => (row[0] > 0 && row[1] < 5 ? 1 : 0);
    const rows = sparseRows(8000);
    const labels = rows.map(label);
    const sparse = fitBoostedTrees(rows, labels, [0, 1, 2], { ...SETTINGS, trees: 80 });
    const held = sparseRows(4000);
    const probability = (row: Float64Array) => boostedTreesProbability(sparse, row);
    expect(accuracy(probability, held, held.map(label))).toBeGreaterThan(0.99);
    const positives = held.filter((row) => label(row) === 1);
    expect(positives.length).toBeGreaterThan(150);
    expect(accuracy(probability, positives, positives.map(label))).toBeGreaterThan(0.95);
  });

  it("continued on a new region's rows, learn its rule there, the first trees unchanged", () => {
    // The new "site": rows with noise > 0.8, where the label is y > 0.6 alone.
    const site = xorProblem(7, 600).rows.filter((row) => row[3] > 0.8);
    const siteLabel = (row: Float64Array) => (row[2] > 0.6 ? 1 : 0);
    const continued = continueBoostedTrees(trees, site, site.map(siteLabel), [0, 1, 2, 3], {
      ...SETTINGS,
      trees: 30,
      minChildWeight: 1,
    });
    // The base trees come first, unchanged; the new ones follow.
    const inner = 2 ** trees.depth - 1;
    expect(continued.columns.length).toBe(trees.columns.length + 30 * inner);
    expect(Array.from(continued.leaves.subarray(0, trees.leaves.length))).toEqual(
      Array.from(trees.leaves),
    );
    const held = xorProblem(8, 4000);
    const heldSite = held.rows.filter((row) => row[3] > 0.8);
    const before = (row: Float64Array) => boostedTreesProbability(trees, row);
    const after = (row: Float64Array) => boostedTreesProbability(continued, row);
    expect(accuracy(before, heldSite, heldSite.map(siteLabel))).toBeLessThan(0.8);
    expect(accuracy(after, heldSite, heldSite.map(siteLabel))).toBeGreaterThan(0.9);
  });

  it("add every tree's leaf, whatever their number, and send a row left where a node has no split", () => {
    // Five depth-1 trees (walked four side by side, then one): tree t splits column 0 at t and its
    // leaves are ∓10^(t−4), except tree 2, which has no split (its left leaf, 0.01, always counts).
    const model = boostedTreesFromJSON(
      {
        depth: 1,
        base: 0.5,
        columns: [0, 0, -1, 0, 0],
        thresholds: [0, 1, 0, 3, 4],
        leaves: [-1e-4, 1e-4, -1e-3, 1e-3, 0.01, -0.01, -0.1, 0.1, -1, 1],
      },
      1,
    );
    const logOdds = (x: number) => {
      const p = boostedTreesProbability(model, Float64Array.of(x));
      return Math.log(p / (1 - p));
    };
    expect(logOdds(-5)).toBeCloseTo(0.5 - 1e-4 - 1e-3 + 0.01 - 0.1 - 1, 9);
    expect(logOdds(3.5)).toBeCloseTo(0.5 + 1e-4 + 1e-3 + 0.01 + 0.1 - 1, 9);
    // Above every threshold, even +∞: right at each split, left at the node without one.
    expect(logOdds(Number.POSITIVE_INFINITY)).toBeCloseTo(0.5 + 1e-4 + 1e-3 + 0.01 + 0.1 + 1, 9);
    // NaN is above no threshold: left everywhere.
    expect(logOdds(Number.NaN)).toBeCloseTo(0.5 - 1e-4 - 1e-3 + 0.01 - 0.1 - 1, 9);
  });

  it("refuse malformed model files with a clear error", () => {
    const json = boostedTreesToJSON(trees);
    expect(() => boostedTreesFromJSON({ ...json, leaves: json.leaves.slice(1) }, 4)).toThrow(
      /leaves per tree/,
    );
    expect(() => boostedTreesFromJSON(json, 2)).toThrow(/columns from −1 to 1/);
    expect(() => boostedTreesFromJSON({ ...json, depth: 0 }, 4)).toThrow(/depth/);
    expect(() => boostedTreesFromJSON({ ...json, base: Number.NaN }, 4)).toThrow(/base/);
    expect(() => fitBoostedTrees([], [], [0], SETTINGS)).toThrow(/no training rows/);
  });
});
