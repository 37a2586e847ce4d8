import { STACK_FEATURE_NAMES } from "./stack-features.js";

/**
 * Columns a second first-stage learner adds to every block's stack row (`context-stack` with
 * `beside`): its content probability and that probability's logit. The stacker weighs them beside
 * the inner learner's own, so where the two first stages disagree it learns which to believe.
 */
export const BESIDE_FEATURE_NAMES: readonly string[] = ["beside-probability", "beside-logit"];

/** The stacker's columns when a learner stands beside the inner one. */
export const STACK_WITH_BESIDE_NAMES: readonly string[] = [
  ...STACK_FEATURE_NAMES,
  ...BESIDE_FEATURE_NAMES,
];

/** Probabilities this close to 0 or 1 give the logit of this bound instead of ±∞. */
const PROBABILITY_BOUND = 1e-6;

/** `row` (a block's stack row) with the beside learner's probability `p` of the block appended. */
export function withBesideColumns(row: Float64Array, p: number, into: Float64Array): Float64Array {
  into.set(row);
  const bounded = Math.min(1 - PROBABILITY_BOUND, Math.max(PROBABILITY_BOUND, p));
  into[row.length] = p;
  into[row.length + 1] = Math.log(bounded / (1 - bounded));
  return into;
}

/** A buffer for `withBesideColumns` of a stack row. */
export function besideRowBuffer(): Float64Array {
  return new Float64Array(STACK_WITH_BESIDE_NAMES.length);
}
