import { ChainPotentials } from "../linear/chain-potentials.js";
import { ForwardBackward } from "../linear/forward-backward.js";
import { fillLinearPotentials } from "../linear/linear-potentials.js";
import type { PageLoss } from "../linear/page-loss.js";

/**
 * Linear-chain CRF loss of one page (Lafferty et al. 2001; Gibson et al. §4):
 * −log p(y|x) = log Z(x) − score(y), with gradient E_p[features] − observed features, the
 * expectations coming from forward–backward marginals.
 */
export function crfLoss(labels: number): PageLoss {
  const potentials = new ChainPotentials(labels);
  const messages = new ForwardBackward(labels);
  return (page) => {
    const { layout, weights, gradient, scores, residual, first, length } = page;
    const gold = page.labels;
    const k = labels;
    fillLinearPotentials(scores, length, layout, weights, potentials);
    const logPartition = messages.run(potentials);

    let goldScore = potentials.first[gold[first]];
    for (let i = 1; i < length; i++) {
      goldScore += potentials.pairs[potentials.pairIndex(i, gold[first + i - 1], gold[first + i])];
    }
    for (let i = 0; i < length; i++) {
      for (let b = 0; b < k; b++) {
        residual[i * k + b] = messages.nodeMarginal(i, b) - (gold[first + i] === b ? 1 : 0);
      }
    }
    for (let b = 0; b < k; b++) gradient[layout.initialOffset + b] += residual[b];
    for (let i = 1; i < length; i++) {
      const previousGold = gold[first + i - 1];
      const currentGold = gold[first + i];
      for (let a = 0; a < k; a++) {
        for (let b = 0; b < k; b++) {
          const observed = a === previousGold && b === currentGold ? 1 : 0;
          gradient[layout.transitionOffset + a * k + b] +=
            messages.pairMarginal(potentials, i, a, b) - observed;
        }
      }
    }
    return logPartition - goldScore;
  };
}
