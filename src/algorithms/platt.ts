/** Platt's sigmoid P(y = 1 | f) = 1 / (1 + exp(A·f + B)). */
export interface PlattSigmoid {
  readonly a: number;
  readonly b: number;
}

/** Numerically stable evaluation (no overflow for large |A·f + B|). */
export function plattProbability(decision: number, sigmoid: PlattSigmoid): number {
  const fApB = decision * sigmoid.a + sigmoid.b;
  return fApB >= 0 ? Math.exp(-fApB) / (1 + Math.exp(-fApB)) : 1 / (1 + Math.exp(fApB));
}

/**
 * Fits A and B by Lin, Lin & Weng's Newton method with backtracking line search ("A note on
 * Platt's probabilistic outputs for support vector machines", 2007), on decision values the
 * model did not train on. Targets are Platt's smoothed labels, which avoid overconfidence.
 */
export function fitPlatt(decisions: ArrayLike<number>, labels: ArrayLike<number>): PlattSigmoid {
  const n = decisions.length;
  let positives = 0;
  for (let i = 0; i < n; i++) if (labels[i] > 0) positives++;
  const negatives = n - positives;
  const hiTarget = (positives + 1) / (positives + 2);
  const loTarget = 1 / (negatives + 2);
  const target = Float64Array.from({ length: n }, (_, i) => (labels[i] > 0 ? hiTarget : loTarget));
  const objective = (a: number, b: number): number => {
    let value = 0;
    for (let i = 0; i < n; i++) {
      const fApB = decisions[i] * a + b;
      value +=
        fApB >= 0
          ? target[i] * fApB + Math.log1p(Math.exp(-fApB))
          : (target[i] - 1) * fApB + Math.log1p(Math.exp(fApB));
    }
    return value;
  };
  let a = 0;
  let b = Math.log((negatives + 1) / (positives + 1));
  let value = objective(a, b);
  for (let iteration = 0; iteration < 100; iteration++) {
    let h11 = 1e-12;
    let h22 = 1e-12;
    let h21 = 0;
    let g1 = 0;
    let g2 = 0;
    for (let i = 0; i < n; i++) {
      const p = plattProbability(decisions[i], { a, b });
      const d2 = p * (1 - p);
      h11 += decisions[i] * decisions[i] * d2;
      h22 += d2;
      h21 += decisions[i] * d2;
      const d1 = target[i] - p;
      g1 += decisions[i] * d1;
      g2 += d1;
    }
    if (Math.abs(g1) < 1e-5 && Math.abs(g2) < 1e-5) break;
    const det = h11 * h22 - h21 * h21;
    const dA = -(h22 * g1 - h21 * g2) / det;
    const dB = -(-h21 * g1 + h11 * g2) / det;
    const slope = g1 * dA + g2 * dB;
    let step = 1;
    while (step >= 1e-10) {
      const candidate = objective(a + step * dA, b + step * dB);
      if (candidate < value + 1e-4 * step * slope) {
        a += step * dA;
        b += step * dB;
        value = candidate;
        break;
      }
      step /= 2;
    }
    if (step < 1e-10) break;
  }
  return { a, b };
}
