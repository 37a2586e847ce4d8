import { FEATURES_OPTION } from "../options/features-option.js";
import { type OptionSpecs, type OptionValues, seedOption } from "../options/option-spec.js";
import { SITE_WEIGHTINGS } from "./site-weights.js";

/**
 * Training and decoding options shared by the CRF, MEMM and MaxEnt learners. History predicates
 * are on by default, as in Gibson et al.'s best runs of all three (CRF by-source 4-fold CV on all
 * four datasets: shingle F1 0.865 → 0.872 with them).
 */
export const LINEAR_OPTIONS = {
  features: FEATURES_OPTION,
  // Tuned for the CRF by 4-fold by-source CV on L3S-GN1 + Dragnet (bench/learners-smoke.ts):
  // σ 0.05 / 0.1 / 0.3 / 1 → shingle F1 0.889 / 0.908 / 0.907 / 0.895, best block P/R at 0.3.
  sigma: {
    kind: "number",
    above: 0,
    default: 0.3,
    description: "σ of the Gaussian prior on every weight; smaller = stronger smoothing",
  },
  maxIterations: {
    kind: "number",
    integer: true,
    atLeast: 0,
    default: 100,
    description: "L-BFGS iterations at most",
  },
  tolerance: {
    kind: "number",
    atLeast: 0,
    default: 1e-5,
    description: "stop when the objective improved by less than this fraction over 5 iterations",
  },
  minFeatureCount: {
    kind: "number",
    integer: true,
    atLeast: 0,
    default: 2,
    description: "features seen in fewer training blocks are dropped",
  },
  minFeatureSources: {
    kind: "number",
    integer: true,
    atLeast: 0,
    default: 1,
    description: "features seen on fewer training sites are dropped: they cannot transfer",
  },
  // A site with many pages otherwise weighs as much as many sites, and its template is learnt by heart.
  maxPagesPerSource: {
    kind: "number",
    integer: true,
    atLeast: 0,
    default: 0,
    description: "train on the first N pages of each site only; 0 keeps all",
  },
  siteWeighting: {
    kind: "enum",
    values: SITE_WEIGHTINGS,
    default: "none",
    description:
      "how much each training site's pages count: none = every page 1; sqrt = 1/√(site's pages); equal = every site the same",
  },
  datasetWeights: {
    kind: "string",
    default: "none",
    description:
      "none, or DATASET:WEIGHT items joined by commas: that dataset's pages (the folder a page came from) count WEIGHT times, on top of siteWeighting; e.g. fundus:3",
  },
  datasetCopies: {
    kind: "string",
    default: "none",
    description:
      "none, all, or datasets joined by commas: in training, every feature of those datasets' pages (the folder a page came from) also fires as a copy for its dataset, which absorbs that dataset's labelling conventions; only the shared weights are kept",
  },
  history: {
    kind: "boolean",
    default: true,
    description: "Gibson et al.'s history predicates: block i also gets block i−1's features",
  },
  labels: {
    kind: "enum",
    values: ["binary", "classes"],
    default: "binary",
    description:
      "binary = noise/content; classes = the gold's noise, body, title, heading, comment",
  },
  unlabelledComments: {
    kind: "enum",
    values: ["noise", "latent"],
    default: "noise",
    description:
      "with labels=classes, on pages whose dataset's gold does not label comments: noise = their non-content blocks are noise; latent = each may be noise or a comment (the CRF sums over both; MEMM and MaxEnt take noise)",
  },
  // marginal-mss takes in the uncertain blocks inside the main text and none far off.
  decode: {
    kind: "enum",
    values: ["viterbi", "marginal", "marginal-mss"],
    default: "viterbi",
    description:
      "viterbi = best label sequence; marginal = P(content) > threshold; marginal-mss = P > 0.5 plus the maximum-sum run of P − threshold",
  },
  // Chosen on by-site cross-validated probabilities (bench/decision/, docs/results.md).
  threshold: {
    kind: "number",
    above: 0,
    below: 1,
    default: 0.5,
    description: "decode=marginal: the P(content) to exceed; marginal-mss: the run's offset",
  },
  seed: seedOption(0, "recorded only: training is deterministic (it starts from zero weights)"),
} as const satisfies OptionSpecs;

export type LinearOptions = OptionValues<typeof LINEAR_OPTIONS>;
