import type { BlockFeatures } from "../../features/block-features.js";

/** Always-on feature: the per-label intercept. */
export const BIAS_FEATURE = "linear:bias";
/** Prefix of Gibson et al.'s history predicates: the previous block's features. */
export const HISTORY_PREFIX = "prev:";

/**
 * Adds what the linear learners add on top of the feature families: the bias feature and, with
 * `history`, block i−1's features renamed `prev:<name>` at block i (Gibson et al. §7, option H).
 * The definition, by names: training (`encodeTrainingPages`) and prediction (`ContextVectorizer`)
 * build the same vectors without building these names, and their tests check them against it.
 */
export function withContextFeatures(
  blocks: readonly BlockFeatures[],
  history: boolean,
): BlockFeatures[] {
  return blocks.map((block, i) => {
    const names = [BIAS_FEATURE, ...block.names];
    const values = [1, ...block.values];
    if (history && i > 0) {
      const previous = blocks[i - 1];
      for (let j = 0; j < previous.names.length; j++) {
        names.push(HISTORY_PREFIX + previous.names[j]);
        values.push(previous.values[j]);
      }
    }
    return { names, values };
  });
}
