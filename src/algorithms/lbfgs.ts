import { DEFAULT_LINE_SEARCH, type LinePoint, strongWolfeSearch } from "./line-search.js";
import { addScaled, dot, norm } from "./vector.js";

/**
 * A differentiable objective to minimise: returns f(x) and writes ∇f(x) into `gradient`.
 * Computing both in one pass is what makes the learners' training fast.
 */
export type Objective = (x: Float64Array, gradient: Float64Array) => number;

export interface LbfgsOptions {
  /** Iterations (accepted steps) before giving up. */
  readonly maxIterations?: number;
  /** Correction pairs kept for the inverse-Hessian approximation. */
  readonly memory?: number;
  /** Stop when ‖∇f‖ ≤ gradientTolerance · max(1, ‖x‖). */
  readonly gradientTolerance?: number;
  /** Stop when f improved by less than this fraction over the last `improvementWindow` iterations. */
  readonly relativeImprovement?: number;
  readonly improvementWindow?: number;
  /** Called after every accepted step (progress display, tracing). */
  readonly onIteration?: (iteration: number, value: number, gradientNorm: number) => void;
}

export type StopReason = "gradient" | "improvement" | "max-iterations" | "line-search";

export interface LbfgsResult {
  readonly x: Float64Array;
  readonly value: number;
  readonly gradientNorm: number;
  readonly iterations: number;
  readonly evaluations: number;
  readonly stop: StopReason;
}

const DEFAULTS = {
  maxIterations: 500,
  memory: 10,
  gradientTolerance: 1e-5,
  relativeImprovement: 1e-7,
  improvementWindow: 5,
};

/**
 * Limited-memory BFGS (Nocedal & Wright, Algorithm 7.4/7.5): two-loop recursion over the last
 * `memory` correction pairs, strong-Wolfe line search, restarts from steepest descent when the
 * quasi-Newton direction fails. Deterministic; allocates only at start-up.
 */
export function minimizeLbfgs(
  objective: Objective,
  x0: Float64Array,
  options: LbfgsOptions = {},
): LbfgsResult {
  const settings = { ...DEFAULTS, ...options };
  if (!(settings.memory >= 1) || !(settings.maxIterations >= 0)) {
    throw new RangeError("L-BFGS needs memory ≥ 1 and maxIterations ≥ 0");
  }
  const size = x0.length;
  let x = Float64Array.from(x0);
  let gradient = new Float64Array(size);
  let trialX = new Float64Array(size);
  let trialGradient = new Float64Array(size);
  const direction = new Float64Array(size);
  const history = new CorrectionHistory(size, settings.memory);
  const recentValues: number[] = [];

  let evaluations = 1;
  let value = objective(x, gradient);
  if (!Number.isFinite(value) || !gradient.every(Number.isFinite)) {
    throw new RangeError("L-BFGS: objective is not finite at the starting point");
  }

  const evaluate = (step: number): LinePoint => {
    addScaled(trialX, x, step, direction);
    evaluations++;
    const trialValue = objective(trialX, trialGradient);
    return { step, value: trialValue, slope: dot(trialGradient, direction) };
  };

  let iteration = 0;
  let gradientNorm = norm(gradient);
  let stop: StopReason = "max-iterations";
  while (true) {
    if (gradientNorm <= settings.gradientTolerance * Math.max(1, norm(x))) {
      stop = "gradient";
      break;
    }
    if (iteration >= settings.maxIterations) break;

    let accepted = searchAlong(history, gradient, direction, value, evaluate);
    if (accepted === undefined && history.size > 0) {
      // The quasi-Newton model misled the search: forget it and retry along −∇f.
      history.clear();
      accepted = searchAlong(history, gradient, direction, value, evaluate);
    }
    if (accepted === undefined) {
      stop = "line-search";
      break;
    }

    history.push(x, trialX, gradient, trialGradient);
    [x, trialX] = [trialX, x];
    [gradient, trialGradient] = [trialGradient, gradient];
    value = accepted.value;
    gradientNorm = norm(gradient);
    iteration++;
    settings.onIteration?.(iteration, value, gradientNorm);

    recentValues.push(value);
    if (recentValues.length > settings.improvementWindow) {
      const past = recentValues.shift() as number;
      if (past - value <= settings.relativeImprovement * Math.max(1, Math.abs(value))) {
        stop = "improvement";
        break;
      }
    }
  }
  return { x, value, gradientNorm, iterations: iteration, evaluations, stop };
}

/** Sets `direction` from the history and runs the line search; undefined when it fails. */
function searchAlong(
  history: CorrectionHistory,
  gradient: Float64Array,
  direction: Float64Array,
  value: number,
  evaluate: (step: number) => LinePoint,
): LinePoint | undefined {
  history.direction(gradient, direction);
  let slope = dot(gradient, direction);
  if (!(slope < 0)) {
    history.clear();
    history.direction(gradient, direction);
    slope = dot(gradient, direction);
  }
  // Without curvature information, a unit step along −∇f has no natural scale: take length 1.
  const initialStep = history.size === 0 ? 1 / Math.sqrt(-slope) : 1;
  return strongWolfeSearch(evaluate, { step: 0, value, slope }, initialStep, DEFAULT_LINE_SEARCH);
}

/** The last m pairs sₖ = xₖ₊₁ − xₖ, yₖ = ∇fₖ₊₁ − ∇fₖ in a ring of preallocated buffers. */
class CorrectionHistory {
  private readonly s: Float64Array[] = [];
  private readonly y: Float64Array[] = [];
  private readonly rho: Float64Array;
  private readonly alpha: Float64Array;
  private newest = -1;
  size = 0;

  constructor(
    dimension: number,
    private readonly capacity: number,
  ) {
    for (let i = 0; i < capacity; i++) {
      this.s.push(new Float64Array(dimension));
      this.y.push(new Float64Array(dimension));
    }
    this.rho = new Float64Array(capacity);
    this.alpha = new Float64Array(capacity);
  }

  clear(): void {
    this.size = 0;
    this.newest = -1;
  }

  push(
    x: Float64Array,
    nextX: Float64Array,
    gradient: Float64Array,
    nextGradient: Float64Array,
  ): void {
    let sy = 0;
    let ss = 0;
    let yy = 0;
    for (let i = 0; i < x.length; i++) {
      const si = nextX[i] - x[i];
      const yi = nextGradient[i] - gradient[i];
      sy += si * yi;
      ss += si * si;
      yy += yi * yi;
    }
    // Skip pairs without positive curvature: they would break positive definiteness.
    if (!(sy > 1e-12 * Math.sqrt(ss * yy))) return;
    const slot = (this.newest + 1) % this.capacity;
    const s = this.s[slot];
    const y = this.y[slot];
    for (let i = 0; i < s.length; i++) {
      s[i] = nextX[i] - x[i];
      y[i] = nextGradient[i] - gradient[i];
    }
    this.rho[slot] = 1 / sy;
    this.newest = slot;
    this.size = Math.min(this.size + 1, this.capacity);
  }

  /** Two-loop recursion: `out = −H·gradient`, with H₀ = (sᵀy / yᵀy)·I from the newest pair. */
  direction(gradient: Float64Array, out: Float64Array): void {
    for (let i = 0; i < out.length; i++) out[i] = -gradient[i];
    const slots: number[] = [];
    for (let k = 0; k < this.size; k++)
      slots.push((this.newest - k + this.capacity) % this.capacity);
    for (const slot of slots) {
      const a = this.rho[slot] * dot(this.s[slot], out);
      this.alpha[slot] = a;
      const y = this.y[slot];
      for (let i = 0; i < out.length; i++) out[i] -= a * y[i];
    }
    if (this.size > 0) {
      const y = this.y[this.newest];
      const gamma = 1 / (this.rho[this.newest] * dot(y, y));
      for (let i = 0; i < out.length; i++) out[i] *= gamma;
    }
    for (let k = slots.length - 1; k >= 0; k--) {
      const slot = slots[k];
      const s = this.s[slot];
      const b = this.rho[slot] * dot(this.y[slot], out);
      const a = this.alpha[slot];
      for (let i = 0; i < out.length; i++) out[i] += (a - b) * s[i];
    }
  }
}
