/**
 * Line search for the strong Wolfe conditions (Nocedal & Wright, Numerical Optimization, 2nd ed.,
 * Algorithms 3.5 and 3.6), with safeguarded cubic interpolation in the zoom phase. Strong Wolfe
 * steps keep sᵀy > 0, which L-BFGS needs for a positive-definite Hessian approximation.
 */

/** Value and directional derivative of the objective at `x + step · direction`. */
export interface LinePoint {
  readonly step: number;
  readonly value: number;
  readonly slope: number;
}

export interface LineSearchOptions {
  /** Sufficient-decrease constant (Armijo). */
  readonly c1: number;
  /** Curvature constant; 0.9 is the usual choice for quasi-Newton directions. */
  readonly c2: number;
  /** Objective evaluations allowed in one search. */
  readonly maxEvaluations: number;
  /** Largest step tried while bracketing. */
  readonly maxStep: number;
}

export const DEFAULT_LINE_SEARCH: LineSearchOptions = {
  c1: 1e-4,
  c2: 0.9,
  maxEvaluations: 20,
  maxStep: 1e10,
};

/**
 * Finds a step satisfying the strong Wolfe conditions. `evaluate(step)` must leave the optimizer's
 * trial buffers holding that point; the accepted step is always the last one evaluated, so the
 * caller can take the trial buffers as the new iterate. Returns undefined when no acceptable step
 * was found within the budget (and no step with sufficient decrease either).
 */
export function strongWolfeSearch(
  evaluate: (step: number) => LinePoint,
  start: LinePoint,
  initialStep: number,
  options: LineSearchOptions = DEFAULT_LINE_SEARCH,
): LinePoint | undefined {
  const budget = { left: options.maxEvaluations };
  const decreases = (point: LinePoint) =>
    Number.isFinite(point.value) &&
    point.value <= start.value + options.c1 * point.step * start.slope;
  const flatEnough = (point: LinePoint) => Math.abs(point.slope) <= -options.c2 * start.slope;

  let previous = start;
  let step = Math.min(initialStep, options.maxStep);
  while (budget.left-- > 0) {
    const point = evaluate(step);
    if (!decreases(point) || (previous !== start && point.value >= previous.value)) {
      return zoom(evaluate, start, previous, point, budget, decreases, flatEnough);
    }
    if (flatEnough(point)) return point;
    if (point.slope >= 0)
      return zoom(evaluate, start, point, previous, budget, decreases, flatEnough);
    if (step >= options.maxStep) return point;
    previous = point;
    step = Math.min(step * 4, options.maxStep);
  }
  return previous === start ? undefined : evaluate(previous.step);
}

/** Algorithm 3.6: `low` satisfies sufficient decrease and has the lower value of the bracket. */
function zoom(
  evaluate: (step: number) => LinePoint,
  start: LinePoint,
  lowInitial: LinePoint,
  highInitial: LinePoint,
  budget: { left: number },
  decreases: (point: LinePoint) => boolean,
  flatEnough: (point: LinePoint) => boolean,
): LinePoint | undefined {
  let low = lowInitial;
  let high = highInitial;
  while (budget.left-- > 0) {
    const point = evaluate(interpolate(low, high));
    if (!decreases(point) || point.value >= low.value) {
      high = point;
    } else {
      if (flatEnough(point)) return point;
      if (point.slope * (high.step - low.step) >= 0) high = low;
      low = point;
    }
    if (Math.abs(high.step - low.step) <= 1e-16 * Math.max(1, low.step)) break;
  }
  // Out of budget: a step with sufficient decrease still makes progress, so take it.
  return low === start ? undefined : evaluate(low.step);
}

/**
 * Minimiser of the cubic through both ends (values and slopes), kept at least 10% of the bracket
 * away from either end; bisection when the cubic is unusable (e.g. an infinite value at one end).
 */
function interpolate(a: LinePoint, b: LinePoint): number {
  const lo = Math.min(a.step, b.step);
  const hi = Math.max(a.step, b.step);
  const margin = 0.1 * (hi - lo);
  const midpoint = (lo + hi) / 2;
  if (!Number.isFinite(a.value) || !Number.isFinite(b.value)) return midpoint;
  const d1 = a.slope + b.slope - (3 * (a.value - b.value)) / (a.step - b.step);
  const discriminant = d1 * d1 - a.slope * b.slope;
  if (!(discriminant >= 0)) return midpoint;
  const d2 = Math.sign(b.step - a.step) * Math.sqrt(discriminant);
  const step = b.step - ((b.step - a.step) * (b.slope + d2 - d1)) / (b.slope - a.slope + 2 * d2);
  if (!Number.isFinite(step)) return midpoint;
  return Math.min(Math.max(step, lo + margin), hi - margin);
}
