import { minimizeLbfgs } from "./lbfgs.js";

/** Rows of a dense design matrix, all of one width; column 0 is the bias (not penalised). */
export type DenseRows = readonly Float64Array[];

/** σ(w · row). */
export function logisticProbability(weights: Float64Array, row: Float64Array): number {
  return sigmoid(dot(weights, row));
}

/** w · row over the weights' length. */
export function dot(weights: Float64Array, row: Float64Array): number {
  let sum = 0;
  for (let k = 0; k < weights.length; k++) sum += weights[k] * row[k];
  return sum;
}

export function sigmoid(score: number): number {
  return 1 / (1 + Math.exp(-score));
}

/**
 * Binary logistic regression: minimises the log loss plus (l2 / 2)·‖w − prior‖² (bias excluded)
 * with L-BFGS from `prior` (default zero weights), so the fit is deterministic. A prior other
 * than zero refits a fitted model on new rows while keeping it close (a site model's stacker).
 */
export function fitLogisticRegression(
  rows: DenseRows,
  labels: ArrayLike<number>,
  l2: number,
  maxIterations = 200,
  prior?: Float64Array,
): Float64Array {
  if (rows.length === 0) throw new Error("logistic regression: no training rows");
  if (rows.length !== labels.length)
    throw new Error("logistic regression: rows and labels differ in number");
  const width = rows[0].length;
  const mean = prior ?? new Float64Array(width);
  const objective = (weights: Float64Array, gradient: Float64Array): number => {
    gradient.fill(0);
    let loss = 0;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      const probability = logisticProbability(weights, row);
      const positive = labels[r] === 1;
      loss -= Math.log(Math.max(positive ? probability : 1 - probability, 1e-15));
      const error = probability - (positive ? 1 : 0);
      for (let k = 0; k < width; k++) gradient[k] += error * row[k];
    }
    for (let k = 1; k < width; k++) {
      const shift = weights[k] - mean[k];
      loss += 0.5 * l2 * shift * shift;
      gradient[k] += l2 * shift;
    }
    return loss;
  };
  return minimizeLbfgs(objective, Float64Array.from(mean), { maxIterations }).x;
}
