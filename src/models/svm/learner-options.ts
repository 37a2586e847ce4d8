import type { OptionSpecs } from "../options/option-spec.js";
import { DEFAULT_SVM_OPTIONS } from "./svm-classifier.js";

/**
 * The SVM classifier's options: the svm learner's, and those of wang-subtree's subtree classifier.
 * Defaults from DEFAULT_SVM_OPTIONS (libsvm's, with minmax scaling).
 */
export const SVM_CLASSIFIER_OPTIONS = {
  c: {
    kind: "number",
    above: 0,
    default: DEFAULT_SVM_OPTIONS.c,
    description: "soft-margin penalty C",
  },
  gamma: {
    kind: "number",
    above: 0,
    words: ["scale"],
    default: DEFAULT_SVM_OPTIONS.gamma,
    description: "RBF width γ; scale = 1 / mean squared distance between scaled vectors",
  },
  scaling: {
    kind: "enum",
    values: ["minmax", "standard", "none"],
    default: DEFAULT_SVM_OPTIONS.scaling,
    description: "per-column feature scaling before the kernel",
  },
  plattFolds: {
    kind: "number",
    integer: true,
    atLeast: 2,
    default: DEFAULT_SVM_OPTIONS.plattFolds,
    description: "cross-validation folds whose decision values fit Platt's sigmoid",
  },
  tolerance: {
    kind: "number",
    above: 0,
    default: DEFAULT_SVM_OPTIONS.tolerance,
    description: "SMO stopping tolerance on the largest KKT violation",
  },
  cacheMegabytes: {
    kind: "number",
    above: 0,
    default: DEFAULT_SVM_OPTIONS.cacheMegabytes,
    description: "kernel cache size in MB; speed only",
  },
} as const satisfies OptionSpecs;
