import type { SegmentedPage } from "../blocks/block.js";
import { CONFIDENT_WORDS } from "./thresholds.js";

/**
 * How much to trust an extraction, in [0, 1]:
 *   (word-weighted mean content probability of the selected blocks) × (1 − exp(−words / CONFIDENT_WORDS)).
 * The first factor is the model's own certainty about what it kept; the second discounts very short
 * extractions (50 words → 0.63, 150 → 0.95). 0 when nothing is selected. Baselines that only output
 * 0/1 probabilities get the length factor alone.
 */
export function extractionConfidence(
  page: SegmentedPage,
  selected: Uint8Array,
  contentProbability: Float64Array,
): number {
  let words = 0;
  let totalWeight = 0;
  let weightedProbability = 0;
  for (const block of page.blocks) {
    if (selected[block.index] !== 1) continue;
    const weight = Math.max(1, block.wordCount);
    words += block.wordCount;
    totalWeight += weight;
    weightedProbability += weight * clampUnit(contentProbability[block.index]);
  }
  if (totalWeight === 0) return 0;
  return (weightedProbability / totalWeight) * (1 - Math.exp(-words / CONFIDENT_WORDS));
}

function clampUnit(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}
