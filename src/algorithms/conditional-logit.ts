import { type LbfgsResult, minimizeLbfgs } from "./lbfgs.js";

/**
 * One ranking problem: a page's candidates as feature rows, and which of them are correct
 * (several may be: the same headline often comes from <title>, og:title and the h1).
 */
export interface CandidateGroup {
  readonly rows: readonly Float64Array[];
  readonly correct: readonly boolean[];
}

export interface ConditionalLogitOptions {
  /** Variance of the Gaussian prior on every weight (smaller = weights pulled harder to 0). */
  readonly priorVariance: number;
  readonly maxIterations?: number;
}

/**
 * McFadden's conditional logit: P(candidate | page) = softmax over the page's candidates of w·x.
 * Maximises Σ_pages log P(any correct candidate) − ‖w‖²/2σ² with L-BFGS. There is no intercept:
 * it would cancel inside every page's softmax. Groups without a correct candidate carry no
 * signal and must be left out by the caller.
 */
export function fitConditionalLogit(
  groups: readonly CandidateGroup[],
  dimension: number,
  options: ConditionalLogitOptions,
): LbfgsResult {
  if (!(options.priorVariance > 0)) throw new RangeError("priorVariance must be > 0");
  for (const group of groups) {
    if (!group.correct.some(Boolean)) throw new Error("every group needs a correct candidate");
    if (group.rows.some((row) => row.length !== dimension))
      throw new Error(`every candidate row needs ${dimension} features`);
  }
  const objective = (w: Float64Array, gradient: Float64Array): number => {
    let loss = 0;
    for (let k = 0; k < dimension; k++) {
      loss += (w[k] * w[k]) / (2 * options.priorVariance);
      gradient[k] = w[k] / options.priorVariance;
    }
    for (const group of groups) loss += addGroupLoss(group, w, gradient);
    return loss;
  };
  return minimizeLbfgs(objective, new Float64Array(dimension), {
    maxIterations: options.maxIterations ?? 200,
  });
}

/** −log(Σ_correct e^s / Σ_all e^s) of one page; adds its gradient (E_all[x] − E_correct[x]). */
function addGroupLoss(group: CandidateGroup, w: Float64Array, gradient: Float64Array): number {
  const scores = group.rows.map((row) => dotRow(w, row));
  const top = Math.max(...scores);
  const weights = scores.map((score) => Math.exp(score - top));
  let all = 0;
  let correct = 0;
  weights.forEach((weight, i) => {
    all += weight;
    if (group.correct[i]) correct += weight;
  });
  group.rows.forEach((row, i) => {
    const share = weights[i] / all - (group.correct[i] ? weights[i] / correct : 0);
    for (let k = 0; k < row.length; k++) gradient[k] += share * row[k];
  });
  return Math.log(all) - Math.log(correct);
}

function dotRow(w: Float64Array, row: Float64Array): number {
  let sum = 0;
  for (let k = 0; k < row.length; k++) sum += w[k] * row[k];
  return sum;
}

/** Index of the best-scoring row (the earlier one on ties, as `bestCandidate` does), −1 if none. */
export function bestRow(rows: readonly Float64Array[], w: Float64Array): number {
  let best = -1;
  let bestScore = -Infinity;
  rows.forEach((row, i) => {
    const score = dotRow(w, row);
    if (best < 0 || score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}
