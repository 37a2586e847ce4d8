import { KernelRowCache } from "./kernel-cache.js";

/** The dual problem of a C-SVC: labels ±1, per-example upper bounds and a kernel row oracle. */
export interface SmoProblem {
  readonly labels: Int8Array;
  /** Upper bound of each αᵢ (C times the example's class weight). */
  readonly bounds: Float64Array;
  /** Fills `out[t] = K(xᵢ, xₜ)` for every training example t. */
  readonly kernelRow: (i: number, out: Float32Array) => void;
  /** K(xᵢ, xᵢ) for every i (1 for an RBF kernel). */
  readonly diagonal: Float64Array;
}

export interface SmoOptions {
  /** Stopping tolerance on the maximal KKT violation (libsvm's -e, default 1e-3). */
  readonly tolerance: number;
  readonly maxIterations: number;
  readonly cacheBytes: number;
}

export interface SmoSolution {
  readonly alpha: Float64Array;
  /** Decision function f(x) = Σ αᵢyᵢK(xᵢ, x) − rho. */
  readonly rho: number;
  readonly iterations: number;
  readonly converged: boolean;
}

const TAU = 1e-12;

/**
 * Sequential minimal optimisation with Fan, Chen & Lin's second-order working-set selection
 * (WSS2, libsvm's Solver without shrinking) and an LRU cache of kernel rows.
 */
export function solveSmo(problem: SmoProblem, options: SmoOptions): SmoSolution {
  const { labels: y, bounds: C, diagonal: QD } = problem;
  const n = y.length;
  const alpha = new Float64Array(n);
  const G = new Float64Array(n).fill(-1);
  // Rows of Q = yᵢyⱼK(xᵢ, xⱼ), the matrix the dual actually uses.
  const cache = new KernelRowCache(n, options.cacheBytes, (i, out) => {
    problem.kernelRow(i, out);
    for (let t = 0; t < n; t++) out[t] *= y[i] * y[t];
  });
  let iterations = 0;
  let converged = false;
  while (iterations < options.maxIterations) {
    const pair = selectWorkingSet(y, alpha, C, G, QD, cache, options.tolerance);
    if (pair === null) {
      converged = true;
      break;
    }
    iterations++;
    const [i, j] = pair;
    const Qi = cache.row(i);
    const Qj = cache.row(j);
    const oldI = alpha[i];
    const oldJ = alpha[j];
    updatePair(i, j, y, alpha, C, G, QD, Qi[j]);
    const deltaI = alpha[i] - oldI;
    const deltaJ = alpha[j] - oldJ;
    for (let t = 0; t < n; t++) G[t] += Qi[t] * deltaI + Qj[t] * deltaJ;
  }
  return { alpha, rho: computeRho(y, alpha, C, G), iterations, converged };
}

const isUpper = (alpha: Float64Array, C: Float64Array, t: number): boolean => alpha[t] >= C[t];
const isLower = (alpha: Float64Array, t: number): boolean => alpha[t] <= 0;

/** WSS2: i maximises the violation, j the second-order decrease of the objective. */
function selectWorkingSet(
  y: Int8Array,
  alpha: Float64Array,
  C: Float64Array,
  G: Float64Array,
  QD: Float64Array,
  cache: KernelRowCache,
  tolerance: number,
): [number, number] | null {
  const n = y.length;
  let gMax = -Infinity;
  let i = -1;
  for (let t = 0; t < n; t++) {
    if (y[t] === 1 ? !isUpper(alpha, C, t) : !isLower(alpha, t)) {
      if (-y[t] * G[t] >= gMax) {
        gMax = -y[t] * G[t];
        i = t;
      }
    }
  }
  if (i === -1) return null;
  const Qi = cache.row(i);
  let gMax2 = -Infinity;
  let j = -1;
  let bestDecrease = Infinity;
  for (let t = 0; t < n; t++) {
    const eligible = y[t] === 1 ? !isLower(alpha, t) : !isUpper(alpha, C, t);
    if (!eligible) continue;
    const violation = y[t] === 1 ? G[t] : -G[t];
    if (violation >= gMax2) gMax2 = violation;
    const gradDiff = gMax + violation;
    if (gradDiff <= 0) continue;
    const curvature = QD[i] + QD[t] - 2 * y[i] * y[t] * Qi[t];
    const decrease = -(gradDiff * gradDiff) / (curvature > 0 ? curvature : TAU);
    if (decrease <= bestDecrease) {
      bestDecrease = decrease;
      j = t;
    }
  }
  if (gMax + gMax2 < tolerance || j === -1) return null;
  return [i, j];
}

/** Analytic solution of the two-variable subproblem, clipped to the box (libsvm's update). */
function updatePair(
  i: number,
  j: number,
  y: Int8Array,
  alpha: Float64Array,
  C: Float64Array,
  G: Float64Array,
  QD: Float64Array,
  Qij: number,
): void {
  const Ci = C[i];
  const Cj = C[j];
  if (y[i] !== y[j]) {
    const curvature = Math.max(QD[i] + QD[j] + 2 * Qij, TAU);
    const delta = (-G[i] - G[j]) / curvature;
    const diff = alpha[i] - alpha[j];
    alpha[i] += delta;
    alpha[j] += delta;
    if (diff > 0) {
      if (alpha[j] < 0) [alpha[j], alpha[i]] = [0, diff];
    } else if (alpha[i] < 0) [alpha[i], alpha[j]] = [0, -diff];
    if (diff > Ci - Cj) {
      if (alpha[i] > Ci) [alpha[i], alpha[j]] = [Ci, Ci - diff];
    } else if (alpha[j] > Cj) [alpha[j], alpha[i]] = [Cj, Cj + diff];
  } else {
    const curvature = Math.max(QD[i] + QD[j] - 2 * Qij, TAU);
    const delta = (G[i] - G[j]) / curvature;
    const sum = alpha[i] + alpha[j];
    alpha[i] -= delta;
    alpha[j] += delta;
    if (sum > Ci) {
      if (alpha[i] > Ci) [alpha[i], alpha[j]] = [Ci, sum - Ci];
    } else if (alpha[j] < 0) [alpha[j], alpha[i]] = [0, sum];
    if (sum > Cj) {
      if (alpha[j] > Cj) [alpha[j], alpha[i]] = [Cj, sum - Cj];
    } else if (alpha[i] < 0) [alpha[i], alpha[j]] = [0, sum];
  }
}

/** The bias: average of yᵢGᵢ over free variables, else the midpoint of the feasible interval. */
function computeRho(y: Int8Array, alpha: Float64Array, C: Float64Array, G: Float64Array): number {
  let upper = Infinity;
  let lower = -Infinity;
  let free = 0;
  let freeSum = 0;
  for (let t = 0; t < y.length; t++) {
    const yG = y[t] * G[t];
    if (isUpper(alpha, C, t)) {
      if (y[t] === -1) upper = Math.min(upper, yG);
      else lower = Math.max(lower, yG);
    } else if (isLower(alpha, t)) {
      if (y[t] === 1) upper = Math.min(upper, yG);
      else lower = Math.max(lower, yG);
    } else {
      free++;
      freeSum += yG;
    }
  }
  if (free > 0) return freeSum / free;
  if (!Number.isFinite(upper) || !Number.isFinite(lower))
    return Number.isFinite(upper) ? upper : Number.isFinite(lower) ? lower : 0;
  return (upper + lower) / 2;
}
