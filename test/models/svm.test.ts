import { describe, expect, it } from "vitest";
import { fitPlatt, plattProbability } from "../../src/algorithms/platt.js";
import type { SparseVector } from "../../src/features/feature-index.js";
import {
  DEFAULT_SVM_OPTIONS,
  SvmClassifier,
  trainSvmClassifier,
} from "../../src/models/svm/svm-classifier.js";
import { svmLearner } from "../../src/models/svm/svm-learner.js";
import { seededRandom } from "../../src/util/random.js";
import { syntheticPage } from "./synthetic-pages.js";

const dense = (...values: number[]): SparseVector => ({
  indices: Int32Array.from(values, (_, i) => i),
  values: Float64Array.from(values),
});

/** Points in [-1, 1]²; label 1 in the first and third quadrants (XOR of the signs). */
function xorProblem(n: number, seed: number): { vectors: SparseVector[]; labels: number[] } {
  const random = seededRandom(seed);
  const vectors: SparseVector[] = [];
  const labels: number[] = [];
  while (vectors.length < n) {
    const x = random() * 2 - 1;
    const y = random() * 2 - 1;
    if (Math.abs(x) < 0.1 || Math.abs(y) < 0.1) continue;
    vectors.push(dense(x, y));
    labels.push(x * y > 0 ? 1 : 0);
  }
  return { vectors, labels };
}

/** Least-squares linear classifier w·(1, x, y) fitted by the normal equations (Cramer's rule). */
function linearLeastSquaresAccuracy(
  train: { vectors: SparseVector[]; labels: number[] },
  test: typeof train,
): number {
  const rows = train.vectors.map((v) => [1, v.values[0], v.values[1]]);
  const targets = train.labels.map((label) => (label === 1 ? 1 : -1));
  const A = [0, 1, 2].map((r) =>
    [0, 1, 2].map((c) => rows.reduce((s, row) => s + row[r] * row[c], 0)),
  );
  const b = [0, 1, 2].map((r) => rows.reduce((s, row, i) => s + row[r] * targets[i], 0));
  const det = (m: number[][]): number =>
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
    m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
    m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
  const w = [0, 1, 2].map(
    (k) => det(A.map((row, r) => row.map((value, c) => (c === k ? b[r] : value)))) / det(A),
  );
  const correct = test.vectors.filter(
    (v, i) => (w[0] + w[1] * v.values[0] + w[2] * v.values[1] > 0 ? 1 : 0) === test.labels[i],
  );
  return correct.length / test.vectors.length;
}

describe("RBF SVM (SMO + Platt)", () => {
  it("solves an XOR problem that a linear classifier cannot", () => {
    const train = xorProblem(300, 1);
    const test = xorProblem(300, 2);
    const svm = trainSvmClassifier(train.vectors, train.labels, 2, {
      ...DEFAULT_SVM_OPTIONS,
      c: 10,
      gamma: 2,
    });
    const svmCorrect = test.vectors.filter(
      (v, i) => (svm.decision(v) > 0 ? 1 : 0) === test.labels[i],
    ).length;
    expect(svmCorrect / test.vectors.length).toBeGreaterThan(0.95);
    expect(linearLeastSquaresAccuracy(train, test)).toBeLessThan(0.7);
    expect(svm.supportVectors.length).toBeLessThan(train.vectors.length);
  });

  it("recovers a known sigmoid from decision values (Lin-Lin-Weng fit)", () => {
    const random = seededRandom(3);
    const truth = { a: -2, b: 0.5 };
    const decisions: number[] = [];
    const labels: number[] = [];
    for (let i = 0; i < 5000; i++) {
      const f = random() * 6 - 3;
      decisions.push(f);
      labels.push(random() < plattProbability(f, truth) ? 1 : 0);
    }
    const fitted = fitPlatt(decisions, labels);
    expect(fitted.a).toBeCloseTo(truth.a, 0);
    expect(Math.abs(fitted.a - truth.a)).toBeLessThan(0.25);
    expect(Math.abs(fitted.b - truth.b)).toBeLessThan(0.2);
  });

  it("gives calibrated probabilities on overlapping classes with a known posterior", () => {
    // x ~ N(+1, 1) for class 1 and N(−1, 1) for class 0, equal priors: P(1 | x) = 1 / (1 + e^(−2x)).
    const random = seededRandom(4);
    const gaussian = (): number =>
      Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const vectors: SparseVector[] = [];
    const labels: number[] = [];
    for (let i = 0; i < 600; i++) {
      const label = i % 2;
      vectors.push(dense((label === 1 ? 1 : -1) + gaussian()));
      labels.push(label);
    }
    const svm = trainSvmClassifier(vectors, labels, 1, { ...DEFAULT_SVM_OPTIONS, gamma: 0.5 });
    const grid = [-1.5, -1, -0.5, 0, 0.5, 1, 1.5];
    const errors = grid.map((x) =>
      Math.abs(svm.probability(dense(x)) - 1 / (1 + Math.exp(-2 * x))),
    );
    expect(Math.max(...errors)).toBeLessThan(0.12);
  });

  it("rejects training data with a single class", () => {
    expect(() => trainSvmClassifier([dense(1), dense(2)], [1, 1], 1)).toThrow(/both classes/);
  });

  it("round-trips a classifier and a trained block model through JSON", () => {
    const train = xorProblem(120, 5);
    const svm = trainSvmClassifier(train.vectors, train.labels, 2, {
      ...DEFAULT_SVM_OPTIONS,
      gamma: 2,
    });
    const copy = SvmClassifier.fromJSON(JSON.parse(JSON.stringify(svm.toJSON())));
    for (const v of xorProblem(20, 6).vectors)
      expect(copy.probability(v)).toBeCloseTo(svm.probability(v), 12);

    const pages = [1, 2, 3, 4, 5, 6].map((seed) => syntheticPage(seed));
    const model = svmLearner.train(pages, { seed: 1, features: "shape" });
    const loaded = svmLearner.load(JSON.parse(JSON.stringify(model.toJSON())));
    const heldOut = syntheticPage(99);
    const prediction = model.predict(heldOut.page);
    expect(Array.from(loaded.predict(heldOut.page).contentProbability)).toEqual(
      Array.from(prediction.contentProbability),
    );
    expect(Array.from(prediction.selected)).toEqual(Array.from(heldOut.labels));
  });
});
