import { describe, expect, it } from "vitest";
import { minimizeLbfgs, type Objective } from "../../src/algorithms/lbfgs.js";

const rosenbrock: Objective = (x, gradient) => {
  let value = 0;
  gradient.fill(0);
  for (let i = 0; i + 1 < x.length; i++) {
    const a = x[i + 1] - x[i] * x[i];
    const b = 1 - x[i];
    value += 100 * a * a + b * b;
    gradient[i] += -400 * x[i] * a - 2 * b;
    gradient[i + 1] += 200 * a;
  }
  return value;
};

/** f(x) = ½ Σ cᵢ (xᵢ − tᵢ)², badly conditioned (cᵢ spans 4 orders of magnitude). */
function quadratic(targets: number[], curvatures: number[]): Objective {
  return (x, gradient) => {
    let value = 0;
    for (let i = 0; i < x.length; i++) {
      const d = x[i] - targets[i];
      value += 0.5 * curvatures[i] * d * d;
      gradient[i] = curvatures[i] * d;
    }
    return value;
  };
}

describe("minimizeLbfgs", () => {
  it("finds the minimum of an ill-conditioned quadratic", () => {
    const targets = [3, -1, 0.5, 10, -7];
    const result = minimizeLbfgs(quadratic(targets, [1e-2, 1, 10, 100, 0.5]), new Float64Array(5), {
      gradientTolerance: 1e-10,
      relativeImprovement: 0,
    });
    expect(result.stop).toBe("gradient");
    for (let i = 0; i < targets.length; i++) expect(result.x[i]).toBeCloseTo(targets[i], 6);
  });

  it("minimises the 10-dimensional Rosenbrock function from the standard start", () => {
    const x0 = new Float64Array(10).fill(-1.2);
    for (let i = 1; i < 10; i += 2) x0[i] = 1;
    const result = minimizeLbfgs(rosenbrock, x0, {
      gradientTolerance: 1e-8,
      relativeImprovement: 0,
      maxIterations: 1000,
    });
    expect(result.stop).toBe("gradient");
    expect(result.value).toBeLessThan(1e-12);
    for (const xi of result.x) expect(xi).toBeCloseTo(1, 5);
  });

  it("never increases the objective between iterations", () => {
    const values: number[] = [];
    minimizeLbfgs(rosenbrock, Float64Array.from([-1.2, 1]), {
      onIteration: (_, value) => values.push(value),
    });
    expect(values.length).toBeGreaterThan(5);
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeLessThanOrEqual(values[i - 1]);
  });

  it("stops at maxIterations", () => {
    const result = minimizeLbfgs(rosenbrock, Float64Array.from([-1.2, 1]), { maxIterations: 3 });
    expect(result.iterations).toBe(3);
    expect(result.stop).toBe("max-iterations");
  });

  it("stops on small relative improvement", () => {
    const result = minimizeLbfgs(rosenbrock, Float64Array.from([-1.2, 1]), {
      gradientTolerance: 0,
      relativeImprovement: 1e-3,
      improvementWindow: 1,
    });
    expect(result.stop).toBe("improvement");
  });

  it("backs off from steps where the objective is not finite", () => {
    // f = −x − 0.01·log(1 − x): undefined for x ≥ 1, minimum at x = 0.99, so a unit first step
    // from 0 along −∇f lands outside the domain.
    let undefinedEvaluations = 0;
    const barrier: Objective = (x, gradient) => {
      if (x[0] >= 1) {
        undefinedEvaluations++;
        return Number.NaN;
      }
      gradient[0] = -1 + 0.01 / (1 - x[0]);
      return -x[0] - 0.01 * Math.log(1 - x[0]);
    };
    const result = minimizeLbfgs(barrier, Float64Array.from([0]), {
      gradientTolerance: 1e-9,
      relativeImprovement: 0,
    });
    expect(undefinedEvaluations).toBeGreaterThan(0);
    expect(result.x[0]).toBeCloseTo(0.99, 6);
  });

  it("does not modify the starting point", () => {
    const x0 = Float64Array.from([-1.2, 1]);
    minimizeLbfgs(rosenbrock, x0, { maxIterations: 5 });
    expect([...x0]).toEqual([-1.2, 1]);
  });

  it("rejects a starting point where the objective is not finite", () => {
    const nan: Objective = () => Number.NaN;
    expect(() => minimizeLbfgs(nan, new Float64Array(2))).toThrow(/not finite/);
  });
});
