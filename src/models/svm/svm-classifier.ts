import { fitPlatt, type PlattSigmoid, plattProbability } from "../../algorithms/platt.js";
import { solveSmo } from "../../algorithms/smo.js";
import { stratifiedFolds } from "../../algorithms/stratified-sample.js";
import type { SparseVector } from "../../features/feature-index.js";
import { RbfKernel, squaredNorm } from "./rbf-kernel.js";
import { fitColumnScale, type ScalingMethod, scaleVector } from "./scaler.js";

export interface SvmOptions {
  /** Soft-margin penalty C. */
  readonly c: number;
  /** RBF width γ; "scale" = 1 / (mean squared distance between scaled training vectors). */
  readonly gamma: number | "scale";
  readonly scaling: ScalingMethod;
  /** "balanced" multiplies C per class by n / (2 · class size), for skewed content/noise ratios. */
  readonly classWeight: "none" | "balanced";
  /** Folds of the cross-validation whose decision values fit Platt's sigmoid (≥ 2). */
  readonly plattFolds: number;
  readonly tolerance: number;
  readonly cacheMegabytes: number;
  readonly seed: number;
}

export const DEFAULT_SVM_OPTIONS: SvmOptions = {
  c: 1,
  gamma: "scale",
  scaling: "minmax",
  classWeight: "none",
  plattFolds: 3,
  tolerance: 1e-3,
  cacheMegabytes: 100,
  seed: 1,
};

export interface SvmClassifierJSON {
  readonly dimension: number;
  readonly scale: number[];
  readonly gamma: number;
  readonly rho: number;
  readonly sigmoid: PlattSigmoid;
  /** Support vectors (scaled) as [columns, values], with their coefficients αᵢyᵢ. */
  readonly supportVectors: [number[], number[]][];
  readonly coefficients: number[];
}

/** A trained RBF-kernel SVM with Platt-scaled probabilities. */
export class SvmClassifier {
  private readonly kernel: RbfKernel;
  private readonly kernelValues: Float64Array;

  constructor(
    readonly dimension: number,
    readonly scale: Float64Array,
    readonly gamma: number,
    readonly supportVectors: readonly SparseVector[],
    readonly coefficients: Float64Array,
    readonly rho: number,
    readonly sigmoid: PlattSigmoid,
  ) {
    this.kernel = new RbfKernel(supportVectors, dimension, gamma);
    this.kernelValues = new Float64Array(supportVectors.length);
  }

  /** Σ αᵢyᵢK(svᵢ, x) − rho for an unscaled vector. */
  decision(vector: SparseVector): number {
    this.kernel.row(scaleVector(vector, this.scale), this.kernelValues);
    let total = -this.rho;
    for (let i = 0; i < this.coefficients.length; i++)
      total += this.coefficients[i] * this.kernelValues[i];
    return total;
  }

  probability(vector: SparseVector): number {
    return plattProbability(this.decision(vector), this.sigmoid);
  }

  toJSON(): SvmClassifierJSON {
    return {
      dimension: this.dimension,
      scale: Array.from(this.scale),
      gamma: this.gamma,
      rho: this.rho,
      sigmoid: this.sigmoid,
      supportVectors: this.supportVectors.map((v) => [Array.from(v.indices), Array.from(v.values)]),
      coefficients: Array.from(this.coefficients),
    };
  }

  static fromJSON(json: SvmClassifierJSON): SvmClassifier {
    return new SvmClassifier(
      json.dimension,
      Float64Array.from(json.scale),
      json.gamma,
      json.supportVectors.map(([indices, values]) => ({
        indices: Int32Array.from(indices),
        values: Float64Array.from(values),
      })),
      Float64Array.from(json.coefficients),
      json.rho,
      json.sigmoid,
    );
  }
}

interface DualSolution {
  readonly supportVectors: SparseVector[];
  readonly coefficients: Float64Array;
  readonly rho: number;
}

/** Trains on labels 0/1. Needs both classes; vectors are unscaled (scaling is fitted here). */
export function trainSvmClassifier(
  vectors: readonly SparseVector[],
  labels: ArrayLike<number>,
  dimension: number,
  options: SvmOptions = DEFAULT_SVM_OPTIONS,
): SvmClassifier {
  const positives = Array.from(labels).filter((label) => label > 0).length;
  if (positives === 0 || positives === labels.length) {
    throw new Error("SVM training needs examples of both classes");
  }
  const scale = fitColumnScale(vectors, dimension, options.scaling);
  const scaled = vectors.map((vector) => scaleVector(vector, scale));
  const gamma = options.gamma === "scale" ? scaleGamma(scaled) : options.gamma;
  const model = solveDual(scaled, labels, dimension, gamma, options);
  const decisions = crossValidatedDecisions(scaled, labels, dimension, gamma, options);
  return new SvmClassifier(
    dimension,
    scale,
    gamma,
    model.supportVectors,
    model.coefficients,
    model.rho,
    fitPlatt(decisions, labels),
  );
}

/** 1 / E‖x − z‖², with E‖x − z‖² = 2(E‖x‖² − ‖E x‖²) over the training vectors. */
function scaleGamma(vectors: readonly SparseVector[]): number {
  const mean = new Map<number, number>();
  let meanNorm = 0;
  for (const vector of vectors) {
    meanNorm += squaredNorm(vector) / vectors.length;
    for (let k = 0; k < vector.indices.length; k++) {
      mean.set(
        vector.indices[k],
        (mean.get(vector.indices[k]) ?? 0) + vector.values[k] / vectors.length,
      );
    }
  }
  let normOfMean = 0;
  for (const value of mean.values()) normOfMean += value * value;
  const spread = 2 * (meanNorm - normOfMean);
  return spread > 1e-12 ? 1 / spread : 1;
}

function solveDual(
  vectors: readonly SparseVector[],
  labels: ArrayLike<number>,
  dimension: number,
  gamma: number,
  options: SvmOptions,
): DualSolution {
  const n = vectors.length;
  const y = Int8Array.from({ length: n }, (_, i) => (labels[i] > 0 ? 1 : -1));
  const positives = y.filter((label) => label === 1).length;
  const classC = (label: number): number =>
    options.classWeight === "balanced"
      ? (options.c * n) / (2 * (label === 1 ? positives : n - positives))
      : options.c;
  const kernel = new RbfKernel(vectors, dimension, gamma);
  const solution = solveSmo(
    {
      labels: y,
      bounds: Float64Array.from(y, classC),
      diagonal: new Float64Array(n).fill(1),
      kernelRow: (i, out) => kernel.row(vectors[i], out),
    },
    {
      tolerance: options.tolerance,
      maxIterations: Math.max(100_000, 100 * n),
      cacheBytes: options.cacheMegabytes * 1024 * 1024,
    },
  );
  const supportVectors: SparseVector[] = [];
  const coefficients: number[] = [];
  for (let i = 0; i < n; i++) {
    if (solution.alpha[i] > 0) {
      supportVectors.push(vectors[i]);
      coefficients.push(solution.alpha[i] * y[i]);
    }
  }
  return { supportVectors, coefficients: Float64Array.from(coefficients), rho: solution.rho };
}

/** Decision value of every example from a model trained without its fold. */
function crossValidatedDecisions(
  vectors: readonly SparseVector[],
  labels: ArrayLike<number>,
  dimension: number,
  gamma: number,
  options: SvmOptions,
): Float64Array {
  const folds = Math.max(2, Math.min(options.plattFolds, vectors.length));
  const fold = stratifiedFolds(labels, folds, options.seed);
  const decisions = new Float64Array(vectors.length);
  for (let f = 0; f < folds; f++) {
    const train = [...fold.keys()].filter((i) => fold[i] !== f);
    const test = [...fold.keys()].filter((i) => fold[i] === f);
    const trainLabels = train.map((i) => labels[i]);
    const positives = trainLabels.filter((label) => label > 0).length;
    if (positives === 0 || positives === trainLabels.length) {
      for (const i of test) decisions[i] = positives === 0 ? -1 : 1;
      continue;
    }
    const model = solveDual(
      train.map((i) => vectors[i]),
      trainLabels,
      dimension,
      gamma,
      options,
    );
    const classifier = new SvmClassifier(
      dimension,
      new Float64Array(dimension).fill(1),
      gamma,
      model.supportVectors,
      model.coefficients,
      model.rho,
      { a: -1, b: 0 },
    );
    for (const i of test) decisions[i] = classifier.decision(vectors[i]);
  }
  return decisions;
}
