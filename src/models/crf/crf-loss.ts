import { ChainPotentials } from "../linear/chain-potentials.js";
import { ANY_LABEL, NO_ALTERNATIVE } from "../linear/corpus.js";
import { ForwardBackward } from "../linear/forward-backward.js";
import { fillLinearPotentials } from "../linear/linear-potentials.js";
import type { PageLoss, PageView } from "../linear/page-loss.js";

/**
 * Linear-chain CRF loss of one page (Lafferty et al. 2001; Gibson et al. §4):
 * −log p(y|x) = log Z(x) − score(y), with gradient E_p[features] − observed features, the
 * expectations coming from forward–backward marginals.
 *
 * Where the gold leaves a block two labels (`PageView.alternatives`), the page's likelihood is that
 * of every label sequence the gold admits (Tsuboi et al., "Training Conditional Random Fields Using
 * Incomplete Annotations", COLING 2008): −log Σ_{y admitted} p(y|x) = log Z(x) − log Z_admitted(x),
 * with gradient E_p[features] − E_p[features | y admitted], the second expectation from a
 * forward–backward pass over the admitted labels only.
 */
export function crfLoss(labels: number): PageLoss {
  const potentials = new ChainPotentials(labels);
  const messages = new ForwardBackward(labels);
  const admitted = new ChainPotentials(labels);
  const admittedMessages = new ForwardBackward(labels);
  return (page) => {
    const { scores, length, layout, weights } = page;
    fillLinearPotentials(scores, length, layout, weights, potentials);
    const logPartition = messages.run(potentials);
    if (!hasAlternatives(page)) {
      addChainGradient(page, potentials, messages, goldMarginals(page));
      return logPartition - goldScore(page, potentials);
    }
    restrictToAdmitted(potentials, page, admitted);
    const admittedLogPartition = admittedMessages.run(admitted);
    addChainGradient(page, potentials, messages, {
      node: (i, b) => admittedMessages.nodeMarginal(i, b),
      pair: (i, a, b) => admittedMessages.pairMarginal(admitted, i, a, b),
    });
    return logPartition - admittedLogPartition;
  };
}

/** Node and pair marginals of what the gold says: the expectations the model is pulled towards. */
interface ObservedMarginals {
  node(block: number, label: number): number;
  pair(block: number, previous: number, label: number): number;
}

function hasAlternatives(page: PageView): boolean {
  const { alternatives, first, length } = page;
  for (let i = first; i < first + length; i++) if (alternatives[i] !== NO_ALTERNATIVE) return true;
  return false;
}

/** A single gold sequence: its marginals are indicators. */
function goldMarginals(page: PageView): ObservedMarginals {
  const { labels: gold, first } = page;
  return {
    node: (i, b) => (gold[first + i] === b ? 1 : 0),
    pair: (i, a, b) => (gold[first + i - 1] === a && gold[first + i] === b ? 1 : 0),
  };
}

function goldScore(page: PageView, potentials: ChainPotentials): number {
  const { labels: gold, first, length } = page;
  let score = potentials.first[gold[first]];
  for (let i = 1; i < length; i++) {
    score += potentials.pairs[potentials.pairIndex(i, gold[first + i - 1], gold[first + i])];
  }
  return score;
}

/**
 * Fills the residual (∂loss/∂node score) and adds the initial and transition gradient: the model's
 * marginals minus the observed ones.
 */
function addChainGradient(
  page: PageView,
  potentials: ChainPotentials,
  messages: ForwardBackward,
  observed: ObservedMarginals,
): void {
  const { layout, gradient, residual, length } = page;
  const k = layout.labels;
  for (let i = 0; i < length; i++) {
    for (let b = 0; b < k; b++) {
      residual[i * k + b] = messages.nodeMarginal(i, b) - observed.node(i, b);
    }
  }
  for (let b = 0; b < k; b++) gradient[layout.initialOffset + b] += residual[b];
  for (let i = 1; i < length; i++) {
    for (let a = 0; a < k; a++) {
      for (let b = 0; b < k; b++) {
        gradient[layout.transitionOffset + a * k + b] +=
          messages.pairMarginal(potentials, i, a, b) - observed.pair(i, a, b);
      }
    }
  }
}

/** `potentials` with −∞ wherever a label the gold does not admit takes part. */
function restrictToAdmitted(
  potentials: ChainPotentials,
  page: PageView,
  admitted: ChainPotentials,
): void {
  const { labels, alternatives, first, length } = page;
  const k = potentials.labels;
  const isAdmitted = (block: number, label: number) =>
    labels[first + block] === label ||
    alternatives[first + block] === label ||
    alternatives[first + block] === ANY_LABEL;
  admitted.resize(length);
  for (let b = 0; b < k; b++)
    admitted.first[b] = isAdmitted(0, b) ? potentials.first[b] : Number.NEGATIVE_INFINITY;
  for (let i = 1; i < length; i++) {
    for (let a = 0; a < k; a++) {
      for (let b = 0; b < k; b++) {
        const at = potentials.pairIndex(i, a, b);
        admitted.pairs[at] =
          isAdmitted(i - 1, a) && isAdmitted(i, b)
            ? potentials.pairs[at]
            : Number.NEGATIVE_INFINITY;
      }
    }
  }
}
