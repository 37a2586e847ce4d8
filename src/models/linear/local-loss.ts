import { ANY_LABEL } from "./corpus.js";
import { logSumExp } from "./log-sum-exp.js";
import type { PageLoss } from "./page-loss.js";

/**
 * Locally normalised loss: each block is a multinomial logistic regression over its node scores,
 * plus — when the layout has transitions (MEMM) — the weight of the gold previous label (the
 * initial weights for the first block). Without transitions this is MaxEnt's loss. A block that
 * may take any label (`ANY_LABEL`: site adaptation's accepted blocks, `accepted=soft`) adds nothing.
 */
export function localLoss(): PageLoss {
  return (page) => {
    const { layout, weights, gradient, scores, residual, labels, alternatives, first, length } =
      page;
    const k = layout.labels;
    let loss = 0;
    for (let i = 0; i < length; i++) {
      const row = i * k;
      if (alternatives[first + i] === ANY_LABEL) {
        residual.fill(0, row, row + k);
        continue;
      }
      const previous = i === 0 ? -1 : labels[first + i - 1];
      const stateOffset =
        previous < 0 ? layout.initialOffset : layout.transitionOffset + previous * k;
      if (layout.hasTransitions)
        for (let b = 0; b < k; b++) scores[row + b] += weights[stateOffset + b];
      const logNormaliser = logSumExp(scores, row, k);
      const gold = labels[first + i];
      loss += logNormaliser - scores[row + gold];
      for (let b = 0; b < k; b++) {
        const r = Math.exp(scores[row + b] - logNormaliser) - (b === gold ? 1 : 0);
        residual[row + b] = r;
        if (layout.hasTransitions) gradient[stateOffset + b] += r;
      }
    }
    return loss;
  };
}
